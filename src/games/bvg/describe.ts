/**
 * Words for people: action descriptions, a text picture of the state, the observation a side may see
 * (its own hand, the board, cadre, discards, deck sizes and face-up Late-War cards; the opponent's hand
 * only as a count plus the cards known to be in it), and a narration of what changed after an action.
 */
import type { JsonValue } from '../../core/json.js';
import * as A from './actions.js';
import type { BvgContent } from './content.js';
import { LETTERS } from './content-schema.js';
import { deckSize, handSize, inHand, mainCount } from './draw.js';
import {
  B_ATT,
  B_ATT_SIDE,
  B_DEF,
  B_FLAGS,
  B_TGT,
  BF_INVASION,
  BOT,
  BOT_CAP,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  F_CADRE_DOWN,
  F_KNOWN,
  F_LW_UP,
  FD_ANY,
  H_BOT_N,
  H_END_LEFT,
  H_LAST_LL,
  H_LAST_RED,
  H_LAST_RESULT,
  H_LAST_WHITE,
  H_LATEWAR,
  H_MAPVER,
  H_OT,
  H_PHASE,
  H_PTURNS,
  H_ROLLS,
  H_SIDE,
  H_SUPPLY,
  CH_TERMINAL,
  CH_TURN,
  CH_VICTORY,
  LOC_ACTIVE,
  LOC_CADRE,
  LOC_EAST,
  LOC_NAMES,
  LOC_REMOVED,
  LOC_TRANSMISS,
  LOC_WEST,
  PH_COMBAT,
  PH_DEFEND,
  PH_DEPLOY,
  PH_DRAW,
  PH_EXCESS,
  PH_LEADER,
  PH_LOSS,
  PH_OVER,
  PH_PICK,
  PH_PICK_ATTACKER,
  PH_PORT_DECL,
  PH_POST,
  PH_PREACTION,
  PH_RAID_ATT,
  PH_RAID_DEF,
  PH_REGROUP,
  PH_REORG,
  PH_REORG_OFFER,
  PH_RESERVE,
  RESULT_IDS,
  SIDE_NAMES,
  SIDES,
  THEATER_NAMES,
  VICTORY_TEXT,
} from './layout.js';
import { battleLine, battlesOf } from './battlelog.js';
import { blockadeLevel } from './map.js';
import { ctrl, isDepleted, onMap, type S } from './state.js';
import { objectivesTotal } from './victory.js';

export const PHASE_NAME: Record<number, string> = {
  [PH_DRAW]: 'Draw/Replace',
  [PH_DEPLOY]: 'Deploy/Move',
  [PH_COMBAT]: 'Combat',
  [PH_PORT_DECL]: 'Combat: USA declares sea supply',
  [PH_PICK_ATTACKER]: 'Combat: CSA names the attacker',
  [PH_DEFEND]: 'Combat: defender responds',
  [PH_EXCESS]: 'Combat: over-capacity cards',
  [PH_RESERVE]: 'Combat: reserves',
  [PH_LOSS]: 'Combat: step losses',
  [PH_LEADER]: 'Combat: leader loss',
  [PH_POST]: 'Combat: after the battle',
  [PH_RAID_ATT]: 'Cavalry raid',
  [PH_RAID_DEF]: 'Cavalry raid: defence',
  [PH_REORG_OFFER]: 'Reorganization?',
  [PH_REORG]: 'Reorganization',
  [PH_REGROUP]: 'Regroup',
  [PH_PICK]: 'Card effect: choose a corps',
  [PH_PREACTION]: 'CSA Pre-Action',
  [PH_OVER]: 'over',
};

const cardName = (c: BvgContent, k: number): string =>
  k === A.NONE || k < 0 || k >= c.nc
    ? '?'
    : `${SIDE_NAMES[c.cardSide[k]!]} ${c.cardName[k]} (#${c.cardNum[k]})`;
const cityName = (c: BvgContent, x: number): string => c.cityName[x] ?? `city ${x}`;

/** What ending a step or a choice is called in each phase. */
const DONE_TEXT: Readonly<Record<number, string>> = {
  [PH_DRAW]: 'End the Draw/Replace Step',
  [PH_DEPLOY]: 'End the Deploy/Move Step',
  [PH_PREACTION]: 'End the Pre-Action',
  [PH_COMBAT]: 'End the Combat Step',
  [PH_RESERVE]: 'Pass',
  [PH_DEFEND]: 'Jackson does not rejoin (CC21)',
  [PH_REORG]: 'End the Reorganization',
  [PH_REORG_OFFER]: 'Do not reorganize',
  [PH_REGROUP]: 'End the turn',
  [PH_RAID_ATT]: 'Raid with the committed cavalry',
  [PH_RAID_DEF]: 'Done committing cavalry',
  [PH_PICK_ATTACKER]: 'No command can attack: the attack fizzles',
};

