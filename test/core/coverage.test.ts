/**
 * The engine's rule coverage (src/core/engine.ts CoverageRules): a counter block appended to the
 * state, bumped by the rules (countRule) or by the engine for a switch that shapes the legal actions,
 * only once an action is known to be legal, and read back by `ruleCounts`.
 */
import { describe, expect, it } from 'vitest';
import { codeOnlyContent } from '../../src/core/content.js';
import { defineGame, type GameRules, type State } from '../../src/core/engine.js';
import type { Game } from '../../src/core/game.js';
import { IllegalAction } from '../../src/core/errors.js';
import { CH_COVERAGE, countRule, endGame, GAME_WORDS, ruleCount } from '../../src/core/header.js';

/**
 * A counting game: the mover adds 1 or 2 (or 3 with the 'triple' switch) to a total; 10 or more ends
 * the game. The 'bonus' switch adds 1 to every move of 2 (counted by the rule itself).
 */
const TOTAL = GAME_WORDS;
const OPT = TOTAL + 1; // bit 1 triple, bit 2 bonus
const TRIPLE = 1;
const BONUS = 2;
const rules: GameRules<unknown> = {
  info: {
    id: 'count',
    name: 'Counting (test fixture)',
    sides: ['a', 'b'],
    options: [
      { id: 'triple', kind: 'rule', type: 'boolean', default: false, rule: 'T1', doc: 'moves of 3 allowed' },
      { id: 'bonus', kind: 'rule', type: 'boolean', default: false, rule: 'T2', doc: 'a move of 2 adds 3' },
    ],
    hiddenInformation: false,
    maxActions: 3,
    maxDecisions: 20,
    victories: ['ten'],
    chance: [],
  },
  content: codeOnlyContent('count', 'test fixture', [{ id: 'standard', name: 'Count', doc: 'count to 10' }]),
  stateSize: () => OPT + 1,
  setup(_c, s, { options }) {
    s[OPT] = (options.triple === true ? TRIPLE : 0) | (options.bonus === true ? BONUS : 0);
  },
  toMove: (_c, s) => s[TOTAL]! % 2,
  legalActions(_c, s, out) {
    out[0] = 1;
    out[1] = 2;
    if (s[OPT]! & TRIPLE && s[TOTAL]! < 5) out[2] = 3; // 'triple' only matters below 5
    return s[OPT]! & TRIPLE && s[TOTAL]! < 5 ? 3 : 2;
  },
  play(_c, s, a) {
    let add = a;
    if (a === 2 && s[OPT]! & BONUS) {
      add = 3;
      countRule(s, 1);
    }
    s[TOTAL] = s[TOTAL]! + add;
    if (s[TOTAL]! >= 10) endGame(s, s[TOTAL]! % 2, 0, 0);
  },
  margin: () => 0,
  describe: (_c, _s, a) => `add ${a}`,
  render: (_c, s) => `total ${s[TOTAL]}`,
  coverage: {
    ids: ['triple', 'bonus'],
    shaping: [
      {
        counter: 0,
        active: (_c, s) => (s[OPT]! & TRIPLE) !== 0,
        toggle: (_c, s) => {
          s[OPT] = s[OPT]! ^ TRIPLE;
        },
      },
    ],
  },
};
const game = defineGame(rules);

/** The same game counting its listings; with `changes`, its 'triple' switch answers for itself. */
function countingGame(changes: boolean): { game: Game<State>; calls: () => number } {
  let calls = 0;
  const sw = rules.coverage!.shaping![0]!;
  const g = defineGame({
    ...rules,
    legalActions: (c, s, out) => {
      calls++;
      return rules.legalActions(c, s, out);
    },
    coverage: {
      ids: rules.coverage!.ids,
      shaping: [changes ? { ...sw, changes: (_c: unknown, s: State) => s[TOTAL]! < 5 } : sw],
    },
  });
  return { game: g, calls: () => calls };
}

const play = (s: State, ...actions: number[]): void => {
  for (const a of actions) game.apply(s, a);
};

