/**
 * More R5 combat rules on constructed positions (issue 29: what the mutation run of combat.ts showed
 * unpinned by combat.test.ts): whose units move in a retreat or withdrawal, which boxes a retreat may
 * use for either side, the Potomac for the Union, what a reinforcement brings into the battle, the R8.0
 * cavalry control exception when the last unit leaves a box in combat, and the attacker's choice of
 * the next battle.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { ctrlOf } from '../../../src/games/ahd/state.js';
import { recordShots, type Shot } from '../../../src/games/ahd/combat-fire.js';
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
const retreats = (s: Int32Array): string[] =>
  legalTexts(s)
    .filter((t) => /^(Retreat|Evacuate)/.test(t))
    .sort();
const reinforcements = (s: Int32Array): string[] =>
  legalTexts(s)
    .filter((t) => t.startsWith('Reinforce'))
    .sort();
const withdrawals = (s: Int32Array): string[] =>
  legalTexts(s)
    .filter((t) => t.startsWith('Withdraw'))
    .sort();
const nbr = (at: string, to: string): number =>
  c.adjTo.subarray(c.adjStart[box(at)], c.adjStart[box(at) + 1]).indexOf(box(to));

interface Attack {
  side: 'usa' | 'csa';
  units: UnitSpec[];
  /** The attacking moves: [from, path, type]. */
  moves: [string, string[], string][];
  dice: number[];
  control?: PositionSpec['control'];
  options?: PositionSpec['options'];
  /** Applied after the moves, before the end of movement (sea moves, say). */
  before?: (s: Int32Array) => void;
}

/** Play the attacker's moves, load the dice and end movement. */
function attack(p: Attack): Int32Array {
  const s = position({
    side: p.side,
    units: p.units,
    ...(p.control ? { control: p.control } : {}),
    ...(p.options ? { options: p.options } : {}),
  });
  p.before?.(s);
  for (const [from, path, type] of p.moves) ahd.apply(s, findMove(s, from, path, type)!);
  loadDice(s, p.dice);
  ahd.apply(s, A.DONE);
  return s;
}

/** The Union attacks Decatur from Nashville with one Veteran Infantry. */
const decatur = (units: UnitSpec[], dice: number[], more: Partial<Attack> = {}): Int32Array =>
  attack({
    side: 'usa',
    units: [['usa', 'Vi', 'nashville'], ...units],
    moves: [['nashville', ['decatur'], 'Vi'], ...(more.moves ?? [])],
    dice,
    control: { nashville: 'usa', ...more.control },
    ...(more.options ? { options: more.options } : {}),
    ...(more.before ? { before: more.before } : {}),
  });

describe('R5.4 who retreats, and where', () => {
  it("the retreating army's units move, the enemy's stay: a Union retreat leaves the Confederate militia", () => {
    // The first Confederate counter slot is a Militia Infantry: it holds Decatur while the Union leaves.
    const s = decatur([['csa', 'Mi', 'decatur']], [6, 6, 6]);
    ahd.apply(s, A.DONE); // the Confederate part of round 2: fire (6)
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 1]);
    play(s, 'Retreat to Nashville');
    expect(unitsAt(s, 'nashville', 'usa')).toHaveLength(1);
    expect(unitsAt(s, 'nashville', 'csa')).toHaveLength(0);
    expect(unitsAt(s, 'decatur', 'csa', 'Mi')).toHaveLength(1);
    expect(s[L.H_BWINNER]).toBe(L.CSA);
    expect(s[L.H_RETREATED]).toBe(L.USA);
  });

  it('never to an enemy-controlled Recruitment City: a Confederate army with no friendly box left', () => {
    // Every neighbour of Decatur is Union-controlled; Chattanooga and Nashville are Recruitment Cities.
    const usa = 'usa' as const;
    const control = {
      'jacksonville-al': usa,
      tuscaloosa: usa,
      corinth: usa,
      chattanooga: usa,
      murfreesboro: usa,
      'pittsburgh-landing': usa,
    };
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6], { control });
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(retreats(s)).toEqual(
      [
        'Retreat to Corinth',
        'Retreat to Jacksonville, Al.',
        'Retreat to Murfreesboro',
        'Retreat to Pittsburgh Landing',
        'Retreat to Tuscaloosa',
      ].sort(),
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_RETREAT, box('chattanooga')))).toThrow(/R5\.4/);
  });

  it('a defender may retreat to a box an attacker left for another battle: only the attackers of this one count', () => {
    // A second Union unit marches from Tuscaloosa to Okolona: it did not enter the Decatur battle.
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6], {
      moves: [['tuscaloosa', ['okolona'], 'Vi']],
      before: (t) => {
        place(t, 'usa', 'Vi', 'tuscaloosa');
      },
    });
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(retreats(s)).toContain('Retreat to Tuscaloosa');
    expect(retreats(s)).not.toContain('Retreat to Nashville');
  });

  it('invaders from the sea entered from no neighbouring box: every neighbour is open to the defender', () => {
    const control: PositionSpec['control'] = {};
    for (let j = c.adjStart[box('yorktown')]!; j < c.adjStart[box('yorktown') + 1]!; j++)
      control[c.boxId[c.adjTo[j]!]!] = 'csa';
    const s = position({ side: 'usa', control, units: [['usa', 'Vi', 'washington']] });
    s[L.H_FLAGS] = s[L.H_FLAGS]! | L.F_INVASION;
    // Every neighbour of Yorktown is Confederate; the invaders came by sea.
    ahd.apply(s, A.encInvade(box('yorktown'), A.cls(T('Vi'), 0, 0), 1));
    place(s, 'csa', 'Vi', 'yorktown');
    loadDice(s, [6, 6]);
    ahd.apply(s, A.DONE);
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    const all: string[] = [];
    for (let j = c.adjStart[box('yorktown')]!; j < c.adjStart[box('yorktown') + 1]!; j++)
      all.push(`Retreat to ${c.boxName[c.adjTo[j]!]}`);
    expect(all.length).toBeGreaterThan(1);
    expect(retreats(s)).toEqual(all.sort());
  });

  it('R4.12: a Confederate retreat in 1861 opens Kentucky only if it enters Kentucky', () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6], { options: { 'r4.12-kentucky-neutrality': true } });
    expect(s[L.CH_TURN]).toBe(5);
    play(s, 'Retreat to Tuscaloosa');
    expect(s[L.H_FLAGS]! & L.F_KY_OPEN).toBe(0);
  });

  it('R4.2: the Union may retreat along the Potomac', () => {
    const s = attack({
      side: 'csa',
      units: [
        ['usa', 'Vi', 'fredericksburg'],
        ['csa', 'Vi', 'richmond'],
      ],
      moves: [['richmond', ['fredericksburg'], 'Vi']],
      control: { fredericksburg: 'usa' },
      dice: [6, 6, 6],
    });
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(retreats(s)).toContain('Retreat to Washington');
    play(s, 'Retreat to Washington');
    expect(unitsAt(s, 'washington', 'usa')).toHaveLength(1);
  });

  it('R5.41 evacuation needs the battle to come from the sea: a Union sea move elsewhere does not count', () => {
    const s = attack({
      side: 'usa',
      options: { 'r5.41-union-naval-evacuations': true },
      units: [
        ['usa', 'Vi', 'goldsboro'],
        ['usa', 'Vi', 'baltimore'],
        ['csa', 'Mi', 'new-bern'],
      ],
      moves: [['goldsboro', ['new-bern'], 'Vi']],
      dice: [6, 6, 6],
      before: (t) => {
        ahd.apply(t, A.encSea(box('baltimore'), box('atlantic-city'), A.cls(T('Vi'), 0, 0), 1));
      },
    });
    expect(unitsAt(s, 'atlantic-city', 'usa')).toHaveLength(1);
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 1]);
    expect(retreats(s)).toEqual(['Retreat to Goldsboro']);
  });

  it('the whole list of a round-2 decision: stay and fire, each retreat once, each reinforcement once', () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6], {
      control: { tuscaloosa: 'usa', corinth: 'usa', chattanooga: 'usa', 'jacksonville-al': 'usa' },
      before: (t) => {
        place(t, 'csa', 'Mi', 'murfreesboro');
      },
    });
    expect(legalTexts(s)).toEqual([
      'Stay and fire (no more reinforcements)',
      'Retreat to Murfreesboro',
      'Retreat to Pittsburgh Landing',
      'Reinforce with 1 Mi from Murfreesboro',
    ]);
  });
});

