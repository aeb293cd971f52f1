/**
 * Blue vs Gray content pack: zod schemas (errors name file, entry and field), cross-reference checks,
 * and compilation into the static tables the rules read (typed arrays indexed by card and city,
 * adjacency in CSR form with edge modes).
 *
 * Files of a pack (see content/provisional/): manifest.json, usa-deck.json, csa-deck.json, map.json,
 * tables.json, scenarios.json.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { builtinPackDir, loadManifest, parsePack, readPackJson, type PackInfo } from '../../core/content.js';
import { ContentError } from '../../core/errors.js';
import { CITY_CAP, NC_CAP, OUTCOME_IDS, RESULT_IDS } from './layout.js';

const Id = z.string().regex(/^[a-z0-9-]+$/, 'expected a lowercase id (letters, digits, -)');
const Letter = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
const Theater = z.enum(['east', 'west']);
const Init = z.strictObject({
  attack: z.number().int().min(0).max(2),
  defend: z.number().int().min(0).max(2),
});

const CardBase = {
  id: Id,
  num: z.number().int().min(1),
  name: z.string().min(1),
  home: z.enum(['east', 'west', 'east-west']).optional(),
  theaterOnly: Theater.optional(),
  lateWar: z.boolean().optional(),
  atStart: z.boolean().optional(),
  special: z.string().optional(),
};
const CardSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...CardBase,
    kind: z.literal('map'),
    map: z.strictObject({ letter: Letter, version: Id }),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('leader'),
    strength: z.number().int().min(0).max(9),
    initiative: Init,
    level: z.enum(['high', 'low']),
    capacity: z.strictObject({
      commander: z.number().int().min(0).max(12),
      commanderExtra: z.number().int().min(0).max(4).optional(),
      subordinate: z.number().int().min(0).max(12),
    }),
    political: z.enum(['favor', 'disfavor']).optional(),
    wontSubordinate: z.boolean().optional(),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('special'),
    strength: z.number().int().min(0).max(9),
    initiative: Init,
    capacity: z.strictObject({
      commander: z.number().int().min(0).max(12),
      subordinate: z.number().int().min(0),
    }),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('infantry'),
    strength: z.number().int().min(0).max(9),
    depleted: z.number().int().min(0).max(9).optional(),
    steps: z.number().int().min(1).max(2).optional(),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('cavalry'),
    strength: z.number().int().min(0).max(9),
    initiative: Init,
    depleted: z.number().int().min(0).max(9).optional(),
    steps: z.number().int().min(1).max(2).optional(),
  }),
  z.strictObject({ ...CardBase, kind: z.literal('naval'), strength: z.number().int().min(0).max(9) }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('enigma'),
    effect: z.enum([
      'drm',
      'supply',
      'spy',
      'monitor',
      'ironclads',
      'slows',
      'copperheads',
      'draft-riots',
      'partisan-rangers',
      'digging',
      'degataga',
      'special-orders-191',
      'emancipation',
      'elections',
      'freedom-sickness',
      'blue-mountain-boys',
      'cadre-recall',
    ]),
    params: z
      .strictObject({
        favors: z.enum(['usa', 'csa']).optional(),
        value: z.number().int().min(-6).max(6).optional(),
        target: Theater.optional(),
        invasion: z.boolean().optional(),
        port: z.boolean().optional(),
        depleteDivision: z.boolean().optional(),
        amount: z.number().int().min(0).max(9).optional(),
        supplyLoss: z.number().int().min(0).max(9).optional(),
        count: z.number().int().min(0).max(9).optional(),
        cities: z.array(Id).optional(),
      })
      .optional(),
  }),
]);
const DeckSchema = z.strictObject({ side: z.enum(['usa', 'csa']), cards: z.array(CardSchema).min(1) });
export type CardJson = z.infer<typeof CardSchema>;

const CitySchema = z.strictObject({
  id: Id,
  name: z.string().min(1),
  card: Letter,
  theater: Theater,
  native: z.enum(['usa', 'csa', 'neutral']),
  port: z.enum(['atlantic', 'gulf']).optional(),
  fort: z.boolean().optional(),
  north: z.boolean().optional(),
  mississippi: z.boolean().optional(),
  kentucky: z.boolean().optional(),
  notUsaBase: z.boolean().optional(),
  lat: z.number(),
  lon: z.number(),
});
const MapSchema = z.strictObject({
  mapCards: z
    .array(
      z.strictObject({
        letter: Letter,
        versions: z
          .array(
            z.strictObject({
              id: Id,
              deck: z.enum(['usa', 'csa']),
              native: z.record(Id, z.enum(['usa', 'csa', 'neutral'])).optional(),
              pestholes: z.array(Id).optional(),
            }),
          )
          .min(1)
          .max(4),
      }),
    )
    .length(11),
  cities: z.array(CitySchema).min(2),
  connections: z.array(
    z.strictObject({
      a: Id,
      b: Id,
      modes: z.array(z.enum(['rail', 'river'])).min(1),
      noAttacks: z.boolean().optional(),
    }),
  ),
});
/** Steps lost: one number, or one per column of `casualtyColumns` (own force size). */
const StepsCell = z.union([
  z.number().int().min(0).max(20),
  z.array(z.number().int().min(0).max(20)).min(1).max(8),
]);
const Steps3 = z.strictObject({ light: StepsCell, normal: StepsCell, heavy: StepsCell });
const TablesSchema = z
  .strictObject({
    combat: z.array(z.enum(RESULT_IDS)).length(6),
    casualtyLevel: z.array(z.enum(['light', 'normal', 'heavy'])).length(6),
    /**
     * Columns of the Casualties Table by the size of one's own force: the least number of active steps
     * (8.5) of each column, ascending. Absent: one column (every cell a number).
     */
    casualtyColumns: z.array(z.number().int().min(0).max(60)).min(1).max(8).optional(),
    casualties: z.strictObject({ winner: Steps3, stalemate: Steps3, defeated: Steps3, routed: Steps3 }),
    leaderLoss: z
      .array(
        z.strictObject({
          effect: z.enum(['killed', 'wounded', 'sacked']),
          chooser: z.enum(['owner', 'enemy']),
        }),
      )
      .length(6),
    generalsBattleTie: z.enum(['stalemate', 'defender']),
    /**
     * Who wins a Soldiers' Battle: the side with the greater strength in the battle (8.5 totals; equal
     * is a stalemate), or nobody. Absent: stalemate (the digest's first proposal).
     */
    soldiersBattle: z.enum(['stalemate', 'stronger-wins']).optional(),
  })
  .superRefine((t, ctx) => {
    const cols = t.casualtyColumns?.length ?? 1;
    t.casualtyColumns?.forEach((v, i, a) => {
      if (i > 0 && v <= a[i - 1]!)
        ctx.addIssue({ code: 'custom', path: ['casualtyColumns', i], message: 'columns must ascend' });
    });
    for (const o of OUTCOME_IDS)
      for (const l of ['light', 'normal', 'heavy'] as const) {
        const v = t.casualties[o][l];
        if ((Array.isArray(v) ? v.length : 1) !== cols && (Array.isArray(v) || cols > 1))
          ctx.addIssue({
            code: 'custom',
            path: ['casualties', o, l],
            message: `needs ${cols} value(s), one per casualtyColumns entry`,
          });
      }
  });
