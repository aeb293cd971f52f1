/**
 * The Regroup Step's extras (13) on constructed positions: the Reserve/Provisional Corps (card
 * commentary 58, 76) restoring up to three depleted corps, and Optional Rule 10 (political generals)
 * buying a corps out of cadre for McClellan or Banks.
 */
import { describe, expect, it } from 'vitest';
import { K_INF, SP_RESERVE } from '../../../src/games/bvg/content.js';
import { A, at, c, card, command, empty, has, L, legal, maps, play, START_MAPS, type S } from './fixture.js';

const RESERVE = card('usa', 58);
/** USA infantry corps of two or more steps (the Reserve Corps aside), by card index. */
const CORPS: number[] = [];
for (let k = c.sideStart[L.USA]; k < c.sideEnd[L.USA]; k++)
  if (c.kind[k] === K_INF && c.steps[k]! >= 2 && c.special[k] !== SP_RESERVE) CORPS.push(k);
const num = (k: number): number => k - c.sideStart[L.USA] + 1;

/** The USA Regroup Step: the Reserve Corps on the board and `depleted` corps there at one step less. */
function regroup(depleted: number): S {
  const s = empty();
  maps(s, START_MAPS);
  command(s, 'usa', 'east', 58);
  for (let i = 0; i < depleted; i++) {
    const k = CORPS[i]!;
    command(s, 'usa', i % 2 ? 'west' : 'east', num(k));
    s[L.C_STEPS + k] = c.steps[k]! - 1;
  }
  at(s, 'usa', L.PH_REGROUP);
  return s;
}

describe('CC58/76 the Reserve Corps restores up to three corps at the end of the turn', () => {
  it('with depleted corps on the board it may be discarded to restore them', () => {
    expect(c.special[RESERVE]).toBe(SP_RESERVE);
    const s = regroup(2);
    expect(has(s, A.enc(A.OP_USE_RESERVE, RESERVE))).toBe(true);
    play(s, A.enc(A.OP_USE_RESERVE, RESERVE));
    expect(s[L.C_LOC + RESERVE]).toBe(L.LOC_REMOVED);
    for (const k of CORPS.slice(0, 2)) expect(s[L.C_STEPS + k]).toBe(c.steps[k]);
  });

  it('no more than three are restored', () => {
    const s = regroup(4);
    play(s, A.enc(A.OP_USE_RESERVE, RESERVE));
    const full = CORPS.slice(0, 4).filter((k) => s[L.C_STEPS + k] === c.steps[k]);
    expect(full).toHaveLength(3);
  });

  it('full-strength corps on the board do not use up the three', () => {
    const s = regroup(0);
    command(s, 'usa', 'east', num(CORPS[0]!)); // full strength, first in card order
    for (const k of CORPS.slice(1, 4)) {
      command(s, 'usa', 'west', num(k));
      s[L.C_STEPS + k] = c.steps[k]! - 1;
    }
    play(s, A.enc(A.OP_USE_RESERVE, RESERVE));
    for (const k of CORPS.slice(1, 4)) expect(s[L.C_STEPS + k]).toBe(c.steps[k]);
  });

  it('a Reserve Corps in the West serves as well as one in the East', () => {
    const s = regroup(2);
    s[L.C_LOC + RESERVE] = L.LOC_WEST;
    play(s, A.enc(A.OP_USE_RESERVE, RESERVE));
    for (const k of CORPS.slice(0, 2)) expect(s[L.C_STEPS + k]).toBe(c.steps[k]);
  });

  it('only a Reserve Corps on the board: not from hand', () => {
    const s = regroup(2);
    s[L.C_LOC + RESERVE] = L.LOC_HAND;
    expect(legal(s).some((a) => A.opOf(a) === A.OP_USE_RESERVE)).toBe(false);
  });

  it('nothing depleted: not offered', () => {
    expect(has(regroup(0), A.enc(A.OP_USE_RESERVE, RESERVE))).toBe(false);
  });

  it('the three restored are corps on the board: not the discarded Reserve Corps itself, depleted as it is', () => {
    const s = regroup(0);
    s[L.C_STEPS + RESERVE] = 1; // the Reserve Corps survived a battle depleted
    const late = [63, 71, 73].map((n) => card('usa', n)); // XXIII, XXIV, XXV Corps: after it in card order
    for (const k of late) {
      command(s, 'usa', 'west', num(k));
      s[L.C_STEPS + k] = c.steps[k]! - 1;
    }
    play(s, A.enc(A.OP_USE_RESERVE, RESERVE));
    expect(late.map((k) => s[L.C_STEPS + k])).toEqual(late.map((k) => c.steps[k]));
  });

  it('a depleted corps out of play (a Reserve Corps discarded earlier) does not make the Provisional Corps usable', () => {
    const s = regroup(0);
    s[L.C_LOC + RESERVE] = L.LOC_REMOVED; // discarded in an earlier turn, depleted
    s[L.C_STEPS + RESERVE] = 1;
    const provisional = card('usa', 76);
    command(s, 'usa', 'east', 76);
    expect(has(s, A.enc(A.OP_USE_RESERVE, provisional))).toBe(false);
    s[L.C_STEPS + CORPS[0]!] = c.steps[CORPS[0]!]! - 1;
    command(s, 'usa', 'east', num(CORPS[0]!));
    expect(has(s, A.enc(A.OP_USE_RESERVE, provisional))).toBe(true);
  });
});

