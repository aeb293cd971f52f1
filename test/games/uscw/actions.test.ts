/**
 * Action encoding and the action-list writer (actions.ts): `legalActions` (core/game.ts) writes the
 * legal actions into the caller's buffer and returns their count; the writer never reports an action
 * it could not write.
 */
import { describe, expect, it } from 'vitest';
import { A, blank, legal, put, uscw, USA } from './fixture.js';

describe('actions.ts: the action-list writer', () => {
  it('Game contract: legalActions into a buffer too short for the list writes what fits and counts only that', () => {
    const s = blank({ ap: 3 });
    put(s, 'Washington', USA, 4, ['mcdowell']);
    const all = legal(s);
    expect(all.length).toBeGreaterThan(3);
    const buf = new Int32Array(3);
    expect(uscw.legalActions(s, buf)).toBe(3);
    expect(Array.from(buf)).toEqual(all.slice(0, 3));
  });

  it('Out: a full buffer takes no more actions and its count stops at its length', () => {
    const out = new A.Out(new Int32Array(2));
    for (const a of [A.enc(A.OP_END), A.enc(A.OP_STEP, 5), A.enc(A.OP_DROP, 1, 2)]) out.push(a);
    expect([out.n, Array.from(out.buf)]).toEqual([2, [A.enc(A.OP_END), A.enc(A.OP_STEP, 5)]]);
  });
});