describe('engine rule coverage', () => {
  it('appends one counter per id after the game words and says where in the header', () => {
    const s = game.create({ scenario: 'standard', seed: 1 });
    expect(s.length).toBe(OPT + 1 + 2);
    expect(s[CH_COVERAGE]).toBe(OPT + 1);
    expect(game.coverage).toEqual(['triple', 'bonus']);
    expect(game.ruleCounts!(s)).toEqual({});
  });

  it('a shaping switch is counted at each decision where it changes the legal actions, and not after', () => {
    const s = game.create({ scenario: 'standard', seed: 1, options: { triple: true } });
    play(s, 1, 1); // totals 0 and 1: 'triple' offers a third action
    expect(game.ruleCounts!(s)).toEqual({ triple: 2 });
    play(s, 1, 1, 1); // 2, 3, 4: still below 5
    expect(ruleCount(s, 0)).toBe(5);
    play(s, 1, 1); // 5 and 6: the switch no longer matters
    expect(ruleCount(s, 0)).toBe(5);
  });

  it('a rule counts its own bite; an off switch counts nothing', () => {
    const s = game.create({ scenario: 'standard', seed: 1, options: { bonus: true } });
    play(s, 1, 2, 2);
    expect(game.ruleCounts!(s)).toEqual({ bonus: 2 });
    const off = game.create({ scenario: 'standard', seed: 1 });
    play(off, 1, 2, 2);
    expect(game.ruleCounts!(off)).toEqual({});
  });

  it('an illegal action counts nothing and leaves the state unchanged', () => {
    const s = game.create({ scenario: 'standard', seed: 1, options: { triple: true } });
    const before = Int32Array.from(s);
    expect(() => game.apply(s, 7)).toThrow(IllegalAction);
    expect(Array.from(s)).toEqual(Array.from(before));
  });

  it('apply reuses the list it checked as the untoggled one, and a switch with `changes` is not listed toggled', () => {
    const buf = new Int32Array(3);
    for (const changes of [false, true]) {
      const { game: g, calls } = countingGame(changes);
      const s = g.create({ scenario: 'standard', seed: 1, options: { triple: true } });
      for (let i = 0; i < 7; i++) {
        const before = calls();
        g.legalActions(s, buf);
        g.apply(s, 1);
        // one listing for legalActions, plus the toggled one where the switch is active
        expect(calls() - before).toBe(changes ? 1 : 2);
      }
      // totals 0 .. 4 are below 5: the same five decisions counted either way
      expect(g.ruleCounts!(s)).toEqual({ triple: 5 });
    }
  });

  it('a gated switch is asked `active` only when its gate bits are set, with the same counts', () => {
    let asked = 0;
    const sw = rules.coverage!.shaping![0]!;
    const gated = defineGame({
      ...rules,
      coverage: {
        ids: rules.coverage!.ids,
        shaping: [
          {
            ...sw,
            active: (c: unknown, s: State) => (asked++, sw.active(c, s)),
            gate: { word: OPT, bits: TRIPLE },
          },
        ],
      },
    });
    const off = gated.create({ scenario: 'standard', seed: 1 });
    for (let i = 0; i < 4; i++) gated.apply(off, 1);
    expect(asked).toBe(0); // 'triple' off: the gate answers
    const on = gated.create({ scenario: 'standard', seed: 1, options: { triple: true } });
    for (let i = 0; i < 7; i++) gated.apply(on, 1);
    expect(asked).toBe(7);
    expect(gated.ruleCounts!(on)).toEqual({ triple: 5 });
  });

  it('clones carry their counters', () => {
    const s = game.create({ scenario: 'standard', seed: 1, options: { bonus: true } });
    play(s, 2);
    const t = game.clone(s);
    play(t, 2);
    expect(game.ruleCounts!(s)).toEqual({ bonus: 1 });
    expect(game.ruleCounts!(t)).toEqual({ bonus: 2 });
  });
});