describe('R5.5 reinforcements', () => {
  it('a reduced, entrenched unit reinforces reduced, not entrenched, and has now fought', () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6], {
      before: (t) => place(t, 'csa', 'Vi', 'corinth', 'er'),
    });
    play(s, 'Reinforce with 1 Vi (reduced) from Corinth');
    expect(unitsAt(s, 'corinth', 'csa')).toHaveLength(0);
    const moved = unitsAt(s, 'decatur', 'csa').filter((u) => s[L.U_FROM + u] === box('corinth'));
    expect(moved).toHaveLength(1);
    const st = s[L.U_ST + moved[0]!]!;
    expect(st & (L.ST_REDUCED | L.ST_ENTRENCHED | L.ST_FOUGHT)).toBe(L.ST_REDUCED | L.ST_FOUGHT);
  });

  it('a reinforcement fires in the round it arrives', () => {
    // Round 2, the Confederate part: the Vi from Corinth joins; both shots (1, 1) hit the lone Union Vi.
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6, 1, 1], {
      before: (t) => place(t, 'csa', 'Vi', 'corinth'),
    });
    play(s, 'Reinforce with 1 Vi from Corinth');
    ahd.apply(s, A.DONE);
    expect(s[L.H_LAST_HITS + L.CSA]).toBe(2);
    expect(unitsAt(s, 'decatur', 'usa')).toHaveLength(0);
    expect(s[L.H_BWINNER]).toBe(L.CSA);
  });

  it("the defender's own reinforcements do not close their box to its retreat", () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6, 6, 6, 6], {
      control: { tuscaloosa: 'usa', chattanooga: 'usa', murfreesboro: 'usa', 'jacksonville-al': 'usa' },
      before: (t) => place(t, 'csa', 'Vi', 'corinth'),
    });
    play(s, 'Reinforce with 1 Vi from Corinth');
    ahd.apply(s, A.DONE); // the Confederate fires (6, 6)
    ahd.apply(s, A.DONE); // the Union stays
    ahd.apply(s, A.AUTOFIRE); // and fires (6)
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([3, 0]);
    expect(retreats(s)).toEqual(['Retreat to Corinth', 'Retreat to Pittsburgh Landing']);
  });

  it('the attacker may not reinforce from a box holding enemy units, even leaving a screening force', () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6, 6], {
      before: (t) => {
        place(t, 'usa', 'Vi', 'murfreesboro');
        place(t, 'usa', 'Vi', 'murfreesboro');
        place(t, 'csa', 'Mi', 'murfreesboro');
        place(t, 'usa', 'Mi', 'tuscaloosa');
      },
    });
    play(s, 'Fight the battle at Decatur');
    ahd.apply(s, A.DONE); // the Confederate part of round 2
    expect(s[L.H_BPART]).toBe(1);
    expect(reinforcements(s)).toEqual(['Reinforce with 1 Mi from Tuscaloosa']);
  });

  it('only from adjacent boxes: Union units in Atlanta (not next to Decatur) never reinforce it', () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6, 6], {
      before: (t) => {
        place(t, 'usa', 'Vi', 'atlanta');
      },
      control: { atlanta: 'usa' },
    });
    ahd.apply(s, A.DONE); // the Confederate part of round 2
    expect(s[L.H_BPART]).toBe(1);
    expect(legalTexts(s)).toEqual(['Stay and fire (no more reinforcements)', 'Retreat to Nashville']);
  });

  it('a defender screening a box with Confederate militia offers its own units only', () => {
    // The Confederates attack Nashville; Decatur holds two Union Vi and a Confederate Mi (a battle too).
    const s = attack({
      side: 'csa',
      units: [
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vi', 'murfreesboro'],
        ['usa', 'Vi', 'decatur'],
        ['usa', 'Vi', 'decatur'],
        ['csa', 'Mi', 'tuscaloosa'],
      ],
      moves: [
        ['murfreesboro', ['nashville'], 'Vi'],
        ['tuscaloosa', ['decatur'], 'Mi'],
      ],
      control: { nashville: 'usa', decatur: 'usa' },
      dice: [6, 6, 6],
    });
    play(s, 'Fight the battle at Nashville');
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(reinforcements(s)).toEqual(['Reinforce with 1 Vi from Decatur']);
  });

  it('with no retreat left but a reinforcement to make, the defender is asked', () => {
    // Every neighbour of Decatur holds Union units; Pittsburgh Landing two Confederates and one Union.
    const units: UnitSpec[] = [
      ['csa', 'Vi', 'decatur'],
      ...(['jacksonville-al', 'tuscaloosa', 'corinth', 'chattanooga', 'murfreesboro'] as const).map(
        (b) => ['usa', 'Mi', b] as UnitSpec,
      ),
      ['csa', 'Mi', 'pittsburgh-landing'],
      ['csa', 'Mi', 'pittsburgh-landing'],
      ['usa', 'Mi', 'pittsburgh-landing'],
    ];
    const s = decatur(units, [6, 6]);
    play(s, 'Fight the battle at Decatur');
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 0, L.PH_PRE_FIRE]);
    expect(retreats(s)).toEqual([]);
    expect(reinforcements(s)).toEqual(['Reinforce with 1 Mi from Pittsburgh Landing']);
  });

  it('refuses a unit type past the last one', () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6], {
      before: (t) => place(t, 'csa', 'Vi', 'corinth'),
    });
    expect(() => ahd.apply(s, A.encReinforce(nbr('decatur', 'corinth'), A.cls(L.NTYPES, 0, 0)))).toThrow(
      /no such neighbouring box or unit type/,
    );
  });
});

