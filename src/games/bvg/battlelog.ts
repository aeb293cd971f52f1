/**
 * The battle log a person reads (issue 27): each battle's strengths, the modifier to the red die, the
 * dice, the Combat Table result and the steps each side must lose (8.5). The numbers are found by
 * playing the action again on a copy of the state with combat.ts's battle log switched on: the same
 * generator words give the same dice, and the real state is untouched. Everything told is public.
 */
import { recordBattles, type BattleRoll } from './combat-resolution.js';
import type { BvgContent } from './content.js';
import { playAction } from './flow.js';
import { SIDE_NAMES } from './layout.js';
import type { S } from './state.js';

const RESULT_WORDS = [
  'Attacker Routed',
  'Attacker Defeated',
  "Generals' Battle",
  "Soldiers' Battle",
  'Defender Defeated',
  'Defender Routed',
];

/** The battles `action` resolves when played in `before` (none when it is not legal there). */
export function battlesOf(c: BvgContent, before: S, action: number): BattleRoll[] {
  const copy = before.slice();
  const log: BattleRoll[] = [];
  recordBattles(log);
  try {
    playAction(c, copy, action);
  } catch {
    return [];
  } finally {
    recordBattles(null);
  }
  return log;
}

/**
 * 'Battle for Richmond: USA attacks with strength 14 against CSA 9; dice red 4 + 1 = 5, white 2 →
 * Defender Defeated; steps to lose: USA 1, CSA 2' (the modifier: 8.5, 9.2-9.4, Enigmas).
 */
export function battleLine(c: BvgContent, b: BattleRoll): string {
  const att = SIDE_NAMES[b.attacker]!;
  const def = SIDE_NAMES[1 - b.attacker]!;
  const mred = Math.max(1, Math.min(6, b.red + b.drm));
  const red = b.drm ? `red ${b.red} ${b.drm > 0 ? '+' : '-'} ${Math.abs(b.drm)} = ${mred}` : `red ${b.red}`;
  const losses = [0, 1].map((side) => `${SIDE_NAMES[side]} ${b.loss[side]}`).join(', ');
  return (
    `Battle for ${c.cityName[b.target] ?? '?'}: ${att} attacks with strength ${b.aStr} against ${def} ${b.dStr}; ` +
    `dice ${red}, white ${b.white} → ${RESULT_WORDS[b.result] ?? '?'}; steps to lose: ${losses}`
  );
}
