/**
 * Writes the picture of the Lincoln's War provisional map beside its pack:
 *
 *   npx tsx experiments/tools/lw-map-svg.ts [pack-dir]
 *
 * The picture is a pure function of the pack (src/games/lw/mapsvg.ts); test/games/lw/content.test.ts
 * checks that the committed map.svg is up to date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinPackDir } from '../../src/core/content.js';
import { loadLwPack } from '../../src/games/lw/content.js';
import { mapSvg } from '../../src/games/lw/mapsvg.js';

const dir = process.argv[2] ?? builtinPackDir('lw', 'provisional');
const file = join(dir, 'map.svg');
writeFileSync(file, mapSvg(loadLwPack(dir)));
process.stdout.write(`wrote ${file}\n`);