describe('R5.6 cavalry withdrawal', () => {
  it('the Union cavalry withdraws from a Confederate attack; the attacker stays', () => {
    const s = attack({
      side: 'csa',
      units: [
        ['usa', 'Vc', 'nashville'],
        ['csa', 'Vi', 'murfreesboro'],
      ],
      moves: [['murfreesboro', ['nashville'], 'Vi']],
      control: { nashville: 'usa' },
      dice: [],
    });
    expect(s[L.H_PHASE]).toBe(L.PH_WITHDRAW);
    expect(withdrawals(s)).toEqual([
      'Withdraw the cavalry to Bowling Green',
      'Withdraw the cavalry to Decatur',
      'Withdraw the cavalry to Forts Henry and Donelson',
      'Withdraw the cavalry to Sparta',
    ]);
    play(s, 'Withdraw the cavalry to Sparta');
    expect(unitsAt(s, 'sparta', 'usa', 'Vc')).toHaveLength(1);
    expect(unitsAt(s, 'nashville', 'csa', 'Vi')).toHaveLength(1);
  });

  it('R4.2: Confederate cavalry do not withdraw along the Potomac (read-csa-potomac-reinforce)', () => {
    const setup = (options: PositionSpec['options']): Int32Array =>
      attack({
        side: 'usa',
        options,
        units: [
          ['usa', 'Vi', 'richmond'],
          ['csa', 'Vc', 'fredericksburg'],
        ],
        moves: [['richmond', ['fredericksburg'], 'Vi']],
        control: { richmond: 'usa', washington: 'csa' },
        dice: [],
      });
    expect(withdrawals(setup({}))).not.toContain('Withdraw the cavalry to Washington');
    expect(withdrawals(setup({ 'read-csa-potomac-reinforce': 'allowed' }))).toContain(
      'Withdraw the cavalry to Washington',
    );
  });
});

