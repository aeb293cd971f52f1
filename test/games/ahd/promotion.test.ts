/**
 * R6 Promotions (R6.0, R6.1, R6.2) on constructed positions played through the game object.
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { applyPromote } from '../../../src/games/ahd/promotion.js';
import {
  box,
  c,
  findMove,
  legalTexts,
  loadDice,
  play,
  position,
  unitsAt,
  type PositionSpec,
} from './position.js';

const T = (t: string): number => L.TYPE_CODES.indexOf(t as never);
const promotions = (s: Int32Array): string[] => legalTexts(s).filter((t) => t.startsWith('Promote'));

/** The Promotion Segment of the position's side (movement ended, no battles). */
function segment(spec: PositionSpec, dice: number[] = []): Int32Array {
  const s = position(spec);
  loadDice(s, dice.length ? dice : [6]);
  ahd.apply(s, A.DONE);
  return s;
}

/** A won battle: Union units attack a lone reduced Confederate Mi at Decatur and eliminate it. */
function wonBattle(
  attackers: [string, string?][],
  more: PositionSpec['units'] = [],
  options: PositionSpec['options'] = {},
): Int32Array {
  const s = position({
    side: 'usa',
    options,
    control: { nashville: 'usa' },
    units: [
      ...attackers.map(([t, f]) => ['usa', t, 'nashville', f ?? ''] as ['usa', string, string, string]),
      ['csa', 'Mi', 'decatur', 'r'],
      ...more,
    ] as PositionSpec['units'],
  });
  for (const t of new Set(attackers.map((a) => a[0])))
    while (findMove(s, 'nashville', ['decatur'], t)) ahd.apply(s, findMove(s, 'nashville', ['decatur'], t)!);
  loadDice(s, [6, ...attackers.map(() => 1)]);
  ahd.apply(s, A.DONE);
  while (s[L.H_PHASE] === L.PH_TARGET) ahd.apply(s, A.AUTOFIRE); // the defender's shot misses, ours hit
  return s;
}

