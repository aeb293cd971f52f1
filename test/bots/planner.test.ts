/**
 * The whole-turn planner (bots/planner.ts): its plans are ranks of the prior's choices, it never sees
 * the real future dice (issue 3's test, for this bot), and it is reproducible from its seed.
 */
import { describe, expect, it } from 'vitest';
import type { Policy } from '../../src/core/bot.js';
import type { Game } from '../../src/core/game.js';
import type { Evaluator } from '../../bots/evaluator.js';
import { makeBot } from '../../bots/index.js';
import { plannerBot, type PlannerOptions } from '../../bots/planner.js';
import { ahd } from '../../src/games/ahd/index.js';
import { chanceWords, diceGame, GAMBLE, nextDie, type DiceState } from '../fixtures/games/dice/index.js';

/** A prior that ranks actions by their number (highest first), and never by chance. */
const byNumber: Policy<DiceState> = {
  pick: (_s, actions, n) => Math.max(...actions.subarray(0, n)),
  rank: (_s, actions, n, scores) => {
    for (let i = 0; i < n; i++) scores[i] = actions[i]!;
  },
};

/** No knowledge of the position: every unfinished state is worth 0.5 to each side. */
const blind: Evaluator<DiceState> = {
  evaluate: (_s, out) => out.fill(0.5),
  turn: () => 0,
};

const opts = (over: Partial<PlannerOptions<DiceState>> = {}): PlannerOptions<DiceState> => ({
  plans: 4,
  generations: 2,
  samples: 1,
  width: 2,
  mutation: 1,
  horizon: 1,
  prior: byNumber,
  rollout: byNumber,
  evaluator: blind,
  determinize: false,
  ...over,
});

function gambleState(high: boolean): DiceState {
  for (let seed = 0; ; seed++) {
    const s = diceGame.create({ scenario: 'gamble', seed });
    if (nextDie(s) >= 4 === high) return s;
  }
}

const SEARCHES = 40;
function choices(game: Game<DiceState>, s: DiceState): number[] {
  return Array.from({ length: SEARCHES }, (_, seed) =>
    plannerBot({ game, seat: 0, seed: `plan-${seed}` }, opts(), 'plan').choose(s),
  );
}

describe('whole-turn planner', () => {
  it('width 1: every plan is the prior, so it plays the prior whole games long', () => {
    const s = diceGame.create({ scenario: 'race', seed: 5 });
    const bots = [0, 1].map((seat) =>
      plannerBot({ game: diceGame, seat, seed: seat }, opts({ width: 1 }), 'p'),
    );
    const buf = new Int32Array(diceGame.maxActions);
    let moves = 0;
    while (!diceGame.isTerminal(s)) {
      const n = diceGame.legalActions(s, buf);
      const a = bots[diceGame.toMove(s)]!.choose(s);
      expect(a).toBe(byNumber.pick(s, buf, n));
      diceGame.apply(s, a);
      moves++;
    }
    expect(moves).toBeGreaterThan(3);
  });

  it('does not peek at chance: the same choices whatever the state generator holds (issue 3)', () => {
    const high = gambleState(true);
    const low = gambleState(false);
    expect(Array.from(chanceWords(high))).not.toEqual(Array.from(chanceWords(low)));
    const a = choices(diceGame, high);
    expect(choices(diceGame, low)).toEqual(a);
    // Blind, the gamble wins on its own sampled die half the time: both moves are chosen.
    const gambles = a.filter((x) => x === GAMBLE).length;
    expect(gambles).toBeGreaterThan(0);
    expect(gambles).toBeLessThan(SEARCHES);
  });

  it('a deliberately peeking variant (reseedChance does nothing) would differ', () => {
    const peeking: Game<DiceState> = { ...diceGame, reseedChance: () => undefined };
    expect(choices(peeking, gambleState(true)).every((x) => x === GAMBLE)).toBe(true);
    expect(choices(peeking, gambleState(false)).some((x) => x === GAMBLE)).toBe(false);
  });

  it('ahd: the same seed plays the same opening decisions; the estimate is a probability', () => {
    const play = (): number[] => {
      const s = ahd.create({ scenario: '1861', seed: 'plan-det' });
      const bot = makeBot(ahd, 'plan:plans=3,gens=2,samples=1', 0, 'det');
      const out: number[] = [];
      while (ahd.toMove(s) === 0 && out.length < 6) {
        const a = bot.choose(s);
        out.push(a);
        ahd.apply(s, a);
      }
      const e = bot.lastEstimate?.();
      expect(e).toBeGreaterThanOrEqual(0);
      expect(e).toBeLessThanOrEqual(1);
      return out;
    };
    expect(play()).toEqual(play());
  });
});
