/**
 * What a person at the table sees (`renderFor`) and hears (`narrateFor`) in `cwsim play`: only what
 * the rules let that side see, the same facts `observeState` (describe.ts) gives a bot.
 *
 *  - Seen by both sides: the board (commands, strengths, depleted and face-down cards), cadre,
 *    discards, active Enigmas, map cards and city control, supply, deck sizes, the face-up Late-War
 *    cards (17.1), the battle in progress and its dice.
 *  - Seen by its owner only: the hand (both hands of a side in the four-player game) and the
 *    face-down Late-War cards. Of the other hand: its size and the cards known to be in it (F_KNOWN:
 *    AT START and scenario hands, cards taken from the public cadre, a hand shown by a spy card).
 *
 * An opponent's action is told as `describe` tells it, except the one action whose text names a
 * hidden card (four-player rule 7, a card given to the partner); its consequences are the public
 * narration (dice, losses, captures, supply) plus what changed in the viewer's own hand and knowledge.
 */
import * as A from './actions.js';
import { K_NAVAL, type BvgContent } from './content.js';
import { LETTERS } from './content-schema.js';
import { battleStrength } from './combat.js';
import { describeAction, narrate, PHASE_NAME } from './describe.js';
import { handSize, mainCount, inHand } from './draw.js';
import {
  B_ATT,
  B_ATT_SIDE,
  B_DEF,
  B_FLAGS,
  B_LOSS,
  B_TGT,
  BF_INVASION,
  BOT,
  BOT_CAP,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  F_CADRE_DOWN,
  F_IN_BATTLE,
  F_KNOWN,
  F_LW_UP,
  FD_ANY,
  H_BOT_N,
  GF_EMANC,
  H_END_LEFT,
  H_ENTITLE,
  H_FLAGS,
  H_LATEWAR,
  H_MAPVER,
  H_PHASE,
  H_PLAYERS,
  H_PTURNS,
  H_SIDE,
  H_SUPPLY,
  CH_TERMINAL,
  CH_TURN,
  CH_VICTORY,
  LOC_ACTIVE,
  LOC_CADRE,
  LOC_EAST,
  LOC_HAND_W,
  LOC_MAP,
  LOC_REMOVED,
  LOC_TRANSMISS,
  LOC_WEST,
  PH_DRAW,
  PH_LOSS,
  PH_POST,
  PH_PORT_DECL,
  SIDE_NAMES,
  THEATER_NAMES,
  VICTORY_TEXT,
} from './layout.js';
import { blockadeLevel } from './map.js';
import { ctrl, isDepleted, nativeOf, onMap, strengthOf, type S } from './state.js';
import { objectivesTotal } from './victory.js';

const WIDTH = 110;
const BLOCKADE = ['none', 'partial', 'full'];

/** 'Lee (#38)': a card by its name and number, the way actions name it without the side. */
const nameOf = (c: BvgContent, k: number): string => `${c.cardName[k]} (#${c.cardNum[k]})`;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Break `text` at ' · ' (or ', ') separators into lines of at most WIDTH characters. */
function wrap(text: string, indent: string): string[] {
  const sep = text.includes(' · ') ? ' · ' : ', ';
  const parts = text.split(sep);
  const out: string[] = [];
  let line = parts[0]!;
  for (const p of parts.slice(1)) {
    if (line.length + sep.length + p.length + sep.trimEnd().length > WIDTH) {
      out.push(line + sep.trimEnd());
      line = indent + p;
    } else line += sep + p;
  }
  out.push(line);
  return out;
}

/** A board card: '*' depleted, '~' face-down (inactive). */
function boardCard(c: BvgContent, s: S, k: number): string {
  return `${nameOf(c, k)}${isDepleted(c, s, k) ? '*' : ''}${s[C_FLAGS + k]! & FD_ANY ? '~' : ''}`;
}

