/**
 * Constructed positions for the acw tests: a state of the basic scenario with the board cleared,
 * set to a given turn, side and phase, then units placed by printed hex id.
 */
import { CH_TURN } from '../../../src/core/header.js';
import type { OptionSet } from '../../../src/core/game.js';
import { defaultContent } from '../../../src/games/acw/content.js';
import { hexIndex } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  C_STAGE,
  CITIES_MAX,
  CITY_BASE,
  F_ACTIVE,
  FLEETS,
  G_KY,
  G_LEDGER,
  G_MILITIA,
  G_PHASE,
  G_PHASING,
  G_TRANSFER,
  HX_COMBAT,
  HX_MISC,
  HX_PHASE,
  HX_UNITS,
  L_BASE,
  L_WORDS,
  LEADERS,
  LF_ALIVE,
  N_BASE,
  P_KIND,
  RIVERINES,
  RV_BASE,
  U_BASE,
  USMRRS,
} from '../../../src/games/acw/layout.js';
import { HEXES } from '../../../src/games/acw/grid.js';
import { KY_UNION } from '../../../src/games/acw/places.js';
import { openCombat, openMovement, supplyJudgement } from '../../../src/games/acw/phases.js';
import {
  addField,
  gain,
  setCombatU,
  setFort,
  setFortOwner,
  setUSP,
  type S,
} from '../../../src/games/acw/state.js';
import { PH_COMBAT, PH_MOVE } from '../../../src/games/acw/flow.js';

export const c = defaultContent();
export const hex = (id: number): number => {
  const h = hexIndex(id);
  if (h < 0) throw new Error(`no hex ${id}`);
  return h;
};
export const city = (name: string): number => c.map.places.get(name)!;

export interface Blank {
  turn?: number;
  side?: number;
  options?: OptionSet;
  seed?: string;
}

/** An empty board at the Movement Phase of `side` on `turn` (Kentucky Union from GT3). */
export function blank(o: Blank = {}): S {
  const s = acw.create({ scenario: 'basic', seed: o.seed ?? 'test', options: o.options ?? {} });
  for (const base of [HX_UNITS, HX_PHASE, HX_MISC, HX_COMBAT]) s.fill(0, base, base + HEXES);
  s.fill(0, L_BASE, L_BASE + LEADERS * L_WORDS);
  for (let i = 0; i < LEADERS; i++) s[L_BASE + i * L_WORDS] = -1;
  for (let i = 0; i < RIVERINES; i++) s[RV_BASE + i * 2] = -1;
  for (let i = 0; i < FLEETS; i++) s[N_BASE + i * 3] = -1;
  for (let i = 0; i < USMRRS; i++) s[U_BASE + i * 2] = -1;
  s.fill(0, CITY_BASE, CITY_BASE + CITIES_MAX);
  s[G_LEDGER] = 0;
  s[G_LEDGER + 1] = 0;
  s[CH_TURN] = o.turn ?? 4;
  if ((o.turn ?? 4) >= 3) s[G_KY] = KY_UNION;
  s[G_PHASING] = o.side ?? 0;
  s[G_PHASE] = PH_MOVE;
  s[G_TRANSFER] = 3;
  s[G_MILITIA] = -1; // every state's militia already raised, unless a test clears it
  s[P_KIND] = 0;
  s[F_ACTIVE] = 0;
  s[C_STAGE] = 0;
  return s;
}

/** Place SP of a side (outside any fort, or `fort` of them inside one of its own). */
export function put(s: S, id: number, side: number, sp: number, fort = 0): number {
  const h = hex(id);
  if (sp > fort) addField(s, h, side, sp - fort);
  if (fort > 0) {
    setFortOwner(s, h, side + 1);
    setFort(s, h, fort, side);
  }
  gain(s, side, sp);
  return h;
}

/** A fort marker of a side on a hex (no garrison). */
export function fortMarker(s: S, id: number, side: number): void {
  setFortOwner(s, hex(id), side + 1);
}

/** Place a leader of a side (slot i) with a rating. */
export function leader(s: S, i: number, id: number, rating: number): void {
  s[L_BASE + i * L_WORDS] = hex(id);
  s[L_BASE + i * L_WORDS + 1] = rating;
  s[L_BASE + i * L_WORDS + 2] = 0;
  s[L_BASE + i * L_WORDS + 3] = LF_ALIVE;
}

/** Judge supply and open the Movement Phase for the side to move. */
export function ready(s: S): S {
  supplyJudgement(c, s);
  openMovement(c, s);
  return s;
}

/** The Movement Phase of `side` (GT4 unless `o` says otherwise) with the units placed, every SP supplied. */
export function moving(side: number, place: (s: S) => void, o: Blank = {}): S {
  const s = blank({ turn: 4, ...o, side });
  place(s);
  ready(s);
  for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
  return s;
}

/** The Combat Phase of `side` with the units placed: every SP supplied, none unsupplied for combat. */
export function combatPhase(side: number, place: (s: S) => void, o: Blank = {}): S {
  const s = blank({ ...o, side });
  place(s);
  ready(s);
  s[G_PHASE] = PH_COMBAT;
  openCombat(c, s);
  for (let h = 0; h < HEXES; h++) {
    setUSP(s, h, 0);
    setCombatU(s, h, 0);
  }
  return s;
}

/** The legal actions of a state, as an array. */
export function legal(s: S): number[] {
  const buf = new Int32Array(acw.maxActions);
  const n = acw.legalActions(s, buf);
  return Array.from(buf.subarray(0, n));
}
