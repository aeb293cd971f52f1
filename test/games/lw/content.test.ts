/**
 * The provisional content pack: what the rulebook fixes is in it (the anchor hexes, the stated card
 * counts, the named generals' facts, the turn track), invented values are listed in its manifest,
 * loading errors name the file, entry and field, and the committed map picture is up to date.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinPackDir } from '../../../src/core/content.js';
import { CF_ERRATIC, CF_RESOURCE, K_SEDITIOUS, loadLwPack } from '../../../src/games/lw/content.js';
import { mapSvg } from '../../../src/games/lw/mapsvg.js';
import { SB_IMPASS, SB_RIVER } from '../../../src/games/lw/mapdata.js';
import { L, c, gen, hex } from './fixture.js';

const dir = builtinPackDir('lw', 'provisional');

describe('lw provisional pack', () => {
  it('is provisional and lists its invented values', () => {
    expect(c.info.status).toBe('provisional');
    expect(c.info.inventedCount).toBeGreaterThan(50);
    const paths = c.info.manifest.invented.map((e) => e.path);
    for (const p of [
      'map.json/rails',
      'generals.json/generals/*/grade',
      'tables.json/indecisive',
      'scenarios.json/tournament/setup',
    ])
      expect(paths).toContain(p);
  });

  it('keeps the five anchor hexes of the text (5.0, 2.1, 8.1.2.2)', () => {
    expect(c.cityHex[c.washington]).toBe(hex(1903));
    expect(c.cityHex[c.cityIndex['kansas-city']!]).toBe(hex(103));
    expect(c.genHex[gen('mcdowell')]).toBe(hex(1903));
    expect(c.genHex[gen('fremont')]).toBe(hex(103));
    const d = c.grid.dirTo(hex(806), hex(905));
    expect(d).toBeGreaterThanOrEqual(0);
    expect(c.sideBits[hex(806) * 6 + d]! & SB_RIVER).toBeTruthy();
    const bay = c.grid.dirTo(hex(2004), hex(2103));
    expect(c.sideBits[hex(2004) * 6 + bay]! & SB_IMPASS).toBeTruthy();
    const lake = c.grid.dirTo(hex(713), hex(714));
    expect(c.sideBits[hex(713) * 6 + lake]! & SB_IMPASS).toBeTruthy();
  });

  it('has the decks of 1.2: 57 positive cards (22/18 resources, five 6s), 9/8 erratic, 6 seditious', () => {
    for (const [side, resources, erratic] of [
      [L.USA, 22, 9],
      [L.CSA, 18, 8],
    ] as const) {
      let res = 0;
      let six = 0;
      let err = 0;
      let sed = 0;
      for (let n = 1; n <= 81; n++) {
        const k = side * 81 + n - 1;
        if (n <= 57) {
          expect(c.cardPc[k]).toBeGreaterThan(0);
          if (c.cardFlags[k]! & CF_RESOURCE) res++;
          if (c.cardPc[k] === 6) six++;
        }
        if (c.cardFlags[k]! & CF_ERRATIC) {
          err++;
          expect([1, 2]).toContain(c.cardPc[k]);
        }
        if (c.cardKind[k] === K_SEDITIOUS) {
          sed++;
          expect(c.cardPc[k]).toBeLessThan(0);
        }
      }
      expect([res, six, err, sed]).toEqual([resources, 5, erratic, 6]);
    }
    expect(c.cardName[0 * 81 + 19]).toBe('George Meade'); // #20, Reluctant to Follow Orders (10.7.4)
    expect(c.cardName[1 * 81 + 54]).toBe('James Longstreet'); // #55 (errata)
  });

  it("keeps the generals' facts the text gives (activation of Lee, Grant, Butler, Polk, Wheeler; cavalry; GiC candidates)", () => {
    expect(
      [gen('lee'), gen('grant'), gen('butler'), gen('polk'), gen('wheeler')].map((g) => c.genAct[g]),
    ).toEqual([1, 1, 3, 3, 1]);
    expect(c.genCav[gen('wheeler')]).toBe(1);
    expect(c.genCav[gen('stoneman')]).toBe(1);
    for (const id of ['mcdowell', 'mcclellan', 'as-johnston', 'je-johnston'])
      expect(c.genGic[gen(id)]).toBe(1);
  });

  it('keeps the turn track the text gives (1.1, 2.3, 7.2, 10.3, 14.2.1, 19.1)', () => {
    expect(c.tables.handSize).toEqual([6, 7, 8, 8, 8, 7, 6]);
    expect(c.tables.washingtonDefense).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(c.tables.richmondDefense).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(c.tables.draft.usa.filter((_, i) => i % 2 === 0)).toEqual([0, 2, 4, 4]);
    expect(c.tables.oceanStars[3]).toBe(3);
    expect(c.tables.fleetsBuildable[3]).toBe(3);
    expect(c.tables.epLead).toEqual([10, 9, 8, 7, 6, 5, 4]);
  });

  it('connects every river into one chain of hexsides (14.1.1, 20.0)', () => {
    const seen = new Uint8Array(c.riverSide.length);
    const stack = [0];
    seen[0] = 1;
    while (stack.length) {
      const r = stack.pop()!;
      for (let i = c.riverAdjStart[r]!; i < c.riverAdjStart[r + 1]!; i++) {
        const q = c.riverAdj[i]!;
        if (!seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    // the Mississippi system (with the Ohio, Tennessee, Cumberland, Missouri, Arkansas, Red) is one network
    const mississippi = c.riverIndex[hex(714) * 6 + c.grid.dirTo(hex(714), hex(614))]!;
    expect(seen[mississippi]).toBe(1);
    expect(seen[c.riverIndex[hex(1007) * 6 + c.grid.dirTo(hex(1007), hex(1006))]!]).toBe(1);
  });

  it('names the file, entry and field of a broken pack', () => {
    const copy = mkdtempSync(join(tmpdir(), 'lw-pack-'));
    cpSync(dir, copy, { recursive: true });
    const gens = JSON.parse(readFileSync(join(copy, 'generals.json'), 'utf8')) as {
      generals: { hex: number }[];
    };
    gens.generals[3]!.hex = 9999;
    writeFileSync(join(copy, 'generals.json'), JSON.stringify(gens));
    expect(() => loadLwPack(copy)).toThrow(/generals\.json.*general 'butler'.*hex.*9999 is not on the map/);
    cpSync(join(dir, 'generals.json'), join(copy, 'generals.json'));
    const map = JSON.parse(readFileSync(join(copy, 'map.json'), 'utf8')) as { rivers: { sides: string[] }[] };
    map.rivers[0]!.sides[0] = '0501/0903';
    writeFileSync(join(copy, 'map.json'), JSON.stringify(map));
    expect(() => loadLwPack(copy)).toThrow(/map\.json.*rivers 'mississippi' sides\[0\].*not adjacent/);
  });

  it('has its map picture up to date (map.svg)', () => {
    expect(readFileSync(join(dir, 'map.svg'), 'utf8')).toBe(mapSvg(loadLwPack(dir)));
  });
});