type CommandJson = number | { card: number; units?: number[]; subs?: { card: number; units: number[] }[] };
const CommandSchema: z.ZodType<CommandJson> = z.union([
  z.number().int().min(1),
  z.strictObject({
    card: z.number().int().min(1),
    units: z.array(z.number().int().min(1)).optional(),
    subs: z
      .array(z.strictObject({ card: z.number().int().min(1), units: z.array(z.number().int().min(1)) }))
      .optional(),
  }),
]);
const SideSetup = z.strictObject({
  supply: z.number().int().min(0),
  maps: z.array(z.number().int().min(1)),
  east: z.array(CommandSchema),
  west: z.array(CommandSchema),
  hand: z.array(z.number().int().min(1)),
  draw: z.number().int().min(0),
  cadre: z.array(z.number().int().min(1)),
  discard: z.array(z.number().int().min(1)),
});
const ScenarioSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  rule: z.string(),
  doc: z.string(),
  decks: z.enum(['shuffled', 'numeric']),
  lateWar: z.enum(['bottom', 'immediate']),
  start: z.strictObject({ side: z.enum(['usa', 'csa']), step: z.enum(['draw', 'combat']) }),
  preAction: z.boolean(),
  players: z.union([z.literal(2), z.literal(4)]),
  historicalFirstTurns: z.boolean().optional(),
  emancipationPlayed: z.boolean().optional(),
  usa: SideSetup,
  csa: SideSetup,
  control: z.strictObject({ usa: z.array(Id), csa: z.array(Id) }),
});
const ScenariosSchema = z.strictObject({ scenarios: z.array(ScenarioSchema).min(1) });

