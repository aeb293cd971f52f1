/**
 * Leader Management (16): worked example W54 — the Turn Record Track's events of Turn 10.
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../../src/games/uscw/flow.js';
import { leaderStep } from '../../../src/games/uscw/leaders.js';
import {
  G_CURSOR,
  G_DB,
  G_DEC,
  G_FREEXFER,
  G_PHASE,
  GW_THEATER_SHIFT,
  USA,
} from '../../../src/games/uscw/layout.js';
import { P_LM, decide } from '../../../src/games/uscw/phase.js';
import { genLoc, genRank, genStatus, gw, setGenStatus } from '../../../src/games/uscw/state.js';
import { A, CSA, G, act, blank, c, gi, legal, legalOp, node, openLm, put, rank, type S } from './fixture.js';

/** The Confederate half of the Leader Management Phase of `turn`, run to its first decision. */
function csaEvents(s: S): void {
  openLm(s, 2);
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
  openLm(s);
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

/** The whole Leader Management Phase from the Union's events on, run by the game's own flow to its first decision. */
function lmPhase(s: S): void {
  openLm(s);
  advance(c, s);
}
const status = (s: S, id: string, st: number): void => setGenStatus(c, s, gi(id), st);
const theaterOf = (s: S, id: string): number => (gw(c, s, gi(id)) >>> GW_THEATER_SHIFT) & 3;
const placesOffered = (s: S): number[] => legalOp(s, A.OP_PLACE).map((a) => A.xOf(a));

describe('16.1-16.5 the Leader Management Phase run whole', () => {
  it("16.1 and 16.6: with no General to transfer nothing is asked, and the Confederate events follow the Union's", () => {
    const s = blank({ turn: 10 });
    put(s, 'Washington', USA, 3, ['grant']);
    rank(s, 'grant', 3); // 7.4.1: a 3-star is never transferred
    put(s, 'Baltimore', USA, 1);
    put(s, 'Little Rock', CSA, 2, ['holmes']); // the only Confederate stack: nowhere to transfer Holmes
    lmPhase(s);
    expect(s[G_PHASE]).toBeGreaterThan(P_LM);
    expect([A.D_LM, A.D_LM_T]).not.toContain(s[G_DEC]);
    expect(genRank(c, s, gi('holmes'))).toBe(1); // 16.3.2 T10
  });

  it('16.1: the Union completes his management before the Confederate starts (T8: his free Transfers, then Wheeler arrives)', () => {
    const s = blank({ turn: 8 });
    put(s, 'Washington', USA, 2, ['mcdowell']);
    put(s, 'Baltimore', USA, 1);
    put(s, 'Chattanooga', CSA, 2);
    status(s, 'wheeler', G.GS_PENDING);
    lmPhase(s);
    expect([s[G_DEC], s[G.G_DECSIDE]]).toEqual([A.D_LM, USA]);
    act(s, A.OP_DONE);
    expect([s[G_DEC], s[G.G_DECSIDE], s[G_DB]]).toEqual([A.D_PLACE, CSA, gi('wheeler')]);
  });

  it('16.2 and 16.3.1: on T9 Hunter and Hancock arrive in the East, each placed in turn; Grant is promoted', () => {
    const s = blank({ turn: 9 });
    put(s, 'Washington', USA, 4);
    put(s, 'Cairo', USA, 2, ['grant']);
    status(s, 'hunter', G.GS_PENDING);
    status(s, 'hancock', G.GS_PENDING);
    lmPhase(s);
    for (const id of ['hunter', 'hancock']) {
      expect([s[G_DEC], s[G.G_DA], s[G_DB], placesOffered(s)]).toEqual([
        A.D_PLACE,
        A.PL_ARRIVAL,
        gi(id),
        [node('Washington')],
      ]);
      act(s, A.OP_PLACE, node('Washington'));
      expect([genStatus(c, s, gi(id)), genLoc(c, s, gi(id)), genRank(c, s, gi(id))]).toEqual([
        G.GS_MAP,
        node('Washington'),
        2,
      ]);
    }
    expect(genRank(c, s, gi('grant'))).toBe(3);
  });

  it('16.2: a General arrives on his Turn Record Track turn, not before (Hancock, T9, is still to come on T8)', () => {
    const s = blank({ turn: 8 });
    put(s, 'Washington', USA, 4);
    status(s, 'hancock', G.GS_PENDING);
    lmPhase(s);
    expect(s[G_PHASE]).toBeGreaterThan(P_LM);
    expect(genStatus(c, s, gi('hancock'))).toBe(G.GS_PENDING);
  });

  it('16.4 r/w and 16.2 on T17: Canby replaces Banks (no arrival of his own); Wilson, unplaceable, goes to the West Displaced Box', () => {
    const s = blank({ turn: 17 });
    put(s, 'Washington', USA, 2, ['hunter']);
    put(s, 'Baltimore', USA, 1, ['banks']);
    put(s, 'Harrisburg', USA, 1, ['sheridan']);
    put(s, 'St. Louis', USA, 2); // Canby could arrive here, in his own theater, were he not Banks's replacement
    status(s, 'canby', G.GS_PENDING);
    status(s, 'wilson', G.GS_PENDING); // no Union SP in the West
    lmPhase(s);
    expect([s[G_DEC], s[G.G_DA]]).toEqual([A.D_LM_T, gi('sheridan')]);
    expect([genStatus(c, s, gi('canby')), genLoc(c, s, gi('canby'))]).toEqual([G.GS_MAP, node('Baltimore')]);
    act(s, A.OP_SKIP);
    expect([genStatus(c, s, gi('wilson')), theaterOf(s, 'wilson')]).toEqual([G.GS_DISPLACED, 1]);
  });

  it('16.6 then 16.2 on T17: Sheridan is offered his free Transfer first, and Wilson arrives after it', () => {
    const s = blank({ turn: 17 });
    put(s, 'Harrisburg', USA, 1, ['sheridan']);
    put(s, 'Cairo', USA, 2);
    status(s, 'wilson', G.GS_PENDING);
    lmPhase(s);
    expect([s[G_DEC], s[G.G_DA]]).toEqual([A.D_LM_T, gi('sheridan')]);
    act(s, A.OP_SKIP);
    expect([s[G_DEC], s[G_DB], placesOffered(s)]).toEqual([A.D_PLACE, gi('wilson'), [node('Cairo')]]);
  });

  it('16.4: when the departing General is in the Displaced Box his replacement goes there too (Banks, T17)', () => {
    const s = blank({ turn: 17 });
    put(s, 'Washington', USA, 2);
    status(s, 'banks', G.GS_DISPLACED); // displaced in the East (theater 0)
    lmPhase(s);
    expect([genStatus(c, s, gi('canby')), theaterOf(s, 'canby')]).toEqual([G.GS_DISPLACED, 0]);
  });

  it("16.4: Canby takes Banks's place wherever Banks stands, the map's first space included (T17)", () => {
    const s = blank({ turn: 17 });
    put(s, c.map.grid.id(c.map.hexOfNode[0]!), USA, 1, ['banks']);
    lmPhase(s);
    expect([genStatus(c, s, gi('canby')), genLoc(c, s, gi('canby'))]).toEqual([G.GS_MAP, 0]);
  });

  it('16.5.2: Butler goes to the Unassigned box on T9 (Banks replaces him) and returns on T14 in the East', () => {
    const s = blank({ turn: 9 });
    put(s, 'Baltimore', USA, 1, ['butler']);
    put(s, 'Washington', USA, 2, ['banks']);
    lmPhase(s);
    expect(genStatus(c, s, gi('butler'))).toBe(G.GS_UNASSIGNED);
    expect(genLoc(c, s, gi('banks'))).toBe(node('Baltimore'));
    const t = blank({ turn: 14 });
    put(t, 'Washington', USA, 2, ['schofield']);
    put(t, 'Cairo', USA, 2, ['sherman']);
    status(t, 'butler', G.GS_UNASSIGNED);
    lmPhase(t);
    expect([t[G_DEC], t[G.G_DA], t[G_DB], placesOffered(t)]).toEqual([
      A.D_PLACE,
      A.PL_ARRIVAL,
      gi('butler'),
      [node('Washington')],
    ]);
    act(t, A.OP_PLACE, node('Washington'));
    expect(genLoc(c, t, gi('butler'))).toBe(node('Washington'));
    expect([t[G_DEC], t[G.G_DA], placesOffered(t)]).toEqual([A.D_LM_T, gi('schofield'), [node('Cairo')]]); // then T14's T
  });

  it('16.5.2: J. Johnston returns from the Unassigned box on T10 in the West, not in the East', () => {
    const s = blank({ turn: 10 });
    put(s, 'Richmond', CSA, 2);
    put(s, 'Chattanooga', CSA, 2);
    status(s, 'jjohnston', G.GS_UNASSIGNED);
    lmPhase(s);
    expect([s[G_DEC], s[G_DB], placesOffered(s)]).toEqual([
      A.D_PLACE,
      gi('jjohnston'),
      [node('Chattanooga')],
    ]);
  });
});

describe('16.6 the scheduled free Transfers (T)', () => {
  it("W54 16.6: Kirby Smith may go only to Holmes's space, not to another friendly stack (either T17 Hunter variant)", () => {
    for (const keep of [false, true]) {
      const s = blank({ scenario: '1863', turn: 10, side: CSA, options: { 't17-keep-hunter': keep } });
      put(s, 'Little Rock', CSA, 2, ['holmes']);
      put(s, 'Chattanooga', CSA, 2, ['kirbysmith']);
      put(s, 'Richmond', CSA, 2);
      csaEvents(s);
      expect([s[G_DEC], legal(s).sort()]).toEqual([
        A.D_LM_T,
        [A.enc(A.OP_SKIP), A.enc(A.OP_PLACE, node('Little Rock'))].sort(),
      ]);
    }
  });

  it('16.6: no free Transfer for a General off the map, nor to a space without a friendly SP (T10 Kirby Smith)', () => {
    const off = blank({ scenario: '1863', turn: 10, side: CSA });
    put(off, 'Little Rock', CSA, 2, ['holmes']);
    put(off, 'Chattanooga', CSA, 2);
    status(off, 'kirbysmith', G.GS_DISPLACED);
    csaEvents(off);
    expect(off[G_DEC]).not.toBe(A.D_LM_T);
    const alone = blank({ scenario: '1863', turn: 10, side: CSA });
    put(alone, 'Little Rock', CSA, 0, ['holmes']);
    put(alone, 'Chattanooga', CSA, 2, ['kirbysmith']);
    csaEvents(alone);
    expect(alone[G_DEC]).not.toBe(A.D_LM_T);
  });

  it('TRT T11: Hooker, demoted, may be transferred free to any legal space', () => {
    const s = blank({ turn: 11 });
    put(s, 'Washington', USA, 2, ['hooker']);
    put(s, 'Baltimore', USA, 1);
    put(s, 'Harrisburg', USA, 1);
    unionEvents(s);
    expect([s[G_DEC], s[G.G_DA], genRank(c, s, gi('hooker'))]).toEqual([A.D_LM_T, gi('hooker'), 2]);
    expect(placesOffered(s).sort((x, y) => x - y)).toEqual(
      [node('Harrisburg'), node('Baltimore')].sort((x, y) => x - y),
    );
  });

  it("16.6 T7: Pope may be transferred free to McDowell's space only", () => {
    const s = blank({ turn: 7 });
    put(s, 'Washington', USA, 2, ['mcdowell']);
    put(s, 'Baltimore', USA, 1, ['pope']);
    put(s, 'Harrisburg', USA, 1);
    unionEvents(s);
    expect([s[G_DEC], s[G.G_DA], placesOffered(s)]).toEqual([A.D_LM_T, gi('pope'), [node('Washington')]]);
  });
});
