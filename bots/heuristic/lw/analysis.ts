/**
 * What the Lincoln's War heuristic reads once per decision, from what its side may see (the board,
 * the tracks, its own hand): the distance of every hex to the nearest enemy target (an enemy Force or
 * an enemy city), each target's worth, and combat estimates for a Force against a target. The
 * opponent's hand, deck, Asset types and secret commitments are never read: an Asset in a port is
 * counted as an unknown +0.7 of defense. Fog of war (12.7): of an enemy Force it reads only the
 * generals its side may see (the CO, revealed ones) and the Force's size (Force, Minor, Major); the
 * hidden rest is estimated from the size at the mean rating per star of the enemy's hidden generals.
 */
import type { LwContent } from '../../../src/games/lw/content.js';
import * as L from '../../../src/games/lw/layout.js';
import { forceCo, forceSize, visibleGeneral } from '../../../src/games/lw/fog.js';
import {
  DEF_CAPITAL,
  DEF_X,
  HF_KY,
  HF_MOUNTAIN,
  HF_OCEAN,
  NEUTRAL,
  SB_IMPASS,
  SB_RIVER,
  STAR,
} from '../../../src/games/lw/mapdata.js';

type S = Int32Array;

/** The value of an indecisive rating: the mean of the provisional table (0,0,1,1,2,3). */
const INDECISIVE_MEAN = 7 / 6;
/** Infantry stars a Force of each size (12.7: Force, Minor, Major) is taken to have. */
const SIZE_STARS = [1, 4, 9];

export class Analysis {
  side = 0;
  /** Hexes to the nearest enemy target (a Force or an enemy city), over land. */
  readonly dist: Int16Array;
  readonly queue: Int32Array;
  /** Enemy generals this side may see where they are (12.7). */
  readonly seen: Uint8Array;
  /** Mean attack and defense rating per star of the enemy's hidden infantry generals. */
  private perStar = [1, 1];
  constructor(readonly c: LwContent) {
    this.dist = new Int16Array(c.nh);
    this.queue = new Int32Array(c.nh);
    this.seen = new Uint8Array(c.ng);
  }

  /** 12.7: which enemy generals are seen, and what a hidden star is worth on average. */
  private fog(s: S): void {
    const c = this.c;
    let stars = 0;
    let atk = 0;
    let def = 0;
    for (let g = 0; g < c.ng; g++) {
      this.seen[g] = c.genSide[g] === this.side || visibleGeneral(c, s, g) ? 1 : 0;
      if (this.seen[g] || c.genCav[g]) continue;
      stars += s[L.G_STARS + g]!;
      atk += this.rating(s, g, true);
      def += this.rating(s, g, false);
    }
    this.perStar = stars ? [atk / stars, def / stars] : [1, 1];
  }

  /** The stars of the highest seen enemy general at `h` (the CO's, 11.0.1), 0 if none. */
  topStars(s: S, h: number): number {
    let top = 0;
    for (let g = 0; g < this.c.ng; g++)
      if (s[L.G_LOC + g] === h && this.c.genSide[g] !== this.side && this.seen[g])
        top = Math.max(top, s[L.G_STARS + g]!);
    return top;
  }

  update(s: S, side: number): void {
    this.side = side;
    this.fog(s);
    const c = this.c;
    const dist = this.dist;
    dist.fill(-1);
    let qt = 0;
    for (let h = 0; h < c.nh; h++) {
      if (this.enemyAt(s, h) || this.enemyCityAt(s, h)) {
        dist[h] = 0;
        this.queue[qt++] = h;
      }
    }
    let qh = 0;
    while (qh < qt) {
      const h = this.queue[qh++]!;
      for (let d = 0; d < 6; d++) {
        const n = c.grid.nbr[h * 6 + d]!;
        if (n < 0 || dist[n]! >= 0 || c.hexFlags[n]! & HF_OCEAN || c.sideBits[h * 6 + d]! & SB_IMPASS)
          continue;
        dist[n] = dist[h]! + 1;
        this.queue[qt++] = n;
      }
    }
    for (let h = 0; h < c.nh; h++) if (dist[h]! < 0) dist[h] = 99;
  }

  enemyAt(s: S, h: number): boolean {
    for (let g = 0; g < this.c.ng; g++)
      if (s[L.G_LOC + g] === h && this.c.genSide[g] !== this.side) return true;
    return false;
  }

  enemyCityAt(s: S, h: number): boolean {
    const city = this.c.hexCity[h]!;
    if (city < 0) return false;
    const k = s[L.CT_CTRL + city]!;
    return k !== this.side && k !== NEUTRAL && this.c.cityDef[city] !== STAR;
  }

