/**
 * R7 Recruitment Segment (and R5.71's recovery by Recruitment Point), on constructed positions played
 * through the game object.
 */
import { describe, expect, it } from 'vitest';
import { CH_STEPS } from '../../../src/core/header.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { armyCap } from '../../../src/games/ahd/recruitment.js';
import { claimOf, ctrlOf, relocate, unitsOnMap } from '../../../src/games/ahd/state.js';
import {
  box,
  c,
  endPlayerTurn,
  find,
  findMove,
  legalTexts,
  loadDice,
  play,
  position,
  unitsAt,
  type PositionSpec,
} from './position.js';

/** The position, its movement, combat and promotions passed with DONE, the recruitment die `die`. */
function recruitment(spec: PositionSpec, die: number): Int32Array {
  const s = position(spec);
  const side = s[L.H_SIDE];
  loadDice(s, [die]);
  while (s[L.H_PHASE] !== L.PH_RECRUIT && s[L.H_SIDE] === side) ahd.apply(s, A.DONE);
  return s;
}

const recruits = (s: Int32Array): string[] => legalTexts(s).filter((t) => t.startsWith('Recruit'));

describe('R7.0 Recruitment Points', () => {
  it('are the die roll, a 1 being treated as a 2', () => {
    for (const side of ['usa', 'csa'] as const) {
      [2, 2, 3, 4, 5, 6].forEach((rp, i) => {
        const s = recruitment({ side, units: [] }, i + 1);
        expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
        expect(s[L.H_RECRUIT_DIE]).toBe(i + 1);
        expect(s[L.H_RP], `${side} rolls ${i + 1}`).toBe(rp);
      });
    }
  });

  it('R7.5: the Union always receives at least 3, the Confederacy never more than 4', () => {
    const opts = { 'r7.5-historical-recruitment': true };
    const union = [3, 3, 3, 4, 5, 6];
    const csa = [2, 2, 3, 4, 4, 4];
    for (let die = 1; die <= 6; die++) {
      expect(recruitment({ side: 'usa', units: [], options: opts }, die)[L.H_RP]).toBe(union[die - 1]);
      expect(recruitment({ side: 'csa', units: [], options: opts }, die)[L.H_RP]).toBe(csa[die - 1]);
    }
  });

  it('rule of 7: the recruitment die is 7 minus the march die; rolled when there was no march roll', () => {
    const opts = { 'rule-of-7': true };
    const s = recruitment({ side: 'usa', units: [], marches: 2, options: opts }, 6);
    expect(s[L.H_RECRUIT_DIE]).toBe(5);
    expect(s[L.H_RP]).toBe(5);
    const six = recruitment({ side: 'usa', units: [], marches: 6, options: opts }, 6);
    expect(six[L.H_RECRUIT_DIE]).toBe(1);
    expect(six[L.H_RP]).toBe(2); // the 1 still counts as 2
    const first = position({ side: 'usa', units: [], options: opts });
    first[L.H_MARCH_DIE] = 0; // a first Game Turn: two Marches, no roll (R4.1)
    loadDice(first, [4]);
    ahd.apply(first, A.DONE);
    expect(first[L.H_RECRUIT_DIE]).toBe(4);
  });

  it('each point recruits one Militia; the segment ends when they are spent', () => {
    const s = recruitment({ side: 'usa', units: [] }, 2);
    play(s, 'Recruit Mi in Pittsburgh');
    expect(s[L.H_RP]).toBe(1);
    expect(unitsAt(s, 'pittsburgh', 'usa', 'Mi')).toHaveLength(1);
    play(s, 'Recruit Mc in Chicago');
    expect(unitsAt(s, 'chicago', 'usa', 'Mc')).toHaveLength(1);
    expect(s[L.H_SIDE]).toBe(L.CSA); // no points left: the Union Player Turn is over
  });

  it('a recruit is placed at full strength and changes nothing but its city and the points', () => {
    // Thirteen Union Militia already in play: the recruit is a counter from the middle of the mix.
    const inPlay = Array.from({ length: 13 }, () => ['usa', 'Mi', 'chicago'] as ['usa', 'Mi', string]);
    const s = recruitment({ side: 'usa', units: inPlay }, 3);
    const before = Int32Array.from(s);
    const u = unitsAt(s, 'pittsburgh', 'usa').length;
    play(s, 'Recruit Mi in Pittsburgh');
    const [mi] = unitsAt(s, 'pittsburgh', 'usa', 'Mi');
    expect(u).toBe(0);
    expect(mi).toBe(c.typeStart[L.USA * L.NTYPES + L.T_MI]! + 13);
    expect(s[L.U_ST + mi!]).toBe(0);
    expect(s[L.U_FROM + mi!]).toBe(L.FROM_NONE);
    const b = box('pittsburgh');
    const allowed = new Set([
      L.U_LOC + mi!,
      L.B_CNT + b,
      L.B_CTRL + b,
      L.H_RP,
      CH_STEPS,
      ...[0, 1, 2, 3].map((i) => L.H_ZOB + i),
    ]);
    const changed = [];
    for (let i = 0; i < s.length; i++) if (s[i] !== before[i] && !allowed.has(i)) changed.push(i);
    expect(changed).toEqual([]);
    expect(s[L.H_RP]).toBe(2);
  });
});

