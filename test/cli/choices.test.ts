/** Issue 7: legal actions grouped and numbered; a number, the notation or a unique start picks one. */
import { describe, expect, it } from 'vitest';
import { buildChoices, findChoices, formatChoices, matchChoice } from '../../src/cli/choices.js';

const TEXTS = [
  'End movement',
  'Move 1 Mi St. Louis→Ironton (rail)',
  'Move 1 Mi Cairo→Paducah (river)',
  'Move 1 Mi Cairo→Paducah→Evansville (river)',
  'Move 1 Mi St. Louis→Rolla (rail)',
  'Entrench in Cairo',
  'Move 1 Mi Cairo→Humbolt (rail)',
  'Entrench in St. Louis',
];
// Actions are arbitrary integers; the list keeps them with their texts.
const list = buildChoices(
  TEXTS.map((_, i) => 100 + i),
  TEXTS.length,
  (a) => TEXTS[a - 100]!,
);

describe('choices', () => {
  it('groups moves by their start up to the first arrow and other actions by first word, numbered in that order', () => {
    expect(list.groups.map((g) => [g.key, g.choices.map((c) => c.n)])).toEqual([
      ['End', [1]],
      ['Move 1 Mi St. Louis→', [2, 3]],
      ['Move 1 Mi Cairo→', [4, 5, 6]],
      ['Entrench', [7, 8]],
    ]);
    expect(list.choices.map((c) => c.action)).toEqual([100, 101, 104, 102, 103, 106, 105, 107]);
    expect(formatChoices(list, false)).toEqual([
      '  1  End movement',
      '     Move 1 Mi St. Louis→',
      '  2    Ironton (rail)',
      '  3    Rolla (rail)',
      '     Move 1 Mi Cairo→',
      '  4    Paducah (river)',
      '  5    Paducah→Evansville (river)',
      '  6    Humbolt (rail)',
      '  7  Entrench in Cairo',
      '  8  Entrench in St. Louis',
    ]);
    expect(formatChoices(list, true)).toEqual([
      '    1  End movement',
      '  2-3  Move 1 Mi St. Louis→… (2 choices)',
      '  4-6  Move 1 Mi Cairo→… (3 choices)',
      '  7-8  Entrench … (2 choices)',
    ]);
  });

  it('accepts a number, the exact notation in any case, or a unique start; "->" stands for the arrow', () => {
    const pick = (input: string): number | string => {
      const m = matchChoice(list, input);
      return m.kind === 'choice' ? m.choice.n : m.kind;
    };
    expect(pick('3')).toBe(3);
    expect(pick(' 1 ')).toBe(1);
    expect(pick('0')).toBe('out-of-range');
    expect(pick('9')).toBe('out-of-range');
    expect(pick('END MOVEMENT')).toBe(1);
    expect(pick('end')).toBe(1);
    expect(pick('move 1 mi st. louis -> rolla')).toBe(3);
    expect(pick('Move 1 Mi Cairo→Humbolt (rail)')).toBe(6);
    // Without its closing note a move is still named, even when it starts a longer move.
    expect(pick('move 1 mi cairo->paducah')).toBe(4);
    expect(pick('move 1 mi')).toBe('ambiguous');
    expect(pick('entrench in')).toBe('ambiguous');
    expect(pick('retreat')).toBe('none');
    expect(pick('move 1 mi cairo->pad')).toBe('ambiguous');
    expect(findChoices(list, 'cairo').map((c) => c.n)).toEqual([4, 5, 6, 7]);
  });
});
