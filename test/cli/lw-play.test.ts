/**
 * Issue 26 on Lincoln's War: a person playing the Union against a bot sees their own hand, the
 * Confederate hand only as a count, never its cards; and `cwsim play lw` between two bots finishes and
 * prints the outcome, the same twice.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, replay } from '../../src/core/record.js';
import { getGame } from '../../src/games/index.js';
import { defaultContent } from '../../src/games/lw/content.js';
import * as L from '../../src/games/lw/layout.js';
import { decisionNumber, drive } from './drive.js';
import { cli } from './helpers.js';

const c = defaultContent();
const label = (k: number): string => `#${(k % 81) + 1} ${c.cardName[k]} (${c.cardPc[k]})`;

function hand(s: Int32Array, side: number): number[] {
  const out: number[] = [];
  for (let k = side * 81; k < side * 81 + 81; k++)
    if (s[L.CD_LOC + k] === L.CL_HAND && c.cardKind[k] !== 4) out.push(k);
  return out;
}

describe('cwsim play lw', () => {
  it("shows the Union player his hand and never the Confederate bot's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cwsim-lw-'));
    const save = join(dir, 'lw.json');
    const d = await drive(
      ['play', 'lw', '--seed', '5', '--usa', 'human', '--csa', 'heuristic', '--save-to', save],
      (_s, k) => (k < 14 ? '1' : null),
    );
    expect(d.status).toBe(0);
    const game = getGame('lw');
    const rec = parseRecord(readFileSync(save, 'utf8'), save);
    let checked = 0;
    for (const screen of d.screens) {
      const n = decisionNumber(screen);
      if (n === undefined) continue;
      const s = replay(game, rec, undefined, n - 1) as Int32Array;
      const own = hand(s, L.USA);
      const other = hand(s, L.CSA);
      if (own.length === 0 || other.length === 0) continue;
      const flat = screen.replace(/\n\s+/g, ' ');
      for (const k of own) expect(flat).toContain(label(k));
      expect(flat).toContain(`Confederacy hand: ${other.length} cards`);
      for (const k of other) expect(flat).not.toContain(label(k));
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('between two bots finishes every scenario and prints the outcome, the same twice', () => {
    for (const scenario of ['introductory', 'tournament', 'campaign']) {
      const args = [
        'play',
        'lw',
        '--scenario',
        scenario,
        '--seed',
        '1',
        '--usa',
        'random',
        '--csa',
        'random',
      ];
      const a = cli(args);
      const b = cli(args);
      expect(a.status).toBe(0);
      expect(a.stdout).toMatch(/Outcome: (usa|csa) wins|Outcome: draw/);
      expect(b.stdout).toBe(a.stdout);
    }
  });
});