describe('R6.0 promotion after a won battle', () => {
  it('the winner may promote one surviving participant to the next grade of the same arm', () => {
    const s = wonBattle([['Mi'], ['Vc']]);
    expect(s[L.H_PHASE]).toBe(L.PH_BATTLE_PROMO);
    expect(ahd.toMove(s)).toBe(L.USA);
    expect(legalTexts(s).sort()).toEqual(
      ['No promotion', 'Promote Mi→Vi in Decatur', 'Promote Vc→Cc in Decatur'].sort(),
    );
    play(s, 'Promote Vc→Cc in Decatur');
    expect(unitsAt(s, 'decatur', 'usa', 'Cc')).toHaveLength(1);
    expect(unitsAt(s, 'decatur', 'usa', 'Vc')).toHaveLength(0);
    // The Veteran counter went back to stock; one promotion only: the battle is closed.
    const vc = c.typeStart[L.USA * L.NTYPES + T('Vc')]!;
    expect(s[L.U_LOC + vc]).toBe(L.LOC_STOCK);
    expect(s[L.H_BATTLE]).toBe(-1);
  });

  it('a promoted Militia returns to the Recruitment Pool; the new unit keeps reduced status', () => {
    const s = wonBattle([['Mi', 'r']], [], { 'r5.71-refitting-the-army': true }); // no recovery (R5.7)
    play(s, 'Promote reduced Mi→Vi in Decatur');
    const [vi] = unitsAt(s, 'decatur', 'usa', 'Vi');
    expect(s[L.U_ST + vi!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
    expect(s[L.U_ST + vi!]! & L.ST_PROMOTED).toBe(L.ST_PROMOTED);
    expect(s[L.U_FROM + vi!]).toBe(box('nashville')); // it still entered from Nashville (R5.4)
    const mi = c.typeStart[L.USA * L.NTYPES + T('Mi')]!;
    expect(s[L.U_LOC + mi]).toBe(L.LOC_POOL);
    expect([s[L.U_ST + mi], s[L.U_FROM + mi], s[L.U_TGT + mi]]).toEqual([0, -1, -1]);
  });

  it('only a participant of the battle just won; declining is allowed; Crack cannot be promoted', () => {
    const s = wonBattle([['Ci'], ['Mi']], [['usa', 'Mi', 'corinth']]);
    expect(promotions(s)).toEqual(['Promote Mi→Vi in Decatur']);
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('corinth'), A.cls(T('Mi'), 0, 0)))).toThrow(
      /only a participant of the battle just won may be promoted \(R6\.0\)/,
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('decatur'), A.cls(T('Ci'), 0, 0)))).toThrow(
      /Crack units cannot be promoted/,
    );
    play(s, 'No promotion');
    expect(unitsAt(s, 'decatur', 'usa', 'Mi')).toHaveLength(1);
    expect(s[L.H_BATTLE]).toBe(-1);
  });

  it('after a battle in the first box of the map, still only its participants', () => {
    // Ironton is box 0: the Confederacy attacks it from Thayer and wins.
    const s = position({
      side: 'csa',
      units: [
        ['usa', 'Mi', 'ironton', 'r'],
        ['csa', 'Mi', 'thayer'],
        ['csa', 'Mi', 'memphis'],
      ],
    });
    expect(box('ironton')).toBe(0);
    ahd.apply(s, findMove(s, 'thayer', ['ironton'], 'Mi')!);
    loadDice(s, [6, 1]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_BATTLE_PROMO);
    expect(promotions(s)).toEqual(['Promote Mi→Vi in Ironton']);
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('memphis'), A.cls(T('Mi'), 0, 0)))).toThrow(
      /only a participant of the battle just won/,
    );
  });

  it('a promotion swaps two counters and changes nothing else', () => {
    const s = segment({ side: 'usa', units: [['usa', 'Vc', 'chicago', 'e']] });
    const [vc] = unitsAt(s, 'chicago', 'usa', 'Vc');
    s[L.U_FROM + vc!] = box('dayton'); // (as if it had moved in)
    // every other counter too, so that a stray write to another unit's word shows
    for (let u = 0; u < L.NU_CAP; u++) if (u !== vc) s[L.U_FROM + u] = box('cincinnati');
    const before = Int32Array.from(s);
    applyPromote(c, s, A.encBox(A.OP_PROMOTE, box('chicago'), A.cls(T('Vc'), 0, 0)), L.USA, -1, true);
    const [cc] = unitsAt(s, 'chicago', 'usa', 'Cc');
    expect(s[L.U_LOC + vc!]).toBe(L.LOC_STOCK);
    expect([s[L.U_ST + cc!], s[L.U_FROM + cc!], s[L.U_TGT + cc!]]).toEqual([
      L.ST_ENTRENCHED | L.ST_PROMOTED,
      box('dayton'),
      -1,
    ]);
    expect([s[L.U_ST + vc!], s[L.U_FROM + vc!], s[L.U_TGT + vc!]]).toEqual([0, -1, -1]);
    const allowed = new Set([vc!, cc!].flatMap((u) => [L.U_LOC + u, L.U_ST + u, L.U_FROM + u, L.U_TGT + u]));
    const changed: number[] = [];
    for (let i = 0; i < s.length; i++) if (s[i] !== before[i] && !allowed.has(i)) changed.push(i);
    expect(changed).toEqual([]);
  });

  it('a won battle with nothing to promote goes straight on', () => {
    const s = wonBattle([['Cc']]);
    expect(s[L.H_PHASE]).not.toBe(L.PH_BATTLE_PROMO);
    expect(s[L.H_BATTLE]).toBe(-1);
  });

  it('no unit receives two promotions in a Player Turn (R6.0 exception)', () => {
    const s = wonBattle([['Mi']]);
    play(s, 'Promote Mi→Vi in Decatur');
    // The Promotion Segment: the new Vi may not be promoted again, so with nothing else there is
    // nothing to decide and the segment passes; with another unit, only that one may be promoted.
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
    const t = wonBattle([['Mi']], [['usa', 'Vi', 'corinth']]);
    play(t, 'Promote Mi→Vi in Decatur');
    expect(t[L.H_PHASE]).toBe(L.PH_PROMOTE);
    expect(promotions(t)).toEqual(['Promote Vi→Ci in Corinth']);
    expect(() => ahd.apply(t, A.encBox(A.OP_PROMOTE, box('decatur'), A.cls(T('Vi'), 0, 0)))).toThrow(
      /not been promoted this Player Turn \(R6\.0\)/,
    );
  });

  it('R6.1 combat experience: a victorious Veteran may become Crack', () => {
    const s = wonBattle([['Vi']], [], { 'r6.1-combat-experience': true });
    expect(promotions(s)).toEqual(['Promote Vi→Ci in Decatur']);
    play(s, 'Promote Vi→Ci in Decatur'); // the battle's promotion, not the Promotion Segment's
    expect(unitsAt(s, 'decatur', 'usa', 'Ci')).toHaveLength(1);
    expect(unitsAt(s, 'decatur', 'usa', 'Vi')).toHaveLength(0);
  });
});