export function describeAction(c: BvgContent, s: S, a: number): string {
  if (A.opOf(a) === A.OP_DONE) return DONE_TEXT[s[H_PHASE]!] ?? 'Done';
  return describeTurnAction(c, s, a) ?? describeBattleAction(c, s, a) ?? `action ${a}`;
}

/** Actions of the Draw/Replace, Deploy/Move and Regroup steps and card plays (undefined for others). */
function describeTurnAction(c: BvgContent, s: S, a: number): string | undefined {
  const x = A.fa(a);
  const y = A.fb(a);
  const z = A.fc(a);
  const cn = (k: number): string => cardName(c, k);
  switch (A.opOf(a)) {
    case A.OP_DRAW:
      return 'Draw a card';
    case A.OP_SUPPLY:
      return 'Take a supply point';
    case A.OP_CADRE:
      return `Take ${cn(x)} from cadre`;
    case A.OP_BUY:
      return x === A.NONE
        ? 'Cash in a supply point for a card from the deck'
        : `Cash in a supply point for ${cn(x)} from cadre`;
    case A.OP_RESTORE:
      return `Restore ${cn(x)}`;
    case A.OP_REPLACE:
      return 'Draw a replacement for a useless map card';
    case A.OP_RETURN:
      return `Return ${cn(x)} to hand`;
    case A.OP_MAP:
      return `Play ${cn(x)}`;
    case A.OP_DEPLOY:
      return `Deploy ${cn(x)} in the ${THEATER_NAMES[y]}`;
    case A.OP_ATTACH:
      return `Attach ${cn(x)} to ${cn(y)}`;
    case A.OP_DETACH:
      return `Detach ${cn(x)}`;
    case A.OP_XFER_UP:
      return `Transfer ${cn(x)} up to the commander`;
    case A.OP_XFER_DOWN:
      return `Transfer ${cn(x)} down to ${cn(y)}`;
    case A.OP_DISMISS:
      return y === A.NONE ? `Dismiss ${cn(x)}` : `Dismiss ${cn(x)}, replaced by ${cn(y)}`;
    case A.OP_RAIL_SELECT:
      return `Select ${cn(x)}'s command for rail movement`;
    case A.OP_RAIL:
      return `Move ${cn(x)}'s command by rail to the ${s[C_LOC + x] === LOC_EAST ? 'West' : 'East'}`;
    case A.OP_NAVAL:
      return `Move ${cn(x)} to the ${s[C_LOC + x] === LOC_EAST ? 'West' : 'East'}`;
    case A.OP_TRANSMISS:
      return `Send ${cn(x)}, ${cn(y)} and ${cn(z)} to the Trans-Mississippi`;
    case A.OP_GIVE:
      return `Give ${cn(x)} to the partner`;
    case A.OP_ENIGMA:
      return `Play ${cn(x)}`;
    default:
      return undefined;
  }
}

/** Actions of attacks and battles (undefined for others). */
function describeBattleAction(c: BvgContent, s: S, a: number): string | undefined {
  const x = A.fa(a);
  const y = A.fb(a);
  const z = A.fc(a);
  const cn = (k: number): string => cardName(c, k);
  switch (A.opOf(a)) {
    case A.OP_ATTACK:
      return `Attack ${cityName(c, y)} from ${cityName(c, z)} with ${cn(x)}'s command`;
    case A.OP_PORT_ATTACK:
      return `Announce an attack on the port of ${cityName(c, x)} from ${cityName(c, y)}`;
    case A.OP_INVADE:
      return `Invade ${cityName(c, y)} with ${cn(x)}`;
    case A.OP_RAID:
      return 'Begin a cavalry raid';
    case A.OP_SEA:
      return x ? 'Supply the port by sea' : 'Do not supply the port by sea';
    case A.OP_ABANDON:
      return `Abandon ${cityName(c, s[B_TGT]!)}`;
    case A.OP_DEFEND:
      return `Defend with ${cn(x)}'s command${y ? ' and the Dept. of Washington' : ''}`;
    case A.OP_DEF_HAND:
      return `Defend with ${cn(x)} from hand (${THEATER_NAMES[y]})`;
    case A.OP_DEF_DETACH:
      return `Detach ${cn(x)} before defending`;
    case A.OP_RESERVE:
      return y === A.NONE
        ? `Add ${cn(x)} as a reserve (cavalry pair)`
        : `Add ${cn(x)} as a reserve under ${cn(y)}`;
    case A.OP_WITHDRAW:
      return `Withdraw ${cn(x)}`;
    case A.OP_JACKSON:
      return 'Jackson rejoins the defending command';
    case A.OP_EXCESS:
      return `Turn ${cn(x)} face-down (over capacity)`;
    case A.OP_LOSS:
      return `Step loss on ${cn(x)}`;
    case A.OP_LEADER:
      return `${cn(x)} is the leader lost`;
    case A.OP_RAID_ADD:
      return `Commit ${cn(x)}`;
    case A.OP_PICK:
      return `Give up ${cn(x)}`;
    case A.OP_YES:
      return s[H_PHASE] === PH_REORG_OFFER ? 'Reorganize (1 supply)' : 'Change base to the other theater';
    case A.OP_BUY_CORPS:
      return `Buy ${cn(x)} out of cadre for ${cn(y)}`;
    case A.OP_USE_RESERVE:
      return `Discard ${cn(x)} to restore three corps`;
    default:
      return undefined;
  }
}

