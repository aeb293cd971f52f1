/**
 * The rulebook's worked examples (digest Appendix C), one test each, named after the rule.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import { fireValue } from '../../../src/games/ahd/combat-fire.js';
import { captureOccupied } from '../../../src/games/ahd/control.js';
import * as L from '../../../src/games/ahd/layout.js';
import { armyCap } from '../../../src/games/ahd/recruitment.js';
import { ctrlOf } from '../../../src/games/ahd/state.js';
import { checkInstantVictory, checkNoviceVictory } from '../../../src/games/ahd/victory.js';
import { battle, box, c, findMove, legal, legalTexts, place, position, unitsAt } from './position.js';

const usedOf = (s: Int32Array, u: number): number => (s[L.U_ST + u]! & L.ST_USED_MASK) >> L.ST_USED_SHIFT;

describe('Appendix C worked examples', () => {
  it('R4.0 movement: three Marches from Shreveport and Vicksburg', () => {
    const s = position({
      side: 'usa',
      marches: 3,
      units: [
        ['usa', 'Cc', 'shreveport'],
        ['usa', 'Mi', 'shreveport'],
        ['usa', 'Vi', 'vicksburg'],
      ],
    });
    // 1st March: the cavalry goes two boxes by road and rail; infantry may not mix road and rail.
    expect(findMove(s, 'shreveport', ['monroe', 'vicksburg'], 'Mi')).toBeUndefined();
    ahd.apply(s, findMove(s, 'shreveport', ['monroe', 'vicksburg'], 'Cc')!);
    ahd.apply(s, findMove(s, 'shreveport', ['monroe'], 'Mi')!); // same March: no cost
    expect(s[L.H_MARCHES]).toBe(2);
    // 2nd March: one box by rail to Vicksburg, not on to Jackson (an unfriendly railroad).
    expect(findMove(s, 'monroe', ['vicksburg', 'jackson'], 'Mi')).toBeUndefined();
    ahd.apply(s, findMove(s, 'monroe', ['vicksburg'], 'Mi')!);
    expect(s[L.H_MARCHES]).toBe(1);
    // 3rd March: Vicksburg activated; the Vi goes two boxes by river, the cavalry by rail to McComb.
    ahd.apply(s, findMove(s, 'vicksburg', ['natchez', 'alexandria'], 'Vi')!);
    ahd.apply(s, findMove(s, 'vicksburg', ['jackson', 'mccomb'], 'Cc')!);
    expect(s[L.H_MARCHES]).toBe(0);
    expect(unitsAt(s, 'alexandria', 'usa', 'Vi')).toHaveLength(1);
    expect(unitsAt(s, 'mccomb', 'usa', 'Cc')).toHaveLength(1);
    // The militia has taken part in two Marches and cannot move.
    const [mi] = unitsAt(s, 'vicksburg', 'usa', 'Mi');
    expect(usedOf(s, mi!)).toBe(2);
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_MOVE)).toHaveLength(0);
  });

  it('R4.3 entrenchment: one March in a Recruitment City, two elsewhere', () => {
    const s = position({
      side: 'usa',
      marches: 3,
      units: Array.from({ length: 5 }, () => ['usa', 'Mi', 'cincinnati'] as const) as never,
    });
    // Cincinnati (a Recruitment City): one March moves three units out and entrenches the other two.
    ahd.apply(s, findMove(s, 'cincinnati', ['dayton'], 'Mi', 3)!);
    expect(s[L.H_MARCHES]).toBe(2);
    ahd.apply(s, A.encBox(A.OP_ENTRENCH, box('cincinnati')));
    expect(s[L.H_MARCHES]).toBe(2); // the same March
    const left = unitsAt(s, 'cincinnati', 'usa');
    expect(left).toHaveLength(2);
    for (const u of left) expect(s[L.U_ST + u]! & L.ST_ENTRENCHED).toBeTruthy();
    for (const u of unitsAt(s, 'dayton', 'usa')) expect(s[L.U_ST + u]! & L.ST_ENTRENCHED).toBe(0);

    // Manassas Junction (not a Recruitment City): moving in and entrenching would take three Marches.
    const m = position({
      side: 'usa',
      marches: 6,
      units: [
        ['usa', 'Mi', 'harpers-ferry'],
        ['usa', 'Mi', 'manassas-junction'],
      ],
    });
    ahd.apply(m, findMove(m, 'harpers-ferry', ['manassas-junction'], 'Mi')!);
    ahd.apply(m, A.encBox(A.OP_ENTRENCH, box('manassas-junction')));
    expect(m[L.H_MARCHES]).toBe(6 - 1 - 2); // one March to move, two to entrench the unit that stayed
    const [fresh, moved] = [
      unitsAt(m, 'manassas-junction', 'usa')[0]!,
      unitsAt(m, 'manassas-junction', 'usa')[1]!,
    ];
    const entrenched = [fresh, moved].filter((u) => m[L.U_ST + u]! & L.ST_ENTRENCHED);
    expect(entrenched).toHaveLength(1); // only the unit that had not moved
    expect(usedOf(m, entrenched[0]!)).toBe(2);
    // With only the moved unit left to entrench, no entrenchment is possible at all.
    const m2 = position({ side: 'usa', marches: 6, units: [['usa', 'Mi', 'harpers-ferry']] });
    ahd.apply(m2, findMove(m2, 'harpers-ferry', ['manassas-junction'], 'Mi')!);
    expect(legalTexts(m2)).not.toContain('Entrench in Manassas Junction');
    expect(() => ahd.apply(m2, A.encBox(A.OP_ENTRENCH, box('manassas-junction')))).toThrow(/R4\.3/);
  });

  it('R4.5 Union river jump moves and R4.4 cavalry jumps around Forts Henry and Donelson', () => {
    const units: [string, string, string][] = [
      ['usa', 'Mc', 'forts-henry-and-donelson'],
      ['usa', 'Mi', 'forts-henry-and-donelson'],
      ['csa', 'Vc', 'humbolt'],
      ['csa', 'Mi', 'nashville'],
      ['csa', 'Mi', 'pittsburgh-landing'],
    ];
    const s = position({ side: 'usa', units: units as never });
    const fhd = 'forts-henry-and-donelson';
    expect(findMove(s, fhd, ['humbolt', 'corinth'], 'Mc')).toBeUndefined(); // CSA cavalry screens Humbolt
    expect(findMove(s, fhd, ['pittsburgh-landing', 'corinth'], 'Mc')).toBeUndefined(); // part by river
    const jump = findMove(s, fhd, ['nashville', 'decatur'], 'Mc');
    expect(jump).toBeDefined(); // through infantry-only Nashville by rail
    expect(ahd.describe(s, jump!)).toContain('jump');
    expect(findMove(s, fhd, ['pittsburgh-landing', 'decatur'], 'Mi')).toBeUndefined(); // up river
    // Without Confederates at Pittsburg Landing the same move is an ordinary two-box river move.
    const clear = position({
      side: 'usa',
      units: units.filter((u) => u[2] !== 'pittsburgh-landing') as never,
    });
    expect(findMove(clear, fhd, ['pittsburgh-landing', 'decatur'], 'Mi')).toBeDefined();
    // A cavalry unit makes only one Jump Move per segment.
    ahd.apply(s, jump!);
    const [mc] = unitsAt(s, 'decatur', 'usa', 'Mc');
    expect(s[L.U_ST + mc!]! & L.ST_JUMPED).toBeTruthy();
  });

  it('R5.31-R5.34 Combat Value modifiers', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'corinth'],
        ['csa', 'Mi', 'corinth', 'e'],
        ['csa', 'Ci', 'corinth'],
        ['csa', 'Ci', 'corinth', 'e'],
      ],
    });
    const [mi] = unitsAt(s, 'corinth', 'csa', 'Mi');
    const [ci, ciE] = unitsAt(s, 'corinth', 'csa', 'Ci');
    const T = (t: string): number => L.TYPE_CODES.indexOf(t as never);
    s[L.H_ROUND] = 1;
    expect(fireValue(c, s, T('Vi'), mi!, false)).toBe(2); // R5.31 entrenched target
    expect(fireValue(c, s, T('Vi'), ci!, false)).toBe(2); // R5.32 Crack Infantry -1
    expect(fireValue(c, s, T('Ci'), ci!, false)).toBe(2); // even Crack firing at Crack
    expect(fireValue(c, s, T('Vi'), ciE!, false)).toBe(1); // entrenched Crack: -2
    for (const weak of ['Mi', 'Mc', 'Vc'])
      expect(fireValue(c, s, T(weak), ciE!, false)).toBeLessThanOrEqual(0);
    expect(fireValue(c, s, T('Cc'), ciE!, false)).toBe(1);
    // R5.34: the defender fires +1 at units that crossed a river, in rounds 1 and 2 only.
    const r = position({
      side: 'csa',
      units: [
        ['usa', 'Vi', 'selma'],
        ['csa', 'Vi', 'selma', 'x'],
        ['csa', 'Ci', 'selma', 'x'],
      ],
    });
    const [att] = unitsAt(r, 'selma', 'csa', 'Vi');
    const [attCi] = unitsAt(r, 'selma', 'csa', 'Ci');
    for (const round of [1, 2]) {
      r[L.H_ROUND] = round;
      expect(fireValue(c, r, T('Vi'), att!, true)).toBe(4);
      expect(fireValue(c, r, T('Vi'), attCi!, true)).toBe(3); // the two effects cancel
    }
    r[L.H_ROUND] = 3;
    expect(fireValue(c, r, T('Vi'), att!, true)).toBe(3);
    r[L.H_ROUND] = 1;
    expect(fireValue(c, r, T('Vi'), att!, false)).toBe(3); // only the defender's fire
  });

  it('R5.33 impossible shots let the Militia Cavalry cover the entrenched Crack Infantry', () => {
    const corinth = () =>
      position({
        side: 'usa',
        units: [
          ['usa', 'Mc', 'corinth'],
          ['usa', 'Vi', 'corinth'],
          ['usa', 'Vi', 'corinth'],
          ['usa', 'Vi', 'corinth'],
          ['csa', 'Vi', 'corinth', 'e'],
          ['csa', 'Ci', 'corinth', 'e'],
        ],
      });
    const s = corinth();
    battle(s, 'corinth', 1, 1, L.PH_TARGET); // the Union attacker's fire
    const [vi] = unitsAt(s, 'corinth', 'csa', 'Vi');
    const [ci] = unitsAt(s, 'corinth', 'csa', 'Ci');
    const T = (t: string): number => L.TYPE_CODES.indexOf(t as never);
    ahd.apply(s, A.encTarget(T('Mc'), ci!));
    for (let k = 0; k < 2; k++) ahd.apply(s, A.encTarget(T('Vi'), vi!));
    expect(fireValue(c, s, T('Vi'), vi!, false)).toBe(2); // three shots on 1s and 2s
    ahd.apply(s, A.encTarget(T('Vi'), vi!)); // the last announcement: fire is resolved
    expect(s[L.H_BPART]).toBe(0); // the next round has begun
    // R5.1 coverage: had the three Vi all aimed at the Vi, the Mc would have to take the Ci.
    const t = corinth();
    battle(t, 'corinth', 1, 1, L.PH_TARGET);
    const [tvi] = unitsAt(t, 'corinth', 'csa', 'Vi');
    const [tci] = unitsAt(t, 'corinth', 'csa', 'Ci');
    for (let k = 0; k < 3; k++) ahd.apply(t, A.encTarget(T('Vi'), tvi!));
    const targets = legal(t).filter((a) => A.opOf(a) === A.OP_TARGET);
    expect(targets).toEqual([A.encTarget(T('Mc'), tci!)]);
    expect(() => ahd.apply(t, A.encTarget(T('Mc'), tvi!))).toThrow(/R5\.1/);
  });

  it('R5 comprehensive combat example at Cairo', () => {
    const s = position({
      side: 'csa',
      marches: 3,
      control: { paducah: 'csa-cav', 'forts-henry-and-donelson': 'csa', humbolt: 'csa' },
      units: [
        ['csa', 'Vc', 'forts-henry-and-donelson'],
        ['csa', 'Mc', 'forts-henry-and-donelson'],
        ['csa', 'Cc', 'paducah'],
        ['csa', 'Ci', 'humbolt'],
        ['csa', 'Vi', 'humbolt'],
        ['usa', 'Vc', 'cairo', 'e'],
        ['usa', 'Vi', 'vandalia'],
        ['usa', 'Mi', 'st-louis'],
        ['usa', 'Mi', 'st-louis'],
      ],
    });
    const fhd = 'forts-henry-and-donelson';
    // One March: both cavalry units go two boxes down the river through Paducah into Cairo.
    ahd.apply(s, findMove(s, fhd, ['paducah', 'cairo'], 'Vc')!);
    ahd.apply(s, findMove(s, fhd, ['paducah', 'cairo'], 'Mc')!);
    expect(s[L.H_MARCHES]).toBe(2);
    for (const u of unitsAt(s, 'cairo', 'csa')) expect(s[L.U_ST + u]! & L.ST_CROSSED).toBeTruthy();
    ahd.apply(s, A.DONE); // end of movement: the only battle starts at once
    // All attackers are cavalry: the defending cavalry may not withdraw (R5.6).
    expect(s[L.H_PHASE]).toBe(L.PH_TARGET);
    expect(s[L.H_BATTLE]).toBe(box('cairo'));
    const T = (t: string): number => L.TYPE_CODES.indexOf(t as never);
    const [cVc] = unitsAt(s, 'cairo', 'csa', 'Vc');
    const [uVc] = unitsAt(s, 'cairo', 'usa', 'Vc');
    // Round 1: the entrenched Union Vc hits the river-crossing Vc on 1-3.
    expect(fireValue(c, s, T('Vc'), cVc!, true)).toBe(3);
    // The Confederate Mc has an impossible shot; the (reduced) Vc hits on 1.
    expect(fireValue(c, s, T('Mc'), uVc!, false)).toBe(0);
    expect(fireValue(c, s, T('Vc'), uVc!, false)).toBe(1);

    // Round 2 as the example has it: the Confederate Vc reduced; the Union reinforces.
    s[L.U_ST + cVc!] = s[L.U_ST + cVc!]! | L.ST_REDUCED;
    battle(s, 'cairo', 2, 0, L.PH_PRE_FIRE);
    s[L.H_ENTRY_MASK] =
      1 << c.adjTo.subarray(c.adjStart[box('cairo')], c.adjStart[box('cairo') + 1]).indexOf(box('paducah'));
    const texts = legalTexts(s);
    expect(texts).toContain('Reinforce with 1 Vi from Vandalia');
    expect(texts).toContain('Reinforce with 1 Mi from St. Louis');
    expect(texts).not.toContain('Retreat to Paducah'); // where the attackers came from
    ahd.apply(s, findText(s, 'Reinforce with 1 Vi from Vandalia'));
    ahd.apply(s, findText(s, 'Reinforce with 1 Mi from St. Louis'));
    expect(legalTexts(s)).not.toContain('Reinforce with 1 Mi from St. Louis'); // one unit per box a round
    expect(legalTexts(s).some((t) => t.startsWith('Retreat'))).toBe(false); // retreat comes before reinforcing
    const [uVi] = unitsAt(s, 'cairo', 'usa', 'Vi');
    expect(s[L.U_ST + uVi!]! & L.ST_ENTRENCHED).toBe(0);
    expect(fireValue(c, s, T('Vi'), cVc!, true)).toBe(4); // reinforcements get the river bonus in round 2
    // The Confederate part of round 2: reinforcements from Paducah and Humbolt.
    s[L.H_BPART] = 1;
    s[L.H_PHASE] = L.PH_PRE_FIRE;
    s[L.H_REINF] = 0;
    s[L.H_FLAGS] = s[L.H_FLAGS]! & ~L.F_REINFORCED;
    expect(ctrlOf(s, box('paducah'))).toBe(L.CSA);
    ahd.apply(s, findText(s, 'Reinforce with 1 Cc from Paducah'));
    expect(ctrlOf(s, box('paducah'))).toBe(-1); // cavalry leave no Control marker (R8.0)
    ahd.apply(s, findText(s, 'Reinforce with 1 Ci from Humbolt'));
    const [cCi] = unitsAt(s, 'cairo', 'csa', 'Ci');
    expect(s[L.U_ST + cCi!]! & L.ST_CROSSED).toBe(0); // no river bonus against attacker reinforcements
    // Round 3: the river bonus has ended; the Vi hits the Crack Infantry on 1-2.
    s[L.H_ROUND] = 3;
    expect(fireValue(c, s, T('Vi'), cCi!, true)).toBe(2);
  });

  it('R7.1 the first capture of neutral Louisville raises only the capturer', () => {
    const s = ahd.create({ scenario: '1861', seed: 1 });
    expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]]).toEqual([34, 29]);
    place(s, 'csa', 'Vi', 'louisville'); // all eight CSA militia are on the map in 1861
    captureOccupied(c, s, L.CSA);
    expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]]).toEqual([34, 30]);
    const u = ahd.create({ scenario: '1861', seed: 1 });
    place(u, 'usa', 'Vi', 'louisville');
    captureOccupied(c, u, L.USA);
    expect([u[L.H_AM + L.USA], u[L.H_AM + L.CSA]]).toEqual([35, 29]);
  });

  it('R8.0 control markers: infantry leaves a marker, lone cavalry does not', () => {
    const s = position({
      side: 'csa',
      control: { 'st-louis': 'csa-cav', cairo: 'csa', ironton: 'csa' },
      units: [
        ['csa', 'Mc', 'st-louis'],
        ['csa', 'Mi', 'cairo'],
      ],
    });
    expect(ctrlOf(s, box('ironton'))).toBe(L.CSA);
    ahd.apply(s, findMove(s, 'cairo', ['vandalia'], 'Mi')!);
    expect(ctrlOf(s, box('cairo'))).toBe(L.CSA); // a Control marker is placed
    ahd.apply(s, findMove(s, 'st-louis', ['ironton'], 'Mc')!);
    expect(ctrlOf(s, box('st-louis'))).toBe(L.USA); // reverts to its colour
    expect(ctrlOf(s, box('ironton'))).toBe(L.CSA);
  });

  it('R10.0 the Confederate Army Maximum must be greater; R10.1 waits for the end of the Union turn', () => {
    for (const novice of [false, true]) {
      const s = ahd.create({
        scenario: '1861',
        seed: 1,
        options: novice ? { 'r10.1-novice-union': true } : {},
      });
      // Cincinnati, Cairo and Chillicothe: CSA 32 vs Union 32, a tie is no victory.
      for (const b of ['cincinnati', 'cairo', 'chillicothe']) place(s, 'csa', 'Vi', b);
      captureOccupied(c, s, L.CSA);
      expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]]).toEqual([32, 32]);
      expect(ahd.isTerminal(s)).toBe(false);
      place(s, 'csa', 'Vi', 'louisville');
      captureOccupied(c, s, L.CSA); // 33 > 32
      expect(ahd.isTerminal(s)).toBe(!novice);
      if (novice) {
        checkInstantVictory(c, s);
        expect(ahd.isTerminal(s)).toBe(false);
        checkNoviceVictory(c, s); // the end of the Union Player Turn
      }
      expect(ahd.isTerminal(s)).toBe(true);
      expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'army-maximum' });
    }
  });

  it('R7.4 increasing Union forces: 35 + 12 after three drafts, never for Confederate victory', () => {
    const s = ahd.create({ scenario: '1864', seed: 1, options: { 'r7.4-increasing-union-forces': true } });
    s[L.H_AM + L.USA] = 35;
    expect(s[L.H_DRAFTS]).toBe(3);
    expect(armyCap(s, L.USA)).toBe(47);
    const plain = ahd.create({ scenario: '1864', seed: 1 });
    plain[L.H_AM + L.USA] = 35;
    expect(armyCap(plain, L.USA)).toBe(35);
    // The economic victory compares the political maxima only.
    s[L.H_AM + L.CSA] = 36;
    checkInstantVictory(c, s);
    expect(ahd.outcome(s).victory).toBe('army-maximum');
  });

  it('R11.5-R11.7 scenario setups reproduce the stated Army Maximums and unit counts', () => {
    const expected: Record<string, [number, number, number, number]> = {
      '1861': [34, 29, 12, 8],
      '1862': [35, 27, 21, 18],
      '1863': [35, 23, 37, 23],
      '1864': [36, 20, 43, 23],
    };
    for (const [id, [amU, amC, nU, nC]] of Object.entries(expected)) {
      const s = ahd.create({ scenario: id, seed: 1 });
      expect([s[L.H_AM + L.USA], s[L.H_AM + L.CSA]], id).toEqual([amU, amC]);
      const sc = c.scenarios.find((x) => x.id === id)!;
      expect(sc.armyMaximum).toEqual([amU, amC]);
      const on = [0, 0];
      for (let u = 0; u < c.nu; u++) if (s[L.U_LOC + u]! < c.nb) on[c.slotSide[u]!]!++;
      expect(on, id).toEqual([nU, nC]);
    }
    // 1863: fifteen entrenched stacks (9 Confederate, 6 Union).
    const sc63 = c.scenarios.find((x) => x.id === '1863')!;
    const stacks = new Set<string>();
    sc63.placements.forEach((list, side) => list.forEach(([, b, e]) => e && stacks.add(`${side}:${b}`)));
    expect(stacks.size).toBe(15);
  });
});

function findText(s: Int32Array, text: string): number {
  const buf = new Int32Array(ahd.maxActions);
  const n = ahd.legalActions(s, buf);
  for (let i = 0; i < n; i++) if (ahd.describe(s, buf[i]!) === text) return buf[i]!;
  throw new Error(`no legal '${text}' among ${legalTexts(s).join('; ')}`);
}
