/**
 * Leader Management (16): worked example W54 — the Turn Record Track's events of Turn 10.
 */
import { describe, expect, it } from 'vitest';
import { leaderStep } from '../../../src/games/uscw/leaders.js';
import { G_CURSOR, G_DEC, G_POOL } from '../../../src/games/uscw/layout.js';
import { P_LM, toPhase } from '../../../src/games/uscw/phase.js';
import { genLoc, genRank } from '../../../src/games/uscw/state.js';
import { A, CSA, act, blank, c, gi, legal, node, put, type S } from './fixture.js';

/** The Confederate half of the Leader Management Phase of `turn`, run to its first decision. */
function csaEvents(s: S): void {
  toPhase(s, P_LM);
  s[G_CURSOR] = 2;
  s[G_POOL + 2] = 0;
  s[G_POOL + 3] = 0;
  s[G_DEC] = A.D_NONE;
  for (let i = 0; i < 10 && s[G_DEC] === A.D_NONE; i++) if (leaderStep(c, s)) break;
}

describe('16 Leader Management', () => {
  it('W54 16.6: on T10 Holmes is demoted and Kirby Smith may be transferred free to his space', () => {
    const s = blank({ scenario: '1863', turn: 10, side: CSA });
    put(s, 'Little Rock', CSA, 2, ['holmes']);
    put(s, 'Chattanooga', CSA, 2, ['kirbysmith']);
    csaEvents(s);
    expect(genRank(c, s, gi('holmes'))).toBe(1);
    expect(s[G_DEC]).toBe(A.D_LM_T);
    expect(legal(s).sort()).toEqual([A.enc(A.OP_SKIP), A.enc(A.OP_PLACE, node('Little Rock'))].sort());
    act(s, A.OP_PLACE, node('Little Rock'));
    expect(genLoc(c, s, gi('kirbysmith'))).toBe(node('Little Rock'));
  });

  it('W54 16.6: the free Transfer is forfeited if not used then', () => {
    const s = blank({ scenario: '1863', turn: 10, side: CSA });
    put(s, 'Little Rock', CSA, 2, ['holmes']);
    put(s, 'Chattanooga', CSA, 2, ['kirbysmith']);
    csaEvents(s);
    act(s, A.OP_SKIP);
    expect(genLoc(c, s, gi('kirbysmith'))).toBe(node('Chattanooga'));
    for (let i = 0; i < 10 && s[G_DEC] !== A.D_LM_T; i++) if (leaderStep(c, s)) break;
    expect(s[G_DEC]).not.toBe(A.D_LM_T); // not offered again
  });
});
