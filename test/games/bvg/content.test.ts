/**
 * The provisional content pack: schema validation with errors naming file, entry and field; the two
 * decks as 2.1 states them (76 and 80 playable cards) with every card the rulebook names kept under its
 * number and name; 11 map cards with their versions (3.28, 16.1); invented values flagged.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../src/core/errors.js';
import { loadBvgPack } from '../../../src/games/bvg/content.js';
import { mapFits } from '../../../src/games/bvg/map.js';
import { bvg, c, card, empty, maps, START_MAPS } from './fixture.js';

/** Cards named by number in the rulebook (setups, Card Clarifications). */
const NAMED: [string, number, string][] = [
  ['usa', 3, "The Devil's Own Luck"],
  ['usa', 4, 'Dept. of Washington'],
  ['usa', 5, 'Porter'],
  ['usa', 6, 'Habeas Corpus'],
  ['usa', 7, 'Foote'],
  ['usa', 8, 'McDowell'],
  ['usa', 9, 'I Corps'],
  ['usa', 11, 'McClellan'],
  ['usa', 13, 'Banks'],
  ['usa', 16, 'VIII Corps'],
  ['usa', 19, 'Grant'],
  ['usa', 23, 'Monitor'],
  ['usa', 35, 'Farragut'],
  ['usa', 38, 'Pauline Cushman'],
  ['usa', 41, 'Special Orders No. 191'],
  ['usa', 46, 'Burnside'],
  ['usa', 49, 'XVI Corps'],
  ['usa', 51, 'Emancipation Proclamation'],
  ['usa', 55, 'XXII Corps'],
  ['usa', 56, 'Meade'],
  ['usa', 57, "John Brown's Body"],
  ['usa', 58, 'Reserve Corps'],
  ['usa', 60, 'Blue Mountain Boys'],
  ['usa', 61, 'Swamp Angel'],
  ['usa', 65, 'Freedom Sickness'],
  ['usa', 68, 'Infernal Machines'],
  ['usa', 69, 'Sheridan'],
  ['usa', 76, 'Provisional Corps'],
  ['csa', 3, 'Miracle from God'],
  ['csa', 4, 'Tidewater Militia'],
  ['csa', 5, 'La Belle Rebelle'],
  ['csa', 6, 'Beauregard'],
  ['csa', 8, 'J.E. Johnston'],
  ['csa', 9, 'The Stonewall Div.'],
  ['csa', 19, 'Ironclads'],
  ['csa', 20, 'The Slows'],
  ['csa', 21, '"Stonewall" Jackson'],
  ['csa', 26, 'Bragg'],
  ['csa', 38, 'R.E. Lee'],
  ['csa', 40, 'Copperheads'],
  ['csa', 44, 'Forrest'],
  ['csa', 45, 'JEB Stuart'],
  ['csa', 50, 'Pemberton'],
  ['csa', 61, 'Draft Riots'],
  ['csa', 66, 'Partisan Rangers'],
  ['csa', 67, 'Digging For The South'],
  ['csa', 71, 'Degataga'],
];

describe('bvg provisional content pack', () => {
  it('validates, is labelled provisional and flags invented values', () => {
    const info = bvg.contentInfo();
    expect(info.pack).toBe('provisional');
    expect(info.status).toBe('provisional');
    expect(info.inventedCount).toBeGreaterThan(20);
    for (const inv of info.manifest.invented) expect(inv.reason.length).toBeGreaterThan(20);
    expect(() => bvg.loadContent(info.dir)).not.toThrow();
  });

  it('has 76 USA and 80 CSA playable cards with every named card under its number (2.1)', () => {
    expect(c.nUsa).toBe(76);
    expect(c.nc - c.nUsa).toBe(80);
    for (const [side, num, name] of NAMED) {
      const k = card(side as 'usa' | 'csa', num);
      expect(c.cardName[k], `${side} #${num}`).toBe(name);
    }
    // AT START cards: USA #1-#5, CSA #1-#4 (2.1)
    for (let n = 1; n <= 5; n++) expect(c.atStart[card('usa', n)]).toBe(1);
    for (let n = 1; n <= 4; n++) expect(c.atStart[card('csa', n)]).toBe(1);
    expect(c.atStart[card('usa', 6)]).toBe(0);
    // Lee 3xxx (4.5), Grant 2xxxx + 1xxx (CC19), Forrest two steps (CC44)
    expect(c.capCmd[card('csa', 38)]).toBe(3);
    expect([c.capCmd[card('usa', 19)], c.capExtra[card('usa', 19)]]).toEqual([2, 1]);
    expect(c.steps[card('csa', 44)]).toBe(2);
  });

  it('has eleven map cards, A B D E in one version, C in three (16.1) and the others in two (3.28)', () => {
    expect(c.versionIds.map((v) => v.length)).toEqual([1, 1, 3, 1, 1, 2, 2, 2, 2, 2, 2]);
    // 7.2: Map Card K fits only once G, H or J is in play
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', I: 'usa' });
    expect(mapFits(c, s, 10)).toBe(false);
    maps(s, { J: 'usa' });
    expect(mapFits(c, s, 10)).toBe(true);
  });

  it('names the file, the entry and the field of a content error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bvg-pack-'));
    try {
      cpSync(bvg.contentInfo().dir, dir, { recursive: true });
      const file = join(dir, 'usa-deck.json');
      const deck = JSON.parse(readFileSync(file, 'utf8')) as { cards: Record<string, unknown>[] };
      deck.cards[8]!.strength = 'five';
      writeFileSync(file, JSON.stringify(deck));
      let err: unknown;
      try {
        loadBvgPack(dir);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ContentError);
      const e = err as ContentError;
      expect(e.file).toContain('usa-deck.json');
      expect(e.entry).toContain("'usa-9'");
      expect(e.field).toBe('strength');
      // a cross-reference: an unknown city in a connection
      const mapFile = join(dir, 'map.json');
      cpSync(join(bvg.contentInfo().dir, 'usa-deck.json'), file);
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { connections: { a: string }[] };
      map.connections[0]!.a = 'atlantis';
      writeFileSync(mapFile, JSON.stringify(map));
      expect(() => loadBvgPack(dir)).toThrow(/map\.json.*connections\[0\].*unknown city 'atlantis'/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
