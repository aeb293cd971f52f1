/**
 * Rule coverage in a report (issue 23): did the rule a variant switches on come into play in its
 * games? A game that declares counters (engine.ts `CoverageRules`) stores in each row the counters
 * that moved (`GameRow.rules`); a variant's rule came into play in a game when the counter of one of
 * its options moved. A variant whose rule came into play in under 5 % of its games gets no effect
 * verdict: a "+0.0 points" there would say nothing about the rule, only that these bots rarely or
 * never reach the positions where it bites.
 */
import type { Game, OptionSpec } from '../core/game.js';
import type { GameRow } from '../sim/rows.js';

/** Below this share of games in play, a variant is "not tested" rather than measured. */
const MIN_COVERAGE = 0.05;

export interface Coverage {
  /** Games with a result in the variant arm. */
  readonly games: number;
  /** Of those, games in which the variant's rule changed something. */
  readonly inPlay: number;
  readonly share: number;
}

/**
 * The coverage of a variant's options over its rows, or null when the game counts none of them (no
 * counters, or an option without a counter): then nothing is known and the effect is reported as is.
 */
export function variantCoverage(
  game: Pick<Game<unknown>, 'coverage'>,
  optionIds: readonly string[],
  rows: Iterable<GameRow>,
): Coverage | null {
  const ids = game.coverage;
  if (!ids || !optionIds.length || !optionIds.every((o) => ids.includes(o))) return null;
  let games = 0;
  let inPlay = 0;
  for (const r of rows) {
    if (r.result === 'error') continue;
    games++;
    if (optionIds.some((o) => (r.rules?.[o] ?? 0) > 0)) inPlay++;
  }
  return { games, inPlay, share: games ? inPlay / games : NaN };
}

/** Whether a variant's effect may be reported: its rule came into play often enough, or is not counted. */
export function tested(c: Coverage | null): boolean {
  return c === null || (c.games > 0 && c.share >= MIN_COVERAGE);
}

/**
 * An option's name for people: its rule number and the words of its id, e.g. 'r4.71-fort-monroe'
 * (rule R4.71) → 'R4.71 Fort Monroe', 'opt8-middle-dept' (Opt 8) → 'Opt 8 Middle Dept'.
 */
export function optionName(spec: Pick<OptionSpec, 'id' | 'rule'>): string {
  const words = spec.id.split('-');
  // Drop the id's leading rule tag ('r4.71', 'opt8', 'read', 'read-21.3') when the rule number says it.
  const ruleWords = new Set((spec.rule ?? '').split(/[\s,]+/));
  while (words.length > 1 && (/^(r\d|opt\d|read$)/.test(words[0]!) || ruleWords.has(words[0]!)))
    words.shift();
  const small = new Set(['of', 'the', 'and', 'by', 'to', 'in', 'on', 'at']);
  const title = words
    .map((w, i) => (w && (i === 0 || !small.has(w)) ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
  return spec.rule ? `${spec.rule} ${title}` : title;
}

/** A variant's name: its option's name when it switches one option away from its default, else its label. */
export function variantName(
  game: Pick<Game<unknown>, 'options'>,
  label: string,
  values: Readonly<Record<string, unknown>>,
): string {
  const ids = Object.keys(values);
  if (ids.length !== 1) return label;
  const spec = game.options.find((o) => o.id === ids[0]);
  if (!spec) return label;
  const v = values[ids[0]!];
  return typeof v === 'string' ? `${optionName(spec)} = ${v}` : optionName(spec);
}
