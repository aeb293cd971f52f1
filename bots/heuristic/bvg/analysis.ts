/**
 * What every Blue vs Gray heuristic priority reads (priorities.ts), computed once per decision from
 * what the side to move may see: board strengths per side and theater, commands, free cavalry,
 * squadrons, and the approaches to Washington.
 */
import { K_CAV, K_NAVAL, type BvgContent } from '../../../src/games/bvg/content.js';
import * as L from '../../../src/games/bvg/layout.js';
import { ctrl, faceDown, strengthOf } from '../../../src/games/bvg/state.js';

type S = Int32Array;

/** Public facts every priority reads, computed once per decision. */
export class Analysis {
  side = 0;
  /** Board strength per side and theater: [side * 2 + theater]. */
  readonly str = new Float64Array(4);
  /** Strength of each command (by root card). */
  readonly cmd = new Float64Array(192);
  /** Strongest command per side and theater. */
  readonly best = new Float64Array(4);
  /** Free cavalry strength per side (10.3). */
  readonly cav = new Float64Array(2);
  /** Squadrons per theater. */
  readonly sq = new Int32Array(2);
  /**
   * Approaches to Washington (8.2 initiative reach): 1 for a city adjacent to it, 2 for a city one
   * city further out (an initiative-2 commander may attack across one enemy city). Fixed by the map.
   */
  readonly approach: Int8Array;
  constructor(readonly c: BvgContent) {
    this.approach = new Int8Array(c.ncity);
    const w = c.cities.washington;
    for (let i = c.adjStart[w]!; i < c.adjStart[w + 1]!; i++) this.approach[c.adjTo[i]!] = 1;
    for (let x = 0; x < c.ncity; x++) {
      if (this.approach[x] !== 1) continue;
      for (let i = c.adjStart[x]!; i < c.adjStart[x + 1]!; i++) {
        const y = c.adjTo[i]!;
        if (y !== w && this.approach[y] === 0) this.approach[y] = 2;
      }
    }
  }

  /** The CSA holds a city from which it may attack Washington (adjacent, or one city further out). */
  washingtonThreatened(s: S): boolean {
    if (this.threat < 0) {
      this.threat = 0;
      for (let x = 0; x < this.c.ncity; x++)
        if (this.approach[x]! > 0 && ctrl(s, x) === L.CSA) {
          this.threat = 1;
          break;
        }
    }
    return this.threat === 1;
  }
  /** `washingtonThreatened` of this decision's state: -1 not yet asked. */
  private threat = -1;
  /**
   * Per theater, what priorities.ts `unitsFor` found at this decision's state (-1: not yet asked); the
   * state does not change between `update` and the scores of one decision.
   */
  readonly unitsFor = new Int32Array(2);
  /** Values priorities.ts computes at most once a decision, by slot (its M_* constants); NaN: not yet. */
  readonly memo = new Float64Array(8);
  /** Both sides' cards on the board at the last `update`, ascending. */
  private readonly onBoard = new Int32Array(192);

  update(s: S, side: number): void {
    const c = this.c;
    this.side = side;
    this.str.fill(0);
    this.best.fill(0);
    this.cav.fill(0);
    this.sq.fill(0);
    this.cmd.fill(0, 0, c.nc);
    this.threat = -1;
    this.unitsFor.fill(-1);
    this.memo.fill(NaN);
    let nb = 0;
    for (let k = 0; k < c.nc; k++) {
      const l = s[L.C_LOC + k]!;
      if (l !== L.LOC_EAST && l !== L.LOC_WEST) continue;
      const t = l - L.LOC_EAST;
      this.onBoard[nb++] = k;
      const sd = c.cardSide[k]!;
      if (c.kind[k] === K_NAVAL) {
        this.sq[t] = this.sq[t]! + 1;
        continue;
      }
      const v = faceDown(s, k) ? 0 : strengthOf(c, s, k);
      this.str[sd * 2 + t] = this.str[sd * 2 + t]! + v;
      let r = k;
      while (s[L.C_PARENT + r]! >= 0) r = s[L.C_PARENT + r]!;
      this.cmd[r] = this.cmd[r]! + v;
      if (c.kind[k] === K_CAV && (s[L.C_PARENT + k]! < 0 || c.kind[s[L.C_PARENT + k]!] === K_CAV))
        this.cav[sd] = this.cav[sd]! + v;
    }
    for (let b = 0; b < nb; b++) {
      const k = this.onBoard[b]!;
      if (s[L.C_PARENT + k]! >= 0) continue;
      const i = c.cardSide[k]! * 2 + (s[L.C_LOC + k]! - L.LOC_EAST);
      if (this.cmd[k]! > this.best[i]!) this.best[i] = this.cmd[k]!;
    }
  }
}