/** A command: 'Lee (#38) 14: Jackson (#21) {Stonewall Div. (#12), …}, Stuart (#24)'. */
function commandText(c: BvgContent, s: S, r: number): string {
  const side = c.cardSide[r]!;
  let str = strengthOf(c, s, r);
  const direct: string[] = [];
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (s[C_PARENT + j] !== r) continue;
    str += strengthOf(c, s, j);
    const under: string[] = [];
    for (let u = c.sideStart[side]; u < c.sideEnd[side]; u++) {
      if (s[C_PARENT + u] !== j) continue;
      str += strengthOf(c, s, u);
      under.push(boardCard(c, s, u));
    }
    direct.push(under.length ? `${boardCard(c, s, j)} {${under.join(', ')}}` : boardCard(c, s, j));
  }
  if (c.kind[r] === K_NAVAL) return `${boardCard(c, s, r)} squadron`;
  return direct.length
    ? `${boardCard(c, s, r)} ${str}: ${direct.join(', ')}`
    : `${boardCard(c, s, r)} ${str}`;
}

/** The commands of `side` in theater `t`, one wrapped paragraph. */
function theaterLines(c: BvgContent, s: S, side: number, t: number): string[] {
  const l = t === 0 ? LOC_EAST : LOC_WEST;
  const cmds: string[] = [];
  for (let r = c.sideStart[side]; r < c.sideEnd[side]; r++)
    if (s[C_LOC + r] === l && s[C_PARENT + r]! < 0) cmds.push(commandText(c, s, r));
  const head = `${THEATER_NAMES[t]!.padEnd(4)} ${SIDE_NAMES[side]}: `;
  return wrap(head + (cmds.join(' · ') || '-'), ' '.repeat(head.length));
}

/** A side's hand and deck as `viewer` may know them. */
function handLines(c: BvgContent, s: S, side: number, viewer: number): string[] {
  const own = side === viewer;
  const hands: number[][] = [[], []];
  let count = 0;
  const known: string[] = [];
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    const l = s[C_LOC + k]!;
    if (!inHand(l)) continue;
    count++;
    if (own) hands[l === LOC_HAND_W ? 1 : 0]!.push(k);
    else if (s[C_FLAGS + k]! & F_KNOWN) known.push(nameOf(c, k));
  }
  const bottom: string[] = [];
  for (let i = 0; i < s[H_BOT_N + side]!; i++) {
    const k = s[BOT + side * BOT_CAP + i]!;
    bottom.push(own || s[C_FLAGS + k]! & F_LW_UP ? nameOf(c, k) : 'face-down');
  }
  const deck =
    `deck ${mainCount(c, s, side)}` +
    (bottom.length ? ` + Late-War block ${bottom.length} [${bottom.join(', ')}]` : '') +
    (s[H_LATEWAR + side] ? ' · Late War' : '');
  const who = `${SIDE_NAMES[side]}${own ? ' (you)' : ''}`;
  const lines = [`${who}: supply ${s[H_SUPPLY + side]} · ${deck}`];
  if (own) {
    const four = s[H_PLAYERS] === 4;
    for (let h = 0; h < (four ? 2 : 1); h++) {
      const cards = hands[h]!.map((k) => nameOf(c, k));
      const label = four ? `  ${h ? 'Western' : 'Eastern'} player's hand` : '  Your hand';
      lines.push(...wrap(`${label} (${cards.length}): ${cards.join(', ') || '-'}`, '      '));
    }
  } else {
    const text = `  Hand: ${count} card${count === 1 ? '' : 's'}${known.length ? `, known: ${known.join(', ')}` : ''}`;
    lines.push(...wrap(text, '      '));
  }
  return lines;
}

/** The turn and step, then the Objectives Total and the blockade. */
export function headline(c: BvgContent, s: S): string[] {
  if (s[CH_TERMINAL]) return [`Game over on turn ${s[CH_TURN]}: ${VICTORY_TEXT[s[CH_VICTORY]!] ?? ''}`];
  const ot = objectivesTotal(c, s);
  const ph = s[H_PHASE]!;
  const draws = ph === PH_DRAW ? ` (${s[H_ENTITLE]} draw${s[H_ENTITLE] === 1 ? '' : 's'} left)` : '';
  // 18.4: +6 wins for the USA; -4 (or -3 before the Emancipation Proclamation) for the CSA
  const csaAt = s[H_FLAGS]! & GF_EMANC ? '-4' : '-3; -4 after Emancipation';
  const end =
    s[H_END_LEFT]! >= 0 ? ` · the USA deck is out: ${s[H_END_LEFT]} player turn(s) after this one` : '';
  return [
    `Turn ${s[CH_TURN]}, ${SIDE_NAMES[s[H_SIDE]!]} player turn — ${PHASE_NAME[ph] ?? '?'}${draws}${end}`,
    `Objectives Total ${signed(ot)} (USA wins at +6, CSA at ${csaAt}) · blockade ${BLOCKADE[blockadeLevel(c, s)]}`,
  ];
}

