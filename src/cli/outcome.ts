/**
 * An outcome in one line of words, for `cwsim play`, the interactive player and `cwsim replay`; the
 * margin is named by the game (`GameInfo.marginName`).
 */
import type { Outcome } from '../core/game.js';

export function describeOutcome(o: Outcome, sides: readonly string[], marginName = 'margin'): string {
  const who =
    o.kind === 'win'
      ? `${sides[o.winner]} wins`
      : o.kind === 'draw'
        ? 'draw'
        : 'stopped at the decision limit';
  return `${who} (${o.victory}${o.detail ? `: ${o.detail}` : ''}) on turn ${o.turn}; ${marginName} ${o.margin >= 0 ? '+' : ''}${o.margin}`;
}
