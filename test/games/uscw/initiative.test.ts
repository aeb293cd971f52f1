/**
 * The Action Phase frame (4.1, 4.2, 17.2.4) on the provisional map: the Initiative die-off and its
 * record, On to Richmond's trigger (4.1.4), and the start of an Action Phase: its Action Points, the
 * per-phase marks cleared, the Union intrinsic garrisons back.
 */
import { describe, expect, it } from 'vitest';
import { beginHalf, initiative } from '../../../src/games/uscw/initiative.js';
import { MW_MOVED } from '../../../src/games/uscw/layout.js';
import { handSize, marker, milIndex, milLoc, nb, setBit, wr } from '../../../src/games/uscw/state.js';
import { G, USA, CSA, blank, c, dice, mark, militia, node, put, type S } from './fixture.js';

/** The die-off with the Union's and the Confederate's rolls `rolls` (doubles first, if any). */
function rolled(...rolls: number[]): S {
  const s = blank();
  dice(s, ...rolls);
  initiative(c, s);
  return s;
}

describe('4.1 the Initiative die-off', () => {
  it('4.1.1: both rolls stay on record; the higher goes first; the difference is the Action Points', () => {
    const s = rolled(2, 5);
    expect([s[G.G_ROLL], s[G.G_ROLL + 1], s[G.G_DOUBLES], s[G.G_FIRST], s[G.G_DIFF]]).toEqual([
      2,
      5,
      0,
      CSA,
      3,
    ]);
  });

  it('4.1.2: doubles twice: two cards each, both counted, then the third roll decides', () => {
    const s = rolled(4, 4, 1, 1, 6, 3);
    expect([s[G.G_DOUBLES], handSize(s, USA), handSize(s, CSA)]).toEqual([2, 2, 2]);
    expect([s[G.G_ROLL], s[G.G_ROLL + 1], s[G.G_FIRST], s[G.G_DIFF]]).toEqual([6, 3, USA, 3]);
  });

  it('4.1.4: a difference of 4 or 5 while Richmond is Confederate is On to Richmond; 3 is not', () => {
    expect([rolled(5, 1), rolled(1, 6), rolled(6, 3), rolled(2, 1)].map((s) => s[G.G_OTR])).toEqual([
      1, 1, 0, 0,
    ]);
  });

  it('4.1.4: no On to Richmond once the Union holds Richmond', () => {
    const s = blank();
    put(s, 'Richmond', USA, 1);
    dice(s, 6, 1);
    initiative(c, s);
    expect([s[G.G_DIFF], s[G.G_OTR]]).toEqual([5, 0]);
  });
});

describe('4.2 the start of an Action Phase', () => {
  it('4.1.3: a difference above 1 gives no theater Action Points; the die-off stays on record', () => {
    const s = rolled(6, 3);
    beginHalf(c, s, USA);
    expect([s[G.G_AP], s[G.G_TAP], s[G.G_TAP + 1], s[G.G_TAP + 2]]).toEqual([3, 0, 0, 0]);
    expect([s[G.G_ROLL], s[G.G_ROLL + 1]]).toEqual([6, 3]);
  });

  it('17.2.3: a Militia moved in the last Action Phase may move again; it stays where it is', () => {
    const s = blank();
    militia(s, 'Richmond', CSA);
    const st = c.map.stateOf[node('Richmond')]!;
    const i = milIndex(c, CSA, st);
    wr(s, i, s[i]! | MW_MOVED, G.KEEP_MIL);
    beginHalf(c, s, CSA);
    expect(s[i]! & MW_MOVED).toBe(0);
    expect(milLoc(c, s, CSA, st)).toBe(node('Richmond'));
  });

  it('17.2.4: at the start of the Union Action Phase a garrison reappears where no CSA SP stands, and its Control marker goes', () => {
    const s = blank();
    const [harrisburg, york] = [node('Harrisburg'), node('York')];
    for (const n of [harrisburg, york]) setBit(c, s, n, G.B_GARRISON_GONE, true);
    mark(s, 'Harrisburg', CSA);
    mark(s, 'York', CSA);
    put(s, 'York', CSA, 1);
    const gone = (n: number): boolean => (nb(c, s, n) & G.B_GARRISON_GONE) !== 0;
    beginHalf(c, s, CSA); // not at the start of the Confederate Action Phase
    expect([gone(harrisburg), marker(c, s, harrisburg)]).toEqual([true, CSA]);
    beginHalf(c, s, USA);
    expect([gone(harrisburg), marker(c, s, harrisburg)]).toEqual([false, -1]);
    expect([gone(york), marker(c, s, york)]).toEqual([true, CSA]);
  });
});