describe('R8.0 cavalry control ends the instant the cavalry leaves, in combat too', () => {
  it('a withdrawal from a gray box the Union held with cavalry alone gives it back to its colour', () => {
    // Two battles: Nashville first, then Decatur (still to fight when we look).
    const s = attack({
      side: 'csa',
      units: [
        ['usa', 'Vc', 'nashville'],
        ['csa', 'Vi', 'murfreesboro'],
        ['usa', 'Vi', 'decatur'],
        ['csa', 'Vi', 'tuscaloosa'],
      ],
      moves: [
        ['murfreesboro', ['nashville'], 'Vi'],
        ['tuscaloosa', ['decatur'], 'Vi'],
      ],
      control: { nashville: 'usa-cav', decatur: 'usa' },
      dice: [6, 6],
    });
    play(s, 'Fight the battle at Nashville');
    play(s, 'Withdraw the cavalry to Sparta');
    expect(s[L.H_BATTLE]).toBe(box('decatur')); // the Combat Segment goes on
    expect(ctrlOf(s, box('nashville'))).toBe(L.CSA);
  });

  it('a reinforcement leaving a gray box the Union held with cavalry alone gives it back too', () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6, 6], {
      control: { tuscaloosa: 'usa-cav' },
      before: (t) => place(t, 'usa', 'Vc', 'tuscaloosa'),
    });
    ahd.apply(s, A.DONE); // the Confederate part of round 2
    expect(ctrlOf(s, box('tuscaloosa'))).toBe(L.USA);
    play(s, 'Reinforce with 1 Vc from Tuscaloosa');
    expect(ctrlOf(s, box('tuscaloosa'))).toBe(L.CSA);
    // A box left with friendly units in it keeps its control.
    const t = decatur([['csa', 'Vi', 'decatur']], [6, 6, 6], {
      control: { tuscaloosa: 'usa-cav' },
      before: (u) => {
        place(u, 'usa', 'Vc', 'tuscaloosa');
        place(u, 'usa', 'Vc', 'tuscaloosa');
      },
    });
    ahd.apply(t, A.DONE);
    play(t, 'Reinforce with 1 Vc from Tuscaloosa');
    expect(ctrlOf(t, box('tuscaloosa'))).toBe(L.USA);
  });
});

describe('R5.0 one battle at a time', () => {
  it('between battles none is under way; the attacker picks the next; a new battle has no retreat yet', () => {
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'nashville'],
        ['usa', 'Vi', 'humbolt'],
        ['usa', 'Vi', 'knoxville'],
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Mi', 'corinth', 'r'],
        ['csa', 'Mi', 'chattanooga', 'r'],
      ],
      moves: [
        ['nashville', ['decatur'], 'Vi'],
        ['humbolt', ['corinth'], 'Vi'],
        ['knoxville', ['chattanooga'], 'Vi'],
      ],
      control: { nashville: 'usa', knoxville: 'usa', humbolt: 'usa' },
      dice: [6, 6, 6, 6, 6, 6],
    });
    play(s, 'Fight the battle at Decatur');
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    play(s, 'Retreat to Tuscaloosa');
    expect(s[L.H_RETREATED]).toBe(L.CSA);
    if (s[L.H_PHASE] === L.PH_BATTLE_PROMO) ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_PICK_BATTLE);
    expect(s[L.H_BATTLE]).toBe(-1);
    expect(legalTexts(s)).toEqual(['Fight the battle at Corinth', 'Fight the battle at Chattanooga']);
    play(s, 'Fight the battle at Corinth');
    expect(s[L.H_BATTLE]).toBe(box('corinth'));
    expect(s[L.H_RETREATED]).toBe(-1);
  });
});

describe('R5.1-R5.2 targets and R6.2 losses (combat-fire.ts)', () => {
  const targets = (s: Int32Array): number[] =>
    legal(s)
      .filter((a) => A.opOf(a) === A.OP_TARGET)
      .map((a) => A.tgSlot(a));

  it('only enemy units in this battle: neither a friendly unit nor an enemy one elsewhere', () => {
    // The first Confederate counter slot (a Militia Infantry) defends with a Vi; a Union Vi waits at Murfreesboro.
    const s = decatur(
      [
        ['csa', 'Mi', 'decatur'],
        ['csa', 'Vi', 'decatur'],
        ['usa', 'Vi', 'murfreesboro'],
      ],
      [6, 6, 6, 6],
      { moves: [['murfreesboro', ['decatur'], 'Vi']] },
    );
    expect(s[L.H_BPART]).toBe(0); // the Confederate defender announces
    for (const t of targets(s)) expect(c.slotSide[t]).toBe(L.USA);
    // Two Union attackers: the lone Confederate Vi has a choice to announce; a third Union Vi is at Sparta.
    const away = decatur([['csa', 'Vi', 'decatur']], [6, 6], {
      moves: [['nashville', ['decatur'], 'Vi']],
      before: (t) => {
        place(t, 'usa', 'Vi', 'nashville');
        place(t, 'usa', 'Vi', 'sparta');
      },
    });
    expect(away[L.H_BPART]).toBe(0);
    const [elsewhere] = unitsAt(away, 'sparta', 'usa', 'Vi');
    expect(() => ahd.apply(away, A.encTarget(T('Vi'), elsewhere!))).toThrow(
      /not an enemy unit in this battle/,
    );
  });

  it('R5.2 Militia Cavalry are cavalry: they fire at enemy cavalry first', () => {
    const s = decatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Vc', 'decatur'],
      ],
      [6, 6],
      {
        options: { 'r5.2-like-battlefield-targets': true },
        before: (t) => place(t, 'usa', 'Mc', 'nashville'),
        moves: [['nashville', ['decatur'], 'Mc']],
      },
    );
    ahd.apply(s, A.AUTOFIRE); // the Confederate announcement (two misses)
    expect(s[L.H_BPART]).toBe(1);
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    const [vc] = unitsAt(s, 'decatur', 'csa', 'Vc');
    const mcTargets = legal(s)
      .filter((a) => A.opOf(a) === A.OP_TARGET && A.tgFirer(a) === T('Mc'))
      .map((a) => A.tgSlot(a));
    expect(mcTargets).toEqual([vc]);
    expect(() => ahd.apply(s, A.encTarget(T('Mc'), vi!))).toThrow(/R5\.2/);
  });

  it('R6.2 a Confederate Militia Cavalry eliminated is no loss; R5.1 it goes to the Recruitment Pool', () => {
    // Cavalry attack cavalry: no withdrawal (R5.6); the reduced Mc falls to the first Union shot.
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Vc', 'nashville'],
        ['csa', 'Mc', 'decatur', 'r'],
      ],
      moves: [['nashville', ['decatur'], 'Vc']],
      control: { nashville: 'usa' },
      dice: [6, 1],
    });
    expect(unitsAt(s, 'decatur', 'csa')).toHaveLength(0);
    expect(s[L.H_BWINNER]).toBe(L.USA);
    expect([s[L.H_CSA_LOST], s[L.H_CSA_LOST_PT]]).toEqual([0, 0]);
    // R5.1: an eliminated Militia unit, cavalry too, goes to the Recruitment Pool (not to stock).
    expect(s[L.U_LOC + c.typeStart[L.CSA * L.NTYPES + T('Mc')]!]).toBe(L.LOC_POOL);
  });

  it('R8.0 Union cavalry eliminated in a gray box they held alone: it reverts at once', () => {
    const s = attack({
      side: 'csa',
      units: [
        ['usa', 'Vc', 'decatur', 'r'],
        ['csa', 'Vc', 'tuscaloosa'],
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vi', 'murfreesboro'],
      ],
      moves: [
        ['tuscaloosa', ['decatur'], 'Vc'],
        ['murfreesboro', ['nashville'], 'Vi'],
      ],
      control: { decatur: 'usa-cav', nashville: 'usa' },
      dice: [6, 1, 6, 6],
    });
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
    play(s, 'Fight the battle at Decatur');
    expect(unitsAt(s, 'decatur', 'usa')).toHaveLength(0);
    expect(ctrlOf(s, box('decatur'))).toBe(L.CSA); // before the end of the Combat Segment
  });
});

