/**
 * 4.5 Leadership Capacity on constructed commands (commands.ts capacityOver, reserveFits,
 * subordinateFits): direct attachments to a high-level leader count as larger formations, a
 * Commander's first cavalry is free and a high-level leader's further cavalry count, a Subordinate
 * uses his bottom value, only active cards count at the start of a battle, and the cards with their
 * own capacity rules (CC4 Dept. of Washington, CC19 Grant, CC58 Reserve Corps, CC69 Sheridan).
 */
import { describe, expect, it } from 'vitest';
import { capacityOver, reserveFits, subordinateFits } from '../../../src/games/bvg/commands.js';
import { c, command, csa, empty, L, type S, usa } from './fixture.js';

const over = (s: S, k: number, activeOnly = true): number => capacityOver(c, s, k, activeOnly);
// CSA: R.E. Lee (38) army commander 3 (as subordinate 4); Jackson (21) corps commander 4 (sub 3);
// Polk (17) corps commander 3. Divisions: 7, 9, 10, 13, 15, 16, 22, 24. Cavalry: 45, 48, 51.
// USA: Grant (19) army-group 2xxxx + 1xxx; Dept. of Washington (4) 2; Sheridan (69); corps 9, 10, 15, 18.

describe('4.5 Leadership Capacity', () => {
  it('divisions directly attached to a high-level leader count as corps', () => {
    const s = empty();
    command(s, 'csa', 'east', 38, [7, 9, 10]);
    expect(over(s, csa(38))).toBe(0);
    command(s, 'csa', 'east', 38, [7, 9, 10, 13]);
    expect(over(s, csa(38))).toBe(1);
    const t = empty();
    command(
      t,
      'csa',
      'east',
      38,
      [7],
      [
        [21, [9]],
        [17, [10]],
      ],
    );
    expect(over(t, csa(38))).toBe(0);
    command(
      t,
      'csa',
      'east',
      38,
      [7, 13],
      [
        [21, [9]],
        [17, [10]],
      ],
    );
    expect(over(t, csa(38))).toBe(1);
  });

  it('a low-level commander counts his divisions against his top value', () => {
    const s = empty();
    command(s, 'csa', 'east', 17, [7, 9, 10]);
    expect(over(s, csa(17))).toBe(0);
    command(s, 'csa', 'east', 17, [7, 9, 10, 13]);
    expect(over(s, csa(17))).toBe(1);
  });

  it('a Commander’s first cavalry is free; each further one counts as a corps against a high-level leader', () => {
    const s = empty();
    command(s, 'csa', 'east', 38, [7, 9, 10, 45]);
    expect(over(s, csa(38))).toBe(0);
    command(s, 'csa', 'east', 38, [7, 9, 10, 45, 48]);
    expect(over(s, csa(38))).toBe(1);
    const low = empty();
    command(low, 'csa', 'east', 17, [7, 9, 10, 45]);
    expect(over(low, csa(17))).toBe(0);
    command(low, 'csa', 'east', 17, [7, 9, 10, 45, 48]);
    expect(over(low, csa(17))).toBe(1);
  });

  it('a Subordinate uses his bottom value, and his cavalry is not free', () => {
    const s = empty();
    command(s, 'csa', 'east', 38, [], [[21, [7, 9, 10, 13]]]); // Jackson: 4 as Commander, 3 as Subordinate
    expect(over(s, csa(21))).toBe(1);
    const alone = empty();
    command(alone, 'csa', 'east', 21, [7, 9, 10, 13]);
    expect(over(alone, csa(21))).toBe(0);
    const cav = empty();
    command(cav, 'csa', 'east', 38, [], [[21, [7, 9, 45]]]);
    expect(over(cav, csa(21))).toBe(0);
    command(cav, 'csa', 'east', 38, [], [[21, [7, 9, 10, 45]]]);
    expect(over(cav, csa(21))).toBe(1);
  });

  it('at the start of a battle only active (face-up) cards count', () => {
    const s = empty();
    command(s, 'csa', 'east', 17, [7, 9, 10, 13]);
    s[L.C_FLAGS + csa(13)] = L.F_FD_BATTLE;
    expect(over(s, csa(17))).toBe(0);
    expect(over(s, csa(17), false)).toBe(1);
    expect(capacityOver(c, s, csa(17))).toBe(0); // the battle's count is the default
  });

  it('CC19 Grant: two armies and one corps; a second corps is over', () => {
    const s = empty();
    command(
      s,
      'usa',
      'west',
      19,
      [9],
      [
        [8, [10]],
        [17, [15]],
      ],
    );
    expect(over(s, usa(19))).toBe(0);
    command(
      s,
      'usa',
      'west',
      19,
      [9, 18],
      [
        [8, [10]],
        [17, [15]],
      ],
    );
    expect(over(s, usa(19))).toBe(1);
    // the 1xxx slot holds a directly attached corps, not an army
    const t = empty();
    command(
      t,
      'usa',
      'west',
      19,
      [],
      [
        [8, [10]],
        [17, [15]],
        [32, [9]],
      ],
    );
    expect(over(t, usa(19))).toBe(1);
  });

  it('CC4 Dept. of Washington leads two corps; CC69 Sheridan three; CC58 the Reserve Corps is free', () => {
    const s = empty();
    command(s, 'usa', 'east', 4, [9, 10]);
    expect(over(s, usa(4))).toBe(0);
    command(s, 'usa', 'east', 4, [9, 10, 15]);
    expect(over(s, usa(4))).toBe(1);
    const sh = empty();
    command(sh, 'usa', 'east', 69, [9, 10, 15]);
    expect(over(sh, usa(69))).toBe(0);
    command(sh, 'usa', 'east', 69, [9, 10, 15, 18]);
    expect(over(sh, usa(69))).toBe(1);
    const r = empty();
    command(r, 'usa', 'east', 8, [9, 10, 15, 58]);
    expect(over(r, usa(8))).toBe(0);
    expect(over(r, usa(9))).toBe(0); // a unit has no capacity to exceed
  });

  it('10.2, CC49 a cavalry pair has no capacity to exceed: Wilson leading XVI Corps in the West', () => {
    const s = empty();
    command(s, 'usa', 'west', 47, [49]);
    expect(over(s, usa(47))).toBe(0);
  });
});

