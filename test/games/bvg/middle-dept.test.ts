/**
 * Optional Rule 8, The Middle Dept. (rulebook "8. The Middle Dept."): during USA Late War, VIII Corps,
 * if not attached to the Dept of Washington, MAY add its strength to any command's attack against or
 * defence of the Shenandoah Valley; it is attached to the command for the battle and counts against a
 * leader's capacity; afterwards it is a lone unit again.
 */
import { describe, expect, it } from 'vitest';
import { tied } from '../../../src/games/bvg/combat-attack.js';
import {
  A,
  at,
  bvg,
  card,
  city,
  command,
  empty,
  L,
  legal,
  maps,
  own,
  play,
  START_MAPS,
  type S,
} from './fixture.js';

const MCDOWELL = 8; // commander capacity 3
const VIII = 16;
const MAGRUDER = 32;
const viii = card('usa', VIII);

/**
 * USA Late War; McDowell's command (with `corps`) attacks the Shenandoah Valley from Harper's Ferry (or
 * `opts.target` from `opts.from`).
 */
function attack(
  corps: number[],
  opts: { lateWar?: boolean; option?: boolean; target?: string; from?: string } = {},
): { s: S; mcdowell: number } {
  const s = empty();
  maps(s, START_MAPS);
  if (opts.option ?? true) s[L.H_OPT] = s[L.H_OPT]! | L.O_MIDDLE_DEPT;
  s[L.H_LATEWAR + L.USA] = opts.lateWar === false ? 0 : 1;
  const mcdowell = command(s, 'usa', 'east', MCDOWELL, corps);
  const magruder = command(s, 'csa', 'east', MAGRUDER, [7, 10]);
  s[L.C_LOC + viii] = L.LOC_EAST; // VIII Corps alone on the board (CC16)
  s[L.C_PARENT + viii] = -1;
  at(s, 'usa', L.PH_COMBAT);
  const target = city(opts.target ?? 'shenandoah-valley');
  play(s, A.enc(A.OP_ATTACK, mcdowell, target, city(opts.from ?? 'harpers-ferry')));
  play(s, A.enc(A.OP_DEFEND, magruder, 0));
  expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  expect(bvg.toMove(s)).toBe(L.USA);
  return { s, mcdowell };
}
const joins = (s: S): number[] => legal(s).filter((a) => A.opOf(a) === A.OP_VIII);

/** USA Late War; Magruder's command attacks the USA's Shenandoah Valley from Lynchburg and McDowell defends. */
function defence(viiiFlags: number, defended: string[] = []): S {
  const s = empty();
  maps(s, START_MAPS);
  s[L.H_OPT] = s[L.H_OPT]! | L.O_MIDDLE_DEPT;
  s[L.H_LATEWAR + L.USA] = 1;
  own(s, 'usa', 'shenandoah-valley');
  const mcdowell = command(s, 'usa', 'east', MCDOWELL, [9]);
  const magruder = command(s, 'csa', 'east', MAGRUDER, [7, 10]);
  s[L.C_LOC + viii] = L.LOC_EAST;
  s[L.C_PARENT + viii] = -1;
  s[L.C_FLAGS + viii] = viiiFlags;
  for (const id of defended) s[L.C_DEF0 + viii] = s[L.C_DEF0 + viii]! | (1 << city(id));
  at(s, 'csa', L.PH_COMBAT);
  play(s, A.enc(A.OP_ATTACK, magruder, city('shenandoah-valley'), city('lynchburg')));
  play(s, A.enc(A.OP_DEFEND, mcdowell, 0));
  play(s, A.DONE); // the CSA (attacker) passes its reserve turn: the USA's
  expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  expect(bvg.toMove(s)).toBe(L.USA);
  return s;
}