describe('R5.1 AUTOFIRE aims at enemy units only (combat-fire.ts)', () => {
  it("the Confederacy's first counter, reduced and unshot, is no target of its own side", () => {
    // The Confederates attack Decatur with a reduced Mi (their first counter) and a reduced Vi. The Union Mi fires
    // first, at the Vi (worth 4 to the Mi's 2), and misses (6). Then the Mi's die (6) and the Vi's (1): the
    // Vi aims at the Union Mi, the only enemy, and reduces it; their first counter is untouched.
    const s = attack({
      side: 'csa',
      units: [
        ['csa', 'Mi', 'nashville', 'r'],
        ['csa', 'Vi', 'nashville', 'r'],
        ['usa', 'Mi', 'decatur'],
      ],
      moves: [
        ['nashville', ['decatur'], 'Mi'],
        ['nashville', ['decatur'], 'Vi'],
      ],
      dice: [6, 6, 1],
      control: { nashville: 'csa' },
    });
    const [mi] = unitsAt(s, 'decatur', 'csa', 'Mi');
    expect(mi).toBe(c.typeStart[L.NTYPES]);
    ahd.apply(s, A.AUTOFIRE); // the Union's; the Confederates' fire follows by itself (one target)
    expect(unitsAt(s, 'decatur', 'csa', 'Mi')).toEqual([mi]);
    expect(s[L.U_ST + unitsAt(s, 'decatur', 'usa', 'Mi')[0]!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
  });
});

describe('R5.1-R5.2 announcing targets, unit by unit (combat-fire.ts)', () => {
  const targets = (s: Int32Array): number[] => legal(s).filter((a) => A.opOf(a) === A.OP_TARGET);
  const like = { 'r5.2-like-battlefield-targets': true };

  it("R5.2 once every enemy infantry is a target, infantry may fire at cavalry: the firer's own Militia is no enemy", () => {
    // The Confederates attack Nashville with the first Confederate counter (a Militia Infantry) and two
    // Vi; the Union defends with a Vi and a Vc. The Union fires first, at the two Confederate Vi.
    const s = attack({
      side: 'csa',
      options: like,
      units: [
        ['csa', 'Mi', 'murfreesboro'],
        ['csa', 'Vi', 'murfreesboro'],
        ['csa', 'Vi', 'murfreesboro'],
        ['usa', 'Vi', 'nashville'],
        ['usa', 'Vc', 'nashville'],
      ],
      moves: [
        ['murfreesboro', ['nashville'], 'Mi'],
        ['murfreesboro', ['nashville'], 'Vi'],
        ['murfreesboro', ['nashville'], 'Vi'],
      ],
      control: { nashville: 'usa' },
      dice: [6, 6],
    });
    const [mi] = unitsAt(s, 'nashville', 'csa', 'Mi');
    expect(mi).toBe(c.typeStart[L.NTYPES]);
    const [cvi1, cvi2] = unitsAt(s, 'nashville', 'csa', 'Vi');
    expect(s[L.H_BPART]).toBe(0); // the Union defender announces
    // R5.1: no Union Militia Infantry fights here; the Vi (the next type's first counter) is no Mi.
    expect(() => ahd.apply(s, A.encTarget(T('Mi'), cvi1!))).toThrow(/no firer of that type/);
    ahd.apply(s, A.encTarget(T('Vi'), cvi1!));
    ahd.apply(s, A.encTarget(T('Vc'), cvi2!)); // both miss (6, 6)
    expect(s[L.H_BPART]).toBe(1);
    const [uvi] = unitsAt(s, 'nashville', 'usa', 'Vi');
    const [uvc] = unitsAt(s, 'nashville', 'usa', 'Vc');
    expect(() => ahd.apply(s, A.encTarget(T('Vi'), uvc!))).toThrow(/R5\.2/);
    ahd.apply(s, A.encTarget(T('Vi'), uvi!));
    // Every Union infantry is a target: the cavalry may be fired at, or ignored for the infantry.
    const next = targets(s);
    expect(next).toContain(A.encTarget(T('Mi'), uvc!));
    expect(next).toContain(A.encTarget(T('Mi'), uvi!));
  });

  it('R5.1 a unit that has announced its target is not offered again, even aimed at the first Union counter', () => {
    // The Union attacks Decatur with the first Union counter (a Militia Infantry) and a Vi.
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Mi', 'nashville'],
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Vc', 'decatur'],
      ],
      moves: [
        ['nashville', ['decatur'], 'Mi'],
        ['nashville', ['decatur'], 'Vi'],
      ],
      control: { nashville: 'usa' },
      dice: [6, 6],
    });
    const [umi] = unitsAt(s, 'decatur', 'usa', 'Mi');
    const [uvi] = unitsAt(s, 'decatur', 'usa', 'Vi');
    expect(umi).toBe(0);
    expect(s[L.H_BPART]).toBe(0); // the Confederate defender announces
    ahd.apply(s, A.encTarget(T('Vi'), umi!));
    // Only the Vc is still waiting, and R5.1 gives it the uncovered Union Vi.
    expect(targets(s)).toEqual([A.encTarget(T('Vc'), uvi!)]);
  });

  it('R5.1 any enemy unit in the battle may be named: a like unit elsewhere, at a lower counter, hides none', () => {
    const s = decatur(
      [
        ['csa', 'Vi', 'corinth'],
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Mi', 'decatur'],
      ],
      [6, 6, 6],
    );
    const [away] = unitsAt(s, 'corinth', 'csa', 'Vi');
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(away!).toBeLessThan(vi!);
    expect(s[L.H_BPART]).toBe(1); // the Union announces its one shot
    expect(targets(s)).toContain(A.encTarget(T('Vi'), vi!));
    ahd.apply(s, A.encTarget(T('Vi'), vi!)); // and fires it (6)
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
  });

  it('R5.2 cavalry may not gang up on a cavalry while another enemy cavalry has no shot', () => {
    const s = attack({
      side: 'usa',
      options: like,
      units: [
        ['usa', 'Vc', 'nashville'],
        ['usa', 'Vc', 'nashville'],
        ['usa', 'Vc', 'nashville'],
        ['csa', 'Vc', 'decatur'],
        ['csa', 'Vc', 'decatur'],
      ],
      moves: [
        ['nashville', ['decatur'], 'Vc'],
        ['nashville', ['decatur'], 'Vc'],
        ['nashville', ['decatur'], 'Vc'],
      ],
      control: { nashville: 'usa' },
      dice: [6, 6],
    });
    if (s[L.H_BPART] === 0) ahd.apply(s, A.AUTOFIRE); // the Confederates' two shots miss
    expect(s[L.H_BPART]).toBe(1);
    const [vc1, vc2] = unitsAt(s, 'decatur', 'csa', 'Vc');
    ahd.apply(s, A.encTarget(T('Vc'), vc1!));
    // Three firers, one enemy without a shot: R5.1 would allow ganging up; R5.2 does not, yet.
    expect(targets(s)).toEqual([A.encTarget(T('Vc'), vc2!)]);
  });

  it('R5.1 a target names a firer type and a counter that exist: type 6 and slot 116 are refused as such', () => {
    const s = decatur(
      [
        ['csa', 'Mi', 'decatur'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6],
      { moves: [['nashville', ['decatur'], 'Vi']], before: (t) => place(t, 'usa', 'Vi', 'nashville') },
    );
    if (s[L.H_BPART] === 0) ahd.apply(s, A.AUTOFIRE); // the Confederates' shots miss
    expect(s[L.H_BPART]).toBe(1);
    const [cvi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    expect(() => ahd.apply(s, A.encTarget(L.NTYPES, cvi!))).toThrow(/no such firer type or target/);
    expect(() => ahd.apply(s, A.encTarget(T('Vi'), c.nu))).toThrow(/no such firer type or target/);
    expect(s[L.H_BPART]).toBe(1);
  });

  it("R5.1 each side's fire keeps the position's invariants: the occupancy and control hashes stay exact", () => {
    const s = decatur([['csa', 'Vi', 'decatur']], [6, 6, 6]); // round 1: a Confederate shot, a Union shot
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(ahd.invariants!(s)).toBeUndefined();
    ahd.apply(s, A.DONE); // round 2: the Confederate fires again
    expect(s[L.H_BPART]).toBe(1);
    expect(ahd.invariants!(s)).toBeUndefined();
  });

  it('R5.1 every enemy unit fired upon if possible: the Confederate in round 2, after the Union covered his', () => {
    const s = decatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Vi', 'decatur'],
      ],
      [6, 6, 6, 6],
      {
        moves: [['nashville', ['decatur'], 'Vi']],
        before: (t) => {
          place(t, 'usa', 'Vi', 'nashville');
        },
      },
    );
    while (s[L.H_ROUND] === 1) ahd.apply(s, A.AUTOFIRE); // round 1: each side covers both enemy units
    expect([s[L.H_ROUND], s[L.H_BPART], s[L.H_PHASE]]).toEqual([2, 0, L.PH_PRE_FIRE]);
    ahd.apply(s, A.DONE); // the Confederate stays
    const [u1, u2] = unitsAt(s, 'decatur', 'usa', 'Vi');
    ahd.apply(s, A.encTarget(T('Vi'), u1!));
    expect(targets(s)).toEqual([A.encTarget(T('Vi'), u2!)]);
  });
});