// ---- observation -----------------------------------------------------------------------------------------
export function observeState(c: BvgContent, s: S, viewer: number): JsonValue {
  const cities: JsonValue[] = [];
  for (let x = 0; x < c.ncity; x++) {
    if (!onMap(c, s, x)) continue;
    const k = ctrl(s, x);
    cities.push({ id: c.cityId[x]!, control: k < 0 ? null : SIDES[k]! });
  }
  const board: JsonValue[] = [];
  const cadre: JsonValue[] = [];
  const removed: string[] = [];
  const active: string[] = [];
  const hands: JsonValue[] = [];
  for (let side = 0; side < 2; side++) {
    const own: string[] = [];
    const known: string[] = [];
    let count = 0;
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      const l = s[C_LOC + k]!;
      const f = s[C_FLAGS + k]!;
      if (l === LOC_EAST || l === LOC_WEST) {
        const p = s[C_PARENT + k]!;
        board.push({
          card: c.cardId[k]!,
          theater: l === LOC_EAST ? 'east' : 'west',
          under: p < 0 ? null : c.cardId[p]!,
          depleted: isDepleted(c, s, k),
          faceDown: (f & FD_ANY) !== 0,
        });
      } else if (l === LOC_CADRE) cadre.push({ card: c.cardId[k]!, faceDown: (f & F_CADRE_DOWN) !== 0 });
      else if (l === LOC_REMOVED || l === LOC_TRANSMISS) removed.push(c.cardId[k]!);
      else if (l === LOC_ACTIVE) active.push(c.cardId[k]!);
      else if (inHand(l)) {
        count++;
        if (side === viewer) own.push(c.cardId[k]!);
        else if (f & F_KNOWN) known.push(c.cardId[k]!);
      }
    }
    const bottom: string[] = [];
    for (let i = 0; i < s[H_BOT_N + side]!; i++) {
      const k = s[BOT + side * BOT_CAP + i]!;
      bottom.push(side === viewer || s[C_FLAGS + k]! & F_LW_UP ? c.cardId[k]! : 'face-down');
    }
    hands.push(side === viewer ? { side: SIDES[side]!, cards: own } : { side: SIDES[side]!, count, known });
    hands.push({
      deck: SIDES[side]!,
      pile: mainCount(c, s, side),
      bottom,
      lateWar: s[H_LATEWAR + side] !== 0,
      supply: s[H_SUPPLY + side]!,
    });
  }
  return {
    viewer: SIDES[viewer] ?? null,
    turn: s[CH_TURN]!,
    phasing: SIDES[s[H_SIDE]!]!,
    step: PHASE_NAME[s[H_PHASE]!] ?? 'over',
    objectivesTotal: objectivesTotal(c, s),
    blockade: blockadeLevel(c, s),
    endTurnsLeft: s[H_END_LEFT]!,
    maps: mapVersions(c, s),
    cities,
    board,
    cadre,
    removed,
    active,
    sides: hands,
    battle: battleView(c, s),
  };
}

/** The version of each map card in play (null: not played). */
function mapVersions(c: BvgContent, s: S): Record<string, JsonValue> {
  const maps: Record<string, JsonValue> = {};
  for (let L = 0; L < 11; L++) {
    const v = s[H_MAPVER + L]!;
    maps[LETTERS[L]!] = v < 0 ? null : c.versionIds[L]![v]!;
  }
  return maps;
}

/** The attack under way (null between attacks). */
function battleView(c: BvgContent, s: S): JsonValue {
  return s[H_PHASE]! >= PH_PORT_DECL && s[H_PHASE]! <= PH_POST
    ? {
        attacker: SIDES[s[B_ATT_SIDE]!]!,
        command: s[B_ATT]! >= 0 ? c.cardId[s[B_ATT]!]! : null,
        target: c.cityId[s[B_TGT]!] ?? null,
        defender: s[B_DEF]! >= 0 ? c.cardId[s[B_DEF]!]! : null,
        invasion: (s[B_FLAGS]! & BF_INVASION) !== 0,
      }
    : null;
}