describe('R7.0 placing a recruit', () => {
  it("only in a friendly-controlled Recruitment City with a shield of the side's colour", () => {
    const s = recruitment({ side: 'usa', units: [] }, 6);
    const r = recruits(s);
    for (const city of ['Pittsburgh', 'New York City', 'Cairo', 'Cincinnati', 'Baltimore', 'Chicago'])
      expect(
        r.some((t) => t.endsWith(` in ${city}`)),
        city,
      ).toBe(true);
    // Neutral Louisville, Confederate-controlled Knoxville, and red-shield Chillicothe are not.
    for (const city of ['Louisville', 'Knoxville', 'Chillicothe', 'Richmond'])
      expect(
        r.some((t) => t.endsWith(` in ${city}`)),
        city,
      ).toBe(false);
    // 23 blue-shield cities (digest Appendix B) less Louisville and Knoxville; Mi or Mc in each.
    expect(r).toHaveLength(2 * 21);
    expect(r).toContain('Recruit Mc in Pittsburgh');
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('louisville'), 0))).toThrow(
      /Louisville is not a friendly blue-shield Recruitment City with room this segment \(R7\.0\)/,
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('chillicothe'), 0))).toThrow(/R7\.0/);
  });

  it('a captured city of the own colour counts; an enemy-colour city captured does not', () => {
    const s = recruitment({ side: 'usa', units: [], control: { knoxville: 'usa', richmond: 'usa' } }, 6);
    expect(recruits(s)).toContain('Recruit Mi in Knoxville');
    expect(recruits(s).some((t) => t.endsWith('Richmond'))).toBe(false);
    const cs = recruitment({ side: 'csa', units: [], control: { chillicothe: 'csa', cairo: 'usa' } }, 6);
    expect(recruits(cs)).toContain('Recruit Mi in Chillicothe');
    expect(recruits(cs)).toContain('Recruit Mi in Richmond');
    expect(recruits(cs).some((t) => t.endsWith('Cairo'))).toBe(false);
    expect(() => ahd.apply(cs, A.encBox(A.OP_RECRUIT, box('cairo'), 0))).toThrow(/friendly red-shield/);
  });

  it('not in a city holding enemy units (issue 29; a position the rules never produce)', () => {
    const s = recruitment({ side: 'usa', units: [['csa', 'Mc', 'pittsburgh']] }, 6);
    expect(ctrlOf(s, box('pittsburgh'))).toBe(L.USA);
    expect(recruits(s).some((t) => t.endsWith('Pittsburgh'))).toBe(false);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('pittsburgh'), 0))).toThrow(/R7\.0/);
    // The same for the Confederacy: Union units in Richmond.
    const cs = recruitment({ side: 'csa', units: [['usa', 'Mc', 'richmond']] }, 6);
    expect(ctrlOf(cs, box('richmond'))).toBe(L.CSA);
    expect(recruits(cs).length).toBeGreaterThan(0);
    expect(recruits(cs).some((t) => t.endsWith('Richmond'))).toBe(false);
    expect(() => ahd.apply(cs, A.encBox(A.OP_RECRUIT, box('richmond'), 0))).toThrow(/R7\.0/);
  });

  it('only one unit per city per Recruitment Segment; the count starts again next segment', () => {
    const s = recruitment({ side: 'usa', units: [] }, 6);
    play(s, 'Recruit Mi in Chicago');
    expect(recruits(s).some((t) => t.endsWith('Chicago'))).toBe(false);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('chicago'), 1))).toThrow(/R7\.0/);
    play(s, 'Recruit Mi in Pittsburgh'); // value 3: still one without R7.5
    expect(recruits(s).some((t) => t.endsWith('Pittsburgh'))).toBe(false);
    ahd.apply(s, A.DONE);
    endPlayerTurn(s); // the Confederate Player Turn
    expect([s[L.CH_TURN], s[L.H_SIDE]]).toEqual([6, L.USA]);
    loadDice(s, [1, 6]);
    while (s[L.H_PHASE] !== L.PH_RECRUIT) ahd.apply(s, A.DONE);
    expect(recruits(s)).toContain('Recruit Mi in Chicago');
    expect(recruits(s)).toContain('Recruit Mi in Pittsburgh');
  });

  it('R7.5: up to two in cities of value 3 or more (Scranton too by default)', () => {
    const opts = { 'r7.5-historical-recruitment': true };
    const s = recruitment({ side: 'usa', units: [], options: opts }, 6);
    for (const city of ['Pittsburgh', 'New York City', 'Philadelphia', 'Scranton']) {
      play(s, `Recruit Mi in ${city}`);
      expect(recruits(s), city).toContain(`Recruit Mi in ${city}`);
    }
    play(s, 'Recruit Mi in Chicago'); // value 2: one only
    expect(recruits(s).some((t) => t.endsWith('Chicago'))).toBe(false);
    play(s, 'Recruit Mi in Pittsburgh');
    expect(recruits(s).some((t) => t.endsWith('Pittsburgh'))).toBe(false); // two is the limit
    const cs = recruitment({ side: 'csa', units: [], options: opts }, 4);
    play(cs, 'Recruit Mi in Richmond');
    expect(recruits(cs)).toContain('Recruit Mi in Richmond');
    play(cs, 'Recruit Mi in Atlanta');
    expect(recruits(cs).some((t) => t.endsWith('Atlanta'))).toBe(false);
  });

  it('R7.5 read-r7.5-scranton=named-only: Scranton is not one of the four named cities', () => {
    const opts = { 'r7.5-historical-recruitment': true, 'read-r7.5-scranton': 'named-only' };
    const s = recruitment({ side: 'usa', units: [], options: opts }, 6);
    play(s, 'Recruit Mi in Scranton');
    expect(recruits(s).some((t) => t.endsWith('Scranton'))).toBe(false);
    for (const city of ['Pittsburgh', 'New York City', 'Philadelphia']) {
      play(s, `Recruit Mi in ${city}`);
      expect(recruits(s), city).toContain(`Recruit Mi in ${city}`);
    }
    const cs = recruitment({ side: 'csa', units: [], options: opts }, 4);
    play(cs, 'Recruit Mi in Richmond');
    expect(recruits(cs)).toContain('Recruit Mi in Richmond');
  });

  it('Militia Cavalry only while one is in the Recruitment Pool', () => {
    const s = recruitment({ side: 'csa', units: [['csa', 'Mc', 'richmond']] }, 6);
    expect(recruits(s).some((t) => t.startsWith('Recruit Mc'))).toBe(false);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('atlanta'), 1))).toThrow(
      /no such Militia unit in the Recruitment Pool/,
    );
    // All eight Confederate Militia Infantry on the map, the Militia Cavalry in the pool.
    const units = Array.from({ length: 8 }, () => ['csa', 'Mi', 'vicksburg'] as ['csa', 'Mi', string]);
    const m = recruitment({ side: 'csa', units }, 6);
    expect(recruits(m).length).toBeGreaterThan(0);
    expect(recruits(m).every((t) => t.startsWith('Recruit Mc'))).toBe(true);
    expect(() => ahd.apply(m, A.encBox(A.OP_RECRUIT, box('atlanta'), 0))).toThrow(/Recruitment Pool/);
  });

  it('a pool holding only the first Militia Infantry counter still allows recruiting', () => {
    const units = Array.from({ length: 24 }, () => ['usa', 'Mi', 'chicago'] as ['usa', 'Mi', string]);
    const s = position({ side: 'usa', units: [...units, ['usa', 'Mc', 'chicago']] });
    relocate(c, s, 0, L.LOC_POOL); // slot 0, the first Union Militia Infantry
    loadDice(s, [6]);
    while (s[L.H_PHASE] !== L.PH_RECRUIT && s[L.H_SIDE] === L.USA) ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
    expect(recruits(s)).toContain('Recruit Mi in Pittsburgh');
  });

  it('recruiting infantry places a Control marker claim; recruiting cavalry does not (R8.0)', () => {
    const spec: PositionSpec = {
      side: 'csa',
      control: { chillicothe: 'csa-cav' },
      units: [['csa', 'Vc', 'chillicothe']],
    };
    const mc = recruitment(spec, 6);
    expect(claimOf(mc, box('chillicothe'))).toBe(false);
    play(mc, 'Recruit Mc in Chillicothe');
    expect(claimOf(mc, box('chillicothe'))).toBe(false);
    const mi = recruitment(spec, 6);
    play(mi, 'Recruit Mi in Chillicothe');
    expect(claimOf(mi, box('chillicothe'))).toBe(true);
    // When every Confederate unit has left, the marker keeps the city Confederate.
    mi[L.H_PHASE] = L.PH_MOVE;
    mi[L.H_MARCHES] = 2;
    ahd.apply(mi, findMove(mi, 'chillicothe', ['columbus'], 'Vc')!);
    ahd.apply(mi, findMove(mi, 'chillicothe', ['columbus'], 'Mi')!);
    expect(ctrlOf(mi, box('chillicothe'))).toBe(L.CSA);
  });

  it('refuses malformed recruit actions', () => {
    const s = recruitment({ side: 'usa', units: [] }, 6);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, 200, 0))).toThrow(/no such box or arm/);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, c.nb, 0))).toThrow(/no such box or arm/);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('pittsburgh'), 2))).toThrow(/no such box or arm/);
  });
});