// ---- compiled content -------------------------------------------------------------------------------
export const K_MAP = 0;
export const K_LEADER = 1;
export const K_INF = 2;
export const K_CAV = 3;
export const K_NAVAL = 4;
export const K_ENIGMA = 5;
export const K_SPECIAL = 6;
export const KIND_IDS = ['map', 'leader', 'infantry', 'cavalry', 'naval', 'enigma', 'special'] as const;

// special rules of individual cards (Card Clarifications)
export const SP_NONE = 0;
export const SP_DOW = 1; // USA 4 Dept. of Washington
export const SP_RETURN = 2; // USA 13 Banks, CSA 6 Beauregard
export const SP_VIII = 3; // USA 16
export const SP_GRANT = 4; // USA 19
export const SP_IV = 5; // USA 27 (Opt 9)
export const SP_VII = 6; // USA 44 (Opt 9)
export const SP_XVI = 7; // USA 49
export const SP_XXII = 8; // USA 55
export const SP_RESERVE = 9; // USA 58, 76
export const SP_SHERIDAN = 10; // USA 69
export const SP_JACKSON = 11; // CSA 21
export const SP_FORREST = 12; // CSA 44
export const SP_PEMBERTON = 13; // CSA 50
export const SP_HOOKER = 14; // USA 52 (text lost: no effect)
export const SP_BRAGG = 15; // CSA 26 (text lost: no effect)
const SPECIALS: Record<string, number> = {
  'dept-of-washington': SP_DOW,
  'return-to-hand': SP_RETURN,
  'viii-corps': SP_VIII,
  grant: SP_GRANT,
  'iv-corps': SP_IV,
  'vii-corps': SP_VII,
  'xvi-corps': SP_XVI,
  'xxii-corps': SP_XXII,
  'reserve-corps': SP_RESERVE,
  sheridan: SP_SHERIDAN,
  jackson: SP_JACKSON,
  forrest: SP_FORREST,
  pemberton: SP_PEMBERTON,
  hooker: SP_HOOKER,
  bragg: SP_BRAGG,
};

export const EF_NONE = 0;
export const EF_DRM = 1;
export const EF_SUPPLY = 2;
export const EF_SPY = 3;
export const EF_MONITOR = 4;
export const EF_IRONCLADS = 5;
export const EF_SLOWS = 6;
export const EF_COPPERHEADS = 7;
export const EF_DRAFT_RIOTS = 8;
export const EF_PARTISAN = 9;
export const EF_DIGGING = 10;
export const EF_DEGATAGA = 11;
export const EF_SO191 = 12;
export const EF_EMANCIPATION = 13;
export const EF_ELECTIONS = 14;
export const EF_FREEDOM = 15;
export const EF_BMB = 16;
export const EF_CADRE_RECALL = 17;
const EFFECTS: Record<string, number> = {
  drm: EF_DRM,
  supply: EF_SUPPLY,
  spy: EF_SPY,
  monitor: EF_MONITOR,
  ironclads: EF_IRONCLADS,
  slows: EF_SLOWS,
  copperheads: EF_COPPERHEADS,
  'draft-riots': EF_DRAFT_RIOTS,
  'partisan-rangers': EF_PARTISAN,
  digging: EF_DIGGING,
  degataga: EF_DEGATAGA,
  'special-orders-191': EF_SO191,
  emancipation: EF_EMANCIPATION,
  elections: EF_ELECTIONS,
  'freedom-sickness': EF_FREEDOM,
  'blue-mountain-boys': EF_BMB,
  'cadre-recall': EF_CADRE_RECALL,
};
// drm flags
export const DF_WEST_TARGET = 1;
export const DF_INVASION = 2;
export const DF_PORT = 4;
export const DF_DEPLETE_DIV = 8;

