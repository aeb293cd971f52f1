/**
 * Rule coverage (src/games/ahd/coverage.ts): for every switch, a constructed position where its rule
 * bites (its counter moves) and one where it cannot (its counter stays at 0, the switch on).
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import {
  aprilTurnOf,
  DIE_RECRUIT,
  DIE_TRAINING,
  relocate,
  rollFor,
  type S,
} from '../../../src/games/ahd/state.js';
import type { OptionSet } from '../../../src/core/game.js';
import { battle, box, c, findMove, position, type PositionSpec, type UnitSpec } from './position.js';

const count = (s: S, id: string): number => ahd.ruleCounts!(s)[id] ?? 0;

/** Play OP_DONE (or the first legal action) until the phasing side changes or the game ends. */
function finishPlayerTurn(s: S): void {
  const side = s[L.H_SIDE];
  const buf = new Int32Array(ahd.maxActions);
  for (let i = 0; i < 200 && s[L.H_SIDE] === side && !ahd.isTerminal(s); i++) {
    const n = ahd.legalActions(s, buf);
    const list = Array.from(buf.subarray(0, n));
    ahd.apply(s, list.includes(A.OP_DONE) ? A.OP_DONE : list[0]!);
  }
}

/** A position with option `id` on (or `value`). */
const withOpt = (p: PositionSpec, id: string, value: boolean | string = true): S =>
  position({ ...p, options: { ...(p.options ?? {}), [id]: value } as OptionSet });

/** A Union Recruitment Segment: `rp` points, Army Maximum `am`. */
function recruiting(s: S, rp: number, am = 40): S {
  s[L.H_PHASE] = L.PH_RECRUIT;
  s[L.H_RP] = rp;
  s[L.H_AM + L.USA] = am;
  return s;
}
const recruitAt = (s: S, at: string): void => ahd.apply(s, A.encBox(A.OP_RECRUIT, box(at), 0));