describe('R6.0 the Promotion Segment', () => {
  it('the side to move may promote any one unit on the map', () => {
    const s = segment({
      side: 'csa',
      options: { 'r5.71-refitting-the-army': true }, // (otherwise reduced units recover first, R5.7)
      units: [
        ['csa', 'Mi', 'richmond'],
        ['csa', 'Mi', 'richmond', 'r'],
        ['csa', 'Vc', 'atlanta', 'e'],
        ['csa', 'Cc', 'atlanta'],
        ['usa', 'Mi', 'washington'],
      ],
    });
    expect(s[L.H_PHASE]).toBe(L.PH_PROMOTE);
    expect(ahd.toMove(s)).toBe(L.CSA);
    expect(promotions(s).sort()).toEqual(
      ['Promote Mi→Vi in Richmond', 'Promote reduced Mi→Vi in Richmond', 'Promote Vc→Cc in Atlanta'].sort(),
    );
    play(s, 'Promote Vc→Cc in Atlanta');
    const [cc1, cc2] = unitsAt(s, 'atlanta', 'csa', 'Cc');
    const promoted = [cc1, cc2].find((u) => s[L.U_ST + u!]! & L.ST_PROMOTED)!;
    expect(s[L.U_ST + promoted]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED); // status carries over
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT); // one promotion only
  });

  it('the reduced and the full-strength Militia are distinct choices; the right one is promoted', () => {
    const s = segment({
      side: 'csa',
      options: { 'r5.71-refitting-the-army': true },
      units: [
        ['csa', 'Mi', 'richmond'],
        ['csa', 'Mi', 'richmond', 'r'],
      ],
    });
    ahd.apply(s, A.encBox(A.OP_PROMOTE, box('richmond'), A.cls(T('Mi'), 1, 0)));
    const [vi] = unitsAt(s, 'richmond', 'csa', 'Vi');
    expect(s[L.U_ST + vi!]! & L.ST_REDUCED).toBe(L.ST_REDUCED);
    const [mi] = unitsAt(s, 'richmond', 'csa', 'Mi');
    expect(s[L.U_ST + mi!]! & L.ST_REDUCED).toBe(0);
  });

  it('an entrenched unit of the class is promoted first (entrenchment is kept by the new unit)', () => {
    const s = segment({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'chicago'],
        ['usa', 'Vi', 'chicago', 'e'],
      ],
    });
    play(s, 'Promote Vi→Ci in Chicago');
    const [ci] = unitsAt(s, 'chicago', 'usa', 'Ci');
    expect(s[L.U_ST + ci!]! & L.ST_ENTRENCHED).toBe(L.ST_ENTRENCHED);
    const [vi] = unitsAt(s, 'chicago', 'usa', 'Vi');
    expect(s[L.U_ST + vi!]! & L.ST_ENTRENCHED).toBe(0);
  });

  it('a side with no unit on the map has no Promotion Segment, whatever the enemy has', () => {
    const s = position({ side: 'usa', units: [['csa', 'Mi', 'richmond']] });
    ahd.apply(s, A.DONE);
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
    const t = position({ side: 'csa', units: [['usa', 'Mi', 'chicago']] });
    ahd.apply(t, A.DONE);
    expect(t[L.H_PHASE]).toBe(L.PH_RECRUIT);
  });

  it('declining ends the segment', () => {
    const s = segment({ side: 'usa', units: [['usa', 'Mi', 'chicago']] });
    play(s, 'No promotion');
    expect(s[L.H_PHASE]).toBe(L.PH_RECRUIT);
    expect(unitsAt(s, 'chicago', 'usa', 'Mi')).toHaveLength(1);
  });

  it('the counter mix limits promotion: no Veteran Infantry left in stock, no Mi→Vi', () => {
    const units: PositionSpec['units'] = Array.from({ length: 20 }, () => ['usa', 'Vi', 'washington']);
    const s = segment({ side: 'usa', units: [...units, ['usa', 'Mi', 'chicago'], ['usa', 'Mc', 'chicago']] });
    expect(promotions(s).some((t) => t.startsWith('Promote Mi→Vi'))).toBe(false);
    expect(promotions(s)).toContain('Promote Mc→Vc in Chicago');
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('chicago'), A.cls(T('Mi'), 0, 0)))).toThrow(
      /no higher-grade unit in stock \(R6\.0\)/,
    );
    // Nothing at all to promote: the segment is skipped.
    const none = segment({ side: 'usa', units: [['usa', 'Ci', 'chicago']] });
    expect(none[L.H_PHASE]).toBe(L.PH_RECRUIT);
  });

  it('with no higher-grade unit left in stock at all, the Promotion Segment is skipped', () => {
    // every Union Veteran and Crack counter on the map: nothing can be promoted into (R6.0)
    const units: PositionSpec['units'] = [];
    for (const t of ['Vi', 'Ci', 'Vc', 'Cc'] as const)
      for (let k = 0; k < c.typeCount[L.USA * L.NTYPES + T(t)]!; k++) units.push(['usa', t, 'chicago']);
    const s = segment({ side: 'usa', units: [...units, ['usa', 'Mi', 'chicago']] });
    // no Promotion Segment; with more units on the map than its Army Maximum the Union recruits
    // nothing either (R7.0): its Player Turn is over
    expect(units.length + 1).toBeGreaterThan(s[L.H_AM + L.USA]!);
    expect(s[L.H_SIDE]).toBe(L.CSA);
    expect(s[L.H_PHASE]).toBe(L.PH_MOVE);
  });

  it('R6.1: Veterans do not become Crack in the Promotion Segment', () => {
    const opts = { 'r6.1-combat-experience': true };
    const s = segment({
      side: 'usa',
      options: opts,
      units: [
        ['usa', 'Vi', 'chicago'],
        ['usa', 'Mc', 'chicago'],
      ],
    });
    expect(promotions(s)).toEqual(['Promote Mc→Vc in Chicago']);
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('chicago'), A.cls(T('Vi'), 0, 0)))).toThrow(/R6\.1/);
    const only = segment({ side: 'usa', options: opts, units: [['usa', 'Vi', 'chicago']] });
    expect(only[L.H_PHASE]).toBe(L.PH_RECRUIT); // nothing to promote
  });

  it('refuses malformed promotions', () => {
    const s = segment({ side: 'usa', units: [['usa', 'Mi', 'chicago']] });
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, c.nb, A.cls(T('Mi'), 0, 0)))).toThrow(
      /no such box or unit class/,
    );
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('chicago'), A.cls(T('Mi'), 0, 1)))).toThrow(
      /no such box or unit class/,
    );
    for (const type of [6, 7])
      expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('chicago'), A.cls(type, 0, 0)))).toThrow(
        /no such box or unit class/,
      );
    expect(() => ahd.apply(s, A.encBox(A.OP_PROMOTE, box('pittsburgh'), A.cls(T('Mi'), 0, 0)))).toThrow(
      /no such unit there/,
    );
  });
});