describe('a Recruitment Segment with nothing to decide passes by itself', () => {
  it('no Militia in the Recruitment Pool', () => {
    const all: PositionSpec['units'] = [
      ...Array.from({ length: 8 }, () => ['csa', 'Mi', 'richmond'] as ['csa', 'Mi', string]),
      ['csa', 'Mc', 'richmond'],
    ];
    const s = position({ side: 'csa', units: all });
    loadDice(s, [6]);
    while (s[L.H_SIDE] === L.CSA && s[L.H_PHASE] !== L.PH_RECRUIT) ahd.apply(s, A.DONE);
    expect(s[L.H_SIDE]).toBe(L.USA); // the Confederate turn is over: nobody to recruit
  });

  it('no city with room left, points or not', () => {
    // The Confederacy holds only Richmond of its Recruitment Cities.
    const lost = Object.fromEntries(
      Array.from(c.recruitCities[L.CSA])
        .map((b) => c.boxId[b]!)
        .filter((b) => b !== 'richmond')
        .map((b) => [b, 'usa' as const]),
    );
    const s = recruitment({ side: 'csa', control: lost, units: [] }, 5);
    expect(s[L.H_AM + L.CSA]).toBe(3);
    expect(recruits(s)).toEqual(['Recruit Mi in Richmond', 'Recruit Mc in Richmond']);
    play(s, 'Recruit Mi in Richmond');
    expect(s[L.H_SIDE]).toBe(L.USA); // four points left, no room: the turn passes
  });

  it("R5.71: reduced units stop it only when they are the side's own", () => {
    const refit = { 'r5.71-refitting-the-army': true };
    const units: PositionSpec['units'] = [
      ['usa', 'Vi', 'chicago'],
      ['csa', 'Mi', 'richmond', 'r'],
    ];
    const s = position({ side: 'usa', options: refit, units });
    s[L.H_AM + L.USA] = 1; // at the maximum: no recruit
    s[L.H_AM + L.CSA] = 0;
    loadDice(s, [6]);
    while (s[L.H_SIDE] === L.USA && s[L.H_PHASE] !== L.PH_RECRUIT) ahd.apply(s, A.DONE);
    expect(s[L.H_SIDE]).toBe(L.CSA);
  });
});