/** The battle in progress: who attacks what with what, strengths of the cards in it, losses owed. */
function battleLine(c: BvgContent, s: S): string | undefined {
  const ph = s[H_PHASE]!;
  if (ph < PH_PORT_DECL || ph > PH_POST) return undefined;
  const att = s[B_ATT_SIDE]!;
  const a = s[B_ATT]!;
  const d = s[B_DEF]!;
  const target = c.cityName[s[B_TGT]!] ?? '?';
  let line = `Battle for ${target}: ${SIDE_NAMES[att]} ${a >= 0 ? `${nameOf(c, a)}'s command` : '(command not yet named)'}`;
  line += s[B_FLAGS]! & BF_INVASION ? ' invades' : ' attacks';
  if (d >= 0) line += `; ${SIDE_NAMES[1 - att]} defends with ${nameOf(c, d)}'s command`;
  let inBattle = false;
  for (let k = 0; k < c.nc && !inBattle; k++) inBattle = (s[C_FLAGS + k]! & F_IN_BATTLE) !== 0;
  if (inBattle)
    line += ` · strength in the battle ${battleStrength(c, s, att)} vs ${battleStrength(c, s, 1 - att)}`;
  if (ph === PH_LOSS) {
    const owed = [0, 1]
      .filter((side) => s[B_LOSS + side]! > 0)
      .map((side) => `${SIDE_NAMES[side]} ${s[B_LOSS + side]}`);
    if (owed.length) line += ` · steps still to lose: ${owed.join(', ')}`;
  }
  return line;
}

