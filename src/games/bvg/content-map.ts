/**
 * Compilation of a Blue vs Gray pack's map (map.json; compile in content-compile.ts): the city ids,
 * the versions of each map card (natives and pestholes, 3.28), the city attributes, the connections
 * as CSR adjacency with edge modes (3.2), and the cities the rules name. Errors name file, entry
 * and field.
 */
import { ContentError } from '../../core/errors.js';
import { CITY_CAP } from './layout.js';
import { LETTERS, type MapJson } from './content-schema.js';
import { type BvgContent, M_NO_ATTACK, M_RAIL, M_RIVER } from './content.js';

/** City index of a city id, or a ContentError naming the file, entry and field. */
export type CityRef = (file: string, entry: string, field: string, id: string) => number;

export const letterIdx = (l: string): number => LETTERS.indexOf(l as (typeof LETTERS)[number]);

// ---- map ------------------------------------------------------------------------------------------------

/** Checks the city count and ids; the lookup from city id to index. */
export function cityLookup(map: MapJson, mapFile: string): CityRef {
  const ncity = map.cities.length;
  if (ncity > CITY_CAP)
    throw new ContentError(mapFile, '', 'cities', `at most ${CITY_CAP} cities, found ${ncity}`);
  const cityIndex = new Map<string, number>();
  map.cities.forEach((c, i) => {
    if (cityIndex.has(c.id))
      throw new ContentError(mapFile, `cities[${i}] '${c.id}'`, 'id', 'duplicate city id');
    cityIndex.set(c.id, i);
  });
  return (file, entry, field, id) => {
    const i = cityIndex.get(id);
    if (i === undefined) throw new ContentError(file, entry, field, `unknown city '${id}'`);
    return i;
  };
}

export type MapVersions = Pick<BvgContent, 'versionIds' | 'versionDeck' | 'cityNative' | 'cityPest'> & {
  readonly versionIds: string[][];
  readonly versionDeck: number[][];
};

/** The versions of each map card (its deck, the natives and pestholes they change, by city*4 + version). */
export function mapVersions(map: MapJson, mapFile: string, cityRef: CityRef): MapVersions {
  const ncity = map.cities.length;
  const versionIds: string[][] = LETTERS.map(() => []);
  const versionDeck: number[][] = LETTERS.map(() => []);
  const cityNative = new Int8Array(ncity * 4);
  const cityPest = new Uint8Array(ncity * 4);
  const ctrlOf = (n: string): number => (n === 'usa' ? 1 : n === 'csa' ? 2 : 0);
  map.cities.forEach((c, i) => {
    for (let v = 0; v < 4; v++) cityNative[i * 4 + v] = ctrlOf(c.native);
  });
  const seenLetter = new Set<string>();
  map.mapCards.forEach((mc, mi) => {
    if (seenLetter.has(mc.letter))
      throw new ContentError(mapFile, `mapCards[${mi}]`, 'letter', `duplicate map card ${mc.letter}`);
    seenLetter.add(mc.letter);
    const L = letterIdx(mc.letter);
    mc.versions.forEach((v, vi) => {
      const entry = `mapCards[${mi}].versions[${vi}] '${v.id}'`;
      versionIds[L]!.push(v.id);
      versionDeck[L]!.push(v.deck === 'usa' ? 0 : 1);
      for (const [cid, nat] of Object.entries(v.native ?? {})) {
        const ci = cityRef(mapFile, entry, `native.${cid}`, cid);
        if (map.cities[ci]!.card !== mc.letter)
          throw new ContentError(
            mapFile,
            entry,
            `native.${cid}`,
            `city is on map card ${map.cities[ci]!.card}`,
          );
        cityNative[ci * 4 + vi] = ctrlOf(nat);
      }
      for (const cid of v.pestholes ?? []) cityPest[cityRef(mapFile, entry, 'pestholes', cid) * 4 + vi] = 1;
    });
  });
  return { versionIds, versionDeck, cityNative, cityPest };
}

type CityAttributes = Pick<
  BvgContent,
  | 'cityCard'
  | 'cityTheater'
  | 'port'
  | 'fort'
  | 'north'
  | 'mississippi'
  | 'kentucky'
  | 'notUsaBase'
  | 'cityLat'
  | 'cityLon'
>;

