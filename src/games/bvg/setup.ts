/**
 * Creating a game: 2.1 decks and hands (AT START cards, initial draws with Late-War cards to the
 * bottom), 2.2 map cards, the scenario's commands, cadre, discards and supply, city control (the
 * engine has seeded both chance streams, 'dice' and 'shuffle'), then 2.4 CSA Pre-Action or
 * the first step of the scenario (Historical and Gettysburg Scenarios, four-player rules).
 */
import { markFreeCavalry } from './cavalry.js';
import type { BvgContent, SetupCommand, SideSetupC } from './content.js';
import { playMap } from './deploy.js';
import { drawCard, handFor } from './draw.js';
import { advance, beginPlayerTurn } from './flow.js';
import {
  B_ATT,
  B_DEF,
  B_DOW,
  B_LL_SIDE,
  B_SEA_PORT,
  B_WINNER,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  C_STEPS,
  CSA,
  F_KNOWN,
  GF_EMANC,
  GF_HIST_FIRST,
  GF_LW_IMMEDIATE,
  GF_ORDERED,
  H_DIRTY,
  H_END_LEFT,
  H_FLAGS,
  H_GAP_REROLL,
  H_GAP_SIDE,
  H_MAPVER,
  H_OPT,
  H_PHASE,
  H_PLAYERS,
  H_PTURNS,
  H_RAIL_ROOT,
  H_SCEN,
  H_SIDE,
  H_SUPPLY,
  CH_TURN,
  H_TURN_FLAGS,
  LOC_CADRE,
  LOC_DECK,
  LOC_EAST,
  LOC_REMOVED,
  LOC_WEST,
  O_GETT_GAP_USA,
  PH_COMBAT,
  PH_PREACTION,
  TF_PREACTION,
  USA,
} from './layout.js';
import { setCtrl, type S } from './state.js';

export interface SetupConfig {
  readonly scenario: number;
  readonly optionBits: number;
}

/** Fill a fresh state (the engine has written its header and seeded both chance streams). */
export function setupState(c: BvgContent, s: S, cfg: SetupConfig): void {
  const sc = c.scenarios[cfg.scenario]!;
  s[H_OPT] = cfg.optionBits;
  s[H_SCEN] = cfg.scenario;
  s[H_PLAYERS] = sc.players;
  for (let L = 0; L < 11; L++) s[H_MAPVER + L] = -1;
  s[H_RAIL_ROOT] = -1;
  s[H_END_LEFT] = -1;
  s[H_GAP_REROLL] = -1;
  s[H_GAP_SIDE] = -1;
  s[B_ATT] = -1;
  s[B_DEF] = -1;
  s[B_DOW] = -1;
  s[B_LL_SIDE] = -1;
  s[B_WINNER] = -1;
  s[B_SEA_PORT] = -1;
  s[CH_TURN] = 1;
  let f = 0;
  if (sc.ordered) f |= GF_ORDERED;
  if (sc.lateWarImmediate) f |= GF_LW_IMMEDIATE;
  if (sc.historicalFirstTurns) f |= GF_HIST_FIRST;
  if (sc.emancipationPlayed) f |= GF_EMANC;
  s[H_FLAGS] = f;
  for (let k = 0; k < c.nc; k++) {
    s[C_LOC + k] = LOC_DECK;
    s[C_PARENT + k] = -1;
    s[C_STEPS + k] = c.steps[k]!;
  }
  for (let side = 0; side < 2; side++) placeSide(c, s, sc.sides[side]!, side);
  for (let side = 0; side < 2; side++) for (const x of sc.control[side]!) setCtrl(s, x, side);
  if (sc.id === 'gettysburg' && s[H_OPT]! & O_GETT_GAP_USA) setCtrl(s, c.cities.gap, USA);
  // 2.1 initial draws (Late-War cards drawn now go to the bottom, 17.1)
  for (let side = 0; side < 2; side++) {
    const st = sc.sides[side]!;
    for (let i = 0; i < st.draw; i++) drawCard(c, s, side);
  }
  s[H_DIRTY] = 1;
  if (sc.preAction) {
    // 2.4 the CSA may play units and leaders before the USA's first turn
    s[H_SIDE] = CSA;
    s[H_TURN_FLAGS] = TF_PREACTION;
    s[H_PHASE] = PH_PREACTION;
  } else if (sc.startCombat) {
    // Gettysburg: the game begins at Step 3 (Combat) of the CSA turn
    s[H_SIDE] = sc.startSide;
    s[H_PTURNS] = 1;
    s[H_TURN_FLAGS] = 0;
    s[H_PHASE] = PH_COMBAT;
    markFreeCavalry(c, s);
  } else beginPlayerTurn(c, s, sc.startSide === CSA ? CSA : USA, false);
  advance(c, s);
}

/** 2.1/2.2 one side's setup: map cards in play, then the commands, hand, cadre, discards and supply. */
function placeSide(c: BvgContent, s: S, st: SideSetupC, side: number): void {
  for (const k of st.maps) playMap(c, s, k);
  for (let t = 0; t < 2; t++) placeCommands(s, st.commands[t]!, t === 0 ? LOC_EAST : LOC_WEST);
  for (const k of st.hand) {
    s[C_LOC + k] = handFor(c, s, k);
    s[C_FLAGS + k] = F_KNOWN; // AT START and scenario hands are public
  }
  for (const k of st.cadre) s[C_LOC + k] = LOC_CADRE;
  for (const k of st.discard) s[C_LOC + k] = LOC_REMOVED;
  s[H_SUPPLY + side] = st.supply;
}

/** The commands of a theater: each card, its units and subordinates (and their units) at l. */
function placeCommands(s: S, commands: readonly SetupCommand[], l: number): void {
  for (const cmd of commands) {
    s[C_LOC + cmd.card] = l;
    for (const u of cmd.units) {
      s[C_LOC + u] = l;
      s[C_PARENT + u] = cmd.card;
    }
    for (const sub of cmd.subs) {
      s[C_LOC + sub.card] = l;
      s[C_PARENT + sub.card] = cmd.card;
      for (const u of sub.units) {
        s[C_LOC + u] = l;
        s[C_PARENT + u] = sub.card;
      }
    }
  }
}
