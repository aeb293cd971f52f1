/**
 * The standard pack against the rulebook: names, counts, shields, the digest's Appendix B figures,
 * and the schema's error messages.
 */
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinPackDir } from '../../../src/core/content.js';
import { ContentError } from '../../../src/core/errors.js';
import {
  findBox,
  loadAhdPack,
  readMapJson,
  M_POTOMAC,
  M_RAIL,
  M_RIVER,
  M_ROAD,
} from '../../../src/games/ahd/content.js';
import { c } from './position.js';

const dir = builtinPackDir('ahd', 'standard');
const map = readMapJson(dir);

/** Every place name the rulebook uses, spelled as it spells it (setups, examples, scenario tables). */
const RULEBOOK_NAMES = [
  'Washington (DC)',
  'Philadelphia (Pennsylvania)',
  'New York (New York)',
  "Harper's Ferry (Virginia)",
  'Pittsburgh (Pennsylvania)',
  'Columbus (Ohio)',
  'Cincinnati (Ohio)',
  'Indianapolis (Indiana)',
  'Bloomington (Illinois)',
  'Cairo (Illinois)',
  'St. Louis (Missouri)',
  'Manassas Junction (Virginia)',
  'Fredericksburg (Virginia)',
  'Front Royal (Virginia)',
  'Charleston (South Carolina)',
  'Mobile (Alabama)',
  'Nashville (Tennessee)',
  'Memphis (Tennessee)',
  'Springfield (Missouri)',
  'Shreveport',
  'Monroe',
  'Vicksburg',
  'Jackson',
  'Alexandria',
  'McComb',
  'Manassas Jct.',
  'Richmond (Virginia)',
  'Fort Monroe (Virginia)',
  'Vicksburg (Mississippi)',
  'Fts Henry & Donelson',
  'Humbolt',
  'Corinth',
  'Pittsburg Landing',
  'Decatur',
  'Baltimore',
  'Yorktown',
  'Norfolk',
  'Selma',
  'Paducah',
  'Vandalia',
  'Ironton',
  'Louisville',
  'New Orleans',
  'Wilmington',
  'Atlanta',
  'Harrisburg',
  'Fayetteville',
  'Newport',
  'Island No. 10',
  'Chattanooga',
  'Savannah',
  'Pensacola',
  'Franklin',
  'Port Royal',
  'Gettysburg',
  'Sedalia',
  'Jefferson City',
  'Meridian',
  'Little Rock',
  'Murfreesboro',
  'Knoxville',
  'Goldsboro',
  'Petersburg',
  'Marion',
  'Okolona',
  'Thayer',
  'Arkansas Post',
  'Grand Junction',
  'Bowling Green',
  'Glasgow',
  'New Bern',
  'St. Joseph',
  'Fort Smith',
  'Baton Rouge',
  'Sparta',
  'Jacksonville (Florida)',
  'Brunswick',
  'Grafton',
  'Natchez',
  'Cumberland Gap',
  'Gainesville',
  'Tallahassee',
  'Staunton',
  'Springfield, Missouri',
  'Saint Louis',
  'Forts Henry and Donelson',
  'Pittsburgh Landing',
  'Fort Monroe',
  'Ft. Henry & Donelson',
  'Harper’s Ferry',
];

describe('ahd standard content pack', () => {
  it('every box name the rulebook uses resolves to a map box', () => {
    const missing = RULEBOOK_NAMES.filter((n) => findBox(map, n) < 0);
    expect(missing).toEqual([]);
    expect(c.boxId[findBox(map, 'Bloomington (Illinois)')]).toBe('bloomington-ill');
    expect(c.boxId[findBox(map, 'Charleston (South Carolina)')]).toBe('charleston');
    expect(c.boxId[findBox(map, 'Springfield, Missouri')]).toBe('springfield');
    expect(c.boxId[findBox(map, 'Columbus (Ohio)')]).toBe('columbus');
  });

  it('has the digest Appendix B figures: 129 boxes, colours, shields, ports, entrenchments, edges', () => {
    expect(c.nb).toBe(129);
    const colours = [0, 0, 0];
    for (let b = 0; b < c.nb; b++) colours[c.colour[b]! + 1]!++;
    expect(colours).toEqual([8, 43, 78]); // tan (Kentucky), blue, gray
    let blue = 0;
    let red = 0;
    for (let b = 0; b < c.nb; b++) {
      blue += c.shield[2 * b]!;
      red += c.shield[2 * b + 1]!;
    }
    expect([blue, red]).toEqual([36, 36]);
    expect(Array.from(c.port).filter(Boolean)).toHaveLength(17);
    expect(Array.from(c.perm).filter(Boolean)).toHaveLength(4);
    // R10.0: the seven victory cities.
    expect(Array.from(c.victoryCities, (b) => c.boxId[b]).sort()).toEqual([
      'atlanta',
      'charleston',
      'memphis',
      'mobile',
      'new-orleans',
      'richmond',
      'wilmington',
    ]);
    // 227 connections: 60 road, 137 rail, 25 river, 4 rail+river, 1 Potomac.
    const kinds = new Map<number, number>();
    for (let j = 0; j < c.adjTo.length; j++)
      if (c.adjTo[j]! > lower(j)) kinds.set(c.adjMode[j]!, (kinds.get(c.adjMode[j]!) ?? 0) + 1);
    expect(Object.fromEntries(kinds)).toEqual({
      [M_ROAD]: 60,
      [M_RAIL]: 137,
      [M_RIVER]: 25,
      [M_RAIL | M_RIVER]: 4,
      [M_POTOMAC]: 1,
    });
    // 15 boxes with river sides.
    const sides = new Set<number>();
    for (let b = 0; b < c.nb; b++)
      for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) if (c.adjCrossIn[j]) sides.add(b);
    expect(sides.size).toBe(15);
  });

  it('the map is connected', () => {
    const seen = new Set([0]);
    const queue = [0];
    while (queue.length) {
      const b = queue.pop()!;
      for (let j = c.adjStart[b]!; j < c.adjStart[b + 1]!; j++) {
        if (seen.has(c.adjTo[j]!)) continue;
        seen.add(c.adjTo[j]!);
        queue.push(c.adjTo[j]!);
      }
    }
    expect(seen.size).toBe(c.nb);
  });

  it('schema errors name the file, the entry and the field', () => {
    const copy = mkdtempSync(join(tmpdir(), 'ahd-pack-'));
    cpSync(dir, copy, { recursive: true });
    const file = join(copy, 'map.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { boxes: { id: string; colour: string }[] };
    data.boxes[11]!.colour = 'purple';
    writeFileSync(file, JSON.stringify(data));
    expect(() => loadAhdPack(copy)).toThrow(ContentError);
    expect(() => loadAhdPack(copy)).toThrow(/map\.json: boxes\[11\] 'cairo': field 'colour'/);
    writeFileSync(file, '{ "boxes": [');
    expect(() => loadAhdPack(copy)).toThrow(/map\.json: not valid JSON/);
  });
});

/** The box whose adjacency list holds half-edge j. */
function lower(j: number): number {
  let b = 0;
  while (c.adjStart[b + 1]! <= j) b++;
  return b;
}