/** Per city: its map card, theater, port, fort and region flags, and coordinates. */
export function cityAttributes(map: MapJson): CityAttributes {
  const ncity = map.cities.length;
  const cityCard = new Int8Array(ncity);
  const cityTheater = new Int8Array(ncity);
  const port = new Int8Array(ncity);
  const fort = new Uint8Array(ncity);
  const north = new Uint8Array(ncity);
  const mississippi = new Uint8Array(ncity);
  const kentucky = new Uint8Array(ncity);
  const notUsaBase = new Uint8Array(ncity);
  const cityLat = new Float64Array(ncity);
  const cityLon = new Float64Array(ncity);
  map.cities.forEach((c, i) => {
    cityCard[i] = letterIdx(c.card);
    cityTheater[i] = c.theater === 'east' ? 0 : 1;
    port[i] = c.port === 'atlantic' ? 1 : c.port === 'gulf' ? 2 : 0;
    fort[i] = c.fort ? 1 : 0;
    north[i] = c.north ? 1 : 0;
    mississippi[i] = c.mississippi ? 1 : 0;
    kentucky[i] = c.kentucky ? 1 : 0;
    notUsaBase[i] = c.notUsaBase ? 1 : 0;
    cityLat[i] = c.lat;
    cityLon[i] = c.lon;
  });
  return { cityCard, cityTheater, port, fort, north, mississippi, kentucky, notUsaBase, cityLat, cityLon };
}

/** The connections as CSR adjacency with edge modes, the river cities, and the letters next to each letter. */
export function connections(
  map: MapJson,
  mapFile: string,
  cityRef: CityRef,
  cityCard: Int8Array,
): Pick<BvgContent, 'onRiver' | 'adjStart' | 'adjTo' | 'adjMode' | 'letterNbrs'> {
  const ncity = map.cities.length;
  const lists: { to: number; mode: number }[][] = map.cities.map(() => []);
  const seenEdge = new Set<string>();
  map.connections.forEach((e, i) => {
    const entry = `connections[${i}] '${e.a}-${e.b}'`;
    const a = cityRef(mapFile, entry, 'a', e.a);
    const b = cityRef(mapFile, entry, 'b', e.b);
    if (a === b) throw new ContentError(mapFile, entry, 'b', 'a connection needs two different cities');
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (seenEdge.has(key)) throw new ContentError(mapFile, entry, 'b', 'duplicate connection');
    seenEdge.add(key);
    let mode = 0;
    if (e.modes.includes('rail')) mode |= M_RAIL;
    if (e.modes.includes('river')) mode |= M_RIVER;
    if (e.noAttacks) mode |= M_NO_ATTACK;
    lists[a]!.push({ to: b, mode });
    lists[b]!.push({ to: a, mode });
  });
  const adjStart = new Int32Array(ncity + 1);
  const adjTo: number[] = [];
  const adjMode: number[] = [];
  const onRiver = new Uint8Array(ncity);
  const letterNbrs = new Int32Array(11);
  for (let i = 0; i < ncity; i++) {
    adjStart[i] = adjTo.length;
    for (const { to, mode } of lists[i]!) {
      adjTo.push(to);
      adjMode.push(mode);
      if (mode & M_RIVER) onRiver[i] = 1;
      if (cityCard[to] !== cityCard[i])
        letterNbrs[cityCard[i]!] = letterNbrs[cityCard[i]!]! | (1 << cityCard[to]!);
    }
  }
  adjStart[ncity] = adjTo.length;
  return { onRiver, adjStart, adjTo: Int32Array.from(adjTo), adjMode: Int32Array.from(adjMode), letterNbrs };
}

/** The cities the rules name; a pack without one of them is refused. */
export function namedCities(named: (id: string) => number): BvgContent['cities'] {
  return {
    washington: named('washington'),
    richmond: named('richmond'),
    atlanta: named('atlanta'),
    shenandoah: named('shenandoah-valley'),
    ftMorgan: named('ft-morgan'),
    mobile: named('mobile'),
    ftPickens: named('ft-pickens'),
    pensacola: named('pensacola'),
    ftMonroe: named('ft-monroe'),
    norfolk: named('norfolk'),
    wheeling: named('wheeling'),
    gap: named('cumberland-gap'),
    knoxville: named('knoxville'),
    lexington: named('lexington'),
  };
}
