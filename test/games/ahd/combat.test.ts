/**
 * R5 Combat on constructed positions played through the game object, with loaded dice: fire and its
 * results (R5.1, R5.33), targets (R5.1, R5.2), retreats (R5.4, R5.41), reinforcements (R5.5) and
 * cavalry withdrawal (R5.6).
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { ctrlOf } from '../../../src/games/ahd/state.js';
import {
  box,
  c,
  findMove,
  legal,
  legalTexts,
  loadDice,
  place,
  play,
  position,
  unitsAt,
  type PositionSpec,
  type UnitSpec,
} from './position.js';

const T = (t: string): number => L.TYPE_CODES.indexOf(t as never);
const reduced = (s: Int32Array, u: number): boolean => (s[L.U_ST + u]! & L.ST_REDUCED) !== 0;
const retreats = (s: Int32Array): string[] => legalTexts(s).filter((t) => /^(Retreat|Evacuate)/.test(t));
const reinforcements = (s: Int32Array): string[] => legalTexts(s).filter((t) => t.startsWith('Reinforce'));

/** Fire on (no retreat, no reinforcement) until the battle reaches `round` and `part`. */
function playTo(s: Int32Array, round: number, part: 0 | 1): void {
  while (s[L.H_ROUND] !== round || s[L.H_BPART] !== part) {
    const phase = s[L.H_PHASE];
    if (phase !== L.PH_PRE_FIRE && phase !== L.PH_TARGET)
      throw new Error(`the battle is over (phase ${phase})`);
    ahd.apply(s, phase === L.PH_PRE_FIRE ? A.DONE : A.AUTOFIRE);
  }
}

/**
 * The Union attacks Decatur (gray, no river side on these connections) from Nashville, which it
 * controls, with `attackers` (default one Vi) against `defenders`; the dice are loaded for what follows
 * the end of movement.
 */
function attackDecatur(
  defenders: UnitSpec[],
  dice: number[],
  more: {
    attackers?: string[];
    units?: UnitSpec[];
    control?: PositionSpec['control'];
    options?: PositionSpec['options'];
  } = {},
): Int32Array {
  const attackers = more.attackers ?? ['Vi'];
  const s = position({
    side: 'usa',
    options: more.options ?? {},
    control: { nashville: 'usa', ...more.control },
    units: [
      ...attackers.map((t) => ['usa', t.slice(0, 2), 'nashville', t.slice(3)] as UnitSpec),
      ...defenders,
      ...(more.units ?? []),
    ],
  });
  while (unitsAt(s, 'nashville', 'usa').length > 0) {
    const a = legal(s).find(
      (x) => A.opOf(x) === A.OP_MOVE && A.mvFrom(x) === box('nashville') && A.mvTo(x) === box('decatur'),
    );
    ahd.apply(s, a!);
  }
  loadDice(s, dice);
  ahd.apply(s, A.DONE);
  return s;
}

