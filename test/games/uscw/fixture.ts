/**
 * Readable positions for the uscw rule tests. `mini` builds a small hex map from terrain rows (the
 * geometry a worked example describes, where its diagram is not in the text); `blank` empties a
 * scenario's board and opens the phasing player's Action Phase with the Action Points asked for;
 * `put`, `gen`, `fort` and friends place pieces through the game's own state writers, and `dice`
 * reseeds the dice stream so that the next rolls are the ones an example states.
 */
import { expect } from 'vitest';
import type { OptionValue } from '../../../src/core/game.js';
import { CH_TURN } from '../../../src/core/header.js';
import { readPackJson, builtinPackDir } from '../../../src/core/content.js';
import { seedWords } from '../../../src/core/rng.js';
import * as A from '../../../src/games/uscw/actions.js';
import { DICE, d6, spCreated } from '../../../src/games/uscw/common.js';
import { compileUscwPack, defaultContent, type UscwContent } from '../../../src/games/uscw/content.js';
import { derived, type Derived } from '../../../src/games/uscw/derived.js';
import { uscw } from '../../../src/games/uscw/index.js';
import * as G from '../../../src/games/uscw/layout.js';
import { edgeIndex } from '../../../src/games/uscw/mapmodel.js';
import { Y_DROP } from '../../../src/games/uscw/navalcarry.js';
import { decide, P_ACTION, P_LM, toPhase } from '../../../src/games/uscw/phase.js';
import {
  CARD_EAST,
  L,
  addCard,
  addSp,
  placeGen,
  setEntrench,
  setFort,
  setGenRank,
  setGenStatus,
  setMarker,
  setMilLoc,
  wr,
  type S,
} from '../../../src/games/uscw/state.js';
import {
  LeadersSchema,
  MapSchema,
  TablesSchema,
  type MapJson,
  type ScenarioJson,
} from '../../../src/games/uscw/schema.js';

export type { S };
export { A, G, uscw };
export const USA = G.USA;
export const CSA = G.CSA;
export const c = defaultContent();
const buf = new Int32Array(uscw.maxActions);

// --- small maps -------------------------------------------------------------------------------------

export interface MiniSpec {
  /** Terrain rows (legend of map.json: c clear, w woods, m mountain, r marsh, x swamp, ~ Atlantic, . none). */
  readonly rows: readonly string[];
  /** Printed row and column of the first character (ids are RRCC). Default 20, 10. */
  readonly firstRow?: number;
  readonly firstCol?: number;
  /** State letter rows (default all 'V' = VA); letters: V VA, P PA, K KY, M MO, T TN, G GA, L LA, O OH, W WV, D DC. */
  readonly states?: readonly string[];
  /** One theater for the whole map (default East). */
  readonly theater?: 'E' | 'W' | 'T';
  readonly places?: MapJson['places'];
  readonly sides?: MapJson['sides'];
  readonly spaces?: MapJson['spaces'];
  /** Fields of its one scenario, 'test' (default: Turns 5 to 20, nothing on the board). */
  readonly scenario?: Partial<ScenarioJson>;
}

const STATES = { V: 'VA', P: 'PA', K: 'KY', M: 'MO', T: 'TN', G: 'GA', L: 'LA', O: 'OH', W: 'WV', D: 'DC' };
const packDir = builtinPackDir('uscw', 'provisional');
const leaders = LeadersSchema.parse(readPackJson(packDir, 'leaders.json'));
const tables = TablesSchema.parse(readPackJson(packDir, 'tables.json'));

/** A Virginia Coastal Fort 'Fort Test' on the Atlantic that protects the ocean port `port` (10.3.2). */
export function coastalFort(port: number): NonNullable<MapJson['spaces']>[number] {
  return {
    id: 'Fort Test',
    kind: 'cf',
    state: 'VA',
    theater: 'E',
    sea: 'atlantic',
    protects: port,
    port: 'ocean',
    links: [{ to: port, kind: 'cf' }],
    note: 'test',
  };
}

