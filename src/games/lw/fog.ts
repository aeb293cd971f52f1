/**
 * Fog of war (12.7): "A force can only be examined by its controlling player. A player may ask if a
 * force is a Major or Minor army and must be answered truthfully." A rule of the basic game, so always
 * in force. What the other side sees of a Force (digest §8, §10 "fog of war shows only hex occupancy,
 * top CO and Major/Minor, unless the information has been revealed"):
 *
 *  - its hex, its CO (the top counter, 11.0.1), its IT markers (18.1.1), its OOS marker, and its size
 *    as the answer to "Major or Minor?" (12.1-12.3: a Force of 0-1 infantry stars, a Minor Army of
 *    2-6, a Major Army of 7-12; cavalry stars never count, 13.1.1);
 *  - not the other generals in it: which they are, so not its stars or ratings either. The roster is
 *    public (who is on the map, in the boxes, each general's stars and wounds: purchases, arrivals and
 *    wounds happen in the open), only where each subordinate stands is hidden.
 *
 * Revealed (a Force's other generals are seen): the two Forces of a battle once both commitments are
 * made (16.3; digest §8 corrected on review: the commitment is made without seeing the enemy force),
 * until the battle ends; the cavalry of a battle's Forces from the start (16.2: "ask if enemy cavalry is
 * present" at withdrawal) and the cavalry around a harassment (13.2.5). What was seen is not remembered
 * afterwards (a stated simplification). Dispersed groups waiting their turn to move (12.8, queued) are
 * shown.
 *
 * The moving group of an activation is a Force of its own (its CO is the best of the moving generals),
 * apart from friendly generals it passes.
 */
import type { Rng } from '../../core/rng.js';
import { groupStars } from './activation.js';
import type { LwContent } from './content.js';
import {
  BT_ACTIVE,
  BT_ATT,
  BT_FROM,
  BT_STAGE,
  BT_STARS,
  BT_TO,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  G_STARS,
  GF_ACTIVATED,
  GF_ADMIN_SUPPLY,
  GF_DONE,
  GF_FORAYED,
  GF_GIC,
  GF_MOVING,
  GF_NAVAL,
  GF_QUEUED,
  GF_RAIDED,
  GF_RAILED,
  HS_ACTIVE,
  HS_HEX,
} from './layout.js';
import { HF_MOUNTAIN } from './mapdata.js';
import { allStars, better, type S } from './state.js';

/** BS_RESOLVE of combat.ts: both commitments made, the battle is revealed (16.3). */
const REVEAL_STAGE = 6;
/** Flags that belong to the Force a general is in, not to the general (hidden with his place). */
const FORCE_FLAGS =
  GF_MOVING |
  GF_QUEUED |
  GF_DONE |
  GF_RAILED |
  GF_NAVAL |
  GF_FORAYED |
  GF_ACTIVATED |
  GF_ADMIN_SUPPLY |
  GF_RAIDED;
/** The group key: the moving group and the queued dispersed groups are Forces apart from the hex's. */
const GROUP = GF_MOVING | GF_QUEUED;
export const UNSEEN = -9;

/** The CO of the Force general `g` (on the map) belongs to: the best of his hex, side and group. */
export function forceCo(c: LwContent, s: S, g: number): number {
  const h = s[G_LOC + g]!;
  const side = c.genSide[g];
  const key = s[G_FLAGS + g]! & GROUP;
  let best = -1;
  for (let k = 0; k < c.ng; k++) {
    if (s[G_LOC + k] !== h || c.genSide[k] !== side || (s[G_FLAGS + k]! & GROUP) !== key) continue;
    if (best < 0 || better(c, s, k, best)) best = k;
  }
  return best;
}

/** 12.7: the answer to "Major or Minor?" for the Force whose CO is `co`: 0 a Force, 1 Minor, 2 Major. */
export function forceSize(c: LwContent, s: S, co: number): number {
  const h = s[G_LOC + co]!;
  const side = c.genSide[co];
  const key = s[G_FLAGS + co]! & GROUP;
  let inf = 0;
  for (let k = 0; k < c.ng; k++)
    if (s[G_LOC + k] === h && c.genSide[k] === side && (s[G_FLAGS + k]! & GROUP) === key && !c.genCav[k])
      inf += s[G_STARS + k]!;
  return inf >= 7 ? 2 : inf >= 2 ? 1 : 0;
}

/** Is general `g`, on the map, revealed to the other side (a battle, a harassment, a queued group)? */
function revealed(c: LwContent, s: S, g: number): boolean {
  const h = s[G_LOC + g]!;
  const f = s[G_FLAGS + g]!;
  if (f & GF_QUEUED) return true;
  if (s[BT_ACTIVE] && (h === s[BT_TO] || h === s[BT_FROM] || f & GF_MOVING)) {
    if (s[BT_STAGE]! >= REVEAL_STAGE || c.genCav[g]) return true; // 16.3, 16.2
  }
  return s[HS_ACTIVE] !== 0 && c.genCav[g] === 1 && c.grid.distance(h, s[HS_HEX]!) <= 1; // 13.2.5
}

/** 12.7: may the other side of general `g` see him where he is? */
export function visibleGeneral(c: LwContent, s: S, g: number): boolean {
  if (s[G_LOC + g]! < 0) return true; // off the map: the boxes are public
  return revealed(c, s, g) || forceCo(c, s, g) === g;
}