describe('R5.1 fire', () => {
  it("a shot hits on a roll equal to or less than the firer's Combat Value", () => {
    for (let die = 1; die <= 6; die++) {
      // The defending Militia Infantry (2) fires first at the attacking Veteran Infantry.
      const s = attackDecatur([['csa', 'Mi', 'decatur']], [die, 6]);
      const [vi] = unitsAt(s, 'decatur', 'usa', 'Vi');
      expect(reduced(s, vi!), `defender rolls ${die}`).toBe(die <= 2);
      expect(s[L.H_LAST_HITS + L.CSA]).toBe(die <= 2 ? 1 : 0);
      // The attacking Veteran Infantry (3) fires back.
      const t = attackDecatur([['csa', 'Mi', 'decatur']], [6, die]);
      const [mi] = unitsAt(t, 'decatur', 'csa', 'Mi');
      expect(reduced(t, mi!), `attacker rolls ${die}`).toBe(die <= 3);
      expect(t[L.H_LAST_HITS + L.USA]).toBe(die <= 3 ? 1 : 0);
    }
  });

  it('a hit flips a full-strength unit to its reduced side; nothing else changes', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 1]);
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(s[L.U_LOC + vi!]).toBe(box('decatur'));
    expect(s[L.U_ST + vi!]! & (L.ST_REDUCED | L.ST_ENTRENCHED)).toBe(L.ST_REDUCED);
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]); // the battle goes on
  });

  it('a hit on a reduced unit eliminates it: Militia to the Recruitment Pool at full strength', () => {
    const s = attackDecatur([['csa', 'Mi', 'decatur', 'r']], [6, 3]);
    const pool = unitsAt(s, 'decatur', 'csa');
    expect(pool).toHaveLength(0);
    expect(s[L.H_BWINNER]).toBe(L.USA); // the attacker has won the battle
    expect(s[L.H_CSA_LOST]).toBe(0); // Militia do not count for R6.2
    const mi = c.typeStart[L.CSA * L.NTYPES + T('Mi')]!;
    expect(s[L.U_LOC + mi]).toBe(L.LOC_POOL);
    expect(s[L.U_ST + mi]).toBe(0);
  });

  it('an elimination changes no other unit: the attackers keep their status', () => {
    // A Vi and a Cc against a reduced Mi: the Vi's 1 eliminates it, the Cc's shot is wasted.
    const s = attackDecatur([['csa', 'Mi', 'decatur', 'r']], [6, 1], { attackers: ['Vi', 'Cc'] });
    ahd.apply(s, A.AUTOFIRE); // the Union's announcement
    expect(unitsAt(s, 'decatur', 'csa')).toHaveLength(0);
    expect(s[L.H_PHASE]).toBe(L.PH_BATTLE_PROMO); // the winner's promotion, before any recovery
    const mine = unitsAt(s, 'decatur', 'usa');
    expect(mine).toHaveLength(2);
    for (const u of mine) expect(s[L.U_ST + u]! & (L.ST_REDUCED | L.ST_ENTRENCHED | L.ST_CROSSED)).toBe(0);
  });

  it('Veterans and Crack go to stock; a Confederate one counts as a loss for R6.2', () => {
    const s = attackDecatur([['csa', 'Ci', 'decatur', 'r']], [6, 1]);
    const ci = c.typeStart[L.CSA * L.NTYPES + T('Ci')]!;
    expect(s[L.U_LOC + ci]).toBe(L.LOC_STOCK);
    expect(s[L.U_ST + ci]).toBe(0);
    expect([s[L.H_CSA_LOST], s[L.H_CSA_LOST_PT]]).toEqual([1, 1]);
    // A Union Veteran eliminated is not a Confederate loss.
    const u = attackDecatur([['csa', 'Vi', 'decatur']], [1, 6, 1], { attackers: ['Vi'] });
    expect(u[L.H_PHASE]).toBe(L.PH_PRE_FIRE); // round 2: the Confederate may retreat or reinforce
    ahd.apply(u, A.DONE); // fire: the second hit eliminates the reduced Union Vi
    expect(unitsAt(u, 'decatur', 'usa')).toHaveLength(0);
    expect(u[L.H_BWINNER]).toBe(L.CSA);
    expect(u[L.H_CSA_LOST]).toBe(0);
  });

  it('the defender fires first: attackers it eliminates do not fire back that round', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [1, 1], { attackers: ['Mi:r'] });
    expect(unitsAt(s, 'decatur', 'usa')).toHaveLength(0);
    expect(s[L.H_BWINNER]).toBe(L.CSA);
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(reduced(s, vi!)).toBe(false);
  });

  it('R5.33 an impossible shot never hits, not even on a 1', () => {
    // Union Militia Infantry (2) at an entrenched Crack Infantry: 2 - 1 - 1 = 0.
    const s = attackDecatur([['csa', 'Ci', 'decatur', 'e']], [6, 1], { attackers: ['Mi'] });
    const [ci] = unitsAt(s, 'decatur', 'csa', 'Ci');
    expect(reduced(s, ci!)).toBe(false);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(0);
  });

  it('R5.33 an impossible shot is not rolled: the next shot takes the die', () => {
    // The Union Mi (counter 0, fires first) covers the entrenched Ci (2 - 1 - 1 = 0: impossible), the Vi takes
    // the reduced Mi. The Union's dice are 1 then 6: the 1 is the Vi's, which eliminates the Mi.
    const s = attackDecatur(
      [
        ['csa', 'Ci', 'decatur', 'e'],
        ['csa', 'Mi', 'decatur', 'r'],
      ],
      [6, 6, 1, 6],
      { attackers: ['Mi', 'Vi'] },
    );
    ahd.apply(s, A.AUTOFIRE); // the defenders' two shots miss
    ahd.apply(s, A.AUTOFIRE);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(1);
    expect(unitsAt(s, 'decatur', 'csa', 'Mi')).toHaveLength(0);
  });

  it('targets are announced before the dice: a second shot at a unit already eliminated is wasted', () => {
    const s = attackDecatur(
      [
        ['csa', 'Mi', 'decatur', 'r'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6, 1, 1, 1],
      { attackers: ['Vi', 'Vi', 'Vi'] },
    );
    ahd.apply(s, A.AUTOFIRE); // the Confederate announcement (two misses)
    const [mi] = unitsAt(s, 'decatur', 'csa', 'Mi');
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    ahd.apply(s, A.encTarget(T('Vi'), mi!));
    ahd.apply(s, A.encTarget(T('Vi'), mi!)); // two at the reduced Militia
    ahd.apply(s, A.encTarget(T('Vi'), vi!)); // the last announcement: fire
    expect(s[L.U_LOC + mi!]).toBe(L.LOC_POOL);
    expect(s[L.U_ST + mi!]).toBe(0); // the wasted shot did not touch it in the pool
    expect(reduced(s, vi!)).toBe(true);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(2);
  });

  it('R5.0 the attacker chooses among several battles; only boxes with a battle', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'nashville'],
        ['usa', 'Vi', 'humbolt'],
        ['csa', 'Mi', 'decatur'],
        ['csa', 'Mi', 'corinth'],
      ],
    });
    ahd.apply(s, findMove(s, 'nashville', ['decatur'], 'Vi')!);
    ahd.apply(s, findMove(s, 'humbolt', ['corinth'], 'Vi')!);
    s[L.H_FLAGS] = s[L.H_FLAGS]! | L.F_KY_OPEN;
    ahd.apply(s, A.DONE);
    expect(legalTexts(s)).toEqual(['Fight the battle at Decatur', 'Fight the battle at Corinth']);
    expect(() => ahd.apply(s, A.encBox(A.OP_BATTLE, box('memphis')))).toThrow(/no battle there/);
    expect(() => ahd.apply(s, A.encBox(A.OP_BATTLE, 200))).toThrow(/no battle there/);
    play(s, 'Fight the battle at Corinth');
    expect(s[L.H_BATTLE]).toBe(box('corinth'));
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(L.F_KY_OPEN); // a battle clears only its own marks
  });

  it('R5.0 battles continue round after round until one side has no units left', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6, 6, 6, 6, 6]);
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 0, L.PH_PRE_FIRE]);
    ahd.apply(s, A.DONE); // the Confederate fires (6: miss)
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 1, L.PH_PRE_FIRE]);
    ahd.apply(s, A.DONE); // the Union fires (6: miss)
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([3, 0]);
  });
});

