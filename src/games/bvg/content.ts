/**
 * Blue vs Gray content pack: what the rules read (BvgContent: typed arrays indexed by card and city,
 * adjacency in CSR form with edge modes, the tables, the scenarios) and its ids, and loading a pack
 * folder: the files are validated by zod schemas (content-schema.ts; errors name file, entry and
 * field), then cross-checked and compiled (content-compile.ts).
 *
 * Files of a pack (see content/provisional/): manifest.json, usa-deck.json, csa-deck.json, map.json,
 * tables.json, scenarios.json.
 */
import { join } from 'node:path';
import { builtinPackDir, loadManifest, parsePack, readPackJson, type PackInfo } from '../../core/content.js';
import { compile } from './content-compile.js';
import { DeckSchema, MapSchema, ScenariosSchema, TablesSchema } from './content-schema.js';

// ---- compiled content -------------------------------------------------------------------------------
export const K_MAP = 0;
export const K_LEADER = 1;
export const K_INF = 2;
export const K_CAV = 3;
export const K_NAVAL = 4;
export const K_ENIGMA = 5;
export const K_SPECIAL = 6;
export const KIND_IDS = ['map', 'leader', 'infantry', 'cavalry', 'naval', 'enigma', 'special'] as const;

// special rules of individual cards (Card Clarifications; 0: none)
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
const SP_FORREST = 12; // CSA 44
export const SP_PEMBERTON = 13; // CSA 50
const SP_HOOKER = 14; // USA 52 (text lost: no effect)
const SP_BRAGG = 15; // CSA 26 (text lost: no effect)
export const SPECIALS: Record<string, number> = {
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

// Enigma effects (3.7; 0: none)
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
export const EFFECTS: Record<string, number> = {
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
