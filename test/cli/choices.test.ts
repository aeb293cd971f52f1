/** Issue 7: legal actions grouped and numbered; a number, the notation or a unique start picks one. */
import { describe, expect, it } from 'vitest';
import {
  buildChoices,
  findChoices,
  formatChoices,
  matchChoice,
  StableNumbers,
  type ChoiceList,
} from '../../src/cli/choices.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';

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

describe('stable numbers (issue 27)', () => {
  const texts = (...ts: string[]) => ({
    actions: ts.map((_, i) => i),
    n: ts.length,
    describe: (a: number) => ts[a]!,
  });
  const build = (numbers: StableNumbers, seat: number, ...ts: string[]) => {
    const x = texts(...ts);
    return numbers.build(seat, x.actions, x.n, x.describe);
  };
  const numberOf = (list: ChoiceList, text: string) => list.choices.find((c) => c.text === text)?.n;

  it('keeps a number with its action through a run, never gives a gone number to another action, and says so', () => {
    const numbers = new StableNumbers();
    const first = build(
      numbers,
      0,
      'End recruitment',
      'Recruit Mi in Washington',
      'Recruit Mi in Charleston, W.V.',
    );
    expect(first.choices.map((c) => [c.n, c.text])).toEqual([
      [1, 'End recruitment'],
      [2, 'Recruit Mi in Washington'],
      [3, 'Recruit Mi in Charleston, W.V.'],
    ]);
    // A recruit in Washington: it is still possible, and Charleston is gone; a new city appears.
    const second = build(numbers, 0, 'End recruitment', 'Recruit Mi in Wheeling', 'Recruit Mi in Washington');
    expect(numberOf(second, 'Recruit Mi in Washington')).toBe(2);
    expect(numberOf(second, 'Recruit Mi in Wheeling')).toBe(4);
    expect(second.choices.map((c) => c.n)).toEqual([1, 2, 4]); // grouped, ascending within a group
    const pick = (input: string) => matchChoice(second, input);
    expect(pick('2')).toMatchObject({ kind: 'choice', choice: { text: 'Recruit Mi in Washington' } });
    expect(pick('3')).toEqual({ kind: 'gone', n: 3, text: 'Recruit Mi in Charleston, W.V.' });
    expect(pick('5')).toEqual({ kind: 'out-of-range', n: 5 });
    expect(formatChoices(second, true)).toEqual(['    1  End recruitment', '  2,4  Recruit … (2 choices)']);
  });

  it('starts a new run when another seat decides or when nothing of the last decision is left', () => {
    const numbers = new StableNumbers();
    build(numbers, 0, 'End movement', 'Move 1 Mi St. Louis→Rolla (rail)');
    const other = build(numbers, 1, 'Fight the battle at Cairo', 'End movement');
    expect(other.choices.map((c) => c.n)).toEqual([1, 2]);
    const fresh = build(numbers, 1, 'No promotion', 'Promote Mi→Vi in Cairo');
    expect(fresh.choices.map((c) => c.n)).toEqual([1, 2]);
    expect(fresh.gone?.size).toBe(0);
  });

  it('numbers an ahd Recruitment Segment so that a number names one action for the whole segment', () => {
    const s = ahd.create({ scenario: '1862', seed: 'numbers' });
    const buf = new Int32Array(ahd.maxActions);
    const militia = (): number => {
      const n = ahd.legalActions(s, buf);
      return [...buf.subarray(0, n)].filter((a) => ahd.describe(s, a).startsWith('Recruit Mi')).length;
    };
    // Play the first choice of every decision up to a Recruitment Segment with 3 or more points and
    // militia in the pool.
    while (s[L.H_PHASE] !== L.PH_RECRUIT || s[L.H_RP]! < 3 || militia() < 3)
      ahd.apply(s, firstAction(s, buf));
    const seat = ahd.toMove(s);
    const numbers = new StableNumbers();
    const seen = new Map<number, string>();
    let recruits = 0;
    while (s[L.H_PHASE] === L.PH_RECRUIT && ahd.toMove(s) === seat) {
      const list = numbers.build(seat, buf, ahd.legalActions(s, buf), (a) => ahd.describe(s, a));
      for (const c of list.choices) {
        // A number, once given, names the same action through the whole segment.
        if (seen.has(c.n)) expect(c.text).toBe(seen.get(c.n));
        seen.set(c.n, c.text);
      }
      for (const [n, text] of list.gone ?? [])
        expect(matchChoice(list, String(n))).toEqual({ kind: 'gone', n, text });
      // The last city of the list, by its number, as a person typing the same number again would.
      const recruit = [...list.choices].reverse().find((c) => c.text.startsWith('Recruit Mi'));
      if (!recruit) break;
      const m = matchChoice(list, String(recruit.n));
      expect(m).toEqual({ kind: 'choice', choice: recruit });
      ahd.apply(s, recruit.action);
      recruits++;
    }
    expect(recruits).toBeGreaterThanOrEqual(3);
  });
});

function firstAction(s: Int32Array, buf: Int32Array): number {
  ahd.legalActions(s, buf);
  return buf[0]!;
}