describe('R5.1 targets', () => {
  it('each enemy unit must be fired upon if possible; with fewer firers, each takes a different one', () => {
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Mi', 'decatur'],
        ['csa', 'Ci', 'decatur'],
      ],
      [6, 6, 6, 6, 6],
      { attackers: ['Vi', 'Mi'] },
    );
    ahd.apply(s, A.AUTOFIRE); // the defender's three shots
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    ahd.apply(s, A.encTarget(T('Vi'), vi!));
    const targets = legal(s).filter((a) => A.opOf(a) === A.OP_TARGET);
    expect(targets).toHaveLength(2); // the Mi may take the Mi or the Ci, not the Vi again
    expect(targets.map((a) => A.tgSlot(a))).not.toContain(vi);
    expect(() => ahd.apply(s, A.encTarget(T('Mi'), vi!))).toThrow(/R5\.1/);
  });

  it('only enemy units in the battle may be named; interchangeable ones by their first unit', () => {
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6],
      { attackers: ['Vi', 'Vi'], units: [['csa', 'Vi', 'corinth']] },
    );
    expect(s[L.H_BPART]).toBe(0); // the defender announces first
    const [u1, u2] = unitsAt(s, 'decatur', 'usa', 'Vi');
    const [own] = unitsAt(s, 'decatur', 'csa', 'Vi');
    const [away] = unitsAt(s, 'corinth', 'csa', 'Vi');
    expect(() => ahd.apply(s, A.encTarget(T('Vi'), own!))).toThrow(/not an enemy unit in this battle/);
    expect(() => ahd.apply(s, A.encTarget(T('Vi'), away!))).toThrow(/not an enemy unit in this battle/);
    expect(() => ahd.apply(s, A.encTarget(T('Vi'), u2!))).toThrow(/named by their first unit/);
    expect(() => ahd.apply(s, A.encTarget(T('Ci'), u1!))).toThrow(/no firer of that type/);
    ahd.apply(s, A.encTarget(T('Vi'), u1!));
    // u1 now has a shot: it is no longer interchangeable with u2, which may be named.
    expect(legal(s)).toContain(A.encTarget(T('Vi'), u2!));
  });

  it('R5.2 infantry fire at cavalry only after every enemy infantry is a target', () => {
    const units: UnitSpec[] = [
      ['csa', 'Vi', 'decatur'],
      ['csa', 'Vc', 'decatur'],
    ];
    const opts = { 'r5.2-like-battlefield-targets': true };
    const s = attackDecatur(units, [6, 6, 6, 6, 6], { attackers: ['Vi', 'Vi', 'Vi'], options: opts });
    ahd.apply(s, A.AUTOFIRE);
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    const [vc] = unitsAt(s, 'decatur', 'csa', 'Vc');
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_TARGET)).toEqual([A.encTarget(T('Vi'), vi!)]);
    expect(() => ahd.apply(s, A.encTarget(T('Vi'), vc!))).toThrow(/R5\.2/);
    ahd.apply(s, A.encTarget(T('Vi'), vi!));
    // Every infantry is a target now: the cavalry may be fired at, or ignored for the infantry.
    const next = legal(s).filter((a) => A.opOf(a) === A.OP_TARGET);
    expect(next).toContain(A.encTarget(T('Vi'), vc!));
    expect(next).toContain(A.encTarget(T('Vi'), vi!));
    // Without the optional rule the first infantry may take the cavalry.
    const free = attackDecatur(units, [6, 6], { attackers: ['Vi', 'Vi', 'Vi'] });
    ahd.apply(free, A.AUTOFIRE);
    expect(legal(free)).toContain(A.encTarget(T('Vi'), unitsAt(free, 'decatur', 'csa', 'Vc')[0]!));
  });

  it('R5.2 cavalry must fire at cavalry until every enemy cavalry is a target', () => {
    const units: UnitSpec[] = [
      ['csa', 'Vi', 'decatur'],
      ['csa', 'Vi', 'decatur'],
      ['csa', 'Mc', 'decatur'],
    ];
    const opts = { 'r5.2-like-battlefield-targets': true };
    const s = attackDecatur(units, [6, 6, 6, 6, 6, 6], { attackers: ['Vc', 'Vc', 'Vc'], options: opts });
    ahd.apply(s, A.AUTOFIRE);
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    const [mc] = unitsAt(s, 'decatur', 'csa', 'Mc');
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_TARGET)).toEqual([A.encTarget(T('Vc'), mc!)]);
    expect(() => ahd.apply(s, A.encTarget(T('Vc'), vi!))).toThrow(/R5\.2/);
    ahd.apply(s, A.encTarget(T('Vc'), mc!));
    // The cavalry is covered: the next cavalry may take the infantry (and must, to cover them).
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_TARGET)).toEqual([A.encTarget(T('Vc'), vi!)]);
    ahd.apply(s, A.encTarget(T('Vc'), vi!));
    const [, vi2] = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_TARGET)).toEqual([A.encTarget(T('Vc'), vi2!)]);
  });

  it('AUTOFIRE aims at the legal target with the most expected damage', () => {
    // One Vi against an entrenched Ci (hits on 1) and a Vi (hits on 1-3): the plan takes the Vi.
    const s = attackDecatur(
      [
        ['csa', 'Ci', 'decatur', 'e'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6, 3],
    );
    ahd.apply(s, A.AUTOFIRE); // the Union's announcement (the defenders had a single target)
    expect(reduced(s, unitsAt(s, 'decatur', 'csa', 'Vi')[0]!)).toBe(true);
    expect(reduced(s, unitsAt(s, 'decatur', 'csa', 'Ci')[0]!)).toBe(false);
  });

  it('AUTOFIRE spreads its shots to cover every enemy unit, strongest firers first', () => {
    // Vi (3) and Mi (2) against a reduced Mi and a Vi: each target gets one shot; the Vi, firing first,
    // takes the most expected damage (the reduced Mi is worth twice: one hit eliminates it).
    const s = attackDecatur(
      [
        ['csa', 'Mi', 'decatur', 'r'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6, 3, 2],
      { attackers: ['Mi', 'Vi'] },
    );
    ahd.apply(s, A.AUTOFIRE);
    ahd.apply(s, A.AUTOFIRE);
    // Fire is rolled in counter order: the Mi's shot (die 3, misses on 2) then the Vi's (die 2, hits).
    const [cvi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(unitsAt(s, 'decatur', 'csa', 'Mi')).toHaveLength(0); // the Vi's hit eliminated the reduced Mi
    expect(reduced(s, cvi!)).toBe(false);
  });
});

describe('AUTOFIRE, the standard plan (README): strongest firers first, most expected damage', () => {
  it('a full hit on a Crack is worth more than one on a Militia; shots already aimed count less', () => {
    // Three Union Vi against a Ci (hit on 1-2, worth 3) and a Mi (1-3, worth 1): Ci, Ci, then the Mi
    // to cover it (R5.1). Every die a 1: the Ci takes two hits and is eliminated, the Mi one.
    const s = attackDecatur(
      [
        ['csa', 'Ci', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 1, 1, 1],
      { attackers: ['Vi', 'Vi', 'Vi'] },
    );
    ahd.apply(s, A.AUTOFIRE); // the defenders' two shots miss
    ahd.apply(s, A.AUTOFIRE);
    expect(unitsAt(s, 'decatur', 'csa', 'Ci')).toHaveLength(0);
    const [mi] = unitsAt(s, 'decatur', 'csa', 'Mi');
    expect(reduced(s, mi!)).toBe(true);
  });

  it('each shot already aimed at a target divides its worth again: four Vi give a Ci three shots, a Mi one', () => {
    // Ci: hit on 1-2, worth 3 (1.00); Mi: 1-3, worth 1 (0.50). Picks: Ci (1.00), Ci (1.00/2 = 0.50 beats
    // 0.50 by a hair), Mi (the Ci's 1.00/3 = 0.33 is less), Ci (0.33 against the Mi's 0.50/2). Every die
    // a 1: the Ci is eliminated by its first two shots (the third is wasted, R5.1), the Mi only reduced.
    const s = attackDecatur(
      [
        ['csa', 'Ci', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 1, 1, 1, 1],
      { attackers: ['Vi', 'Vi', 'Vi', 'Vi'] },
    );
    ahd.apply(s, A.AUTOFIRE); // the defenders' two shots miss
    ahd.apply(s, A.AUTOFIRE);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(3);
    expect(unitsAt(s, 'decatur', 'csa', 'Ci')).toHaveLength(0);
    const [mi] = unitsAt(s, 'decatur', 'csa', 'Mi');
    expect(reduced(s, mi!)).toBe(true);
  });

  it('the strongest firer chooses first', () => {
    // A Vi and a Mi against a Ci and a Mi: the Vi takes the Ci (1-2), the Mi covers the Mi (1-2).
    // Dice 3 and 3 (the Mi's shot is rolled first): both miss. Had the Mi chosen first it would have
    // taken the Ci and left the Vi the Mi, which a 3 hits.
    const s = attackDecatur(
      [
        ['csa', 'Ci', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 3, 3],
      { attackers: ['Vi', 'Mi'] },
    );
    ahd.apply(s, A.AUTOFIRE);
    ahd.apply(s, A.AUTOFIRE);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(0);
  });

  it('the strongest firer chooses first whatever its counter order: a Vi before a Vc', () => {
    // The Vi takes the Ci (hit on 1-2), the Vc covers the Mi (1-2); dice 3 and 3 (the Vi's shot first) miss.
    // Had the Vc chosen first it would have taken the Ci and left the Vi the Mi, which a 3 hits.
    const s = attackDecatur(
      [
        ['csa', 'Ci', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 3, 3],
      { attackers: ['Vi', 'Vc'] },
    );
    ahd.apply(s, A.AUTOFIRE);
    ahd.apply(s, A.AUTOFIRE);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(0);
  });

  it('the strongest firer chooses first: a Mi (2) before a Mc (1)', () => {
    // The Mi takes the Vi (hit on 1-2, worth 2), the Mc covers the Mi (1); dice 2 and 6 (the Mi's shot
    // first): the Vi is reduced. Had the Mc chosen first it would have taken the Vi and left the Mi the Mi.
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 2, 6],
      { attackers: ['Mi', 'Mc'] },
    );
    ahd.apply(s, A.AUTOFIRE);
    ahd.apply(s, A.AUTOFIRE);
    expect(reduced(s, unitsAt(s, 'decatur', 'csa', 'Vi')[0]!)).toBe(true);
    expect(reduced(s, unitsAt(s, 'decatur', 'csa', 'Mi')[0]!)).toBe(false);
  });

  it('equally strong firers choose in type order (README): a Mi before a Vc', () => {
    // Both hit on 1-2. The Mi takes the Vi (worth 2), the Vc covers the Mi; dice 2 and 6 (the Mi's shot
    // first): the Vi is reduced. Had the Vc chosen first it would have taken the Vi and left the Mi the Mi.
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 2, 6],
      { attackers: ['Mi', 'Vc'] },
    );
    ahd.apply(s, A.AUTOFIRE);
    ahd.apply(s, A.AUTOFIRE);
    expect(reduced(s, unitsAt(s, 'decatur', 'csa', 'Vi')[0]!)).toBe(true);
    expect(reduced(s, unitsAt(s, 'decatur', 'csa', 'Mi')[0]!)).toBe(false);
  });

  it("four firers at two like targets split two and two (each shot aimed divides a target's worth)", () => {
    // Four Vi against two Vi (hit on 1-3, worth 2): the plan alternates, the first and second firers at
    // different targets. Dice 6, 6 for the defenders, then 1, 1, 6, 6 (the firers' counter order): each Vi is
    // reduced, neither eliminated.
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6, 1, 1, 6, 6],
      { attackers: ['Vi', 'Vi', 'Vi', 'Vi'] },
    );
    ahd.apply(s, A.AUTOFIRE);
    ahd.apply(s, A.AUTOFIRE);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(2);
    const vi = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(vi).toHaveLength(2);
    expect(vi.every((u) => reduced(s, u))).toBe(true);
  });

  it('R5.2 (optional) in the plan too: infantry fire at infantry first, cavalry (Militia too) at cavalry', () => {
    const opts = { 'r5.2-like-battlefield-targets': true };
    const defenders: UnitSpec[] = [
      ['csa', 'Vi', 'decatur'],
      ['csa', 'Vc', 'decatur'],
    ];
    // One Union Vi (hits on 1-3), then one Union Mc (hits on 1): the die is a 1.
    for (const [firer, want] of [
      ['Vi', 'Vi'],
      ['Mc', 'Vc'],
    ] as const) {
      const s = attackDecatur(defenders, [6, 6, 1], { attackers: [firer], options: opts });
      if (s[L.H_PHASE] === L.PH_TARGET && s[L.H_BPART] === 1) ahd.apply(s, A.AUTOFIRE);
      const hit = unitsAt(s, 'decatur', 'csa').filter((u) => reduced(s, u));
      expect(hit.map((u) => L.TYPE_CODES[c.slotType[u]!])).toEqual([want]);
    }
  });

  it('targets that differ in what a shot does to them are offered separately', () => {
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Vi', 'decatur', 'e'],
        ['csa', 'Vi', 'decatur', 'r'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6, 6, 6],
      { attackers: ['Vi', 'Vi', 'Vi', 'Vi', 'Vi'] },
    );
    ahd.apply(s, A.AUTOFIRE);
    const targets = legal(s).filter((a) => A.opOf(a) === A.OP_TARGET);
    expect(targets).toHaveLength(3); // full, entrenched, reduced: the two full Vi are one choice
    const [full1, , , full2] = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(targets).toContain(A.encTarget(T('Vi'), full1!));
    expect(targets).not.toContain(A.encTarget(T('Vi'), full2!));
  });

  it('the defender aims at the attacker crossing a river (R5.34: +1), not the first counter', () => {
    // Confederate Vi from Meridian (the lower counter) and from Montgomery (across the river) attack a lone
    // Union Vi at Selma: it hits the crossing one on a 4, the other only on 1-3. The die is a 4.
    const s = position({
      side: 'csa',
      units: [
        ['csa', 'Vi', 'meridian'],
        ['csa', 'Vi', 'montgomery'],
        ['usa', 'Vi', 'selma'],
      ],
    });
    ahd.apply(s, findMove(s, 'montgomery', ['selma'], 'Vi')!);
    ahd.apply(s, findMove(s, 'meridian', ['selma'], 'Vi')!);
    loadDice(s, [4, 6, 6]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_BPART]).toBe(0);
    ahd.apply(s, A.AUTOFIRE);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(1);
    const hit = unitsAt(s, 'selma', 'csa', 'Vi').filter((u) => reduced(s, u));
    expect(hit.map((u) => s[L.U_FROM + u])).toEqual([box('montgomery')]);
  });

  it('the defender tells river-crossing attackers apart; the attacker does not', () => {
    const s = position({
      side: 'csa',
      units: [
        ['csa', 'Vi', 'montgomery'],
        ['csa', 'Vi', 'meridian'],
        ['usa', 'Vi', 'selma'],
        ['usa', 'Vi', 'selma'],
      ],
    });
    ahd.apply(s, findMove(s, 'montgomery', ['selma'], 'Vi')!); // across the river
    ahd.apply(s, findMove(s, 'meridian', ['selma'], 'Vi')!);
    loadDice(s, [6, 6, 6, 6]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_BPART]).toBe(0);
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_TARGET)).toHaveLength(2); // crossing or not
    ahd.apply(s, A.AUTOFIRE);
    expect(s[L.H_BPART]).toBe(1);
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_TARGET)).toHaveLength(1); // two equal Union Vi
  });
});