describe('R5.4-R5.6 and R8.0 at Ironton, the first box, and across two battles (combat.ts)', () => {
  it('R5.4 the defender may not retreat to the box the attackers came from: Ironton too', () => {
    expect(box('ironton')).toBe(0);
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'ironton'],
        ['csa', 'Vi', 'thayer'],
      ],
      moves: [['ironton', ['thayer'], 'Vi']],
      control: { newport: 'usa' },
      dice: [6, 6],
    });
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(retreats(s)).toEqual(['Retreat to Newport']);
  });

  it("R5.4 a retreat, reinforcement or elimination in one battle leaves the next battle's attackers where they came from", () => {
    // Battle 1 at Decatur; battle 2 at Thayer, attacked by Union cavalry (a Vc, or a Cc) from Ironton.
    const thayerRetreats = (
      decatur: UnitSpec[],
      dice: number[],
      battleOne: (s: Int32Array) => void,
      cav: 'Vc' | 'Cc' = 'Vc',
    ): string[] => {
      const s = attack({
        side: 'usa',
        units: [['usa', 'Vi', 'nashville'], ...decatur, ['csa', 'Vi', 'thayer'], ['usa', cav, 'ironton']],
        moves: [
          ['nashville', ['decatur'], 'Vi'],
          ['ironton', ['thayer'], cav],
        ],
        control: { nashville: 'usa', newport: 'usa' },
        dice: [...dice, 6, 6],
      });
      play(s, 'Fight the battle at Decatur');
      battleOne(s);
      if (s[L.H_PHASE] === L.PH_BATTLE_PROMO) ahd.apply(s, A.DONE);
      expect(s[L.H_BATTLE]).toBe(box('thayer'));
      expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
      return retreats(s);
    };
    // The Confederate Vi at Decatur retreats.
    const afterRetreat = thayerRetreats([['csa', 'Vi', 'decatur']], [6, 6], (s) =>
      play(s, 'Retreat to Tuscaloosa'),
    );
    expect(afterRetreat).toEqual(['Retreat to Newport']);
    // A Confederate Vi from Corinth reinforces the Militia at Decatur; their two hits (1, 1) win.
    const afterReinforcing = thayerRetreats(
      [
        ['csa', 'Mi', 'decatur'],
        ['csa', 'Vi', 'corinth'],
      ],
      [6, 6, 1, 1],
      (s) => {
        play(s, 'Reinforce with 1 Vi from Corinth');
        ahd.apply(s, A.DONE);
        expect(s[L.H_BWINNER]).toBe(L.CSA);
      },
    );
    expect(afterReinforcing).toEqual(['Retreat to Newport']);
    // The Union Vi eliminates the reduced Confederate Militia (6, then 1); a Union Cc attacks Thayer.
    const afterElimination = thayerRetreats([['csa', 'Mi', 'decatur', 'r']], [6, 1], () => undefined, 'Cc');
    expect(afterElimination).toEqual(['Retreat to Newport']);
  });

  it('R8.0 Confederate cavalry holding Ironton alone: it is Union again the instant they are eliminated', () => {
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'st-louis'],
        ['csa', 'Vc', 'ironton', 'r'],
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vi', 'decatur'],
      ],
      moves: [
        ['st-louis', ['ironton'], 'Vi'],
        ['nashville', ['decatur'], 'Vi'],
      ],
      control: { ironton: 'csa-cav', nashville: 'usa' },
      dice: [6, 1, 6, 6],
    });
    play(s, 'Fight the battle at Ironton');
    ahd.apply(s, A.DONE); // the cavalry stand; their shot misses (6), the Union's hits (1)
    expect(unitsAt(s, 'ironton', 'csa')).toHaveLength(0);
    expect(ctrlOf(s, box('ironton'))).toBe(L.USA); // before the end of the Combat Segment
  });

  it('R8.0 while the cavalry holding a box alone are still there, fire in its battle changes nothing', () => {
    const s = attack({
      side: 'csa',
      units: [
        ['usa', 'Vc', 'decatur'],
        ['csa', 'Vi', 'tuscaloosa'],
      ],
      moves: [['tuscaloosa', ['decatur'], 'Vi']],
      control: { decatur: 'usa-cav' },
      dice: [6, 6],
    });
    expect(s[L.H_PHASE]).toBe(L.PH_WITHDRAW);
    ahd.apply(s, A.DONE); // the Union cavalry stand; both shots miss
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
  });

  it('R8.0 Confederate cavalry holding Ironton alone: it is Union again the instant they withdraw', () => {
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'st-louis'],
        ['csa', 'Vc', 'ironton'],
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vi', 'decatur'],
      ],
      moves: [
        ['st-louis', ['ironton'], 'Vi'],
        ['nashville', ['decatur'], 'Vi'],
      ],
      control: { ironton: 'csa-cav', nashville: 'usa' },
      dice: [6, 6, 6, 6],
    });
    expect(ctrlOf(s, box('ironton'))).toBe(L.CSA);
    play(s, 'Fight the battle at Ironton');
    play(s, 'Withdraw the cavalry to Thayer');
    expect(s[L.H_BATTLE]).toBe(box('decatur')); // the Combat Segment goes on
    expect(ctrlOf(s, box('ironton'))).toBe(L.USA);
  });

  it('R8.0 Confederate cavalry holding Ironton alone: it is Union again the instant they reinforce a battle', () => {
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'newport'],
        ['csa', 'Vi', 'thayer'],
        ['csa', 'Vc', 'ironton'],
      ],
      moves: [['newport', ['thayer'], 'Vi']],
      control: { ironton: 'csa-cav' },
      dice: [6, 6],
    });
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]);
    expect(ctrlOf(s, box('ironton'))).toBe(L.CSA);
    play(s, 'Reinforce with 1 Vc from Ironton');
    expect(ctrlOf(s, box('ironton'))).toBe(L.USA);
  });
});

