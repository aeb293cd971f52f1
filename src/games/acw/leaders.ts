/**
 * Leaders [11.3-11.34].
 *
 *  - A leader lowers the Command Control level of army units stacked with or next to him by his
 *    rating [11.3]; several on one hex: the best rating (reading `leader-cc`: or their sum).
 *  - Up to four leaders a side in play; the Union's four include Farragut [11.3, 11.34]. The CSA
 *    starts with Leader A (rating 2); Farragut arrives on GT2 (rating 2, promotable to 3, immortal).
 *  - Creation [11.31]: after a combat (normal or Double-Match) costing the enemy at least 1 SP, a
 *    rating-0 leader may be placed on or next to a friendly unit that took part, but not by the side
 *    that lost a leader in that battle [11.32].
 *  - Promotion [11.31]: +1 per 3 enemy SP lost, to at most 3. A CSA leader counts Union SP lost in
 *    combats with CSA units he is with or next to (attack or defence); a Union leader counts CSA SP
 *    eliminated in attacks by Union units he is with or next to. Shared credit goes, automatically,
 *    to the eligible leader nearest his next promotion.
 *  - Death [11.32]: an asterisked result kills one leader a side (the owner's choice: here the
 *    lowest-rated) among those with or next to units in the battle (reading `leader-death`: or only
 *    units that lost SP). Farragut never dies.
 *  - A leader whose hex is wiped out is displaced to the nearest friendly-occupied hex [11.33].
 */
import type { AcwContent } from './content.js';
import { EDGES, HEXES, NBR, distance, edgeHexes } from './grid.js';
import { L_BASE, L_WORDS, LEADERS, LF_ALIVE, LF_FARRAGUT, RV_BASE, USA } from './layout.js';
import { O_CC_SUM, opt } from './options.js';
import { alive, lFlags, lHex, lRating, leaderSide, occupant, landSP, type S } from './state.js';

const at = (i: number, k: number): number => L_BASE + i * L_WORDS + k;

/** The hex a leader stands on (Farragut: a hex of his riverine unit's position), -1 none. */
function leaderHex(s: S, i: number): number {
  if (!alive(s, i)) return -1;
  if (lFlags(s, i) & LF_FARRAGUT) {
    const node = s[RV_BASE + lHex(s, i) * 2]!;
    if (node < 0) return -1;
    return node < HEXES ? node : node < HEXES + EDGES ? edgeHexes(node - HEXES)[0] : -1;
  }
  return lHex(s, i);
}

/** May `side` create a leader now (a free slot under the limit of four, Farragut included)? */
export function freeLeaderSlot(s: S, side: number): number {
  const base = side === USA ? 0 : LEADERS / 2;
  const limitFarragut = side === USA ? 1 : 0;
  for (let i = base + limitFarragut; i < base + LEADERS / 2; i++) if (!alive(s, i)) return i;
  return -1;
}

/** Command Control reduction on hex h for `side` [11.3]. */
export function ccReduction(s: S, side: number, h: number): number {
  let best = 0;
  let sum = 0;
  for (let i = 0; i < LEADERS; i++) {
    if (leaderSide(i) !== side) continue;
    const lh = leaderHex(s, i);
    if (lh < 0 || (lh !== h && distance(lh, h) !== 1)) continue;
    best = Math.max(best, lRating(s, i));
    sum += lRating(s, i);
  }
  return opt(s, O_CC_SUM) ? sum : best;
}

/** Is leader i with or next to one of the hexes? */
function near(s: S, i: number, hexes: readonly number[]): boolean {
  const lh = leaderHex(s, i);
  if (lh < 0) return false;
  for (const h of hexes) if (h === lh || distance(lh, h) === 1) return true;
  return false;
}

/** Kill one leader of `side` near the hexes (not Farragut); returns whether one died [11.32]. */
export function killOne(s: S, side: number, hexes: readonly number[]): boolean {
  let victim = -1;
  for (let i = 0; i < LEADERS; i++) {
    if (leaderSide(i) !== side || !alive(s, i) || lFlags(s, i) & LF_FARRAGUT || !near(s, i, hexes)) continue;
    if (victim < 0 || lRating(s, i) < lRating(s, victim)) victim = i;
  }
  if (victim < 0) return false;
  s[at(victim, 0)] = -1;
  s[at(victim, 1)] = 0;
  s[at(victim, 2)] = 0;
  s[at(victim, 3)] = 0;
  return true;
}

/** Credit `n` enemy SP to the eligible leader of `side` nearest promotion [11.31]. */
export function credit(s: S, side: number, hexes: readonly number[], n: number): void {
  if (n <= 0) return;
  let pick = -1;
  for (let i = 0; i < LEADERS; i++) {
    if (leaderSide(i) !== side || !alive(s, i) || lRating(s, i) >= 3 || !near(s, i, hexes)) continue;
    if (pick < 0 || s[at(i, 2)]! % 3 > s[at(pick, 2)]! % 3) pick = i;
  }
  if (pick < 0) return;
  const total = s[at(pick, 2)]! + n;
  s[at(pick, 1)] = Math.min(3, lRating(s, pick) + Math.floor(total / 3));
  s[at(pick, 2)] = total % 3;
}

/** Place a new rating-0 leader of `side` on hex h. */
export function createLeader(s: S, side: number, h: number): void {
  const i = freeLeaderSlot(s, side);
  if (i < 0) return;
  s[at(i, 0)] = h;
  s[at(i, 1)] = 0;
  s[at(i, 2)] = 0;
  s[at(i, 3)] = LF_ALIVE;
}

/** Hexes where a new leader may go: the participating hexes of `side` and their neighbours. */
export function creationHexes(
  c: AcwContent,
  s: S,
  side: number,
  hexes: readonly number[],
  out: number[],
  forceHex = -1,
): void {
  out.length = 0;
  for (const h of hexes) {
    if (h !== forceHex && (occupant(s, h) !== side || landSP(s, h) === 0)) continue;
    if (!out.includes(h)) out.push(h);
    for (let d = 0; d < 6; d++) {
      const n = NBR[h * 6 + d]!;
      if (n < 0 || c.map.terrain[n] === 0 || occupant(s, n) === 1 - side || out.includes(n)) continue;
      out.push(n);
    }
  }
  out.sort((a, b) => a - b);
}

/** Leaders left alone by losses go to the nearest hex with friendly units [11.33]. */
export function displaceLeaders(s: S): void {
  for (let i = 0; i < LEADERS; i++) {
    if (!alive(s, i) || lFlags(s, i) & LF_FARRAGUT) continue;
    const h = lHex(s, i);
    const side = leaderSide(i);
    if (h >= 0 && occupant(s, h) === side) continue;
    let best = -1;
    for (let x = 0; x < HEXES; x++) {
      if (occupant(s, x) !== side) continue;
      if (best < 0 || distance(h < 0 ? x : h, x) < distance(h < 0 ? best : h, best)) best = x;
    }
    if (best >= 0) s[at(i, 0)] = best;
    else s[at(i, 3)] = 0;
  }
}