describe('R5.4 retreating from battle', () => {
  it('from round 2, instead of firing, an army retreats to one box and the other side wins', () => {
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur', 'e'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 6, 6],
    );
    ahd.apply(s, A.AUTOFIRE); // round 1: the defender's two shots
    expect(s[L.H_ROUND]).toBe(2);
    expect(retreats(s).length).toBeGreaterThan(0);
    play(s, 'Retreat to Corinth');
    expect(unitsAt(s, 'decatur', 'csa')).toHaveLength(0);
    const moved = unitsAt(s, 'corinth', 'csa');
    expect(moved).toHaveLength(2);
    for (const u of moved) {
      expect(s[L.U_ST + u]! & L.ST_ENTRENCHED).toBe(0); // moving loses entrenchment
      expect(s[L.U_FROM + u]).toBe(box('decatur'));
    }
    expect(s[L.H_BWINNER]).toBe(L.USA);
    expect(s[L.H_RETREATED]).toBe(L.CSA);
  });

  it('the defender may not retreat into enemy units, an enemy Recruitment City, or where the attackers came from', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6], { units: [['usa', 'Mi', 'corinth']] });
    // Nashville: the attackers came from it (and the Union holds it); Corinth: Union units.
    expect(retreats(s).sort()).toEqual(
      [
        'Retreat to Chattanooga',
        'Retreat to Jacksonville, Al.',
        'Retreat to Murfreesboro',
        'Retreat to Pittsburgh Landing',
        'Retreat to Tuscaloosa',
      ].sort(),
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_RETREAT, box('nashville')))).toThrow(
      /no legal retreat to Nashville \(R5\.4\)/,
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_RETREAT, box('corinth')))).toThrow(/R5\.4/);
  });

  it('the retreat must be to a friendly box if there is one', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6], { control: { tuscaloosa: 'usa' } });
    expect(retreats(s)).not.toContain('Retreat to Tuscaloosa'); // Union-held while friendly boxes exist
    expect(retreats(s)).toContain('Retreat to Corinth');
    ahd.apply(s, A.DONE); // the Confederate fires (6)
    // The Union's part: Nashville (where it came from) and Tuscaloosa are its friendly neighbours.
    expect(retreats(s).sort()).toEqual(['Retreat to Nashville', 'Retreat to Tuscaloosa']);
  });

  it('without a friendly box any other legal box will do; never an enemy-held Recruitment City', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6, 6], {
      control: { nashville: 'csa' },
      units: [['csa', 'Mi', 'murfreesboro']],
    });
    ahd.apply(s, A.DONE);
    // Chattanooga and Nashville are Confederate Recruitment Cities; Murfreesboro holds a Confederate unit.
    expect(retreats(s).sort()).toEqual(
      [
        'Retreat to Corinth',
        'Retreat to Jacksonville, Al.',
        'Retreat to Pittsburgh Landing',
        'Retreat to Tuscaloosa',
      ].sort(),
    );
  });

  it('an army that has no legal retreat fights on', () => {
    // New Bern's only neighbour is Goldsboro, where the Confederate attackers came from.
    const s = position({
      side: 'csa',
      control: { 'new-bern': 'usa' },
      units: [
        ['usa', 'Mi', 'new-bern'],
        ['csa', 'Vi', 'goldsboro'],
      ],
    });
    ahd.apply(s, findMove(s, 'goldsboro', ['new-bern'], 'Vi')!);
    loadDice(s, [6, 6, 6]);
    ahd.apply(s, A.DONE);
    // Round 2: the Union defender had no retreat (and nothing to reinforce with), so it fired at
    // once; the attacker's part is next, and it may retreat to where it came from.
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 1, L.PH_PRE_FIRE]);
    expect(s[L.H_LAST_HITS + L.USA]).toBe(0);
    expect(retreats(s)).toEqual(['Retreat to Goldsboro']);
  });

  it('R5.41 the Union may evacuate a Southern port by sea to a Union-held Washington', () => {
    const setup = (options: PositionSpec['options'], control: PositionSpec['control'] = {}): Int32Array => {
      const s = position({
        side: 'csa',
        options,
        control: { 'new-bern': 'usa', ...control },
        units: [
          ['usa', 'Mi', 'new-bern'],
          ['csa', 'Vi', 'goldsboro'],
        ],
      });
      ahd.apply(s, findMove(s, 'goldsboro', ['new-bern'], 'Vi')!);
      loadDice(s, [6, 6, 6]);
      ahd.apply(s, A.DONE);
      return s;
    };
    const evac = { 'r5.41-union-naval-evacuations': true };
    const s = setup(evac);
    expect(s[L.H_BPART]).toBe(0);
    expect(retreats(s)).toEqual(['Evacuate by sea to Washington']);
    play(s, 'Evacuate by sea to Washington');
    expect(unitsAt(s, 'washington', 'usa', 'Mi')).toHaveLength(1);
    expect(s[L.H_BWINNER]).toBe(L.CSA);
    // Without the optional rule, or with Washington lost, the Union has no way out: it fires at once.
    for (const t of [setup({}), setup(evac, { washington: 'csa' })]) {
      expect(t[L.H_BPART]).toBe(1);
      expect(retreats(t)).toEqual(['Retreat to Goldsboro']); // the attacker's part
    }
    const held = setup(evac);
    place(held, 'csa', 'Mc', 'washington'); // Confederates in Union-held Washington: no evacuation there
    expect(retreats(held)).toEqual([]);
  });

  it('R5.41 evacuation is open to invaders from the sea, not to an overland Union attack', () => {
    const evac = { 'r5.41-union-naval-evacuations': true };
    const s = position({
      side: 'usa',
      options: evac,
      units: [
        ['usa', 'Vi', 'goldsboro'],
        ['csa', 'Mi', 'new-bern'],
      ],
    });
    ahd.apply(s, findMove(s, 'goldsboro', ['new-bern'], 'Vi')!);
    loadDice(s, [6, 6, 6]);
    ahd.apply(s, A.DONE); // round 1, then the Confederate part of round 2 (no retreat: it fires)
    expect(s[L.H_BPART]).toBe(1);
    expect(retreats(s)).toEqual(['Retreat to Goldsboro']);
    // The same battle begun by a naval invasion from Washington.
    const inv = position({
      side: 'usa',
      options: evac,
      units: [
        ['usa', 'Vi', 'washington'],
        ['csa', 'Mi', 'new-bern'],
      ],
    });
    inv[L.H_FLAGS] = inv[L.H_FLAGS]! | L.F_INVASION;
    ahd.apply(inv, A.encInvade(box('new-bern'), A.cls(T('Vi'), 0, 0), 1));
    loadDice(inv, [6, 6, 6]);
    ahd.apply(inv, A.DONE);
    expect(inv[L.H_BPART]).toBe(0);
    expect(retreats(inv)).toEqual(['Retreat to Goldsboro']); // invaders came from the sea
    ahd.apply(inv, A.DONE);
    expect(inv[L.H_BPART]).toBe(1);
    expect(retreats(inv)).toEqual(['Retreat to Goldsboro', 'Evacuate by sea to Washington']);
  });

  it('R5.41 is for the Union only', () => {
    const s = position({
      side: 'usa',
      options: { 'r5.41-union-naval-evacuations': true },
      units: [
        ['usa', 'Vi', 'florence'],
        ['csa', 'Mi', 'charleston'],
      ],
    });
    ahd.apply(s, findMove(s, 'florence', ['charleston'], 'Vi')!);
    loadDice(s, [6, 6]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_BPART]).toBe(0); // the Confederate defender's part
    expect(retreats(s).sort()).toEqual(['Retreat to Savannah', 'Retreat to St. George']);
  });

  it('R4.2 (read-csa-potomac-reinforce): Confederates do not retreat along the Potomac', () => {
    const setup = (options: PositionSpec['options']): Int32Array => {
      const s = position({
        side: 'csa',
        options,
        units: [
          ['usa', 'Mi', 'washington'],
          ['csa', 'Vi', 'manassas-junction'],
        ],
      });
      ahd.apply(s, findMove(s, 'manassas-junction', ['washington'], 'Vi')!);
      loadDice(s, [6, 6, 6, 6]);
      ahd.apply(s, A.DONE);
      ahd.apply(s, A.DONE); // the Union part of round 2: fire
      return s;
    };
    expect(retreats(setup({}))).toEqual(['Retreat to Manassas Junction']);
    expect(retreats(setup({ 'read-csa-potomac-reinforce': 'allowed' })).sort()).toEqual(
      ['Retreat to Fredericksburg', 'Retreat to Manassas Junction'].sort(),
    );
  });

  it('R4.12: a Union army may not retreat into Kentucky while it is closed; a Confederate one opens it', () => {
    const ky = { 'r4.12-kentucky-neutrality': true };
    const setup = (options: PositionSpec['options']): Int32Array => {
      const s = position({
        side: 'usa',
        options,
        units: [
          ['usa', 'Vi', 'murfreesboro'],
          ['csa', 'Mi', 'nashville'],
          ['usa', 'Mi', 'decatur'],
          ['usa', 'Mi', 'sparta'],
          ['usa', 'Mi', 'forts-henry-and-donelson'],
        ],
      });
      ahd.apply(s, findMove(s, 'murfreesboro', ['nashville'], 'Vi')!);
      loadDice(s, [6, 6, 6]);
      ahd.apply(s, A.DONE);
      return s;
    };
    const open = setup({});
    expect(open[L.H_BPART]).toBe(0);
    expect(retreats(open)).toEqual(['Retreat to Bowling Green']); // the Confederate's only way out
    play(open, 'Retreat to Bowling Green');
    const closed = setup(ky);
    play(closed, 'Retreat to Bowling Green');
    expect(closed[L.H_FLAGS]! & L.F_KY_OPEN).toBe(L.F_KY_OPEN); // R4.12: a Confederate entered Kentucky
    // The Union side of the same rule: its retreat from Nashville may not enter Kentucky.
    const u = position({
      side: 'csa',
      options: ky,
      control: { nashville: 'usa' },
      units: [
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vi', 'murfreesboro'],
        ['csa', 'Mi', 'decatur'],
        ['csa', 'Mi', 'sparta'],
        ['csa', 'Mi', 'forts-henry-and-donelson'],
      ],
    });
    ahd.apply(u, findMove(u, 'murfreesboro', ['nashville'], 'Vi')!);
    const freed = Int32Array.from(u);
    freed[L.H_FLAGS] = freed[L.H_FLAGS]! | L.F_KY_OPEN;
    for (const t of [u, freed]) {
      loadDice(t, [6, 6, 6]);
      ahd.apply(t, A.DONE);
    }
    // Kentucky closed: the Union had no retreat and fired at once; the attacker's part is next.
    expect(u[L.H_BPART]).toBe(1);
    // Kentucky open: Bowling Green is the Union's way out.
    expect(freed[L.H_BPART]).toBe(0);
    expect(retreats(freed)).toEqual(['Retreat to Bowling Green']);
  });
});

