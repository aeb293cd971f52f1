/**
 * `npm run golden [game ...]`: play the golden playthroughs of every game (or the named ones) and
 * write test/golden/data/<game>.json. Run it in the commit that changes how a game plays, and say
 * in that commit what moved and why.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../src/core/content.js';
import { GAMES, getGame } from '../../src/games/index.js';
import type { Game } from '../../src/core/game.js';
import { playGolden } from './playthrough.js';

const ids = process.argv.slice(2);
const games = ids.length ? ids.map((id) => getGame(id) as Game<Int32Array>) : GAMES;
const dir = join(packageRoot(), 'test', 'golden', 'data');
mkdirSync(dir, { recursive: true });
for (const game of games) {
  const t0 = performance.now();
  const golden = playGolden(game);
  const file = join(dir, `${game.id}.json`);
  writeFileSync(file, JSON.stringify(golden, null, 2) + '\n');
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`golden: ${game.id}: ${golden.playthroughs.length} playthroughs in ${secs} s -> ${file}`);
}