describe('R7.1 the Army Maximum limits recruiting', () => {
  it('recruits stop at the Army Maximum; units above it need not be removed', () => {
    const units: PositionSpec['units'] = [
      ['usa', 'Vi', 'chicago'],
      ['usa', 'Vi', 'chicago'],
    ];
    const s = position({ side: 'usa', units });
    s[L.H_AM + L.USA] = 3; // one unit below the maximum
    s[L.H_AM + L.CSA] = 0; // (no Confederate Army Maximum victory meanwhile)
    loadDice(s, [6]);
    while (s[L.H_PHASE] !== L.PH_RECRUIT) ahd.apply(s, A.DONE);
    expect(s[L.H_RP]).toBe(6);
    play(s, 'Recruit Mi in Pittsburgh');
    expect(unitsOnMap(c, s, L.USA)).toBe(3);
    expect(s[L.H_SIDE]).toBe(L.CSA); // at the maximum: nothing left to do, the turn passes
    // At or above the maximum the segment offers nothing (and is skipped).
    const full = position({ side: 'usa', units });
    full[L.H_AM + L.USA] = 1;
    full[L.H_AM + L.CSA] = 0;
    loadDice(full, [6]);
    ahd.apply(full, A.DONE);
    while (full[L.H_PHASE] === L.PH_PROMOTE) ahd.apply(full, A.DONE);
    expect(full[L.H_SIDE]).toBe(L.CSA);
    expect(unitsOnMap(c, full, L.USA)).toBe(2);
  });

  it('applying a recruit at the maximum is refused', () => {
    const s = recruitment({ side: 'usa', units: [] }, 6);
    s[L.H_AM + L.USA] = 0;
    expect(() => play(s, 'Recruit Mi in Pittsburgh')).toThrow(/no legal action/);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('pittsburgh'), 0))).toThrow(
      /the army is at its Army Maximum \(R7\.1\)/,
    );
  });

  it('each side is limited by its own maximum', () => {
    const s = position({ side: 'csa', units: [] });
    expect(armyCap(s, L.CSA)).toBe(29);
    expect(armyCap(s, L.USA)).toBe(34);
  });

  it('R7.4: four more Union units per draft begun, not for the Confederacy', () => {
    const s = position({ side: 'usa', units: [], options: { 'r7.4-increasing-union-forces': true } });
    s[L.H_DRAFTS] = 2;
    expect(armyCap(s, L.USA)).toBe(34 + 8);
    expect(armyCap(s, L.CSA)).toBe(29);
    s[L.H_SIDE] = L.CSA;
    expect(armyCap(s, L.CSA)).toBe(29);
  });
});