describe('R5.5 reinforcing a battle', () => {
  it('not in round 1; from round 2 one unit from each adjacent box, retreat decided first', () => {
    const s = attackDecatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 6, 6, 6, 6],
      {
        units: [
          ['csa', 'Vi', 'corinth'],
          ['csa', 'Vi', 'corinth'],
          ['csa', 'Mi', 'chattanooga', 'r'],
        ],
      },
    );
    expect(s[L.H_ROUND]).toBe(1);
    expect(reinforcements(s)).toEqual([]); // round 1: the defender announces its two shots
    ahd.apply(s, A.AUTOFIRE);
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(reinforcements(s).sort()).toEqual(
      ['Reinforce with 1 Mi (reduced) from Chattanooga', 'Reinforce with 1 Vi from Corinth'].sort(),
    );
    play(s, 'Reinforce with 1 Vi from Corinth');
    expect(unitsAt(s, 'decatur', 'csa', 'Vi')).toHaveLength(2);
    expect(reinforcements(s)).toEqual(['Reinforce with 1 Mi (reduced) from Chattanooga']); // one a box
    expect(retreats(s)).toEqual([]); // no retreat after reinforcing
    expect(() => ahd.apply(s, A.encBox(A.OP_RETREAT, box('corinth')))).toThrow(
      /retreat is decided before reinforcing/,
    );
    playTo(s, 3, 0);
    expect(reinforcements(s)).toContain('Reinforce with 1 Vi from Corinth'); // round 3: again
  });

  it('units that fought a battle this Player Turn cannot reinforce another', () => {
    // The Union attacks Corinth (with a reduced Militia) and Decatur; Corinth is fought first.
    const s = position({
      side: 'usa',
      control: { nashville: 'usa' },
      units: [
        ['usa', 'Vi', 'nashville'],
        ['usa', 'Mi', 'humbolt', 'r'],
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Vi', 'corinth'],
        ['csa', 'Vi', 'corinth'],
      ],
    });
    ahd.apply(s, findMove(s, 'nashville', ['decatur'], 'Vi')!);
    ahd.apply(s, findMove(s, 'humbolt', ['corinth'], 'Mi')!);
    loadDice(s, [1, 6, 6, 6]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_PICK_BATTLE); // two battles: the attacker chooses the order
    expect(legalTexts(s)).toEqual(['Fight the battle at Decatur', 'Fight the battle at Corinth']);
    play(s, 'Fight the battle at Corinth'); // the defenders' first shot eliminates the Militia
    expect(s[L.H_BWINNER]).toBe(L.CSA);
    ahd.apply(s, A.DONE); // no promotion: the Decatur battle starts by itself
    expect(s[L.H_BATTLE]).toBe(box('decatur'));
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(reinforcements(s)).toEqual([]); // Corinth's units have fought this Player Turn
  });

  it('the attacker may not reinforce from a box that also holds enemy units', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6, 6], {
      units: [
        ['usa', 'Vi', 'murfreesboro'],
        ['csa', 'Mi', 'murfreesboro'],
        ['usa', 'Vi', 'tuscaloosa'],
      ],
    });
    play(s, 'Fight the battle at Decatur');
    ahd.apply(s, A.DONE); // the Confederate part of round 2
    expect(s[L.H_BPART]).toBe(1);
    expect(reinforcements(s)).toEqual(['Reinforce with 1 Vi from Tuscaloosa']);
  });

  it('the defender may, leaving as many units there as the enemy has', () => {
    const spec = (csa: number): UnitSpec[] => [
      ['usa', 'Vi', 'murfreesboro'],
      ...Array.from({ length: csa }, () => ['csa', 'Mi', 'murfreesboro'] as UnitSpec),
    ];
    const one = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6], { units: spec(1) });
    play(one, 'Fight the battle at Decatur');
    expect([one[L.H_ROUND], one[L.H_BPART]]).toEqual([2, 0]);
    expect(reinforcements(one)).toEqual([]); // 1 against 1: nothing may leave Murfreesboro
    const two = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6], { units: spec(2) });
    play(two, 'Fight the battle at Decatur');
    expect(reinforcements(two)).toEqual(['Reinforce with 1 Mi from Murfreesboro']);
    play(two, 'Reinforce with 1 Mi from Murfreesboro');
    expect(unitsAt(two, 'murfreesboro', 'csa')).toHaveLength(1);
  });

  it('attacker reinforcements entered the battle: the defender may not retreat to their box', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6, 6, 6], {
      units: [['usa', 'Vi', 'tuscaloosa']],
    });
    expect(retreats(s)).not.toContain('Retreat to Tuscaloosa'); // Union units there
    playTo(s, 2, 1);
    play(s, 'Reinforce with 1 Vi from Tuscaloosa');
    playTo(s, 3, 0);
    expect(unitsAt(s, 'tuscaloosa', 'usa')).toHaveLength(0); // empty now, but the attackers came from it
    expect(retreats(s)).not.toContain('Retreat to Tuscaloosa');
    expect(retreats(s)).toContain('Retreat to Corinth');
  });

  it('reinforcements are never entrenched, even at a Permanent Entrenchment; the entrenched stay home', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'monroe'],
        ['csa', 'Mi', 'vicksburg', 'e'],
        ['csa', 'Vi', 'jackson', 'e'],
        ['csa', 'Vi', 'jackson'],
      ],
    });
    ahd.apply(s, findMove(s, 'monroe', ['vicksburg'], 'Vi')!);
    loadDice(s, [6, 6]);
    ahd.apply(s, A.DONE);
    play(s, 'Reinforce with 1 Vi from Jackson');
    const [vi] = unitsAt(s, 'vicksburg', 'csa', 'Vi');
    expect(s[L.U_ST + vi!]! & L.ST_ENTRENCHED).toBe(0);
    const [mi] = unitsAt(s, 'vicksburg', 'csa', 'Mi');
    expect(s[L.U_ST + mi!]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
    const [home] = unitsAt(s, 'jackson', 'csa', 'Vi');
    expect(s[L.U_ST + home!]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
  });

  it('R4.2 (read-csa-potomac-reinforce): Confederates do not reinforce along the Potomac', () => {
    const setup = (options: PositionSpec['options']): Int32Array => {
      const s = position({
        side: 'csa',
        options,
        units: [
          ['usa', 'Mi', 'washington'],
          ['csa', 'Vi', 'manassas-junction'],
          ['csa', 'Vi', 'fredericksburg'],
        ],
      });
      ahd.apply(s, findMove(s, 'manassas-junction', ['washington'], 'Vi')!);
      loadDice(s, [6, 6, 6, 6]);
      ahd.apply(s, A.DONE);
      ahd.apply(s, A.DONE); // the Union part of round 2
      return s;
    };
    expect(reinforcements(setup({}))).toEqual([]);
    expect(reinforcements(setup({ 'read-csa-potomac-reinforce': 'allowed' }))).toEqual([
      'Reinforce with 1 Vi from Fredericksburg',
    ]);
  });

  it('refuses reinforcements from no such neighbour or of no such unit', () => {
    const s = attackDecatur([['csa', 'Vi', 'decatur']], [6, 6], { units: [['csa', 'Vi', 'corinth']] });
    expect(() => ahd.apply(s, A.encReinforce(7, A.cls(T('Vi'), 0, 0)))).toThrow(/no such neighbouring box/);
    const k = c.adjTo
      .subarray(c.adjStart[box('decatur')], c.adjStart[box('decatur') + 1])
      .indexOf(box('corinth'));
    expect(() => ahd.apply(s, A.encReinforce(k, A.cls(T('Ci'), 0, 0)))).toThrow(
      /may not reinforce this battle now \(R5\.5\)/,
    );
    ahd.apply(s, A.encReinforce(k, A.cls(T('Vi'), 0, 0)));
    expect(unitsAt(s, 'decatur', 'csa')).toHaveLength(2);
  });
});

