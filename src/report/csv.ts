/**
 * games.csv: one row per game the result uses, in plan arm order then game index, with a fixed
 * column order (csv-stringify, RFC 4180 quoting). Identical runs give byte-identical files whatever
 * the thread count.
 */
import { stringify } from 'csv-stringify/sync';
import type { Plan } from '../sim/plan.js';
import type { GameRow } from '../sim/rows.js';

export function gamesCsv(plan: Plan, sides: readonly string[], rows: readonly GameRow[]): string {
  const arms = new Map(plan.arms.map((a) => [a.id, a]));
  const header = [
    'arm',
    'scenario',
    'pairing',
    'variant',
    'index',
    'seed',
    ...sides.map((s) => `player_${s}`),
    'result',
    'winner',
    'victory',
    'detail',
    'margin',
    'turn',
    'decisions',
    'error',
    'rules',
  ];
  const body = rows.map((r) => {
    const a = arms.get(r.arm);
    return [
      r.arm,
      r.scenario,
      a?.pairing ?? '',
      a?.variant ?? '',
      r.index,
      r.seed,
      ...sides.map((s) => r.players[s] ?? ''),
      r.result,
      r.winner ?? '',
      r.victory,
      r.detail,
      r.margin,
      r.turn,
      r.decisions,
      r.error ?? '',
      // Rule coverage: id=times for each counter that moved ('' when none did or the game counts none).
      Object.entries(r.rules ?? {})
        .map(([id, n]) => `${id}=${n}`)
        .join(' '),
    ];
  });
  return stringify([header, ...body]);
}