describe('R5.1 one announcement and one die per unit and round (combat-fire.ts)', () => {
  /** Stay (DONE) where that is a choice, else let the standard plan announce (AUTOFIRE). */
  const step = (s: Int32Array): void => ahd.apply(s, legal(s).includes(A.DONE) ? A.DONE : A.AUTOFIRE);

  it('AUTOFIRE at equal expected damage aims at the unit worth more: a Ci (2 in 6, worth 3) before a Vi (3 in 6, worth 2)', () => {
    const s = decatur(
      [
        ['csa', 'Vi', 'decatur'],
        ['csa', 'Ci', 'decatur'],
      ],
      [6, 6, 1],
    );
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([1, 1]); // the Confederates' two shots missed
    ahd.apply(s, A.AUTOFIRE);
    const [vi] = unitsAt(s, 'decatur', 'csa', 'Vi');
    const [ci] = unitsAt(s, 'decatur', 'csa', 'Ci');
    expect(s[L.U_ST + ci!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
    expect(s[L.U_ST + vi!]! & L.ST_REDUCED).toBe(0);
  });

  it('R5.1 each unit fires once: the Confederates attacking Ironton (box 0) roll one shot for their one unit', () => {
    // The Union Militia defending Ironton is counter 0, the first Union Mi: the only target.
    const s = attack({
      side: 'csa',
      units: [
        ['usa', 'Mi', 'ironton'],
        ['csa', 'Vi', 'thayer'],
      ],
      moves: [['thayer', ['ironton'], 'Vi']],
      dice: [6, 6],
    });
    const [mi] = unitsAt(s, 'ironton', 'usa', 'Mi');
    expect(mi).toBe(0);
    expect([s[L.H_ROUND], s[L.H_BPART]]).toEqual([2, 0]); // both shots missed
    expect(s[L.U_ST + mi!]! & L.ST_REDUCED).toBe(0);
    expect(s[L.H_LAST_HITS + L.CSA]).toBe(0);
  });

  it('R5.1 a shot at a unit already eliminated is wasted, and each round every unit announces anew', () => {
    const s = attack({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'nashville'],
        ['usa', 'Vi', 'nashville'],
        ['usa', 'Vi', 'nashville'],
        ['csa', 'Vi', 'decatur', 'r'],
        ['csa', 'Vi', 'decatur'],
      ],
      moves: [
        ['nashville', ['decatur'], 'Vi'],
        ['nashville', ['decatur'], 'Vi'],
        ['nashville', ['decatur'], 'Vi'],
      ],
      control: { nashville: 'usa' },
      // Round 1: two Confederate misses; the Union's 1 eliminates the reduced Vi, the wasted shot rolls
      // nothing, the next 1 reduces the other. Round 2: a Confederate miss; the Union's three shots
      // all at the last Confederate, the third (1) eliminates it.
      dice: [6, 6, 1, 1, 6, 6, 6, 1],
    });
    if (s[L.H_BPART] === 0) ahd.apply(s, A.AUTOFIRE);
    const [a, b] = unitsAt(s, 'decatur', 'csa', 'Vi');
    ahd.apply(s, A.encTarget(T('Vi'), a!));
    ahd.apply(s, A.encTarget(T('Vi'), a!));
    ahd.apply(s, A.encTarget(T('Vi'), b!));
    expect(s[L.U_LOC + a!]).toBe(L.LOC_STOCK);
    expect(s[L.U_ST + b!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
    expect(s[L.H_ROUND]).toBe(2);
    for (let i = 0; i < 4 && s[L.H_ROUND] === 2 && unitsAt(s, 'decatur', 'csa').length > 0; i++) step(s);
    expect(unitsAt(s, 'decatur', 'csa')).toEqual([]);
    expect(s[L.U_LOC + b!]).toBe(L.LOC_STOCK);
  });

  it('R5.1 every shot rolls a die of its own: two shots of one fire, and one round and the next, differ over 20 games', () => {
    // Two Union Vc attack two entrenched Confederate Vc (cavalry against cavalry: no withdrawal); the
    // Union hits on a 1 only (R5.31), the Confederates on a 1 or 2, so many battles last four rounds. The
    // dice are not loaded: each game has its own seed.
    const firsts: number[][] = []; // the Confederate defender's dice: [round 1 first, round 1 second, r2, r3, r4]
    for (let g = 0; g < 20; g++) {
      const s = position({
        side: 'usa',
        seed: `dice-${g}`,
        units: [
          ['usa', 'Vc', 'nashville'],
          ['usa', 'Vc', 'nashville'],
          ['csa', 'Vc', 'decatur', 'e'],
          ['csa', 'Vc', 'decatur', 'e'],
        ],
        control: { nashville: 'usa' },
      });
      ahd.apply(s, findMove(s, 'nashville', ['decatur'], 'Vc')!);
      ahd.apply(s, findMove(s, 'nashville', ['decatur'], 'Vc')!);
      const log: Shot[] = [];
      recordShots(log);
      try {
        ahd.apply(s, A.DONE);
        for (let i = 0; i < 40 && s[L.H_BATTLE] === box('decatur') && s[L.H_ROUND]! <= 4; i++) step(s);
      } finally {
        recordShots(null);
      }
      const csa = (round: number): number[] =>
        log.filter((x) => x.side === L.CSA && x.round === round).map((x) => x.roll);
      firsts.push([...csa(1).slice(0, 2), csa(2)[0] ?? 0, csa(3)[0] ?? 0, csa(4)[0] ?? 0]);
    }
    for (const d of firsts) for (const roll of d) expect(roll).toBeLessThanOrEqual(6);
    expect(firsts.some(([r1a, r1b]) => r1a !== r1b)).toBe(true); // two shots of one fire
    expect(firsts.some(([r1, , r2]) => r2 !== 0 && r1 !== r2)).toBe(true); // round 1 and round 2
    expect(firsts.some(([, , , r3, r4]) => r3 !== 0 && r4 !== 0 && r3 !== r4)).toBe(true); // round 3 and round 4
  });
});
