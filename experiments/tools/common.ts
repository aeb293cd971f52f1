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

export interface ToolArgs {
  /** Argument i as text; `fallback` when it is absent. */
  text(i: number, fallback: string): string;
  /** Argument i as an integer >= min; anything else is one error line naming it and exit code 2. */
  int(i: number, name: string, fallback: number, min: number): number;
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
  };
}

/** Diagnostic game g: its starting state and its two bots, indexed by side (L.USA, L.CSA). */
export function diagnosticGame(
  scenario: string,
  seed: string,
  g: number,
  usaSpec: string,
  csaSpec: string,
): { s: Int32Array; bots: Bot<Int32Array>[] } {
  return {
    s: ahd.create({ scenario, seed: `${seed}/${g}` }),
    bots: [
      makeBot(ahd, usaSpec, L.USA, `${seed}/${g}/usa`),
      makeBot(ahd, csaSpec, L.CSA, `${seed}/${g}/csa`),
    ],
  };
}