/** Mask what 12.7 hides from `viewer` in an observation `out` (a copy of `s`); appends each Force's size. */
export function observeFog(c: LwContent, s: S, viewer: number, out: number[]): void {
  const opp = 1 - viewer;
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== opp || visibleGeneral(c, s, g)) continue;
    out[G_LOC + g] = UNSEEN;
    out[G_SEQ + g] = 0;
    out[G_FLAGS + g] = s[G_FLAGS + g]! & ~FORCE_FLAGS;
  }
  if (battleHidden(s)) out[BT_STARS + opp] = UNSEEN;
  for (let g = 0; g < c.ng; g++)
    if (c.genSide[g] === opp && s[G_LOC + g]! >= 0 && forceCo(c, s, g) === g) out.push(g, forceSize(c, s, g));
}

/** Before the reveal a battle's star counts are as hidden as its Forces (16.3). */
function battleHidden(s: S): boolean {
  return s[BT_ACTIVE] === 1 && s[BT_STAGE]! < REVEAL_STAGE;
}

interface Force {
  co: number;
  hex: number;
  inf: number;
  cav: boolean;
  min: number;
  max: number;
}

const SIZE_MIN = [0, 2, 7];
const SIZE_MAX = [1, 6, 12];
const pool: number[] = [];

/**
 * 12.7: place the opponent's hidden generals again among his Forces, each Force keeping its CO, its
 * size (Force, Minor, Major) and legal stacking (12.4, 13.1.1: at most one cavalry general, never
 * outranking the CO). Depends only on what `observer` sees and on `rng`. After 40 failed random
 * placements (none seen in practice) the generals stay where they are.
 */
export function determinizeFog(c: LwContent, s: S, observer: number, rng: Rng): void {
  const opp = 1 - observer;
  pool.length = 0;
  const forces: Force[] = [];
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== opp || s[G_LOC + g]! < 0) continue;
    if (!visibleGeneral(c, s, g)) pool.push(g);
    else if (forceCo(c, s, g) === g) forces.push(forceOf(c, s, g));
  }
  if (!pool.length) return;
  for (const f of forces) visibleStars(c, s, f);
  for (let attempt = 0; attempt < 40; attempt++) {
    const at = place(c, s, forces, rng);
    if (!at) continue;
    pool.forEach((g, i) => {
      const f = at[i]!;
      s[G_LOC + g] = f.hex;
      s[G_SEQ + g] = s[G_SEQ + f.co]! + 1;
      s[G_FLAGS + g] = (s[G_FLAGS + g]! & ~FORCE_FLAGS) | (s[G_FLAGS + f.co]! & FORCE_FLAGS);
    });
    if (battleHidden(s)) restoreBattleStars(c, s, opp);
    return;
  }
}

function forceOf(c: LwContent, s: S, co: number): Force {
  const size = forceSize(c, s, co);
  const hex = s[G_LOC + co]!;
  const max = c.hexFlags[hex]! & HF_MOUNTAIN ? Math.min(6, SIZE_MAX[size]!) : SIZE_MAX[size]!;
  return { co, hex, inf: 0, cav: false, min: SIZE_MIN[size]!, max };
}

/** The infantry stars and cavalry of a Force's visible generals. */
function visibleStars(c: LwContent, s: S, f: Force): void {
  for (let g = 0; g < c.ng; g++) {
    if (c.genSide[g] !== c.genSide[f.co] || s[G_LOC + g] !== f.hex || !visibleGeneral(c, s, g)) continue;
    if (forceCo(c, s, g) !== f.co) continue;
    if (c.genCav[g]) f.cav = true;
    else f.inf += s[G_STARS + g]!;
  }
}

/** One random placement of the pool (largest infantry first, Forces short of their size first), or null. */
function place(c: LwContent, s: S, forces: readonly Force[], rng: Rng): Force[] | null {
  const inf = forces.map((f) => f.inf);
  const cav = forces.map((f) => f.cav);
  const order = pool.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const stars = (i: number): number => s[G_STARS + pool[i]!]!;
  order.sort((a, b) => Number(c.genCav[pool[a]!]) - Number(c.genCav[pool[b]!]) || stars(b) - stars(a));
  const at: Force[] = new Array<Force>(pool.length);
  for (const i of order) {
    const g = pool[i]!;
    const fits: number[] = [];
    const short: number[] = [];
    forces.forEach((f, k) => {
      if (!mayJoin(c, s, g, f, inf[k]!, cav[k]!)) return;
      fits.push(k);
      if (inf[k]! < f.min) short.push(k);
    });
    const from = !c.genCav[g] && short.length ? short : fits;
    if (!from.length) return null;
    const k = from[rng.int(from.length)]!;
    at[i] = forces[k]!;
    if (c.genCav[g]) cav[k] = true;
    else inf[k] = inf[k]! + s[G_STARS + g]!;
  }
  return forces.every((f, k) => inf[k]! >= f.min) ? at : null;
}

/** May hidden general `g` stand in Force `f` without changing its CO, size or legality (12.4, 13.1.1)? */
function mayJoin(c: LwContent, s: S, g: number, f: Force, inf: number, cav: boolean): boolean {
  const co = f.co;
  if (c.genCav[co]) return false; // a cavalry CO commands only himself (13.1.1)
  const outranked = (s[G_FLAGS + co]! & GF_GIC) !== 0 || s[G_STARS + g]! <= s[G_STARS + co]!;
  if (!outranked) return false;
  if (c.genCav[g]) return !cav;
  return inf + s[G_STARS + g]! <= f.max;
}

function restoreBattleStars(c: LwContent, s: S, side: number): void {
  s[BT_STARS + side] = side === s[BT_ATT] ? groupStars(c, s) : allStars(c, s, s[BT_TO]!, side);
}