describe('Opt 8 The Middle Dept.', () => {
  it('VIII Corps joins only by the USA choice: when the USA passes it stays out of the battle', () => {
    const { s } = attack([9]);
    const rolls = s[L.H_ROLLS]!;
    play(s, A.DONE); // USA passes
    play(s, A.DONE); // CSA passes: the battle is resolved
    expect(s[L.H_ROLLS]).toBe(rolls + 1);
    expect(s[L.B_VIII]).toBe(-1);
    expect(s[L.C_FLAGS + viii]! & L.F_IN_BATTLE).toBe(0);
    expect(bvg.ruleCounts?.(s)['opt8-middle-dept'] ?? 0).toBe(0);
  });

  it('the USA is offered VIII Corps under the attacking leader', () => {
    const { s, mcdowell } = attack([9]);
    expect(joins(s)).toEqual([A.enc(A.OP_VIII, viii, mcdowell)]);
  });

  it('chosen, VIII Corps is attached to the leader for the battle and counted by the coverage counter', () => {
    const { s, mcdowell } = attack([9]);
    play(s, A.enc(A.OP_VIII, viii, mcdowell));
    expect(s[L.B_VIII]).toBe(viii);
    expect(s[L.C_PARENT + viii]).toBe(mcdowell);
    expect(s[L.C_FLAGS + viii]! & L.F_IN_BATTLE).toBe(L.F_IN_BATTLE);
    expect(s[L.C_FLAGS + viii]! & L.F_FD_BATTLE).toBe(0); // it adds its strength: active, not withdrawn
    expect(bvg.ruleCounts!(s)['opt8-middle-dept']).toBe(1);
    expect(joins(s)).toEqual([]); // once
  });

  it('VIII Corps counts against the leader capacity: a full command cannot take it', () => {
    const { s } = attack([9, 10, 15]); // McDowell commands three corps: capacity 3 used
    expect(joins(s)).toEqual([]);
  });

  it('not with the Dept of Washington, not before USA Late War, not without the option', () => {
    const attached = attack([9]).s;
    attached[L.C_PARENT + viii] = card('usa', 4); // attached to the Dept. of Washington
    expect(joins(attached)).toEqual([]);
    expect(joins(attack([9], { lateWar: false }).s)).toEqual([]);
    expect(joins(attack([9], { option: false }).s)).toEqual([]);
  });

  it('only in a battle for the Shenandoah Valley: not when McDowell attacks Manassas', () => {
    expect(joins(attack([9], { target: 'manassas', from: 'washington' }).s)).toEqual([]);
  });

  it('only the USA adds VIII Corps: the CSA is not offered it in its reserve turn', () => {
    const { s } = attack([9]);
    play(s, A.DONE); // the USA passes: the CSA's turn
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(joins(s)).toEqual([]);
  });

  it('R8.9 an inactive (face-down) VIII Corps is not offered: it has no strength to add', () => {
    const { s } = attack([9]);
    s[L.C_FLAGS + viii] = L.F_FD_COMBAT; // 8.9 B: arrived by rail this turn
    expect(joins(s)).toEqual([]);
  });

  it('R7.7 VIII Corps moved by rail this turn may not attack, so it is not offered for an attack', () => {
    const { s, mcdowell } = attack([9]);
    s[L.C_FLAGS + viii] = L.F_RAILED; // alone after its rail move: face-up (7.7 turns only attached cards down)
    expect(joins(s)).toEqual([]);
    s[L.C_FLAGS + viii] = 0;
    expect(joins(s)).toEqual([A.enc(A.OP_VIII, viii, mcdowell)]);
  });

  it('R8.2 no unit in more than one attack a turn: VIII Corps that joined one attack is not offered for another', () => {
    const { s, mcdowell } = attack([9]);
    play(s, A.enc(A.OP_VIII, viii, mcdowell));
    play(s, A.DONE);
    play(s, A.DONE); // the battle is resolved; VIII Corps is a lone unit again
    expect(s[L.C_PARENT + viii]).toBe(-1);
    expect(s[L.C_FLAGS + viii]! & L.F_ATTACKED).toBe(L.F_ATTACKED);
    const second = attack([9]).s; // the same offer in a later attack on the valley that turn
    second[L.C_FLAGS + viii] = s[L.C_FLAGS + viii]!;
    expect(joins(second)).toEqual([]);
  });

  it('in a defence of the Shenandoah Valley VIII Corps is offered to the defender, even after a rail move', () => {
    const s = defence(L.F_RAILED);
    expect(joins(s)).toEqual([A.enc(A.OP_VIII, viii, card('usa', MCDOWELL))]);
  });

  it('R8.3 multiple battles: VIII Corps that defended Harpers Ferry this turn may not join the defence of the valley', () => {
    expect(joins(defence(L.F_DEFENDED, ['harpers-ferry']))).toEqual([]);
    // having defended the valley itself earlier this turn, it may (the target is a city it defended)
    expect(joins(defence(L.F_DEFENDED, ['shenandoah-valley']))).toHaveLength(1);
  });

  it('Opt 12 VIII Corps after a failed invasion may not defend, so it does not join a defence', () => {
    expect(joins(defence(L.F_BR_NODEF))).toEqual([]);
  });

  it('Opt 12 VIII Corps tied to a bridgehead joins only a battle for a city connected to its port', () => {
    const norfolk = city('norfolk');
    const tie = (s: S, connected: boolean): S => {
      s[L.C_BRIDGE + viii] = tied(tied(0, L.F_BR_ATT, norfolk), L.F_BR_DEF, norfolk); // either tie
      const valley = city('shenandoah-valley'); // city 19: the low word of the port's set
      s[L.BR_CONN + 2 * norfolk] = connected ? 1 << valley : 0;
      return s;
    };
    const att = (): S => attack([9]).s;
    const attTied = (connected: boolean): S => {
      const s = tie(att(), connected);
      s[L.C_FLAGS + viii] = L.F_BR_ATT;
      return s;
    };
    expect(joins(attTied(false))).toEqual([]);
    expect(joins(attTied(true))).toHaveLength(1);
    expect(joins(tie(defence(L.F_BR_DEF), false))).toEqual([]);
    expect(joins(tie(defence(L.F_BR_DEF), true))).toHaveLength(1);
  });

  it('Opt 12 joining a battle does not lift VIII Corps restriction: it stays tied to its port', () => {
    const s = defence(L.F_BR_DEF);
    s[L.C_BRIDGE + viii] = city('norfolk') + 1;
    s[L.BR_CONN + 2 * city('norfolk')] = 1 << city('shenandoah-valley');
    play(s, joins(s)[0]!);
    expect(s[L.C_FLAGS + viii]! & (L.F_BR_DEF | L.F_IN_BATTLE)).toBe(L.F_BR_DEF | L.F_IN_BATTLE);
  });

  it('VIII Corps in the other theater (the West) is not offered', () => {
    const { s } = attack([9]);
    s[L.C_LOC + viii] = L.LOC_WEST;
    expect(joins(s)).toEqual([]);
  });
});
