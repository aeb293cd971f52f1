/**
 * Leader Management (16): worked example W54 — the Turn Record Track's events of Turn 10.
 */
import { describe, expect, it } from 'vitest';
import { leaderStep } from '../../../src/games/uscw/leaders.js';
import { G_CURSOR, G_DEC, G_FREEXFER, G_POOL, USA } from '../../../src/games/uscw/layout.js';
import { P_LM, decide, toPhase } from '../../../src/games/uscw/phase.js';
import { genLoc, genRank, genStatus } from '../../../src/games/uscw/state.js';
import { A, CSA, G, act, blank, c, gi, legal, legalOp, node, put, rank, type S } from './fixture.js';

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

/** The Union half of the Leader Management Phase, run to its first decision or its end. */
function unionEvents(s: S): void {
  toPhase(s, P_LM);
  s[G_CURSOR] = 0;
  s[G_POOL + 2] = 0;
  s[G_POOL + 3] = 0;
  s[G_DEC] = A.D_NONE;
  for (let i = 0; i < 10 && s[G_DEC] === A.D_NONE && s[G_CURSOR]! < 2; i++) leaderStep(c, s);
}

describe('16.4 removals and replacements; TRT T17 Hunter', () => {
  /** Turn 17: Hunter (to be removed) at Washington, Banks (removed, replaced by Canby) at Baltimore, Sheridan. */
  const t17 = (keep: boolean): S => {
    const s = blank({ turn: 17, options: { 't17-keep-hunter': keep } });
    put(s, 'Washington', USA, 2, ['hunter']);
    put(s, 'Baltimore', USA, 1, ['banks']);
    put(s, 'Harrisburg', USA, 1, ['sheridan']);
    unionEvents(s);
    return s;
  };

  it("16.4: on T17 Hunter and Banks are removed, Canby takes Banks's place; Sheridan may transfer (16.6)", () => {
    const s = t17(false);
    expect([genStatus(c, s, gi('hunter')), genStatus(c, s, gi('banks'))]).toEqual([
      G.GS_REMOVED,
      G.GS_REMOVED,
    ]);
    expect([genStatus(c, s, gi('canby')), genLoc(c, s, gi('canby'))]).toEqual([G.GS_MAP, node('Baltimore')]);
    expect([s[G_DEC], s[G.G_DA]]).toEqual([A.D_LM_T, gi('sheridan')]);
  });

  it('TRT T17 variant t17-keep-hunter: the Union keeps Hunter, and Sheridan may not transfer', () => {
    const s = t17(true);
    expect([genStatus(c, s, gi('hunter')), genLoc(c, s, gi('hunter'))]).toEqual([
      G.GS_MAP,
      node('Washington'),
    ]);
    expect(genStatus(c, s, gi('banks'))).toBe(G.GS_REMOVED);
    expect(s[G_DEC]).not.toBe(A.D_LM_T);
    expect(genLoc(c, s, gi('sheridan'))).toBe(node('Harrisburg'));
  });
});

describe('16.6 the two free Transfers; 7.8 the Leader Transfer action', () => {
  /** Union stacks at Washington (McDowell, Banks), Harrisburg and Baltimore, in supply. */
  const union = (): S => {
    const s = blank({ ap: 2 });
    put(s, 'Washington', USA, 2, ['mcdowell', 'banks']);
    put(s, 'Harrisburg', USA, 1);
    put(s, 'Baltimore', USA, 1);
    rank(s, 'mcdowell', 2);
    rank(s, 'banks', 1);
    return s;
  };
  const dests = (s: S, op: number, id: string): number[] =>
    legalOp(s, op, gi(id))
      .map((a) => A.yOf(a))
      .sort((x, y) => x - y);
  const friendly = [node('Harrisburg'), node('Baltimore')].sort((x, y) => x - y);

  it('16.6: two free Transfers to spaces with a friendly SP in supply; then the phase goes on', () => {
    const s = union();
    put(s, 'Washington', USA, 0, ['couch']);
    rank(s, 'couch', 1);
    s[G_FREEXFER] = 2;
    decide(s, A.D_LM, USA);
    expect(legal(s)).toContain(A.enc(A.OP_DONE));
    expect(dests(s, A.OP_LM_XFER, 'mcdowell')).toEqual(friendly);
    act(s, A.OP_LM_XFER, gi('mcdowell'), node('Harrisburg'));
    expect([genLoc(c, s, gi('mcdowell')), s[G_FREEXFER], s[G_DEC]]).toEqual([node('Harrisburg'), 1, A.D_LM]);
    expect(dests(s, A.OP_LM_XFER, 'mcdowell')).toEqual([]); // transferred once
    act(s, A.OP_LM_XFER, gi('banks'), node('Baltimore'));
    expect([genLoc(c, s, gi('banks')), s[G_FREEXFER]]).toEqual([node('Baltimore'), 0]);
    expect(dests(s, A.OP_LM_XFER, 'couch')).toEqual([]); // Couch could go, but both Transfers are spent
    expect(s[G_DEC]).not.toBe(A.D_LM);
  });

  it('16.6: a Transfer not made is forfeited', () => {
    const s = union();
    s[G_FREEXFER] = 2;
    decide(s, A.D_LM, USA);
    act(s, A.OP_DONE);
    expect(s[G_DEC]).not.toBe(A.D_LM);
    expect(genLoc(c, s, gi('mcdowell'))).toBe(node('Washington'));
  });

  it('7.8: one Action Point transfers two Generals; the second may be declined', () => {
    for (const second of [true, false]) {
      const s = union();
      act(s, A.OP_TRANSFER, gi('mcdowell'), node('Harrisburg'));
      expect([s[G_DEC], s[G.G_AP]]).toEqual([A.D_XFER2, 1]);
      expect(legal(s)).toContain(A.enc(A.OP_DONE));
      expect(dests(s, A.OP_TRANSFER, 'banks')).toEqual(friendly);
      if (second) act(s, A.OP_TRANSFER, gi('banks'), node('Baltimore'));
      else act(s, A.OP_DONE);
      expect(s[G_DEC]).toBe(A.D_MAIN);
      expect(genLoc(c, s, gi('banks'))).toBe(node(second ? 'Baltimore' : 'Washington'));
      expect(genLoc(c, s, gi('mcdowell'))).toBe(node('Harrisburg'));
    }
  });
});