/** A content pack on a small map, with the standard leaders and tables and one empty scenario 'test'. */
export function mini(spec: MiniSpec): UscwContent {
  const firstRow = spec.firstRow ?? 20;
  const firstCol = spec.firstCol ?? 10;
  const width = Math.max(...spec.rows.map((r) => r.length));
  const rows = spec.rows.map((r) => r.padEnd(width, '.'));
  const map = MapSchema.parse({
    grid: { firstRow, lastRow: firstRow + rows.length - 1, firstCol, lastCol: firstCol + width - 1 },
    legend: {},
    terrain: rows,
    state: spec.states ?? rows.map((r) => 'V'.repeat(r.length)),
    theater: rows.map((r) => (spec.theater ?? 'E').repeat(r.length)),
    states: STATES,
    places: spec.places ?? [],
    sides: spec.sides ?? [],
    spaces: spec.spaces ?? [],
    anchors: [],
  });
  return compileUscwPack(
    { ...c.info, pack: 'test' },
    {
      map,
      leaders,
      tables,
      scenarios: {
        doc: 'test',
        scenarios: [
          {
            id: 'test',
            name: 'test',
            doc: '',
            startTurn: 5,
            lastTurn: 20,
            victory: { kind: 'campaign', need: 0 },
            ...spec.scenario,
          },
        ],
      },
      dir: 'test',
    },
  );
}

// --- positions --------------------------------------------------------------------------------------

export interface BlankSpec {
  readonly content?: UscwContent;
  readonly scenario?: string;
  readonly turn?: number;
  /** The phasing side (default the Union). */
  readonly side?: number;
  /** Action Points of this Action Phase (default 3). */
  readonly ap?: number;
  readonly options?: Record<string, OptionValue>;
  readonly seed?: string;
}

/** An empty board: no SP, General, marker, fort or militia; no cards; side's Action Phase with `ap` AP. */
export function blank(o: BlankSpec = {}): S {
  const cc = o.content ?? c;
  const s = uscw.create({
    scenario: o.scenario ?? (cc === c ? '1862' : 'test'),
    seed: o.seed ?? 'fixture',
    content: cc,
    options: o.options,
  });
  const l = L(cc);
  for (let n = 0; n < l.nn; n++) {
    wr(s, l.A + n, 0, G.KEEP_A);
    wr(s, l.B + n, 0, G.KEEP_B);
    wr(s, l.C + n, 0, G.KEEP_C);
    wr(s, l.D + n, 0, G.KEEP_D);
  }
  for (let g = 0; g < l.ng; g++) {
    setGenStatus(cc, s, g, G.GS_REMOVED);
    setGenRank(cc, s, g, cc.gens[g]!.rank);
  }
  for (let i = l.MIL; i < l.end; i++) wr(s, i, 0, G.KEEP_MIL);
  for (let i = 0; i < 10; i++) s[G.G_HAND + i] = 0;
  for (let i = 0; i < 6; i++) s[G.G_DISP + i] = 0;
  for (const side of [USA, CSA]) s[G.G_SPIN + side] = s[G.G_SPOUT + side] = 0;
  s[CH_TURN] = o.turn ?? 5;
  const side = o.side ?? USA;
  s[G.G_FIRST] = side;
  s[G.G_HALF] = 0;
  s[G.G_APHASE] = 1;
  s[G.G_NAPH] = 4;
  s[G.G_PHASING] = side;
  s[G.G_DIFF] = o.ap ?? 3;
  s[G.G_AP] = o.ap ?? 3;
  for (let t = 0; t < 3; t++) s[G.G_TAP + t] = 0;
  s[G.G_OTR] = 0;
  s[G.G_RAILBONUS] = 0;
  s[G.G_OCEAN] = 0;
  toPhase(s, P_ACTION);
  decide(s, A.D_MAIN, side);
  return s;
}