// ---- text picture ----------------------------------------------------------------------------------------------
export function renderState(c: BvgContent, s: S): string {
  const lines: string[] = [];
  lines.push(
    `Turn ${s[CH_TURN]} (${SIDE_NAMES[s[H_SIDE]!]} player turn ${s[H_PTURNS]}), step ${PHASE_NAME[s[H_PHASE]!] ?? '?'}; Objectives Total ${s[H_OT]}`,
  );
  for (let side = 0; side < 2; side++) {
    lines.push(
      `${SIDE_NAMES[side]}: supply ${s[H_SUPPLY + side]}, hand ${handSize(c, s, side)}, deck ${deckSize(c, s, side)}${s[H_LATEWAR + side] ? ', Late War' : ''}`,
    );
    for (let t = 0; t < 2; t++) {
      const l = t === 0 ? LOC_EAST : LOC_WEST;
      const cmds: string[] = [];
      for (let r = c.sideStart[side]; r < c.sideEnd[side]; r++) {
        if (s[C_LOC + r] !== l || s[C_PARENT + r]! >= 0) continue;
        const under: string[] = [];
        for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
          const p = s[C_PARENT + j]!;
          if (p === r) under.push(c.cardName[j]! + (isDepleted(c, s, j) ? '*' : ''));
          else if (p >= 0 && s[C_PARENT + p] === r) under.push(`${c.cardName[p]}>${c.cardName[j]}`);
        }
        cmds.push(under.length ? `${c.cardName[r]}[${under.join(', ')}]` : c.cardName[r]!);
      }
      lines.push(`  ${THEATER_NAMES[t]}: ${cmds.join('; ') || '-'}`);
    }
  }
  const held: string[][] = [[], [], []];
  for (let x = 0; x < c.ncity; x++) if (onMap(c, s, x)) held[ctrl(s, x) + 1]!.push(c.cityName[x]!);
  lines.push(`USA cities: ${held[1]!.join(', ')}`);
  lines.push(`CSA cities: ${held[2]!.join(', ')}`);
  if (held[0]!.length) lines.push(`Neutral: ${held[0]!.join(', ')}`);
  if (s[CH_TERMINAL]) lines.push(VICTORY_TEXT[s[CH_VICTORY]!] ?? '');
  return lines.join('\n');
}

// ---- narration -----------------------------------------------------------------------------------------------
export function narrate(c: BvgContent, before: S, after: S, action?: number): string[] {
  const out: string[] = [];
  const battles = action === undefined ? [] : battlesOf(c, before, action);
  for (const b of battles) out.push(battleLine(c, b));
  if (after[H_ROLLS] !== before[H_ROLLS] && !battles.length)
    out.push(
      `dice red ${after[H_LAST_RED]} white ${after[H_LAST_WHITE]}: ${RESULT_IDS[after[H_LAST_RESULT]!]}`,
    );
  if (after[H_LAST_LL] !== before[H_LAST_LL] && after[H_LAST_LL]! > 0)
    out.push(`leader lost: ${cardName(c, after[H_LAST_LL]! - 1)}`);
  for (let x = 0; x < c.ncity; x++) {
    const k0 = ctrl(before, x);
    const k1 = ctrl(after, x);
    if (k0 !== k1 && onMap(c, after, x))
      out.push(k1 < 0 ? `${c.cityName[x]} is neutral` : `${SIDE_NAMES[k1]} now controls ${c.cityName[x]}`);
  }
  for (let k = 0; k < c.nc; k++) {
    const l0 = before[C_LOC + k]!;
    const l1 = after[C_LOC + k]!;
    if (l0 === l1) continue;
    if ((l0 === LOC_EAST || l0 === LOC_WEST) && (l1 === LOC_CADRE || l1 === LOC_REMOVED))
      out.push(`${cardName(c, k)} goes to ${LOC_NAMES[l1]}`);
  }
  for (let side = 0; side < 2; side++)
    if (before[H_SUPPLY + side] !== after[H_SUPPLY + side])
      out.push(`${SIDE_NAMES[side]} supply ${before[H_SUPPLY + side]} -> ${after[H_SUPPLY + side]}`);
  if (after[H_PTURNS] !== before[H_PTURNS])
    out.push(
      `Turn ${after[CH_TURN]}: ${SIDE_NAMES[after[H_SIDE]!]} player turn; Objectives Total ${objectivesTotal(c, after)}`,
    );
  if (after[CH_TERMINAL] && !before[CH_TERMINAL]) out.push(VICTORY_TEXT[after[CH_VICTORY]!] ?? 'game over');
  return out;
}