describe('R5.71 refitting with Recruitment Points', () => {
  const refit = { 'r5.71-refitting-the-army': true };

  it('a point may recover one reduced unit instead of recruiting', () => {
    const s = recruitment({ side: 'csa', units: [['csa', 'Vi', 'corinth', 'r']], options: refit }, 2);
    expect(legalTexts(s)).toContain('Recover a reduced Vi in Corinth');
    play(s, 'Recover a reduced Vi in Corinth');
    const [vi] = unitsAt(s, 'corinth', 'csa', 'Vi');
    expect(s[L.U_ST + vi!]).toBe(0); // full strength, nothing else about it changed
    expect(s[L.H_RP]).toBe(1);
    expect(legalTexts(s)).not.toContain('Recover a reduced Vi in Corinth');
  });

  it('the segment stops for a recovery even when no recruit is possible', () => {
    const s = position({ side: 'usa', units: [['usa', 'Vc', 'nashville', 'r']], options: refit });
    s[L.H_AM + L.USA] = 1; // at the maximum
    s[L.H_AM + L.CSA] = 0;
    loadDice(s, [3]);
    while (s[L.H_PHASE] !== L.PH_RECRUIT && s[L.H_SIDE] === L.USA) ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
    expect(legalTexts(s)).toEqual(['End recruitment', 'Recover a reduced Vc in Nashville']);
    const cs = position({ side: 'csa', units: [['csa', 'Mi', 'mobile', 'r']], options: refit });
    cs[L.H_AM + L.CSA] = 1;
    loadDice(cs, [3]);
    while (cs[L.H_PHASE] !== L.PH_RECRUIT && cs[L.H_SIDE] === L.CSA) ahd.apply(cs, A.DONE);
    expect(legalTexts(cs)).toEqual(['End recruitment', 'Recover a reduced Mi in Mobile']);
  });

  it('the first counter of the mix (the first Union Militia) is recovered like any other', () => {
    const s = recruitment({ side: 'usa', units: [['usa', 'Mi', 'chicago', 'r']], options: refit }, 2);
    const [mi] = unitsAt(s, 'chicago', 'usa', 'Mi');
    expect(mi).toBe(0);
    expect(legalTexts(s)).toContain('Recover a reduced Mi in Chicago');
    play(s, 'Recover a reduced Mi in Chicago');
    expect(s[L.U_ST + 0]).toBe(0);
  });

  it("only the side's own units of a real type are recovered", () => {
    const s = recruitment(
      {
        side: 'usa',
        units: [
          ['usa', 'Vi', 'chicago'],
          ['csa', 'Mi', 'chicago', 'r'], // (a constructed position: a Confederate unit among them)
        ],
        options: refit,
      },
      2,
    );
    expect(legalTexts(s).some((t) => t.startsWith('Recover'))).toBe(false);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(6, 1, 0)))).toThrow(
      /no such reduced unit/,
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('chicago'), A.cls(0, 1, 0)))).toThrow(
      /no such reduced unit/,
    );
  });

  it('without the optional rule there is no such action', () => {
    const s = recruitment({ side: 'csa', units: [['csa', 'Vi', 'corinth']] }, 2);
    const [vi] = unitsAt(s, 'corinth', 'csa', 'Vi');
    s[L.U_ST + vi!] = L.ST_REDUCED;
    expect(legalTexts(s).some((t) => t.startsWith('Recover'))).toBe(false);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('corinth'), A.cls(1, 1, 0)))).toThrow(
      /recovery needs optional rule R5\.71/,
    );
  });

  it('refuses a recovery without points or without a reduced unit there', () => {
    const s = recruitment({ side: 'csa', units: [['csa', 'Vi', 'corinth', 'r']], options: refit }, 2);
    const rec = A.encBox(A.OP_RECOVER, box('corinth'), A.cls(1, 1, 0));
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('mobile'), A.cls(1, 1, 0)))).toThrow(
      /no such reduced unit there/,
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('corinth'), A.cls(1, 0, 0)))).toThrow(
      /no such reduced unit/,
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_RECOVER, box('corinth'), A.cls(0, 1, 0)))).toThrow(
      /no such reduced unit/,
    );
    s[L.H_RP] = 0;
    expect(() => ahd.apply(s, rec)).toThrow(/no Recruitment Points left/);
    expect(() => ahd.apply(s, A.encBox(A.OP_RECRUIT, box('richmond'), 0))).toThrow(
      /no Recruitment Points left/,
    );
    expect(legalTexts(s)).toEqual(['End recruitment']);
  });

  it('units recover only by spending: a reduced unit stays reduced into the next turn', () => {
    const s = recruitment({ side: 'csa', units: [['csa', 'Vi', 'corinth', 'r']], options: refit }, 2);
    play(s, 'Recruit Mi in Richmond');
    ahd.apply(s, A.DONE);
    const [vi] = unitsAt(s, 'corinth', 'csa', 'Vi');
    expect(s[L.U_ST + vi!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
    expect(find(s, 'End movement')).toBe(A.DONE);
  });
});