describe('8.41 reserves and subordinates within capacity', () => {
  it('a reserve joins only within capacity; the Reserve Corps always fits', () => {
    const s = empty();
    command(s, 'usa', 'east', 8, [9, 10]); // McDowell 3
    expect(reserveFits(c, s, usa(8), usa(15))).toBe(true);
    command(s, 'usa', 'east', 8, [9, 10, 15]);
    expect(reserveFits(c, s, usa(8), usa(18))).toBe(false);
    expect(reserveFits(c, s, usa(8), usa(58))).toBe(true);
    // the first cavalry is free for a Commander, a second is refused to a low-level one
    expect(reserveFits(c, s, usa(8), usa(47))).toBe(true);
    command(s, 'usa', 'east', 8, [9, 10, 15, 47]);
    expect(reserveFits(c, s, usa(8), usa(53))).toBe(false);
    // a Subordinate takes no cavalry as a reserve, and counts his bottom value
    const t = empty();
    command(t, 'csa', 'east', 38, [], [[21, [7, 9]]]);
    expect(reserveFits(c, t, csa(21), csa(45))).toBe(false);
    expect(reserveFits(c, t, csa(21), csa(10))).toBe(true);
    command(t, 'csa', 'east', 38, [], [[21, [7, 9, 10]]]);
    expect(reserveFits(c, t, csa(21), csa(13))).toBe(false);
  });

  it('a high-level leader takes a further cavalry or a division only into a free slot', () => {
    const s = empty();
    command(s, 'csa', 'east', 38, [7, 9, 45]);
    expect(reserveFits(c, s, csa(38), csa(48))).toBe(true);
    expect(reserveFits(c, s, csa(38), csa(10))).toBe(true);
    command(s, 'csa', 'east', 38, [7, 9, 10, 45]);
    expect(reserveFits(c, s, csa(38), csa(48))).toBe(false);
    expect(reserveFits(c, s, csa(38), csa(13))).toBe(false);
  });

  it('only an unattached high-level leader with a free slot takes a subordinate', () => {
    const s = empty();
    command(s, 'csa', 'east', 38, [7, 9]);
    expect(subordinateFits(c, s, csa(38))).toBe(true);
    command(s, 'csa', 'east', 38, [7, 9, 10]);
    expect(subordinateFits(c, s, csa(38))).toBe(false);
    const cav = empty();
    command(cav, 'csa', 'east', 38, [7, 9, 45]);
    expect(subordinateFits(c, cav, csa(38))).toBe(true); // the first cavalry is free
    const low = empty();
    command(low, 'csa', 'east', 17, [7]);
    expect(subordinateFits(c, low, csa(17))).toBe(false);
    const sub = empty();
    command(sub, 'csa', 'east', 38, [], [[14, [7]]]); // A.S. Johnston as a Subordinate
    expect(subordinateFits(c, sub, csa(14))).toBe(false);
  });

  it('CC19 Grant leads two armies, a corps and a cavalry unit, not two armies and two cavalry units', () => {
    const s = empty();
    command(
      s,
      'usa',
      'west',
      19,
      [9, 47],
      [
        [8, [10]],
        [17, [15]],
      ],
    );
    expect(over(s, usa(19))).toBe(0);
    const two = empty();
    command(
      two,
      'usa',
      'west',
      19,
      [47, 53],
      [
        [8, [10]],
        [17, [15]],
      ],
    );
    expect(over(two, usa(19))).toBe(1);
    // as reserves: with one army, his corps in the 1xxx slot and a cavalry unit, a second cavalry
    // unit fits (it counts as an army); with two armies it does not; a corps fits while the slot is free
    const r = empty();
    command(r, 'usa', 'west', 19, [9, 47], [[8, [10]]]);
    expect(reserveFits(c, r, usa(19), usa(53))).toBe(true);
    command(
      r,
      'usa',
      'west',
      19,
      [9, 47],
      [
        [8, [10]],
        [17, [15]],
      ],
    );
    expect(reserveFits(c, r, usa(19), usa(53))).toBe(false);
    const slot = empty();
    command(
      slot,
      'usa',
      'west',
      19,
      [],
      [
        [8, [10]],
        [17, [15]],
      ],
    );
    expect(reserveFits(c, slot, usa(19), usa(9))).toBe(true);
    // and a second army while one army and the corps are his
    const sub = empty();
    command(sub, 'usa', 'west', 19, [9], [[8, [10]]]);
    expect(subordinateFits(c, sub, usa(19))).toBe(true);
  });

  it('CC69 Sheridan takes a third infantry corps as a reserve, not a fourth, none beside cavalry; CC4 the Dept. of Washington a second', () => {
    const s = empty();
    command(s, 'usa', 'east', 69, [9, 10]);
    expect(reserveFits(c, s, usa(69), usa(15))).toBe(true);
    command(s, 'usa', 'east', 69, [9, 10, 15]);
    expect(reserveFits(c, s, usa(69), usa(18))).toBe(false);
    // CC69 "while commanding infantry, he cannot have a cavalry unit attached to him"
    const pair = empty();
    command(pair, 'usa', 'east', 69, [53]); // Sheridan paired with Stoneman
    expect(reserveFits(c, pair, usa(69), usa(15))).toBe(false);
    const d = empty();
    command(d, 'usa', 'east', 4, [16]);
    expect(reserveFits(c, d, usa(4), usa(55))).toBe(true);
    command(d, 'usa', 'east', 4, [16, 55]);
    expect(reserveFits(c, d, usa(4), usa(9))).toBe(false);
  });

  it('subordinates and further cavalry take a high-level leader’s slots before a reserve division', () => {
    const s = empty();
    command(
      s,
      'csa',
      'east',
      38,
      [7],
      [
        [21, [9]],
        [56, [10]],
      ],
    ); // Lee: two corps and a division
    expect(reserveFits(c, s, csa(38), csa(13))).toBe(false);
    const t = empty();
    command(t, 'csa', 'east', 38, [7, 45, 48], [[21, [9]]]); // Lee: a corps, a division, a second cavalry
    expect(reserveFits(c, t, csa(38), csa(13))).toBe(false);
    expect(subordinateFits(c, t, csa(38))).toBe(false);
    const u = empty();
    command(u, 'csa', 'east', 38, [45, 48], [[21, [9]]]);
    expect(subordinateFits(c, u, csa(38))).toBe(true);
  });

  it('4.5 a Commander’s first cavalry unit is free: Lee with his three slots full takes Stuart as a reserve', () => {
    const s = empty();
    command(s, 'csa', 'east', 38, [7, 9, 10]); // Lee 3: three divisions fill his slots
    expect(reserveFits(c, s, csa(38), csa(45))).toBe(true);
    expect(reserveFits(c, s, csa(38), csa(13))).toBe(false);
  });

  it('10.1 a low-level Commander’s second cavalry unit (kept after a 7.6 replacement) takes a slot', () => {
    const s = empty();
    command(s, 'csa', 'east', 17, [7, 45, 48]); // Polk 3: a division, Stuart (free) and Van Dorn (a slot)
    expect(over(s, csa(17))).toBe(0);
    expect(reserveFits(c, s, csa(17), csa(9))).toBe(true);
    command(s, 'csa', 'east', 17, [7, 9, 45, 48]); // two divisions and Van Dorn: full
    expect(over(s, csa(17))).toBe(0);
    expect(reserveFits(c, s, csa(17), csa(10))).toBe(false);
  });

  it('4.5 a low-level Commander with room still takes no second cavalry unit as a reserve', () => {
    const s = empty();
    command(s, 'usa', 'east', 8, [9, 47]); // McDowell 3: one corps and Wilson
    expect(reserveFits(c, s, usa(8), usa(15))).toBe(true);
    expect(reserveFits(c, s, usa(8), usa(53))).toBe(false);
  });

  it('8.42 a withdrawn (face-down) unit frees a slot: Lee takes a subordinate beside it', () => {
    const s = empty();
    command(s, 'csa', 'east', 38, [7, 9, 10]); // Lee 3: three divisions fill his slots
    expect(subordinateFits(c, s, csa(38))).toBe(false);
    s[L.C_FLAGS + csa(10)] = L.F_FD_BATTLE; // withdrawn
    expect(subordinateFits(c, s, csa(38))).toBe(true);
  });

  it('at the start of a battle a reserve fits beside face-down cards; a leader over capacity takes none', () => {
    const s = empty();
    command(s, 'usa', 'east', 8, [9, 10, 15, 18]); // McDowell 3, two of them face-down
    s[L.C_FLAGS + usa(15)] = L.F_FD_BATTLE;
    s[L.C_FLAGS + usa(18)] = L.F_FD_BATTLE;
    expect(reserveFits(c, s, usa(8), usa(25))).toBe(true);
    const t = empty();
    command(t, 'csa', 'east', 38, [7, 9, 10, 13]); // Lee over capacity: not even a first cavalry unit
    expect(reserveFits(c, t, csa(38), csa(45))).toBe(false);
  });
});
