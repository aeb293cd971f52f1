/**
 * Issue 7 on a game with hidden hands (bvg): the person playing usa sees their own hand, the size
 * of the Confederate hand and the cards the rules have shown, never the Confederate hand itself. The
 * screen is bvg's own view (renderFor): cards by name and number, as the actions name them.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/core/json.js';
import { parseRecord, replay } from '../../src/core/record.js';
import { getGame } from '../../src/games/index.js';
import { defaultContent } from '../../src/games/bvg/content.js';
import { decisionNumber, drive } from './drive.js';

/** The cards listed in `side`'s own entry of an observation ('sides': [{ side, cards }, …]). */
function handOf(data: JsonValue, side: string): string[] {
  const sides = (data as { sides?: { side?: string; cards?: string[] }[] }).sides ?? [];
  return sides.find((x) => x.side === side && Array.isArray(x.cards))?.cards ?? [];
}
/** The other side's hand size in an observation. */
function countOf(data: JsonValue, side: string): number {
  const sides = (data as { sides?: { side?: string; count?: number }[] }).sides ?? [];
  return sides.find((x) => x.side === side && typeof x.count === 'number')?.count ?? -1;
}

const content = defaultContent();
/** A card as the screen and the actions name it: 'Stonewall Jackson (#21)'. */
function shown(id: string): string {
  const k = content.cardId.indexOf(id);
  return `${content.cardName[k]} (#${content.cardNum[k]})`;
}
const escape = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('cwsim play bvg with a person (issue 7, hidden hands)', () => {
  it("shows usa its own hand and never the Confederate hand's cards", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cwsim-bvg-'));
    const save = join(dir, 'bvg.json');
    const d = await drive(
      ['play', 'bvg', '--seed', '5', '--usa', 'human', '--csa', 'random', '--save-to', save],
      (_s, k) => (k < 4 ? '1' : null),
    );
    expect(d.status).toBe(0);
    const game = getGame('bvg');
    const rec = parseRecord(readFileSync(save, 'utf8'), save);
    let checked = 0;
    for (const screen of d.screens) {
      const n = decisionNumber(screen);
      if (n === undefined) continue;
      const s = replay(game, rec, undefined, n - 1);
      expect(game.toMove(s)).toBe(0);
      const usaView = JSON.stringify(game.observe(s, 0).data);
      const own = handOf(game.observe(s, 0).data, 'usa');
      expect(own.length).toBeGreaterThan(0);
      // usa's own hand, every card by name and number (the view wraps long lines).
      expect(screen).toContain(`Your hand (${own.length}):`);
      const flat = screen.replace(/\n\s+/g, ' ');
      for (const c of own) expect(flat).toContain(shown(c));
      // The Confederate hand as a count only.
      const count = countOf(game.observe(s, 0).data, 'csa');
      expect(flat).toMatch(new RegExp(`CSA: supply \\d+ [^\\n]*Hand: ${count} cards?\\b`));
      // Confederate cards usa's observation does not name must not appear on usa's screen.
      const hidden = handOf(game.observe(s, 1).data, 'csa').filter((c) => !usaView.includes(`"${c}"`));
      expect(hidden.length).toBeGreaterThan(0);
      // Neither by id ('csa-12') nor by name and number ('Stonewall Jackson (#21)').
      for (const c of hidden) {
        expect(screen).not.toMatch(new RegExp(`\\b${c}\\b`));
        expect(flat).not.toMatch(new RegExp(escape(shown(c))));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    expect(d.stdout).not.toContain('CSA (you)');
  });
});