// edge modes
export const M_RAIL = 1;
export const M_RIVER = 2;
export const M_NO_ATTACK = 4;

// home theater
export const HOME_EAST = 0;
export const HOME_WEST = 1;
export const HOME_BOTH = 2;

export interface SetupCommand {
  readonly card: number;
  readonly units: readonly number[];
  readonly subs: readonly { card: number; units: readonly number[] }[];
}
export interface SideSetupC {
  readonly supply: number;
  readonly maps: readonly number[];
  readonly commands: readonly (readonly SetupCommand[])[]; // by theater
  readonly hand: readonly number[];
  readonly draw: number;
  readonly cadre: readonly number[];
  readonly discard: readonly number[];
}
export interface CompiledScenario {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly doc: string;
  readonly ordered: boolean;
  readonly lateWarImmediate: boolean;
  readonly startSide: number;
  readonly startCombat: boolean;
  readonly preAction: boolean;
  readonly players: number;
  readonly historicalFirstTurns: boolean;
  readonly emancipationPlayed: boolean;
  readonly sides: readonly SideSetupC[];
  readonly control: readonly (readonly number[])[];
}

export interface BvgContent {
  readonly info: PackInfo;
  readonly nc: number;
  readonly nUsa: number;
  readonly sideStart: readonly [number, number];
  readonly sideEnd: readonly [number, number];
  readonly cardId: readonly string[];
  readonly cardName: readonly string[];
  readonly cardNum: Int16Array;
  readonly cardSide: Int8Array;
  readonly kind: Int8Array;
  readonly strength: Int8Array;
  readonly depleted: Int8Array;
  readonly steps: Int8Array;
  readonly initAtk: Int8Array;
  readonly initDef: Int8Array;
  readonly high: Uint8Array;
  readonly capCmd: Int8Array;
  readonly capExtra: Int8Array;
  readonly capSub: Int8Array;
  readonly home: Int8Array;
  readonly theaterOnly: Int8Array;
  readonly lateWar: Uint8Array;
  readonly atStart: Uint8Array;
  readonly political: Int8Array; // 1 favor, -1 disfavor
  readonly wontSub: Uint8Array;
  readonly special: Int8Array;
  readonly effect: Int8Array;
  readonly drmSide: Int8Array; // side favored
  readonly drmValue: Int8Array;
  readonly drmFlags: Int8Array;
  readonly amount: Int8Array; // supply amount, spy supply loss, recall count
  readonly bmbCities: readonly (readonly number[])[];
  readonly mapLetter: Int8Array; // -1 not a map card
  readonly mapVersion: Int8Array;
  // map
  readonly ncity: number;
  readonly cityId: readonly string[];
  readonly cityName: readonly string[];
  readonly cityCard: Int8Array;
  readonly cityTheater: Int8Array;
  /** Native control value (0 neutral, 1 USA, 2 CSA) by city*4 + version of its card. */
  readonly cityNative: Int8Array;
  readonly cityPest: Uint8Array; // by city*4 + version
  readonly port: Int8Array; // 0 none, 1 atlantic, 2 gulf
  readonly fort: Uint8Array;
  readonly north: Uint8Array;
  readonly mississippi: Uint8Array;
  readonly kentucky: Uint8Array;
  readonly notUsaBase: Uint8Array;
  readonly onRiver: Uint8Array;
  readonly cityLat: Float64Array;
  readonly cityLon: Float64Array;
  readonly adjStart: Int32Array;
  readonly adjTo: Int32Array;
  readonly adjMode: Int32Array;
  readonly versionIds: readonly (readonly string[])[];
  readonly versionDeck: readonly (readonly number[])[];
  /** Letters adjacent to each letter (bitmask), from the connections. */
  readonly letterNbrs: Int32Array;
  readonly cities: {
    readonly washington: number;
    readonly richmond: number;
    readonly atlanta: number;
    readonly shenandoah: number;
    readonly ftMorgan: number;
    readonly mobile: number;
    readonly ftPickens: number;
    readonly pensacola: number;
    readonly ftMonroe: number;
    readonly norfolk: number;
    readonly wheeling: number;
    readonly gap: number;
    readonly knoxville: number;
    readonly lexington: number;
  };
  readonly mississippiCities: readonly number[];
  readonly atlanticPorts: readonly number[];
  readonly gulfPorts: readonly number[];
  readonly northCities: readonly number[];
  readonly kentuckyCities: readonly number[];
  // tables
  readonly combat: Int8Array;
  readonly casualtyLevel: Int8Array;
  /** casualties[(outcome * 3 + level) * casualtyCols.length + column]. */
  readonly casualties: Int8Array;
  /** Least own battle strength of each Casualties Table column (one column: [0]). */
  readonly casualtyCols: Int8Array;
  readonly llEffect: Int8Array;
  readonly llEnemyChooses: Uint8Array;
  readonly gbTieDefender: boolean;
  /** A Soldiers' Battle is won by the side with the greater strength (else always a stalemate). */
  readonly sbStrongerWins: boolean;
  readonly scenarios: readonly CompiledScenario[];
  /** Card index by special role, -1 when the pack lacks it. */
  readonly roles: {
    readonly dow: number;
    readonly elections: number;
    readonly jackson: number;
    readonly mcclellan: number;
    readonly banks: number;
  };
}

