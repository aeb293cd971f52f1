/** Issue 27: the battle log tells each fire's dice, the number each shot needed and the hits (R5.1-R5.3). */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { fireValue } from '../../../src/games/ahd/combat-fire.js';
import { box, c, position } from './position.js';

describe('ahd battle log', () => {
  it('R5.1-R5.3 each fire is told with the number needed, every die and the hits it scored', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'cairo'],
        ['usa', 'Vi', 'cairo'],
        ['csa', 'Mi', 'cairo', 'e'],
        ['csa', 'Mi', 'cairo'],
      ],
    });
    ahd.apply(s, A.DONE); // end of movement: the lone battle at Cairo begins (R5.0)
    expect(s[L.H_BATTLE]).toBe(box('cairo'));
    expect(s[L.H_PHASE]).toBe(L.PH_TARGET);
    const before = ahd.clone(s);
    const copy = ahd.clone(s);
    ahd.apply(s, A.AUTOFIRE);
    const lines = ahd.narrate!(before, s, A.AUTOFIRE);
    expect(before).toEqual(copy); // narration plays the action on a copy only
    const fires = lines.filter((l) => l.startsWith('Round 1 at Cairo'));
    expect(fires[0]).toMatch(/^Round 1 at Cairo, Confederate defenders fire: /);
    // The Vi is not entrenched: a Militia hits it on its Combat Value.
    const vi = c.slotType.indexOf(L.TYPE_CODES.indexOf('Vi'));
    const need = fireValue(c, before, L.TYPE_CODES.indexOf('Mi'), vi, true);
    expect(fires[0]).toContain(`Mi at Vi (hit on 1-${need}): rolled `);
    // Every die is told with its result, and the hits add up to what the fire did (H_LAST_HITS).
    const told = (line: string): { hits: number; rolls: number[] } => {
      const rolls = [...line.matchAll(/(\d) (hit|miss)(?=,|;| →)/g)].map((m) => ({
        r: Number(m[1]),
        hit: m[2] === 'hit',
      }));
      const total = Number(/→ (\d+) hits?$/.exec(line)![1]);
      expect(rolls.filter((x) => x.hit).length).toBe(total);
      return { hits: total, rolls: rolls.map((x) => x.r) };
    };
    const csa = told(fires[0]!);
    expect(csa.rolls).toHaveLength(2); // two Militia fired
    expect(csa.hits).toBe(s[L.H_LAST_HITS + L.CSA]);
    if (fires[1]) {
      // The Union fire follows at once when a single target is left (flow.ts), else it waits.
      expect(fires[1]).toMatch(/^Round 1 at Cairo, Union attackers fire: /);
      expect(told(fires[1]).hits).toBe(s[L.H_LAST_HITS + L.USA]);
    }
  });

  it('tells the forces when a battle begins', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'cairo'],
        ['csa', 'Mi', 'cairo', 'e'],
        ['csa', 'Mi', 'cairo'],
      ],
    });
    const before = ahd.clone(s);
    ahd.apply(s, A.DONE);
    const [line] = ahd.narrate!(before, s, A.DONE);
    expect(line).toMatch(/^Battle at Cairo: Union 1Vi against Confederate (1Mi\* 1Mi|1Mi 1Mi\*)$/);
  });

  it('names targets in plain words, one line for each distinct choice', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Vi', 'cairo', 'e'],
        ['usa', 'Mi', 'cairo'],
        ['csa', 'Mi', 'cairo'],
        ['csa', 'Vi', 'cairo'],
      ],
    });
    ahd.apply(s, A.DONE);
    const buf = new Int32Array(ahd.maxActions);
    const n = ahd.legalActions(s, buf);
    const texts = [...buf.subarray(0, n)].map((a) => ahd.describe(s, a));
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toContain('Fire, aiming each remaining unit at the target it is likeliest to hurt');
    expect(texts.some((t) => /^Aim a Mi at entrenched Vi \(hit on 1(-\d)?\)$/.test(t))).toBe(true);
    expect(texts.join('\n')).not.toMatch(/#\d|standard plan/);
  });

  it('R6.0 a full and a reduced unit of one type are two promotion choices with two texts', () => {
    const s = position({
      side: 'usa',
      units: [
        ['usa', 'Mi', 'st-louis'],
        ['usa', 'Mi', 'st-louis', 'r'],
      ],
    });
    s[L.H_PHASE] = L.PH_PROMOTE;
    s[L.H_PROMOS] = 1;
    const buf = new Int32Array(ahd.maxActions);
    const n = ahd.legalActions(s, buf);
    const texts = [...buf.subarray(0, n)].map((a) => ahd.describe(s, a));
    expect(texts).toEqual([
      'No promotion',
      'Promote Mi→Vi in St. Louis',
      'Promote reduced Mi→Vi in St. Louis',
    ]);
  });
});
