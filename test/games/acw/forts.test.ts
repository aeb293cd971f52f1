/**
 * Forts (forts.ts) in the Movement Phase on constructed positions in central Alabama: building,
 * garrisoning, leaving, vacant forts and demolition [14.0-14.6].
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { hexId } from '../../../src/games/acw/grid.js';
import { acw } from '../../../src/games/acw/index.js';
import { CSA, USA } from '../../../src/games/acw/layout.js';
import {
  done,
  field,
  fortMovable,
  fortOwner,
  fortSP,
  setDone,
  setFortMovable,
  setInactive,
  type S,
} from '../../../src/games/acw/state.js';
import { blank, city, fortMarker, hex, legal, put, ready } from './position.js';

/** The (hex, count) pairs of the legal actions of one kind. */
const pairs = (s: S, kind: number): number[][] =>
  legal(s)
    .filter((a) => A.kindOf(a) === kind)
    .map((a) => [A.xOf(a), A.yOf(a)]);

/** The Movement Phase of `side` (GT4) with the units placed. */
function movement(side: number, place: (s: S) => void): S {
  const s = blank({ side, turn: 4 });
  place(s);
  return ready(s);
}

describe('acw building a fort [14.0, 14.2]', () => {
  it('R14.0 active SP that have not moved may build a fort, all of them going under it', () => {
    const s = movement(USA, (x) => put(x, 2121, USA, 4));
    const h = hex(2121);
    setDone(s, h, 1);
    setInactive(s, h, 1);
    expect(pairs(s, A.A_BUILD_FORT)).toEqual([[h, 2]]);
    expect(pairs(s, A.A_GARRISON)).toEqual([]); // no marker yet: nothing to garrison [14.1]
    acw.apply(s, A.act(A.A_BUILD_FORT, h, 2));
    expect([fortOwner(s, h), fortSP(s, h), field(s, h)]).toEqual([USA + 1, 2, 2]);
  });

  it('R14.0 no fort where every SP has moved or is inactive, nor on a hex that already has a marker', () => {
    const moved = movement(USA, (x) => put(x, 2121, USA, 2));
    setDone(moved, hex(2121), 1);
    setInactive(moved, hex(2121), 1);
    expect(pairs(moved, A.A_BUILD_FORT)).toEqual([]);
    const marked = movement(CSA, (x) => {
      put(x, 2121, CSA, 2);
      fortMarker(x, 2121, CSA);
    });
    expect(pairs(marked, A.A_BUILD_FORT)).toEqual([]);
  });
});

describe('acw garrisoning and leaving a fort [14.1, 14.2, 14.5]', () => {
  it('R14.2 only active SP go under the marker: of 4 SP with 1 inactive, one to three', () => {
    const s = movement(CSA, (x) => {
      put(x, 2121, CSA, 4);
      fortMarker(x, 2121, CSA);
    });
    setInactive(s, hex(2121), 1);
    expect(pairs(s, A.A_GARRISON)).toEqual([1, 2, 3].map((k) => [hex(2121), k]));
  });

  it('R14.1 SP that moved go under the marker first; the others stay free to move', () => {
    const s = movement(CSA, (x) => {
      put(x, 2121, CSA, 5);
      fortMarker(x, 2121, CSA);
    });
    const h = hex(2121);
    setDone(s, h, 2);
    acw.apply(s, A.act(A.A_GARRISON, h, 1));
    expect([done(s, h), field(s, h), fortSP(s, h)]).toEqual([1, 4, 1]);
    acw.apply(s, A.act(A.A_GARRISON, h, 3));
    expect([done(s, h), field(s, h), fortSP(s, h)]).toEqual([0, 1, 4]);
  });

  it('R14.5 a vacant enemy fort may be occupied: the occupier garrisons it and owns the marker', () => {
    const s = movement(CSA, (x) => {
      put(x, 2121, CSA, 2);
      fortMarker(x, 2121, USA);
    });
    const h = hex(2121);
    expect(pairs(s, A.A_GARRISON)).toEqual([
      [h, 1],
      [h, 2],
    ]);
    acw.apply(s, A.act(A.A_GARRISON, h, 2));
    expect([fortOwner(s, h), fortSP(s, h), field(s, h)]).toEqual([CSA + 1, 2, 0]);
  });

  it('R14.2 SP released from the fort leave it: each one leaving may move and is no longer released', () => {
    const s = movement(CSA, (x) => put(x, 2121, CSA, 3, 3));
    const h = hex(2121);
    setFortMovable(s, h, 3);
    acw.apply(s, A.act(A.A_UNGARRISON, h, 2));
    expect([fortSP(s, h), fortMovable(s, h), field(s, h)]).toEqual([1, 1, 2]);
    expect(pairs(s, A.A_UNGARRISON)).toEqual([[h, 1]]);
  });
});

describe('acw removing a fort [14.5, 14.6]', () => {
  it('R14.5 its owner may remove a vacant fort; not a garrisoned one, nor an enemy one', () => {
    const s = movement(CSA, (x) => {
      put(x, 2121, CSA, 1);
      fortMarker(x, 2121, CSA);
      put(x, 2021, CSA, 2, 1);
      put(x, 2023, CSA, 1);
      fortMarker(x, 2023, USA);
    });
    expect(pairs(s, A.A_DEMOLISH).map(([h]) => hexId(h!))).toEqual([2121]);
    acw.apply(s, A.act(A.A_DEMOLISH, hex(2121)));
    expect(fortOwner(s, hex(2121))).toBe(0);
  });

  it('R14.6 Forts Sumter, Monroe and Pickens are never removed', () => {
    for (const name of ['Fort Sumter', 'Fort Monroe', 'Fort Pickens']) {
      const s = movement(USA, (x) => {
        put(x, hexId(city(name)), USA, 1);
        fortMarker(x, hexId(city(name)), USA);
      });
      expect(pairs(s, A.A_DEMOLISH)).toEqual([]);
    }
  });
});