/** Node index of a place name or printed hex id. */
export function node(where: string | number, cc: UscwContent = c): number {
  const m = cc.map;
  const n = typeof where === 'number' ? m.nodeOfHex[m.grid.index(where)] : m.nodeByName.get(where);
  if (n === undefined || n < 0) throw new Error(`no node ${where}`);
  return n;
}
/** General index by id. */
export function gi(id: string, cc: UscwContent = c): number {
  const g = cc.genIndex.get(id);
  if (g === undefined) throw new Error(`no general ${id}`);
  return g;
}

/** Put `sp` SPs of side at a place, with Generals (ids) at their printed or given rank. */
export function put(
  s: S,
  where: string | number,
  side: number,
  sp: number,
  gens: readonly string[] = [],
  cc: UscwContent = c,
): number {
  const n = node(where, cc);
  addSp(cc, s, n, side, sp);
  spCreated(s, side, sp);
  for (const g of gens) placeGen(cc, s, gi(g, cc), n);
  return n;
}
export function rank(s: S, id: string, r: number, cc: UscwContent = c): void {
  setGenRank(cc, s, gi(id, cc), r);
}
export function fort(s: S, where: string | number, side: number, level: number, cc: UscwContent = c): void {
  setFort(cc, s, node(where, cc), level, side);
}
export function entrench(s: S, where: string | number, side: number, cc: UscwContent = c): void {
  setEntrench(cc, s, node(where, cc), side);
}
export function mark(s: S, where: string | number, side: number, cc: UscwContent = c): void {
  setMarker(cc, s, node(where, cc), side);
}
export function militia(s: S, where: string | number, side: number, cc: UscwContent = c): void {
  const n = node(where, cc);
  setMilLoc(cc, s, side, cc.map.stateOf[n]!, n);
}
export function cards(s: S, side: number, type: number, k: number): void {
  addCard(s, side, type, k);
}
export function d(s: S, cc: UscwContent = c): Derived {
  return derived(cc, s);
}
/** The edge index between two places. */
export function edge(a: string | number, b: string | number, cc: UscwContent = c): number {
  const e = edgeIndex(cc.map, node(a, cc), node(b, cc));
  if (e < 0) throw new Error(`${a} and ${b} are not adjacent`);
  return e;
}

// --- actions ------------------------------------------------------------------------------------------