describe('Optional Rule 10 political generals', () => {
  const MCCLELLAN = 11;
  const II_CORPS = card('usa', 24);
  /** The USA Regroup Step with McClellan in the East and the II Corps face-up in cadre. */
  function political(supply: number): S {
    const s = empty();
    maps(s, START_MAPS);
    s[L.H_OPT] = s[L.H_OPT]! | L.O_POL_GENERALS;
    command(s, 'usa', 'east', MCCLELLAN, [9]);
    s[L.C_LOC + II_CORPS] = L.LOC_CADRE;
    s[L.H_SUPPLY + L.USA] = supply;
    at(s, 'usa', L.PH_REGROUP);
    return s;
  }
  const buy = A.enc(A.OP_BUY_CORPS, II_CORPS, card('usa', MCCLELLAN));

  it('the USA buys a corps out of cadre for one supply point; it joins McClellan at once', () => {
    const s = political(2);
    expect(has(s, buy)).toBe(true);
    play(s, buy);
    expect(s[L.H_SUPPLY + L.USA]).toBe(1);
    expect(s[L.C_LOC + II_CORPS]).toBe(L.LOC_EAST);
    expect(s[L.C_PARENT + II_CORPS]).toBe(card('usa', MCCLELLAN));
    expect(s[L.C_STEPS + II_CORPS]).toBe(c.steps[II_CORPS]);
  });

  it('McClellan in the West takes a corps too; a bought corps comes back face-up at full strength', () => {
    const s = political(2);
    s[L.C_LOC + card('usa', MCCLELLAN)] = L.LOC_WEST;
    s[L.C_LOC + card('usa', 9)] = L.LOC_WEST;
    s[L.C_STEPS + II_CORPS] = 0; // as it went to cadre (2.3)
    expect(has(s, buy)).toBe(true);
    play(s, buy);
    expect(s[L.C_LOC + II_CORPS]).toBe(L.LOC_WEST);
    expect(s[L.C_STEPS + II_CORPS]).toBe(c.steps[II_CORPS]);
    expect(s[L.C_FLAGS + II_CORPS]).toBe(0);
  });

  it('only a face-up infantry corps in cadre (6.4): not from hand, not face-down, not cavalry', () => {
    const s = political(2);
    s[L.C_LOC + II_CORPS] = L.LOC_HAND;
    expect(has(s, buy)).toBe(false);
    const t = political(2);
    t[L.C_FLAGS + II_CORPS] = L.F_CADRE_DOWN;
    expect(has(t, buy)).toBe(false);
    const u = political(2);
    u[L.C_LOC + card('usa', 69)] = L.LOC_CADRE; // a cavalry unit
    expect(has(u, A.enc(A.OP_BUY_CORPS, card('usa', 69), card('usa', MCCLELLAN)))).toBe(false);
    expect(has(u, buy)).toBe(true);
  });

  it('Opt 10 buying a corps changes no other card: a CSA cavalry unit keeps its step', () => {
    const s = political(2);
    const xvii = card('usa', 50);
    const hampton = card('csa', 68);
    s[L.C_LOC + xvii] = L.LOC_CADRE;
    play(s, A.enc(A.OP_BUY_CORPS, xvii, card('usa', MCCLELLAN)));
    expect([s[L.C_PARENT + xvii], s[L.C_STEPS + xvii], s[L.C_STEPS + hampton]]).toEqual([
      card('usa', MCCLELLAN),
      c.steps[xvii],
      c.steps[hampton],
    ]);
  });

  it('only for McClellan or Banks on the board: not while he is in hand or in cadre', () => {
    for (const l of [L.LOC_HAND, L.LOC_CADRE]) {
      const s = political(2);
      s[L.C_LOC + card('usa', MCCLELLAN)] = l;
      s[L.C_PARENT + card('usa', 9)] = -1;
      expect(legal(s).some((a) => A.opOf(a) === A.OP_BUY_CORPS)).toBe(false);
    }
  });

  it('not without a supply point, nor without the option', () => {
    expect(has(political(0), buy)).toBe(false);
    const s = political(2);
    s[L.H_OPT] = s[L.H_OPT]! & ~L.O_POL_GENERALS;
    expect(legal(s).some((a) => A.opOf(a) === A.OP_BUY_CORPS)).toBe(false);
  });

  it('not for the CSA', () => {
    const s = political(2);
    at(s, 'csa', L.PH_REGROUP);
    s[L.H_SUPPLY + L.CSA] = 2;
    expect(legal(s).some((a) => A.opOf(a) === A.OP_BUY_CORPS)).toBe(false);
  });
});

describe('12 Reorganization', () => {
  it('ending the Reorganization Step leads to the Regroup Step, no longer reorganizing', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 19, [9]);
    at(s, 'usa', L.PH_REORG);
    s[L.H_TURN_FLAGS] = L.TF_REORG;
    play(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_REGROUP);
    expect(s[L.H_TURN_FLAGS]! & L.TF_REORG).toBe(0);
  });
});

describe('2.4 CSA Pre-Action', () => {
  it('ends with the USA taking the first turn, an ordinary one (it may attack)', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'csa', 'east', 6, [9]);
    at(s, 'csa', L.PH_PREACTION);
    play(s, A.DONE);
    expect(s[L.H_SIDE]).toBe(L.USA);
    expect(s[L.H_TURN_FLAGS]! & (L.TF_FREE_TURN | L.TF_NO_ATTACK)).toBe(0);
  });
});