describe('R6.2 Confederate replacement training', () => {
  const opts = { 'r6.2-confederate-replacement-training': true };
  const units: PositionSpec['units'] = [
    ['csa', 'Mi', 'richmond'],
    ['csa', 'Mi', 'atlanta'],
    ['csa', 'Mi', 'mobile'],
  ];

  it('a roll of 1 gives two promotions; 2 or more one', () => {
    const two = segment({ side: 'csa', options: opts, units }, [1]);
    expect(two[L.H_PROMOS]).toBe(2);
    play(two, 'Promote Mi→Vi in Richmond');
    expect(two[L.H_PHASE]).toBe(L.PH_PROMOTE);
    play(two, 'Promote Mi→Vi in Atlanta');
    expect(two[L.H_PHASE]).toBe(L.PH_RECRUIT);
    const one = segment({ side: 'csa', options: opts, units }, [2]);
    expect(one[L.H_PROMOS]).toBe(1);
  });

  it('minus one per Confederate Veteran or Crack lost in battle this Game Turn', () => {
    const s = position({ side: 'csa', options: opts, units });
    s[L.H_CSA_LOST] = 2; // e.g. lost defending in the Union Player Turn
    loadDice(s, [3]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PROMOS]).toBe(2); // 3 - 2 = 1
    const t = position({ side: 'csa', options: opts, units });
    t[L.H_CSA_LOST] = 1;
    loadDice(t, [3]);
    ahd.apply(t, A.DONE);
    expect(t[L.H_PROMOS]).toBe(1); // 3 - 1 = 2
  });

  it('read-r6.2-losses=player-turn counts only the losses of the Confederate Player Turn', () => {
    const o = { ...opts, 'read-r6.2-losses': 'player-turn' };
    const s = position({ side: 'csa', options: o, units });
    s[L.H_CSA_LOST] = 3;
    s[L.H_CSA_LOST_PT] = 0;
    loadDice(s, [2]);
    ahd.apply(s, A.DONE);
    expect(s[L.H_PROMOS]).toBe(1);
    const t = position({ side: 'csa', options: o, units });
    t[L.H_CSA_LOST_PT] = 1;
    loadDice(t, [2]);
    ahd.apply(t, A.DONE);
    expect(t[L.H_PROMOS]).toBe(2);
  });

  it('read-r6.2-losses is counted where the two counts give different numbers of promotions', () => {
    const o = { ...opts, 'read-r6.2-losses': 'player-turn' };
    const counted = (die: number, gameTurnLosses: number): number => {
      const s = position({ side: 'csa', options: o, units });
      s[L.H_CSA_LOST] = gameTurnLosses; // lost in the Union Player Turn: none in this one
      s[L.H_CSA_LOST_PT] = 0;
      loadDice(s, [die]);
      ahd.apply(s, A.DONE);
      expect(s[L.H_PROMOS]).toBe(die <= 1 ? 2 : 1); // the Player-Turn count: no losses
      return ahd.ruleCounts!(s)['read-r6.2-losses'] ?? 0;
    };
    expect(counted(2, 1)).toBe(1); // Game Turn: 2 - 1 = 1, two promotions; Player Turn: one
    expect(counted(3, 1)).toBe(0); // one promotion either way
    expect(counted(1, 0)).toBe(0); // two promotions either way
  });

  it('only the Confederacy rolls; without the rule nobody does', () => {
    const u = segment(
      {
        side: 'usa',
        options: opts,
        units: [
          ['usa', 'Mi', 'chicago'],
          ['usa', 'Mi', 'cairo'],
        ],
      },
      [1],
    );
    expect(u[L.H_PROMOS]).toBe(1);
    const plain = segment({ side: 'csa', units }, [1]);
    expect(plain[L.H_PROMOS]).toBe(1);
  });
});