/** Cities whose control differs from their native side (3.26), by holder. */
function frontLine(c: BvgContent, s: S): string[] {
  const held: string[][] = [[], [], []];
  for (let x = 0; x < c.ncity; x++) {
    if (!onMap(c, s, x)) continue;
    const k = ctrl(s, x);
    if (k !== nativeOf(c, s, x)) held[k + 1]!.push(c.cityName[x]!);
  }
  const parts = [
    held[1]!.length ? `USA holds ${held[1]!.join(', ')}` : '',
    held[2]!.length ? `CSA holds ${held[2]!.join(', ')}` : '',
    held[0]!.length ? `neutral ${held[0]!.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? wrap(`Changed hands: ${parts.join(' · ')}`, '     ') : [];
}

/** Cadre, discards and active Enigmas of both sides (all public, 2.3, 6.8). */
function pileLines(c: BvgContent, s: S): string[] {
  const out: string[] = [];
  for (let side = 0; side < 2; side++) {
    const cadre: string[] = [];
    const gone: string[] = [];
    const active: string[] = [];
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      const l = s[C_LOC + k]!;
      if (l === LOC_CADRE)
        cadre.push(`${nameOf(c, k)}${s[C_FLAGS + k]! & F_CADRE_DOWN ? ' (face-down)' : ''}`);
      else if (l === LOC_REMOVED || l === LOC_TRANSMISS) gone.push(nameOf(c, k));
      else if (l === LOC_ACTIVE) active.push(nameOf(c, k));
    }
    const n = SIDE_NAMES[side]!;
    out.push(...wrap(`${n} cadre: ${cadre.join(', ') || '-'}`, '      '));
    if (active.length) out.push(...wrap(`${n} Enigmas in effect: ${active.join(', ')}`, '      '));
    out.push(...wrap(`${n} out of the game: ${gone.join(', ') || '-'}`, '      '));
  }
  return out;
}

/** Every city on the map by map card, with its holder. */
function cityLines(c: BvgContent, s: S): string[] {
  const out: string[] = [];
  for (let L = 0; L < 11; L++) {
    const v = s[H_MAPVER + L]!;
    if (v < 0) continue;
    const cities: string[] = [];
    for (let x = 0; x < c.ncity; x++) {
      if (c.cityCard[x] !== L) continue;
      const k = ctrl(s, x);
      cities.push(`${c.cityName[x]} ${k < 0 ? 'neutral' : SIDE_NAMES[k]}`);
    }
    out.push(...wrap(`Map Card ${LETTERS[L]} (${c.versionIds[L]![v]}): ${cities.join(', ')}`, '      '));
  }
  return out;
}

/**
 * What `viewer` may see. `compact`: the headline, the battle, both sides' supply, decks and hands (the
 * other hand as a count and its known cards), the commands by theater and the cities that changed
 * hands; the full picture adds cadres, discards, Enigmas in effect and every city by map card.
 */
export function viewState(c: BvgContent, s: S, viewer: number, compact: boolean): string {
  const lines = headline(c, s);
  const battle = battleLine(c, s);
  if (battle) lines.push(...wrap(battle, '     '));
  const order = viewer === 1 ? [1, 0] : [0, 1];
  for (const side of order) lines.push(...handLines(c, s, side, viewer));
  for (let t = 0; t < 2; t++) for (const side of order) lines.push(...theaterLines(c, s, side, t));
  lines.push(...frontLine(c, s));
  if (!compact) {
    lines.push(...pileLines(c, s), ...cityLines(c, s));
    lines.push("(* depleted, ~ face-down/inactive; a command's number is its strength on the board)");
  }
  return lines.join('\n');
}

/**
 * What `viewer` learns from `action` played in `before`: its description (a card given to the
 * partner stays hidden from the other side), then the public consequences (narrate) and the changes
 * to the viewer's own knowledge: cards that entered its hand, cards of the other hand it now knows,
 * map cards put in play, cards depleted on the board.
 */
export function narrateView(c: BvgContent, before: S, after: S, action: number, viewer: number): string[] {
  // four-player rule 7: only the giver's side sees which card changed hands
  const hidden = A.opOf(action) === A.OP_GIVE && before[H_SIDE] !== viewer;
  const out = [hidden ? 'Gives a card to the partner' : describeAction(c, before, action)];
  out.push(...narrate(c, before, after, action));
  const drawn: string[] = [];
  const learned: string[] = [];
  const maps: string[] = [];
  const depleted: string[] = [];
  for (let k = 0; k < c.nc; k++) {
    const l0 = before[C_LOC + k]!;
    const l1 = after[C_LOC + k]!;
    const side = c.cardSide[k]!;
    if (side === viewer && inHand(l1) && !inHand(l0)) drawn.push(nameOf(c, k));
    if (side !== viewer && inHand(l1) && after[C_FLAGS + k]! & F_KNOWN) {
      if (!(inHand(l0) && before[C_FLAGS + k]! & F_KNOWN)) learned.push(nameOf(c, k));
    }
    if (l1 === LOC_MAP && l0 !== LOC_MAP) maps.push(`${SIDE_NAMES[side]} ${nameOf(c, k)}`);
    if ((l1 === LOC_EAST || l1 === LOC_WEST) && isDepleted(c, after, k) && !isDepleted(c, before, k))
      depleted.push(`${SIDE_NAMES[side]} ${nameOf(c, k)}`);
  }
  if (maps.length) out.push(`in play: ${maps.join(', ')}`);
  if (depleted.length) out.push(`depleted: ${depleted.join(', ')}`);
  if (drawn.length) out.push(`into your hand: ${drawn.join(', ')}`);
  if (learned.length) out.push(`now known in the ${SIDE_NAMES[1 - viewer]} hand: ${learned.join(', ')}`);
  if (after[H_PTURNS] !== before[H_PTURNS] && !after[CH_TERMINAL]) {
    const other = 1 - viewer;
    const n = handSize(c, after, other);
    out.push(`${SIDE_NAMES[other]} hand: ${n} card${n === 1 ? '' : 's'}`);
  }
  return out;
}
