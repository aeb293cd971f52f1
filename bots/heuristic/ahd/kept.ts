/**
 * The parts of the analysis (analysis.ts) that are kept from one decision to the next, one set per
 * side analysed: ENEMY (threat, reach, front), VALUE (value, goal, capitals) and TARGET (target,
 * toTarget, staging, toStaging), each with what it was computed from. A search's rollout policy
 * analyses both sides in turn (issue 22: in guided MCTS a quarter of the analyses refilled ENEMY and
 * VALUE only because the side had changed since the last one); with a set per side, a side's parts
 * are kept while what they are computed from is unchanged, whoever was analysed in between.
 */
import * as L from '../../../src/games/ahd/layout.js';
import type { S } from '../../../src/games/ahd/state.js';

export class SideParts {
  readonly threat: Float64Array;
  readonly reach: Float64Array;
  readonly front: Uint8Array;
  readonly value: Float64Array;
  readonly goal: Uint8Array;
  readonly toTarget: Uint8Array;
  readonly toStaging: Uint8Array;
  readonly capitals: number[] = [];
  target = -1;
  staging = -1;
  /** ENEMY's key: the enemy's power per box; each change of ENEMY or VALUE counts a generation. */
  private readonly enemyPower: Float64Array;
  private enemyValid = false;
  enemyGen = 0;
  /** VALUE's key: every box's control and both Army Maximums. */
  private readonly ctrlKey: Int32Array;
  private readonly amKey = new Int32Array(2);
  private valueValid = false;
  valueGen = 0;
  /** TARGET's key: the generations of ENEMY and VALUE, and our strongest stack's box. */
  private readonly targetKey = [-1, -1, -1];

  constructor(nb: number) {
    this.threat = new Float64Array(nb);
    this.reach = new Float64Array(nb);
    this.front = new Uint8Array(nb);
    this.value = new Float64Array(nb);
    this.goal = new Uint8Array(nb);
    this.toTarget = new Uint8Array(nb);
    this.toStaging = new Uint8Array(nb);
    this.enemyPower = new Float64Array(nb);
    this.ctrlKey = new Int32Array(nb);
  }

  /** Is the enemy's power (power[b * 2 + enemy]) where it was when ENEMY was last computed? Records it. */
  sameEnemy(power: Float64Array, enemy: number): boolean {
    const key = this.enemyPower;
    let same = this.enemyValid;
    for (let b = 0; b < key.length; b++) {
      const x = power[b * 2 + enemy]!;
      if (key[b] !== x) {
        key[b] = x;
        same = false;
      }
    }
    if (!same) {
      this.enemyValid = true;
      this.enemyGen++;
    }
    return same;
  }

  /** Are both Army Maximums and every box's control what VALUE was computed for? Records them. */
  sameValue(s: S): boolean {
    const key = this.ctrlKey;
    let same = this.valueValid;
    for (let b = 0; b < key.length; b++) {
      const x = s[L.B_CTRL + b]! & L.CTRL_MASK;
      if (key[b] !== x) {
        key[b] = x;
        same = false;
      }
    }
    for (let i = 0; i < 2; i++) {
      if (this.amKey[i] !== s[L.H_AM + i]) {
        this.amKey[i] = s[L.H_AM + i]!;
        same = false;
      }
    }
    if (!same) {
      this.valueValid = true;
      this.valueGen++;
    }
    return same;
  }

  /** Is TARGET computed for the current ENEMY, VALUE and strongest stack? Records them. */
  sameTarget(strongest: number): boolean {
    const k = this.targetKey;
    if (k[0] === this.enemyGen && k[1] === this.valueGen && k[2] === strongest) return true;
    k[0] = this.enemyGen;
    k[1] = this.valueGen;
    k[2] = strongest;
    return false;
  }
}