describe('ahd rule coverage: each switch counts where its rule bites, and only there', () => {
  it('R4.11 first turn restrictions: Kentucky closed on turn 1, not on turn 2', () => {
    const units: UnitSpec[] = [['usa', 'Mi', 'cincinnati']];
    const bites = withOpt({ side: 'usa', turn: 1, units }, 'r4.11-first-turn-restrictions');
    ahd.apply(bites, A.OP_DONE);
    expect(count(bites, 'r4.11-first-turn-restrictions')).toBe(1);
    const later = withOpt({ side: 'usa', turn: 2, units }, 'r4.11-first-turn-restrictions');
    ahd.apply(later, A.OP_DONE);
    expect(count(later, 'r4.11-first-turn-restrictions')).toBe(0);
  });

  it('R4.12 Kentucky neutrality: a Union unit at Cincinnati is kept out while Kentucky is closed', () => {
    const units: UnitSpec[] = [['usa', 'Mi', 'cincinnati']];
    const bites = withOpt({ side: 'usa', turn: 3, units }, 'r4.12-kentucky-neutrality');
    ahd.apply(bites, A.OP_DONE);
    expect(count(bites, 'r4.12-kentucky-neutrality')).toBe(1);
    const open = withOpt({ side: 'usa', turn: 3, units }, 'r4.12-kentucky-neutrality');
    open[L.H_FLAGS] = open[L.H_FLAGS]! | L.F_KY_OPEN;
    ahd.apply(open, A.OP_DONE);
    expect(count(open, 'r4.12-kentucky-neutrality')).toBe(0);
  });

  it('R4.71 Fort Monroe: no invasion of Yorktown or Norfolk while the CSA holds the fort', () => {
    const invasion = (fort: 'usa' | 'csa'): S => {
      const s = withOpt(
        { side: 'usa', units: [['usa', 'Mi', 'washington']], control: { 'fort-monroe': fort } },
        'r4.71-fort-monroe',
      );
      s[L.H_FLAGS] = s[L.H_FLAGS]! | L.F_INVASION; // the Union rolled a 6 (R4.7)
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(invasion('csa'), 'r4.71-fort-monroe')).toBe(1);
    expect(count(invasion('usa'), 'r4.71-fort-monroe')).toBe(0);
  });

  it('R4.8 crack infantry: a Crack Infantry unit moves two boxes; without one nothing changes', () => {
    const move = (type: string): S => {
      const s = withOpt(
        { side: 'usa', units: [['usa', type, 'harpers-ferry']] as UnitSpec[] },
        'r4.8-crack-infantry',
      );
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(move('Ci'), 'r4.8-crack-infantry')).toBe(1);
    expect(count(move('Vi'), 'r4.8-crack-infantry')).toBe(0);
  });

  it('R4.9 Union rail bonus: three boxes by rail for the Union, never for the CSA', () => {
    const bites = withOpt({ side: 'usa', units: [['usa', 'Mi', 'philadelphia']] }, 'r4.9-union-rail-bonus');
    ahd.apply(bites, A.OP_DONE);
    expect(count(bites, 'r4.9-union-rail-bonus')).toBe(1);
    const csa = withOpt({ side: 'csa', units: [['csa', 'Mi', 'richmond']] }, 'r4.9-union-rail-bonus');
    ahd.apply(csa, A.OP_DONE);
    expect(count(csa, 'r4.9-union-rail-bonus')).toBe(0);
  });

  it('R5.2 like-battlefield targets: infantry may not fire at cavalry first; against infantry only, no change', () => {
    const fire = (enemy: UnitSpec[]): S => {
      const units: UnitSpec[] = [
        ['usa', 'Mi', 'manassas-junction'],
        ['usa', 'Mi', 'manassas-junction'],
        ...enemy,
      ];
      const s = withOpt({ side: 'usa', units }, 'r5.2-like-battlefield-targets');
      battle(s, 'manassas-junction', 1, 1, L.PH_TARGET);
      ahd.apply(s, A.AUTOFIRE);
      return s;
    };
    const cavalry: UnitSpec[] = [
      ['csa', 'Mi', 'manassas-junction'],
      ['csa', 'Mc', 'manassas-junction'],
    ];
    const infantry: UnitSpec[] = [
      ['csa', 'Mi', 'manassas-junction'],
      ['csa', 'Mi', 'manassas-junction'],
    ];
    expect(count(fire(cavalry), 'r5.2-like-battlefield-targets')).toBe(1);
    expect(count(fire(infantry), 'r5.2-like-battlefield-targets')).toBe(0);
  });

  it('R5.41 Union naval evacuations: offered in a Southern port battle, not inland', () => {
    const retreatOrFight = (at: string): S => {
      const units: UnitSpec[] = [
        ['usa', 'Mi', at],
        ['csa', 'Mi', at],
      ];
      const s = withOpt({ side: 'csa', units }, 'r5.41-union-naval-evacuations');
      battle(s, at, 2, 0, L.PH_PRE_FIRE);
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(retreatOrFight('new-orleans'), 'r5.41-union-naval-evacuations')).toBe(1);
    expect(count(retreatOrFight('manassas-junction'), 'r5.41-union-naval-evacuations')).toBe(0);
  });

  it('R5.71 refitting the army: a reduced unit stays reduced; with none reduced nothing changes', () => {
    const bites = withOpt(
      { side: 'usa', units: [['usa', 'Vi', 'pittsburgh', 'r']] },
      'r5.71-refitting-the-army',
    );
    finishPlayerTurn(bites);
    expect(count(bites, 'r5.71-refitting-the-army')).toBeGreaterThan(0);
    const none = withOpt({ side: 'usa', units: [['usa', 'Vi', 'pittsburgh']] }, 'r5.71-refitting-the-army');
    finishPlayerTurn(none);
    expect(count(none, 'r5.71-refitting-the-army')).toBe(0);
  });

  it('R6.1 combat experience: no Veteran to Crack in the Promotion Segment; Militia promote as before', () => {
    const promote = (type: string): S => {
      const s = withOpt(
        { side: 'usa', units: [['usa', type, 'pittsburgh']] as UnitSpec[] },
        'r6.1-combat-experience',
      );
      s[L.H_PHASE] = L.PH_PROMOTE;
      s[L.H_PROMOS] = 1;
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(promote('Vi'), 'r6.1-combat-experience')).toBe(1);
    expect(count(promote('Mi'), 'r6.1-combat-experience')).toBe(0);
  });

  it('R6.2 Confederate replacement training: a low roll gives the CSA two promotions; the Union never rolls', () => {
    const csa = withOpt({ side: 'csa', units: [] }, 'r6.2-confederate-replacement-training');
    csa[L.H_CSA_LOST] = 6; // six Veteran/Crack losses this Game Turn: any roll minus 6 is 1 or less
    ahd.apply(csa, A.OP_DONE); // end of movement: no battle, the Promotion Segment begins
    expect(count(csa, 'r6.2-confederate-replacement-training')).toBe(1);
    const usa = withOpt({ side: 'usa', units: [] }, 'r6.2-confederate-replacement-training');
    usa[L.H_CSA_LOST] = 6;
    ahd.apply(usa, A.OP_DONE);
    expect(count(usa, 'r6.2-confederate-replacement-training')).toBe(0);
  });

  it('R7.3 draft riots: the April 1863 draft holds draftees back; the April 1862 draft does not', () => {
    const draft = (year: number): S => {
      const s = withOpt({ side: 'csa', turn: aprilTurnOf(year) - 1, units: [] }, 'r7.3-draft-riots');
      const mi = c.typeStart[L.USA * L.NTYPES + L.T_MI]!;
      for (let u = mi; u < mi + 4; u++) relocate(c, s, u, L.LOC_DRAFT);
      finishPlayerTurn(s); // the Game Turn ends; the Union Player Turn of April begins with the draft
      expect(s[L.CH_TURN]).toBe(aprilTurnOf(year));
      return s;
    };
    expect(count(draft(1863), 'r7.3-draft-riots')).toBe(1);
    expect(count(draft(1862), 'r7.3-draft-riots')).toBe(0);
  });

  it('R7.4 increasing Union forces: a draft lets the Union recruit beyond its Army Maximum; without a draft, no', () => {
    const recruit = (drafts: number): S => {
      const s = recruiting(
        withOpt({ side: 'usa', units: [['usa', 'Mi', 'cincinnati']] }, 'r7.4-increasing-union-forces'),
        2,
        1, // one unit on the map: the Army Maximum is reached
      );
      s[L.H_DRAFTS] = drafts;
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(recruit(1), 'r7.4-increasing-union-forces')).toBe(1);
    expect(count(recruit(0), 'r7.4-increasing-union-forces')).toBe(0);
  });

  it('R7.5 historical recruitment: a second recruit in Pittsburgh (value 3); Cincinnati (value 1) gets one either way', () => {
    const bites = recruiting(withOpt({ side: 'usa', units: [] }, 'r7.5-historical-recruitment'), 3);
    recruitAt(bites, 'pittsburgh');
    recruitAt(bites, 'pittsburgh'); // legal only under R7.5: this decision is counted
    expect(count(bites, 'r7.5-historical-recruitment')).toBe(1);
    const single = recruiting(withOpt({ side: 'usa', units: [] }, 'r7.5-historical-recruitment'), 3);
    recruitAt(single, 'cincinnati');
    expect(count(single, 'r7.5-historical-recruitment')).toBe(0);
  });

  it('R9.1 extended game: the campaign goes on after Game Turn 40, not after turn 39', () => {
    const endOf = (turn: number): S => {
      const s = withOpt({ side: 'csa', turn, units: [] }, 'r9.1-extended-game');
      finishPlayerTurn(s);
      return s;
    };
    const forty = endOf(40);
    expect(ahd.isTerminal(forty)).toBe(false);
    expect(count(forty, 'r9.1-extended-game')).toBe(1);
    expect(count(endOf(39), 'r9.1-extended-game')).toBe(0);
  });

  it('R9.1 extended game: a game whose last turn stays 40 with the option on (a short game a pack ends at 40) does not count', () => {
    const s = withOpt({ side: 'csa', turn: 40, units: [] }, 'r9.1-extended-game');
    s[L.H_END_TURN] = 40; // setup extends only a campaign ending at 40 (setup.ts); R11.1 short games keep their end
    finishPlayerTurn(s);
    expect(ahd.isTerminal(s)).toBe(true);
    expect(count(s, 'r9.1-extended-game')).toBe(0);
  });

  it('R10.1 novice Union: the CSA in Washington does not win at once; taking another box changes nothing', () => {
    const capture = (path: string[]): S => {
      const s = withOpt({ side: 'csa', units: [['csa', 'Mi', 'manassas-junction']] }, 'r10.1-novice-union');
      ahd.apply(s, findMove(s, 'manassas-junction', path, 'Mi')!);
      ahd.apply(s, A.OP_DONE); // end of movement: the empty box is captured (R8.0)
      return s;
    };
    const washington = capture(['washington']);
    expect(ahd.isTerminal(washington)).toBe(false);
    expect(count(washington, 'r10.1-novice-union')).toBe(1);
    expect(count(capture(['harpers-ferry']), 'r10.1-novice-union')).toBe(0);
  });

  it('rule of 7: the recruitment die is 7 minus the march die; on a first turn (no march die) there is no rule', () => {
    const recruitDie = (marchDie: (rolled: number) => number): S => {
      const s = withOpt({ side: 'usa', units: [] }, 'rule-of-7');
      const rolled = rollFor(s, L.USA, DIE_RECRUIT);
      s[L.H_MARCH_DIE] = marchDie(rolled);
      ahd.apply(s, A.OP_DONE); // through combat and promotion to the recruitment die
      return s;
    };
    expect(
      count(
        recruitDie((r) => (r === 6 ? 2 : 1)),
        'rule-of-7',
      ),
    ).toBe(1); // 7 - m differs from the roll
    expect(
      count(
        recruitDie(() => 0),
        'rule-of-7',
      ),
    ).toBe(0);
  });

  it('R11.3 March ending: the game ends at the close of March 1862, not the turn before', () => {
    const endOf = (delta: number): S => {
      const s = withOpt({ side: 'csa', units: [] }, 'r11.3-march-end', '1862');
      s[L.CH_TURN] = s[L.H_MARCH_END]! + delta;
      finishPlayerTurn(s);
      return s;
    };
    const march = endOf(0);
    expect(ahd.outcome(march).victory).toBe('march-table');
    expect(count(march, 'r11.3-march-end')).toBe(1);
    expect(count(endOf(-1), 'r11.3-march-end')).toBe(0);
  });

  it('R11.3 sudden death: a Decisive March 1862 result ends the game; a Marginal one does not', () => {
    const endOf = (usaAm: number): S => {
      const s = withOpt({ side: 'csa', turn: 7, units: [] }, 'r11.3-sudden-death'); // 03/1862
      s[L.H_AM + L.USA] = usaAm;
      s[L.H_AM + L.CSA] = 10;
      finishPlayerTurn(s);
      return s;
    };
    expect(count(endOf(40), 'r11.3-sudden-death')).toBe(1);
    expect(count(endOf(18), 'r11.3-sudden-death')).toBe(0); // +8: a middle level of the table
  });

  it('reading river jump (first leg): a Union jump past St. Louis; with no enemy to jump, nothing changes', () => {
    const jump = (enemyAt: string): S => {
      const units: UnitSpec[] = [
        ['usa', 'Mi', 'jefferson-city'],
        ['csa', 'Mi', enemyAt],
      ];
      const s = withOpt({ side: 'usa', units }, 'read-river-jump', 'first-leg');
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(jump('st-louis'), 'read-river-jump')).toBe(1);
    expect(count(jump('richmond'), 'read-river-jump')).toBe(0);
  });

  it('reading leave contested (forbidden): units in an enemy-occupied box stay; elsewhere they move', () => {
    const move = (csaAt: string): S => {
      const units: UnitSpec[] = [
        ['usa', 'Mi', 'harpers-ferry'],
        ['csa', 'Mi', csaAt],
      ];
      const s = withOpt({ side: 'usa', units }, 'read-leave-contested', 'forbidden');
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(move('harpers-ferry'), 'read-leave-contested')).toBe(1);
    expect(count(move('richmond'), 'read-leave-contested')).toBe(0);
  });

  it('reading CSA Potomac reinforcement (allowed): from Fredericksburg into Washington; elsewhere no change', () => {
    const reinforce = (at: string, from: string): S => {
      const units: UnitSpec[] = [
        ['usa', 'Mi', at],
        ['csa', 'Mi', at],
        ['csa', 'Mi', from],
      ];
      const s = withOpt({ side: 'csa', units }, 'read-csa-potomac-reinforce', 'allowed');
      battle(s, at, 2, 1, L.PH_PRE_FIRE);
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(reinforce('washington', 'fredericksburg'), 'read-csa-potomac-reinforce')).toBe(1);
    expect(count(reinforce('harpers-ferry', 'front-royal'), 'read-csa-potomac-reinforce')).toBe(0);
  });

  it('reading R7.5 Scranton (named only): no second recruit in Scranton; Pittsburgh is named', () => {
    const twice = (at: string): S => {
      const options = { 'r7.5-historical-recruitment': true, 'read-r7.5-scranton': 'named-only' };
      const s = recruiting(position({ side: 'usa', units: [], options }), 3);
      recruitAt(s, at);
      recruitAt(s, at === 'scranton' ? 'pittsburgh' : at);
      return s;
    };
    expect(count(twice('scranton'), 'read-r7.5-scranton')).toBe(1);
    expect(count(twice('pittsburgh'), 'read-r7.5-scranton')).toBe(0);
  });

  it('reading R6.2 losses (Player Turn): earlier losses of the Game Turn no longer count; with none, same', () => {
    const segment = (gameTurnLosses: number): S => {
      const options = { 'r6.2-confederate-replacement-training': true, 'read-r6.2-losses': 'player-turn' };
      let turn = 5;
      // a Game Turn whose training die is not a 1 (a 1 gives two promotions under either count)
      while (rollFor(position({ side: 'csa', turn, units: [], options }), L.CSA, DIE_TRAINING) === 1) turn++;
      const s = position({ side: 'csa', turn, units: [], options });
      s[L.H_CSA_LOST] = gameTurnLosses;
      s[L.H_CSA_LOST_PT] = 0;
      ahd.apply(s, A.OP_DONE);
      return s;
    };
    expect(count(segment(6), 'read-r6.2-losses')).toBe(1);
    expect(count(segment(0), 'read-r6.2-losses')).toBe(0);
  });

  it('every switch of the game has a counter, and a game without switches counts nothing', () => {
    expect(ahd.coverage).toEqual(ahd.options.map((o) => o.id));
    const s = ahd.create({ scenario: '1861', seed: 'coverage' });
    const buf = new Int32Array(ahd.maxActions);
    for (let i = 0; i < 300 && !ahd.isTerminal(s); i++) {
      ahd.legalActions(s, buf);
      ahd.apply(s, buf[0]!);
    }
    expect(ahd.ruleCounts!(s)).toEqual({});
  });
});
