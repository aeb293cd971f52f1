/** An outcome in one line of words, for `cwsim play`, the interactive player and `cwsim replay`. */
import type { Outcome } from '../core/game.js';

export function describeOutcome(o: Outcome, sides: readonly string[]): string {
  const who =
    o.kind === 'win'
      ? `${sides[o.winner]} wins`
      : o.kind === 'draw'
        ? 'draw'
        : 'stopped at the decision limit';
  return `${who} (${o.victory}${o.detail ? `: ${o.detail}` : ''}) on turn ${o.turn}; Army Maximum difference usa-csa ${o.margin >= 0 ? '+' : ''}${o.margin}`;
}