describe('R5.6 cavalry withdrawal before combat', () => {
  it("an all-cavalry defender may withdraw: not to enemy Recruitment Cities, enemy units, or the attackers' boxes", () => {
    const s = attackDecatur(
      [
        ['csa', 'Vc', 'decatur', 'e'],
        ['csa', 'Mc', 'decatur'],
      ],
      [],
      { control: { chattanooga: 'usa', tuscaloosa: 'usa' }, units: [['usa', 'Mi', 'corinth']] },
    );
    expect(s[L.H_PHASE]).toBe(L.PH_WITHDRAW);
    expect(ahd.toMove(s)).toBe(L.CSA);
    expect(legalTexts(s).sort()).toEqual(
      [
        'Stand and fight',
        'Withdraw the cavalry to Jacksonville, Al.',
        'Withdraw the cavalry to Murfreesboro',
        'Withdraw the cavalry to Pittsburgh Landing',
        'Withdraw the cavalry to Tuscaloosa', // Union-held but no Recruitment City
      ].sort(),
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_WITHDRAW, box('chattanooga')))).toThrow(
      /cavalry may not withdraw to Chattanooga \(R5\.6\)/,
    );
    play(s, 'Withdraw the cavalry to Murfreesboro');
    // No battle is fought: nobody wins or is promoted; the Union captures Decatur.
    expect(unitsAt(s, 'murfreesboro', 'csa')).toHaveLength(2);
    for (const u of unitsAt(s, 'murfreesboro', 'csa')) {
      expect(s[L.U_ST + u]! & (L.ST_ENTRENCHED | L.ST_FOUGHT)).toBe(0);
      expect(s[L.U_FROM + u]).toBe(box('decatur'));
    }
    expect(s[L.H_BATTLE]).toBe(-1);
    expect(s[L.H_PHASE]).not.toBe(L.PH_BATTLE_PROMO);
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
  });

  it('R4.12: the Union cavalry may not withdraw into a closed Kentucky', () => {
    const setup = (options: PositionSpec['options']): Int32Array => {
      const s = position({
        side: 'csa',
        options,
        units: [
          ['usa', 'Vc', 'cincinnati'],
          ['csa', 'Vi', 'chillicothe'],
        ],
      });
      ahd.apply(s, findMove(s, 'chillicothe', ['cincinnati'], 'Vi')!);
      ahd.apply(s, A.DONE);
      return s;
    };
    const withdrawals = (s: Int32Array): string[] =>
      legalTexts(s)
        .filter((t) => t.startsWith('Withdraw'))
        .sort();
    expect(withdrawals(setup({ 'r4.12-kentucky-neutrality': true }))).toEqual([
      'Withdraw the cavalry to Bloomington',
      'Withdraw the cavalry to Dayton',
    ]);
    expect(withdrawals(setup({}))).toEqual([
      'Withdraw the cavalry to Bloomington',
      'Withdraw the cavalry to Dayton',
      'Withdraw the cavalry to Lexington',
      'Withdraw the cavalry to Louisville',
    ]);
  });

  it('standing to fight begins round 1', () => {
    const s = attackDecatur([['csa', 'Vc', 'decatur']], [6, 6, 6]);
    play(s, 'Stand and fight');
    expect(s[L.H_ROUND]).toBe(2); // round 1 was fought (a lone target each way)
  });

  it('not when the defender has infantry too, nor when every attacker is cavalry', () => {
    const mixed = attackDecatur(
      [
        ['csa', 'Vc', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6],
    );
    expect(mixed[L.H_PHASE]).not.toBe(L.PH_WITHDRAW);
    const pinned = attackDecatur([['csa', 'Vc', 'decatur']], [6, 6], { attackers: ['Mc'] });
    expect(pinned[L.H_PHASE]).not.toBe(L.PH_WITHDRAW);
    expect(pinned[L.H_ROUND]).toBe(2);
  });

  it('without any box to withdraw to the battle simply begins', () => {
    // New Bern: its only neighbour is where the attackers came from.
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'goldsboro'],
        ['csa', 'Mc', 'new-bern'],
      ],
    });
    ahd.apply(s, findMove(s, 'goldsboro', ['new-bern'], 'Vi')!);
    loadDice(s, [6, 6]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).not.toBe(L.PH_WITHDRAW);
    expect(s[L.H_ROUND]).toBe(2);
  });
});
