/**
 * What every Blue vs Gray heuristic priority reads (priorities.ts), computed once per decision from
 * what the side to move may see: board strengths per side and theater, commands, free cavalry,
 * squadrons, and the approaches to Washington.
 */
import { K_CAV, K_NAVAL, type BvgContent } from '../../../src/games/bvg/content.js';
import * as L from '../../../src/games/bvg/layout.js';
import { ctrl, faceDown, strengthOf } from '../../../src/games/bvg/state.js';

type S = Int32Array;

/**
 * Public facts every priority reads, computed once per decision: `update` names the state, and the
 * board figures (str, cmd, best, cav, sq) are computed at the first read after it (many decisions read
 * none of them). The state must not change between `update` and the reads, as before.
 */
export class Analysis {
  side = 0;
  /** Board strength per side and theater: [side * 2 + theater]. */
  get str(): Float64Array {
    if (this.stale) this.board();
    return this.strW;
  }
  /** Strength of each command (by root card). */
  get cmd(): Float64Array {
    if (this.stale) this.board();
    return this.cmdW;
  }
  /** Strongest command per side and theater. */
  get best(): Float64Array {
    if (this.stale) this.board();
    return this.bestW;
  }
  /** Free cavalry strength per side (10.3). */
  get cav(): Float64Array {
    if (this.stale) this.board();
    return this.cavW;
  }
  /** Squadrons per theater. */
  get sq(): Int32Array {
    if (this.stale) this.board();
    return this.sqW;
  }
  private readonly strW = new Float64Array(4);
  private readonly cmdW = new Float64Array(192);
  private readonly bestW = new Float64Array(4);
  private readonly cavW = new Float64Array(2);
  private readonly sqW = new Int32Array(2);
  /** The state of the last `update`, and whether the board figures are still to be computed from it. */
  private s: S = new Int32Array(0);
  private stale = false;
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
    this.side = side;
    this.s = s;
    this.stale = true;
    this.threat = -1;
    this.unitsFor.fill(-1);
    this.memo.fill(NaN);
  }

  /** The board figures of the state of the last `update`. */
  private board(): void {
    const c = this.c;
    const s = this.s;
    this.stale = false;
    this.strW.fill(0);
    this.bestW.fill(0);
    this.cavW.fill(0);
    this.sqW.fill(0);
    this.cmdW.fill(0, 0, c.nc);
    let nb = 0;
    for (let k = 0; k < c.nc; k++) {
      const l = s[L.C_LOC + k]!;
      if (l !== L.LOC_EAST && l !== L.LOC_WEST) continue;
      const t = l - L.LOC_EAST;
      this.onBoard[nb++] = k;
      const sd = c.cardSide[k]!;
      if (c.kind[k] === K_NAVAL) {
        this.sqW[t] = this.sqW[t]! + 1;
        continue;
      }
      const v = faceDown(s, k) ? 0 : strengthOf(c, s, k);
      this.strW[sd * 2 + t] = this.strW[sd * 2 + t]! + v;
      let r = k;
      while (s[L.C_PARENT + r]! >= 0) r = s[L.C_PARENT + r]!;
      this.cmdW[r] = this.cmdW[r]! + v;
      if (c.kind[k] === K_CAV && (s[L.C_PARENT + k]! < 0 || c.kind[s[L.C_PARENT + k]!] === K_CAV))
        this.cavW[sd] = this.cavW[sd]! + v;
    }
    for (let b = 0; b < nb; b++) {
      const k = this.onBoard[b]!;
      if (s[L.C_PARENT + k]! >= 0) continue;
      const i = c.cardSide[k]! * 2 + (s[L.C_LOC + k]! - L.LOC_EAST);
      if (this.cmdW[k]! > this.bestW[i]!) this.bestW[i] = this.cmdW[k]!;
    }
  }
}
