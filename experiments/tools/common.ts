/**
 * What the ahd diagnostic tools share: their positional command-line arguments, and the diagnostic
 * game. Game g of a run with master seed `seed` is created with seed `seed/g` and played by bots
 * seeded `seed/g/usa` and `seed/g/csa`, so every tool opens the same game number the same way (a
 * game ahd-union-progress.ts reports can be followed in ahd-timeline.ts or ahd-explain.ts).
 */
import { makeBot } from '../../bots/index.js';
import type { Bot } from '../../src/core/bot.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';

/** Who plays a diagnostic run, where and from which master seed. */
export interface Setup {
  readonly usaSpec: string;
  readonly csaSpec: string;
  readonly scenario: string;
  readonly seed: string;
}

/** Every tool's defaults: heuristic against heuristic, the 1861 campaign, master seed 'progress'. */
export const DEFAULT_SETUP: Setup = {
  usaSpec: 'heuristic',
  csaSpec: 'heuristic',
  scenario: '1861',
  seed: 'progress',
};

export interface ToolArgs {
  /** Argument i as text; `fallback` when it is absent. */
  text(i: number, fallback: string): string;
  /** Argument i as an integer >= min; anything else is one error line naming it and exit code 2. */
  int(i: number, name: string, fallback: number, min: number): number;
  /** Arguments i..i+3 as the usa bot, the csa bot, the scenario and the seed (DEFAULT_SETUP when absent). */
  setup(i: number): Setup;
}

/** The arguments after `npx tsx experiments/tools/<tool>.ts`. */
export function toolArgs(tool: string): ToolArgs {
  const args = process.argv.slice(2);
  return {
    text: (i, fallback) => args[i] ?? fallback,
    int(i, name, fallback, min) {
      const v = Number(args[i] ?? fallback);
      if (!Number.isInteger(v) || v < min) {
        console.error(`${tool}: ${name} must be an integer >= ${min}, got '${args[i]}'`);
        process.exit(2);
      }
      return v;
    },
    setup: (i) => ({
      usaSpec: args[i] ?? DEFAULT_SETUP.usaSpec,
      csaSpec: args[i + 1] ?? DEFAULT_SETUP.csaSpec,
      scenario: args[i + 2] ?? DEFAULT_SETUP.scenario,
      seed: args[i + 3] ?? DEFAULT_SETUP.seed,
    }),
  };
}

/** Diagnostic game g: its starting state and its two bots, indexed by side (L.USA, L.CSA). */
export function diagnosticGame(
  { usaSpec, csaSpec, scenario, seed }: Setup,
  g: number,
): { s: Int32Array; bots: Bot<Int32Array>[] } {
  return {
    s: ahd.create({ scenario, seed: `${seed}/${g}` }),
    bots: [
      makeBot(ahd, usaSpec, L.USA, `${seed}/${g}/usa`),
      makeBot(ahd, csaSpec, L.CSA, `${seed}/${g}/csa`),
    ],
  };
}
