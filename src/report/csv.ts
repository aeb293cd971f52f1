/**
 * games.csv: one row per game the result uses, in plan arm order then game index, with a fixed
 * column order (csv-stringify, RFC 4180 quoting). Identical runs give byte-identical files whatever
 * the thread count. Written in chunks of rows as they are read from the run's games, so a
 * million-game run never holds its CSV text (or its rows) whole.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import type { Arm, Plan } from '../sim/plan.js';
import type { GameRow } from '../sim/rows.js';
import type { RunGames } from '../sim/table.js';

/**
 * Rows per write. Small, so a chunk's row objects die young: at 5,000 they lived through minor GCs,
 * were promoted and grew the old space by about 88 MB over a 1,000,000-game file before a major GC
 * (issue 22); at 256, 23 MB. The bytes written do not depend on it.
 */
const CHUNK = 256;

/** Write games.csv to `file`. */
export function writeGamesCsv(file: string, plan: Plan, sides: readonly string[], games: RunGames): void {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, stringify([csvHeader(sides)]));
    let chunk: (string | number)[][] = [];
    const flush = (): void => {
      if (chunk.length) writeSync(fd, stringify(chunk));
      chunk = [];
    };
    for (const a of plan.arms) {
      for (const r of games.rows(a.id)) {
        chunk.push(csvRecord(a, sides, r));
        if (chunk.length === CHUNK) flush();
      }
    }
    flush();
  } finally {
    closeSync(fd);
  }
}

function csvHeader(sides: readonly string[]): string[] {
  return [
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
}

function csvRecord(a: Arm, sides: readonly string[], r: GameRow): (string | number)[] {
  return [
    r.arm,
    r.scenario,
    a.pairing,
    a.variant,
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
}