  /** A general's rating (indecisive counted at its mean), less wounds. */
  rating(s: S, g: number, attack: boolean): number {
    const r = (attack ? this.c.genAtk : this.c.genDef)[g * 3 + s[L.G_STARS + g]! - 1]!;
    return (r < 0 ? INDECISIVE_MEAN : r) - s[L.G_WOUNDS + g]!;
  }

  /** Strength of the Force of `side` at `h` (optionally only the moving generals), less its IT. */
  force(s: S, h: number, side: number, attack: boolean, movingOnly = false): number {
    const c = this.c;
    let v = 0;
    for (let g = 0; g < c.ng; g++) {
      if (s[L.G_LOC + g] !== h || c.genSide[g] !== side || !this.seen[g]) continue;
      if (movingOnly && !(s[L.G_FLAGS + g]! & L.GF_MOVING)) continue;
      v += this.rating(s, g, attack);
      if (side !== this.side && forceCo(c, s, g) === g) v += this.hiddenPart(s, g, attack);
    }
    return v - (movingOnly ? s[L.AC_IT]! : s[L.X_IT + h * 2 + side]!);
  }

  /** 12.7: the estimated strength of the unseen generals of the enemy Force whose CO is `co`. */
  private hiddenPart(s: S, co: number, attack: boolean): number {
    const c = this.c;
    let seenInf = 0;
    for (let g = 0; g < c.ng; g++)
      if (this.seen[g] && !c.genCav[g] && s[L.G_LOC + g] === s[L.G_LOC + co] && forceCo(c, s, g) === co)
        seenInf += s[L.G_STARS + g]!;
    const hidden = Math.max(0, SIZE_STARS[forceSize(c, s, co)]! - seenInf);
    return hidden * this.perStar[attack ? 0 : 1]!;
  }

  /** A city's defense as its holder's opponent may estimate it (Assets +0.7 each, type unknown). */
  cityDefense(s: S, city: number): number {
    const c = this.c;
    const t = s[L.H_TURNIDX]!;
    let v = c.cityDef[city]!;
    if (v === DEF_CAPITAL)
      v = city === c.washington ? c.tables.washingtonDefense[t]! : c.tables.richmondDefense[t]!;
    else if (v === DEF_X || v === STAR) v = 0;
    const holder = s[L.CT_CTRL + city]!;
    if (holder !== c.cityOrig[city] && c.cityOrig[city] !== NEUTRAL) v = Math.max(0, v - 1);
    for (let i = 0; i < L.ASSET_CAP; i++) if (s[L.ASSET_LOC + i] === city) v += 0.7;
    return v;
  }

  /** The defender's terrain against an attack from `from` into `to` (15.0: the best single one). */
  terrain(s: S, from: number, to: number, defSide: number): number {
    const c = this.c;
    let best = 0;
    const city = c.hexCity[to]!;
    if (city >= 0 && s[L.CT_CTRL + city] === defSide) best = this.cityDefense(s, city);
    if (c.hexFlags[to]! & HF_MOUNTAIN) best = Math.max(best, 2);
    const d = c.grid.dirTo(from, to);
    if (d >= 0 && c.sideBits[from * 6 + d]! & SB_RIVER) best = Math.max(best, 2);
    return best;
  }

  /** Worth of taking hex `to` from the enemy (its CO's stars, its city), in PC-like units. */
  targetWorth(s: S, to: number): number {
    const c = this.c;
    let v = 0;
    const enemy = 1 - this.side;
    v += this.topStars(s, to);
    const city = c.hexCity[to]!;
    if (city >= 0 && s[L.CT_CTRL + city] === enemy) {
      const sup = Math.max(0, c.citySup[city]!);
      v += 2 * sup + 3 * c.cityVp[city]!;
      if (city === c.washington || city === c.richmond) v += 6;
    }
    if (s[L.H_KY] === 0 && c.hexFlags[to]! & HF_KY) v -= 10; // 2.4.3: do not break Kentucky's neutrality
    return v;
  }

  /** Expected difference (attacker minus defender) of an attack from `from` into `to`, with our CSP. */
  attackMargin(s: S, from: number, to: number, movingOnly: boolean): number {
    const side = this.side;
    const enemy = 1 - side;
    const a = this.force(s, from, side, true, movingOnly) + Math.min(5, s[L.H_CSP + side]!) * 0.8 + 1;
    let d = this.terrain(s, from, to, enemy) + Math.min(5, s[L.H_CSP + enemy]!) * 0.5 + 1;
    const occupied = this.enemyAt(s, to);
    if (occupied) d += this.force(s, to, enemy, false);
    return a - d;
  }
}

/** A sigmoid of the expected margin over the Minor Victory threshold (16.6.2: 2). */
export function winChance(margin: number): number {
  return 1 / (1 + Math.exp(-(margin - 1.5) / 1.5));
}
