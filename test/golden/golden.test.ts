/**
 * Every game plays its committed golden playthroughs exactly (playthrough.ts). A failure means the
 * game's behaviour (or its state layout) changed: if that was meant, run `npm run golden` and say in
 * the commit what moved and why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/core/content.js';
import { GAMES } from '../../src/games/index.js';
import { GOLDEN_FORMAT, playGolden, type GoldenFile } from './playthrough.js';

/**
 * A whole uscw or acw golden set takes 25 s alone but over 120 s beside the property suites on two
 * busy cores: a time limit of its own, not an assertion on speed.
 */
const GOLDEN_TIMEOUT_MS = 600_000;

describe('golden playthroughs', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))(
    '%s plays its committed goldens',
    (id, game) => {
      const file = join(packageRoot(), 'test', 'golden', 'data', `${id}.json`);
      expect(existsSync(file), `${file} is missing: run npm run golden ${id}`).toBe(true);
      const want = JSON.parse(readFileSync(file, 'utf8')) as GoldenFile;
      expect(want.format).toBe(GOLDEN_FORMAT);
      const got = playGolden(game);
      expect(got.playthroughs.map((p) => `${p.scenario}/${p.bot}/${p.seed}`)).toEqual(
        want.playthroughs.map((p) => `${p.scenario}/${p.bot}/${p.seed}`),
      );
      for (let i = 0; i < want.playthroughs.length; i++)
        expect(got.playthroughs[i]).toEqual(want.playthroughs[i]);
    },
    GOLDEN_TIMEOUT_MS,
  );
});