export function legal(s: S): number[] {
  const n = uscw.legalActions(s, buf);
  return Array.from(buf.subarray(0, n));
}
/** Legal actions with operation op (and x when given). */
export function legalOp(s: S, op: number, x?: number): number[] {
  return legal(s).filter((a) => A.opOf(a) === op && (x === undefined || A.xOf(a) === x));
}
/** The OP_NAVDEST y values offered to `to` (k << 1 | the +2 card, 21.7.2, 21.12), sorted; the 21.2.4 drop variants (Y_DROP) aside. */
export function navYs(s: S, to: number): number[] {
  return legalOp(s, A.OP_NAVDEST, to)
    .map((a) => A.yOf(a))
    .filter((y) => !(y & Y_DROP))
    .sort((x, y) => x - y);
}
export function can(s: S, op: number, x = 0, y = 0): boolean {
  return legal(s).includes(A.enc(op, x, y));
}
/** Apply an action that must be legal. */
export function act(s: S, op: number, x = 0, y = 0): void {
  const a = A.enc(op, x, y);
  if (!legal(s).includes(a))
    throw new Error(
      `not legal: ${A.opOf(a)}/${x}/${y} (decision ${s[G.G_DEC]}); legal: ${legal(s)
        .map((b) => uscw.describe(s, b))
        .join('; ')}`,
    );
  uscw.apply(s, a);
}
/** Pass any reaction the defender is offered. */
export function pass(s: S): void {
  while (s[G.G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
}
/** Step the activated stack into an adjacent place. */
export function step(s: S, to: string | number, cc: UscwContent = c): void {
  act(s, A.OP_STEP, node(to, cc));
}

/** The reaction tests' mover: Grant with `k` SPs (a `stars`-star if given) at `from`, activated (an East card
 *  in hand first if `card`), steps into `to`. */
export function grantEnters(
  s: S,
  from: number,
  to: number,
  cc: UscwContent = c,
  o: { k?: number; stars?: number; card?: boolean } = {},
): void {
  const k = o.k ?? 4;
  put(s, from, USA, k, ['grant'], cc);
  if (o.stars !== undefined) rank(s, 'grant', o.stars, cc);
  if (o.card) cards(s, USA, CARD_EAST, 1);
  act(s, A.OP_ACT_GEN, gi('grant', cc), k);
  step(s, to, cc);
}

/** The Leader Management Phase (16) opened at its step `cursor` (0 the Union's events, 2 the Confederate's), its
 *  two counters cleared and no decision pending. */
export function openLm(s: S, cursor = 0): void {
  toPhase(s, P_LM);
  s[G.G_CURSOR] = cursor;
  s[G.G_POOL + 2] = 0;
  s[G.G_POOL + 3] = 0;
  s[G.G_DEC] = A.D_NONE;
}

// --- dice ---------------------------------------------------------------------------------------------

/** Reseed the dice stream so that the next rolls are `rolls` (searching seeds; a few hundred at most). */
export function dice(s: S, ...rolls: number[]): void {
  const probe = new Int32Array(s.length);
  for (let k = 0; k < 200_000; k++) {
    const w = seedWords(`dice-${k}`, 'dice');
    probe.set(w, DICE);
    if (rolls.every((r) => d6(probe) === r)) {
      s.set(w, DICE);
      return;
    }
  }
  throw new Error(`no seed rolls ${rolls.join(',')}`);
}

/** Every position reached must keep the game's invariants. */
export function checkInvariants(s: S): void {
  expect(uscw.invariants!(s)).toBeUndefined();
}

/**
 * The small coast most Advanced-naval tests share: rows 19-21 land in Virginia, row 22 the Atlantic; a
 * navigable river R down the hexsides 1911|2011, 1912|2011, 2011|2012 and 2012|2112 into the sea at P
 * (2112, a River port); Q (1911) a River port up the river. `extraSides` adds hexsides to it. In the
 * East (the default) the whole coast lies north of Hampton (20.3.4 bars Confederate transport there);
 * `theater` 'W' moves it to the West; `extraPlaces` adds places (more ports along R).
 */
export function riverCoast(
  extraSides: NonNullable<MiniSpec['sides']> = [],
  theater: MiniSpec['theater'] = 'E',
  extraPlaces: NonNullable<MiniSpec['places']> = [],
): UscwContent {
  return mini({
    theater,
    firstRow: 19,
    rows: ['cccccc', 'cccccc', 'cccccc', '~~~~~~'],
    places: [
      { hex: 2112, name: 'P', state: 'VA', port: 'river' },
      { hex: 1911, name: 'Q', state: 'VA', port: 'river' },
      ...extraPlaces,
    ],
    sides: [
      { a: 1911, b: 2011, f: ['nav'], river: 'R' },
      { a: 1912, b: 2011, f: ['nav'], river: 'R' },
      { a: 2011, b: 2012, f: ['nav'], river: 'R' },
      { a: 2012, b: 2112, f: ['nav'], river: 'R' },
      ...extraSides,
    ],
  });
}

/**
 * Two shores of the Atlantic with no coast between them: land at columns 10-11 and 14-15 of rows 20-21, row
 * 22 the sea. Only the open sea joins them (Oceangoing NSPs cross it, River NSPs may not, 21.2.5). `ports`
 * are Ocean ports, named U1, U2, ... in order.
 */
export function twoShores(ports: readonly number[] = []): UscwContent {
  return mini({
    rows: ['cc~~cc', 'cc~~cc', '~~~~~~'],
    places: ports.map((hex, i) => ({ hex, name: `U${i + 1}`, state: 'VA', port: 'ocean' as const })),
  });
}

/** An open plain: rows 20-23, columns 10-17, all clear Virginia hexes (battles with no terrain). */
export function plainMap(): UscwContent {
  return mini({ rows: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'] });
}

/** The options of a game with the Advanced naval module (21) on. */
export const ADV = { 'r21-advanced-naval': true };