/** Load, validate and compile a pack folder. */
export function loadBvgPack(dir: string): BvgContent {
  const info = loadManifest(dir, 'bvg');
  const f = (name: string): string => join(dir, name);
  const usa = parsePack(DeckSchema, readPackJson(dir, 'usa-deck.json'), f('usa-deck.json'));
  const csa = parsePack(DeckSchema, readPackJson(dir, 'csa-deck.json'), f('csa-deck.json'));
  const map = parsePack(MapSchema, readPackJson(dir, 'map.json'), f('map.json'));
  const tables = parsePack(TablesSchema, readPackJson(dir, 'tables.json'), f('tables.json'));
  const scen = parsePack(ScenariosSchema, readPackJson(dir, 'scenarios.json'), f('scenarios.json'));
  return compile(info, dir, usa, csa, map, tables, scen.scenarios);
}

let cache: BvgContent | undefined;
/** The built-in provisional pack, loaded once per process. */
export function defaultContent(): BvgContent {
  return (cache ??= loadBvgPack(builtinPackDir('bvg', 'provisional')));
}

function compile(
  info: PackInfo,
  dir: string,
  usa: z.infer<typeof DeckSchema>,
  csa: z.infer<typeof DeckSchema>,
  map: z.infer<typeof MapSchema>,
  tables: z.infer<typeof TablesSchema>,
  scenarios: z.infer<typeof ScenarioSchema>[],
): BvgContent {
  const deckFile = [join(dir, 'usa-deck.json'), join(dir, 'csa-deck.json')];
  const mapFile = join(dir, 'map.json');
  if (usa.side !== 'usa') throw new ContentError(deckFile[0]!, '', 'side', "expected 'usa'");
  if (csa.side !== 'csa') throw new ContentError(deckFile[1]!, '', 'side', "expected 'csa'");
  const decks = [usa.cards, csa.cards];
  const nUsa = usa.cards.length;
  const nc = nUsa + csa.cards.length;
  if (nc > NC_CAP)
    throw new ContentError(deckFile[1]!, '', 'cards', `at most ${NC_CAP} cards in all, found ${nc}`);
  // ---- map
  const ncity = map.cities.length;
  if (ncity > CITY_CAP)
    throw new ContentError(mapFile, '', 'cities', `at most ${CITY_CAP} cities, found ${ncity}`);
  const cityIndex = new Map<string, number>();
  map.cities.forEach((c, i) => {
    if (cityIndex.has(c.id))
      throw new ContentError(mapFile, `cities[${i}] '${c.id}'`, 'id', 'duplicate city id');
    cityIndex.set(c.id, i);
  });
  const cityRef = (file: string, entry: string, field: string, id: string): number => {
    const i = cityIndex.get(id);
    if (i === undefined) throw new ContentError(file, entry, field, `unknown city '${id}'`);
    return i;
  };
  const letterIdx = (l: string): number => LETTERS.indexOf(l as (typeof LETTERS)[number]);
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
  // adjacency (CSR)
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
  const named = (id: string): number => cityRef(mapFile, '', 'cities', id);
  const listOf = (pred: (i: number) => boolean): number[] => {
    const r: number[] = [];
    for (let i = 0; i < ncity; i++) if (pred(i)) r.push(i);
    return r;
  };
  // ---- cards
  const cardId: string[] = [];
  const cardName: string[] = [];
  const A8 = (): Int8Array => new Int8Array(nc);
  const U8 = (): Uint8Array => new Uint8Array(nc);
  const cardNum = new Int16Array(nc);
  const cardSide = A8();
  const kind = A8();
  const strength = A8();
  const depleted = A8();
  const steps = A8();
  const initAtk = A8();
  const initDef = A8();
  const high = U8();
  const capCmd = A8();
  const capExtra = A8();
  const capSub = A8();
  const home = A8();
  const theaterOnly = A8();
  const lateWar = U8();
  const atStart = U8();
  const political = A8();
  const wontSub = U8();
  const special = A8();
  const effect = A8();
  const drmSide = A8();
  const drmValue = A8();
  const drmFlags = A8();
  const amount = A8();
  const bmbCities: number[][] = [];
  const mapLetter = A8().fill(-1);
  const mapVersion = A8().fill(-1);
  const ids = new Set<string>();
  decks.forEach((cards, side) => {
    const file = deckFile[side]!;
    cards.forEach((c, i) => {
      const entry = `cards[${i}] '${c.id}'`;
      const k = side === 0 ? i : nUsa + i;
      if (c.num !== i + 1)
        throw new ContentError(file, entry, 'num', `cards must be listed in order: expected ${i + 1}`);
      if (ids.has(c.id)) throw new ContentError(file, entry, 'id', 'duplicate card id');
      ids.add(c.id);
      cardId[k] = c.id;
      cardName[k] = c.name;
      cardNum[k] = c.num;
      cardSide[k] = side;
      kind[k] = KIND_IDS.indexOf(c.kind);
      home[k] = c.home === 'east' ? HOME_EAST : c.home === 'west' ? HOME_WEST : HOME_BOTH;
      theaterOnly[k] = c.theaterOnly === 'east' ? 0 : c.theaterOnly === 'west' ? 1 : -1;
      lateWar[k] = c.lateWar ? 1 : 0;
      atStart[k] = c.atStart ? 1 : 0;
      bmbCities[k] = [];
      if (c.special !== undefined) {
        const sp = SPECIALS[c.special];
        if (sp === undefined)
          throw new ContentError(
            file,
            entry,
            'special',
            `unknown special '${c.special}'; known: ${Object.keys(SPECIALS).join(', ')}`,
          );
        special[k] = sp;
      }
      steps[k] = 1;
      switch (c.kind) {
        case 'map': {
          const L = letterIdx(c.map.letter);
          const v = versionIds[L]!.indexOf(c.map.version);
          if (v < 0)
            throw new ContentError(
              file,
              entry,
              'map.version',
              `map card ${c.map.letter} has no version '${c.map.version}'`,
            );
          if (versionDeck[L]![v] !== side)
            throw new ContentError(
              file,
              entry,
              'map.version',
              `version '${c.map.version}' belongs to the other deck`,
            );
          mapLetter[k] = L;
          mapVersion[k] = v;
          break;
        }
        case 'leader':
          strength[k] = c.strength;
          initAtk[k] = c.initiative.attack;
          initDef[k] = c.initiative.defend;
          high[k] = c.level === 'high' ? 1 : 0;
          capCmd[k] = c.capacity.commander;
          capExtra[k] = c.capacity.commanderExtra ?? 0;
          capSub[k] = c.capacity.subordinate;
          political[k] = c.political === 'favor' ? 1 : c.political === 'disfavor' ? -1 : 0;
          wontSub[k] = c.wontSubordinate ? 1 : 0;
          break;
        case 'special':
          strength[k] = c.strength;
          initAtk[k] = c.initiative.attack;
          initDef[k] = c.initiative.defend;
          capCmd[k] = c.capacity.commander;
          wontSub[k] = 1;
          break;
        case 'infantry':
          strength[k] = c.strength;
          steps[k] = c.steps ?? 2;
          // 3.4: a depleted USA corps is 2, a depleted CSA division 1 (0 if its full strength is 1).
          depleted[k] = c.depleted ?? (side === 0 ? Math.min(2, c.strength) : c.strength <= 1 ? 0 : 1);
          break;
        case 'cavalry':
          strength[k] = c.strength;
          initAtk[k] = c.initiative.attack;
          initDef[k] = c.initiative.defend;
          steps[k] = c.steps ?? 1;
          depleted[k] = c.depleted ?? 1;
          break;
        case 'naval':
          strength[k] = c.strength;
          break;
        case 'enigma': {
          effect[k] = EFFECTS[c.effect]!;
          const p = c.params ?? {};
          drmSide[k] = p.favors === 'csa' ? 1 : 0;
          drmValue[k] = p.value ?? 0;
          drmFlags[k] =
            (p.target === 'west' ? DF_WEST_TARGET : 0) |
            (p.invasion ? DF_INVASION : 0) |
            (p.port ? DF_PORT : 0) |
            (p.depleteDivision ? DF_DEPLETE_DIV : 0);
          amount[k] = p.amount ?? p.supplyLoss ?? p.count ?? 0;
          bmbCities[k] = (p.cities ?? []).map((id) => cityRef(file, entry, 'params.cities', id));
          break;
        }
      }
    });
  });
  // every map version must exist in its deck exactly once
  for (let L = 0; L < 11; L++) {
    for (let v = 0; v < versionIds[L]!.length; v++) {
      let n = 0;
      for (let k = 0; k < nc; k++) if (mapLetter[k] === L && mapVersion[k] === v) n++;
      if (n !== 1)
        throw new ContentError(
          deckFile[versionDeck[L]![v]!]!,
          '',
          'cards',
          `map card ${LETTERS[L]} version '${versionIds[L]![v]}' must appear exactly once (found ${n})`,
        );
    }
  }
  const roleOf = (side: number, sp: number, eff: number): number => {
    for (let k = side === 0 ? 0 : nUsa; k < (side === 0 ? nUsa : nc); k++) {
      if (sp && special[k] === sp) return k;
      if (eff && effect[k] === eff) return k;
    }
    return -1;
  };
  const cardByName = (side: number, name: string): number => {
    for (let k = side === 0 ? 0 : nUsa; k < (side === 0 ? nUsa : nc); k++) if (cardName[k] === name) return k;
    return -1;
  };
  // ---- tables
  const lv = (l: string): number => (l === 'light' ? 0 : l === 'normal' ? 1 : 2);
  const combat = Int8Array.from(tables.combat.map((r) => RESULT_IDS.indexOf(r)));
  const casualtyLevel = Int8Array.from(tables.casualtyLevel.map(lv));
  const casualtyCols = Int8Array.from(tables.casualtyColumns ?? [0]);
  const ncol = casualtyCols.length;
  const casualties = new Int8Array(12 * ncol);
  OUTCOME_IDS.forEach((o, oi) => {
    const row = tables.casualties[o];
    [row.light, row.normal, row.heavy].forEach((v, li) => {
      for (let j = 0; j < ncol; j++) casualties[(oi * 3 + li) * ncol + j] = Array.isArray(v) ? v[j]! : v;
    });
  });
  const llEffect = Int8Array.from(
    tables.leaderLoss.map((e) => (e.effect === 'killed' ? 0 : e.effect === 'wounded' ? 1 : 2)),
  );
  const llEnemyChooses = Uint8Array.from(tables.leaderLoss.map((e) => (e.chooser === 'enemy' ? 1 : 0)));
  // ---- scenarios
  const scenFile = join(dir, 'scenarios.json');
  const compiled: CompiledScenario[] = scenarios.map((sc, si) => {
    const entry = `scenarios[${si}] '${sc.id}'`;
    const sides = [sc.usa, sc.csa].map((st, side) => {
      const sideName = side === 0 ? 'usa' : 'csa';
      const max = side === 0 ? nUsa : nc - nUsa;
      const used = new Set<number>();
      const card = (n: number, field: string): number => {
        if (n > max)
          throw new ContentError(
            scenFile,
            entry,
            `${sideName}.${field}`,
            `no card #${n} in the ${sideName} deck`,
          );
        if (used.has(n))
          throw new ContentError(scenFile, entry, `${sideName}.${field}`, `card #${n} is placed twice`);
        used.add(n);
        return side === 0 ? n - 1 : nUsa + n - 1;
      };
      const cmds = [st.east, st.west].map((list, t) =>
        list.map((cj, ci) => {
          const field = `${t === 0 ? 'east' : 'west'}[${ci}]`;
          if (typeof cj === 'number') return { card: card(cj, field), units: [], subs: [] };
          return {
            card: card(cj.card, field),
            units: (cj.units ?? []).map((u) => card(u, field)),
            subs: (cj.subs ?? []).map((sb) => ({
              card: card(sb.card, field),
              units: sb.units.map((u) => card(u, field)),
            })),
          };
        }),
      );
      return {
        supply: st.supply,
        maps: st.maps.map((n) => {
          const k = card(n, 'maps');
          if (mapLetter[k]! < 0)
            throw new ContentError(scenFile, entry, `${sideName}.maps`, `card #${n} is not a map card`);
          return k;
        }),
        commands: cmds,
        hand: st.hand.map((n) => card(n, 'hand')),
        draw: st.draw,
        cadre: st.cadre.map((n) => card(n, 'cadre')),
        discard: st.discard.map((n) => card(n, 'discard')),
      };
    });
    return {
      id: sc.id,
      name: sc.name,
      rule: sc.rule,
      doc: sc.doc,
      ordered: sc.decks === 'numeric',
      lateWarImmediate: sc.lateWar === 'immediate',
      startSide: sc.start.side === 'usa' ? 0 : 1,
      startCombat: sc.start.step === 'combat',
      preAction: sc.preAction,
      players: sc.players,
      historicalFirstTurns: sc.historicalFirstTurns === true,
      emancipationPlayed: sc.emancipationPlayed === true,
      sides,
      control: [sc.control.usa, sc.control.csa].map((l, side) =>
        l.map((id) => cityRef(scenFile, entry, `control.${side === 0 ? 'usa' : 'csa'}`, id)),
      ),
    };
  });
  return {
    info,
    nc,
    nUsa,
    sideStart: [0, nUsa],
    sideEnd: [nUsa, nc],
    cardId,
    cardName,
    cardNum,
    cardSide,
    kind,
    strength,
    depleted,
    steps,
    initAtk,
    initDef,
    high,
    capCmd,
    capExtra,
    capSub,
    home,
    theaterOnly,
    lateWar,
    atStart,
    political,
    wontSub,
    special,
    effect,
    drmSide,
    drmValue,
    drmFlags,
    amount,
    bmbCities,
    mapLetter,
    mapVersion,
    ncity,
    cityId: map.cities.map((c) => c.id),
    cityName: map.cities.map((c) => c.name),
    cityCard,
    cityTheater,
    cityNative,
    cityPest,
    port,
    fort,
    north,
    mississippi,
    kentucky,
    notUsaBase,
    onRiver,
    cityLat,
    cityLon,
    adjStart,
    adjTo: Int32Array.from(adjTo),
    adjMode: Int32Array.from(adjMode),
    versionIds,
    versionDeck,
    letterNbrs,
    cities: {
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
    },
    mississippiCities: listOf((i) => mississippi[i] === 1),
    atlanticPorts: listOf((i) => port[i] === 1),
    gulfPorts: listOf((i) => port[i] === 2),
    northCities: listOf((i) => north[i] === 1),
    kentuckyCities: listOf((i) => kentucky[i] === 1),
    combat,
    casualtyLevel,
    casualties,
    casualtyCols,
    llEffect,
    llEnemyChooses,
    gbTieDefender: tables.generalsBattleTie === 'defender',
    sbStrongerWins: tables.soldiersBattle === 'stronger-wins',
    scenarios: compiled,
    roles: {
      dow: roleOf(0, SP_DOW, 0),
      elections: roleOf(0, 0, EF_ELECTIONS),
      jackson: roleOf(1, SP_JACKSON, 0),
      mcclellan: cardByName(0, 'McClellan'),
      banks: cardByName(0, 'Banks'),
    },
  };
}
