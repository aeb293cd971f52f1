/**
 * The search prior's rankings of recent positions (issue 22: cache the prior's ranking per node).
 * An open-loop search (bots/mcts.ts) reaches a node at every visit by replaying its actions from
 * a root whose dice words (`H_RNG`, reseeded each iteration) differ, so the node's position differs
 * from one visit to the next in those words alone whenever no die was rolled on the way (Marches
 * roll none). The ranking reads no dice word, so a position equal to a remembered one in every
 * other word, with the same legal actions and the same number of exact scores, gets the remembered
 * scores: the ones that would be computed again, value for value.
 *
 * A few direct-mapped slots keyed by a hash of those words; a hit is checked word for word.
 */
import { H_RNG } from '../../../src/games/ahd/layout.js';
import type { S } from '../../../src/games/ahd/state.js';

const SLOTS = 32;
/** The dice key words, which the ranking never reads (chance stream 0, four words). */
const DICE_FROM = H_RNG;
const DICE_TO = H_RNG + 4;

class Entry {
  state = new Int32Array(0);
  actions = new Int32Array(0);
  scores = new Float64Array(0);
  n = -1;
  best = -1;
}

/** The hash of every word of s but the dice words. */
function positionHash(s: S): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < DICE_FROM; i++) h = Math.imul(h ^ s[i]!, 0x01000193);
  for (let i = DICE_TO; i < s.length; i++) h = Math.imul(h ^ s[i]!, 0x01000193);
  return h >>> 0;
}

function samePosition(a: Int32Array, s: S): boolean {
  if (a.length !== s.length) return false;
  for (let i = 0; i < DICE_FROM; i++) if (a[i] !== s[i]) return false;
  for (let i = DICE_TO; i < s.length; i++) if (a[i] !== s[i]) return false;
  return true;
}

function sameActions(a: Int32Array, actions: Int32Array, n: number): boolean {
  for (let i = 0; i < n; i++) if (a[i] !== actions[i]) return false;
  return true;
}

export class RankMemo {
  private readonly entries = Array.from({ length: SLOTS }, () => new Entry());
  private slot = 0;

  /**
   * The remembered scores of (s, actions[0 .. n), best) written into `scores`: true when found.
   * Either way the slot for this position is the one `store` fills next.
   */
  recall(s: S, actions: Int32Array, n: number, best: number, scores: Float64Array): boolean {
    this.slot = positionHash(s) % SLOTS;
    const e = this.entries[this.slot]!;
    if (e.n !== n || e.best !== best || !samePosition(e.state, s) || !sameActions(e.actions, actions, n))
      return false;
    scores.set(e.scores.subarray(0, n));
    return true;
  }

  /** Remember the scores just computed for the position of the last `recall`. */
  store(s: S, actions: Int32Array, n: number, best: number, scores: Float64Array): void {
    const e = this.entries[this.slot]!;
    if (e.state.length !== s.length) e.state = new Int32Array(s.length);
    if (e.actions.length < n) {
      e.actions = new Int32Array(n);
      e.scores = new Float64Array(n);
    }
    e.state.set(s);
    e.actions.set(actions.subarray(0, n));
    e.scores.set(scores.subarray(0, n));
    e.n = n;
    e.best = best;
  }
}
