/**
 * Readable positions for the Lincoln's War rule tests: an empty board at a chosen turn and phase, the
 * generals and cards a worked example names placed by hand, actions taken by their words, and dice
 * forced to the rolls an example needs.
 */
import { lw } from '../../../src/games/lw/index.js';
import type { LwContent } from '../../../src/games/lw/content.js';
import * as L from '../../../src/games/lw/layout.js';
import { rollD6, seedWords } from '../../../src/core/rng.js';

export { lw, L };
export type S = Int32Array;

export const c = lw.contentOf(lw.create({ scenario: 'campaign', seed: 'fixture' })) as LwContent;
const buf = new Int32Array(lw.maxActions);

export const hex = (id: number): number => {
  const h = c.grid.index(id);
  if (h < 0) throw new Error(`no hex ${id}`);
  return h;
};
export const gen = (id: string): number => {
  const g = c.generals[id];
  if (g === undefined) throw new Error(`no general ${id}`);
  return g;
};
export const city = (id: string): number => c.cityIndex[id]!;
/** Card index of a side's card number (1-81). */
export const card = (side: number, number: number): number => side * 81 + number - 1;

/**
 * The Campaign setup with every general off the map, no IT, both hands empty (0 Resource cards kept),
 * at turn `turn` (e.g. 'Sp62') in the Operations Phase with `side` to play.
 */
export function blank(turn = 'Sp62', side = L.USA, seed: string | number = 1): S {
  const s = lw.create({ scenario: 'campaign', seed });
  for (let g = 0; g < c.ng; g++) {
    s[L.G_LOC + g] = L.LOC_OUT;
    s[L.G_FLAGS + g] = 0;
    s[L.G_WOUNDS + g] = 0;
    s[L.G_STARS + g] = c.genTco[g] ? 0 : 1;
  }
  for (let i = 0; i < L.HEX_CAP * 2; i++) s[L.X_IT + i] = 0;
  for (let k = 0; k < 162; k++)
    if (s[L.CD_LOC + k] === L.CL_HAND && c.cardKind[k] !== 4) s[L.CD_LOC + k] = L.CL_DECK;
  s[L.H_TURNIDX] = c.turnIndex[turn]!;
  s[L.CH_TURN] = c.turnIndex[turn]! + 1;
  // the opponent keeps two cards, so that one play does not end the Operations Phase
  for (const n of FILLER) s[L.CD_LOC + card(1 - side, n)] = L.CL_HAND;
  toPlay(s, side);
  return s;
}

/** Low-value cards given to the opponent by `blank`. */
const FILLER = [50, 52] as const;

/** Put general `id` at printed hex `at` with `stars`; returns his index. */
export function put(s: S, id: string, at: number, stars = 1): number {
  const g = gen(id);
  s[L.H_SEQ] = s[L.H_SEQ]! + 1;
  s[L.G_LOC + g] = hex(at);
  s[L.G_SEQ + g] = s[L.H_SEQ]!;
  s[L.G_STARS + g] = stars;
  s[L.G_FLAGS + g] = L.GF_ADMIN_SUPPLY;
  return g;
}

export function setIt(s: S, at: number, side: number, n: number): void {
  s[L.X_IT + hex(at) * 2 + side] = n;
}
export const itAt = (s: S, at: number, side: number): number => s[L.X_IT + hex(at) * 2 + side]!;

export function giveCard(s: S, side: number, number: number): number {
  const k = card(side, number);
  s[L.CD_LOC + k] = L.CL_HAND;
  return k;
}

/** The Operations Phase with `side` choosing a card play. */
export function toPlay(s: S, side: number): void {
  s[L.H_PHASE] = L.PH_OPS;
  s[L.H_SUB] = side;
  s[L.H_STEP] = L.ST_PLAY;
  s[L.H_STEP_SIDE] = side;
  s[L.CP_ACTIVE] = 0;
  s[L.AC_ACTIVE] = 0;
  s[L.BT_ACTIVE] = 0;
}

/** Descriptions of the legal actions. */
export function actions(s: S): string[] {
  const n = lw.legalActions(s, buf);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(lw.describe(s, buf[i]!));
  return out;
}

export function has(s: S, text: string): boolean {
  return actions(s).some((d) => d.includes(text));
}

/** Take the legal action whose description contains `text` (exactly one must match, or an exact one). */
export function act(s: S, text: string): void {
  const n = lw.legalActions(s, buf);
  const hits: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = lw.describe(s, buf[i]!);
    if (d === text) {
      lw.apply(s, buf[i]!);
      return;
    }
    if (d.includes(text)) hits.push(buf[i]!);
  }
  if (hits.length !== 1) throw new Error(`'${text}': ${hits.length} matches among ${actions(s).join(' | ')}`);
  lw.apply(s, hits[0]!);
}

/** Make the next dice of the state's dice stream come out as `rolls` (searching stream seeds). */
export function dice(s: S, rolls: readonly number[]): void {
  for (let i = 0; i < 200_000; i++) {
    const w = seedWords(i, 'fixture-dice');
    const t = Int32Array.from(w);
    let ok = true;
    for (const r of rolls) if (rollD6(t, 0) !== r) ok = false;
    if (!ok) continue;
    s.set(w, L.H_DICE);
    return;
  }
  throw new Error(`no stream gives ${rolls.join(',')}`);
}

/** Leave only `cards` of `side` in its draw pile (the rest to the discards). */
export function deckOf(s: S, side: number, cards: readonly number[]): void {
  for (let k = side * 81; k < side * 81 + 81; k++)
    if (s[L.CD_LOC + k] === L.CL_DECK) s[L.CD_LOC + k] = L.CL_DISCARD;
  for (const k of cards) s[L.CD_LOC + k] = L.CL_DECK;
}

/** Cards of a side with (or without) a symbol flag. */
export function cardsWith(side: number, flag: number, withIt: boolean): number[] {
  const out: number[] = [];
  for (let k = side * 81; k < side * 81 + 68; k++)
    if (((c.cardFlags[k]! & flag) !== 0) === withIt) out.push(k);
  return out;
}
