/**
 * The static map model built once per content pack from map.json: nodes (the land hexes, then the
 * non-hex spaces of 2.1.3), their properties as flags, the land adjacency with hexside features
 * (5.3-5.8), and the waterway graph of 20.1.2 used by naval control, supply paths and transport.
 *
 * Nodes: 0..nh-1 are land hexes in ascending printed id; nh..nn-1 are spaces in map.json order.
 * Land adjacency (CSR): adjStart[n]..adjStart[n+1] index adjTo/adjFlags/adjWater. adjWater is the
 * water node of a navigable hexside crossed by the edge (-1 otherwise).
 * Water nodes: one per navigable river hexside, one per coastal land hex, one per water body
 * (Atlantic, Gulf, Pamlico Sound, Mobile Bay, Galveston Bay) and one per space that opens on the water.
 * Rivers reach the sea only through the ports on them, and a port a Coastal Fort protects reaches the
 * sea only through the fort (20.1.4, 20.6): the pack's reading of where the printed map's waterways run.
 */
import { HexGrid } from './grid.js';
import type { MapJson } from './schema.js';

// node flags
export const NF_TOWN = 1 << 0;
export const NF_CITY = 1 << 1;
export const NF_OBJ = 1 << 2;
export const NF_RES = 1 << 3;
export const NF_CAP_STATE = 1 << 4;
export const NF_CAP_NAT = 1 << 5;
export const NF_PORT_OCEAN = 1 << 6;
export const NF_PORT_RIVER = 1 << 7;
const NF_YARD = 1 << 8;
export const NF_SALT = 1 << 9;
export const NF_CROSS = 1 << 10;
const NF_COASTAL = 1 << 11;
export const NF_CF = 1 << 12;
export const NF_ISLAND = 1 << 13;
export const NF_BOX = 1 << 14;
export const NF_OFFMAP = 1 << 15;
export const NF_RAIL = 1 << 16;
export const NF_NORTH_EXIT = 1 << 17;
export const NF_CHESAPEAKE = 1 << 18;
export const NF_RUNNER = 1 << 19;
const NF_NEWRAIL_ONLY = 1 << 20;
/** A port that is no port on its coastal side (Brashear City): its coast water does not reach it as a port. */
export const NF_COAST_NOPORT = 1 << 21;
export const NF_PORT = NF_PORT_OCEAN | NF_PORT_RIVER;
/** Where a Control marker may be placed (6.2.3). */
export const NF_MARKERABLE = NF_TOWN | NF_CITY | NF_OBJ | NF_RES | NF_PORT | NF_CF | NF_ISLAND;

// edge flags
export const EF_MINOR = 1 << 0;
export const EF_NAV = 1 << 1;
const EF_TYPE2 = 1 << 2;
export const EF_BRIDGE = 1 << 3;
export const EF_RAIL = 1 << 4;
export const EF_NEWRAIL = 1 << 5;
export const EF_FERRY = 1 << 6;
export const EF_MOUNTAIN = 1 << 7;
export const EF_PASS = 1 << 8;
export const EF_ROAD = 1 << 9;
export const EF_COST2IN = 1 << 10;
export const EF_CFLINK = 1 << 11;
export const EF_BOXLINK = 1 << 12;
export const EF_NOLAND = 1 << 13;
export const EF_IMPASSABLE = 1 << 14;

// terrain
const T_CLEAR = 0;
export const T_WOODS = 1;
export const T_MOUNTAIN = 2;
export const T_MARSH = 3;
const T_SPACE = 4;
/** Swamp: prohibited to land units (5.7); kept as a node for the coast and naval links. */
export const T_SWAMP = 5;

// theaters
const TH_EAST = 0;
export const TH_WEST = 1;
export const TH_TM = 2;
export const THEATER_NAMES = ['East', 'West', 'Trans-Mississippi'] as const;

// state kinds
export const SK_NORTH = 0;
export const SK_BORDER = 1;
export const SK_SOUTH = 2;

// water node kinds
export const W_RIVER1 = 0;
export const W_RIVER2 = 1;
export const W_COAST = 2;
export const W_BODY = 3;
export const W_SPACE = 4;

const NORTH = new Set(['PA', 'OH', 'IN', 'IL', 'MD', 'DC', 'DE', 'NJ']);
const BORDER = new Set(['KY', 'MO', 'WV']);
const BODY_CODES = ['~', '=', 'p', 'b', 'g'];
const BODY_NAMES: Record<string, string> = {
  '~': 'atlantic',
  '=': 'gulf',
  p: 'pamlico',
  b: 'mobile',
  g: 'galveston',
};
const LAND = 'cwmrx';
const ENCLOSED = ['p', 'b', 'g'];
/**
 * Hexes the provisional grid puts next to an enclosed body that the rulebook reaches from the open sea:
 * Pascagoula sits beside the Mobile Bay hex, but its tidal path comes from Ship Island (Map Notes) and
 * Mobile Bay opens only at Fort Morgan.
 */
const OPEN_SEA_SIDE = ['Pascagoula'];

export interface MapModel {
  readonly grid: HexGrid;
  readonly nn: number;
  readonly nh: number;
  readonly hexOfNode: Int32Array;
  readonly nodeOfHex: Int32Array;
  readonly name: string[];
  readonly label: string[];
  readonly stateOf: Uint8Array;
  readonly states: readonly { readonly postal: string; readonly kind: number }[];
  readonly theater: Uint8Array;
  readonly terrain: Uint8Array;
  readonly flags: Int32Array;
  readonly bp: Uint8Array;
  readonly runnerZone: Int8Array;
  readonly runnerMod: Uint8Array;
  readonly row: Int16Array;
  readonly adjStart: Int32Array;
  readonly adjTo: Int32Array;
  readonly adjFlags: Int32Array;
  readonly adjWater: Int32Array;
  /** River name index of a navigable or minor edge, -1 none. */
  readonly adjRiver: Int16Array;
  readonly rivers: readonly string[];
  readonly nodeByName: ReadonlyMap<string, number>;
  /** CF node -> protected port node (-1 none); port -> its CF (-1). */
  readonly cfPort: Int32Array;
  readonly portCf: Int32Array;
  readonly water: WaterGraph;
}

export interface WaterGraph {
  readonly nw: number;
  readonly kind: Uint8Array;
  /** River name index of a river node, -1 otherwise. */
  readonly river: Int16Array;
  readonly adjStart: Int32Array;
  readonly adjTo: Int32Array;
  /** Land nodes a water node touches (blocking, ports), CSR. */
  readonly tanStart: Int32Array;
  readonly tan: Int32Array;
  /** Water nodes a land node touches, CSR (its coast node, river sides, space node). */
  readonly ofStart: Int32Array;
  readonly of: Int32Array;
  /** Body node ids by name ('atlantic', 'gulf', 'pamlico', 'mobile', 'galveston'), -1 absent. */
  readonly body: Readonly<Record<string, number>>;
  /** Minimum row of the tangent hexes (the S1.3 Mississippi limit). */
  readonly minRow: Int16Array;
}

interface Builder {
  readonly grid: HexGrid;
  readonly m: MapJson;
  readonly code: (h: number, rows: string[]) => string;
}

export function buildMap(m: MapJson): MapModel {
  const grid = new HexGrid(m.grid);
  const b: Builder = {
    grid,
    m,
    code: (h, rows) => rows[grid.row(h) - m.grid.firstRow]![grid.col(h) - m.grid.firstCol] ?? '.',
  };
  const nodeOfHex = new Int32Array(grid.count).fill(-1);
  const hexNodes: number[] = [];
  for (let h = 0; h < grid.count; h++) {
    const t = b.code(h, m.terrain);
    if (LAND.includes(t)) {
      nodeOfHex[h] = hexNodes.length;
      hexNodes.push(h);
    }
  }
  const nh = hexNodes.length;
  const nn = nh + m.spaces.length;
  const model = allocate(grid, nn, nh, nodeOfHex, hexNodes);
  fillNodes(b, model);
  const adj = buildAdjacency(b, model);
  const water = buildWater(b, model, adj);
  return { ...model, ...adj, water };
}

type Partial0 = Omit<
  MapModel,
  'adjStart' | 'adjTo' | 'adjFlags' | 'adjWater' | 'adjRiver' | 'rivers' | 'water'
> & {
  nodeByName: Map<string, number>;
  states: { postal: string; kind: number }[];
};

function allocate(
  grid: HexGrid,
  nn: number,
  nh: number,
  nodeOfHex: Int32Array,
  hexNodes: number[],
): Partial0 {
  const hexOfNode = new Int32Array(nn).fill(-1);
  hexNodes.forEach((h, n) => (hexOfNode[n] = h));
  return {
    grid,
    nn,
    nh,
    hexOfNode,
    nodeOfHex,
    name: new Array<string>(nn).fill(''),
    label: new Array<string>(nn).fill(''),
    stateOf: new Uint8Array(nn),
    states: [],
    theater: new Uint8Array(nn),
    terrain: new Uint8Array(nn),
    flags: new Int32Array(nn),
    bp: new Uint8Array(nn),
    runnerZone: new Int8Array(nn).fill(-1),
    runnerMod: new Uint8Array(nn),
    row: new Int16Array(nn),
    nodeByName: new Map(),
    cfPort: new Int32Array(nn).fill(-1),
    portCf: new Int32Array(nn).fill(-1),
  };
}

/** Index of the state with this postal code in the map's state list, -1 when the map has none. */
export function stateByPostal(m: Pick<MapModel, 'states'>, postal: string): number {
  return m.states.findIndex((s) => s.postal === postal);
}

function stateIndex(p: Partial0, postal: string): number {
  let i = stateByPostal(p, postal);
  if (i < 0) {
    i = p.states.length;
    p.states.push({ postal, kind: NORTH.has(postal) ? SK_NORTH : BORDER.has(postal) ? SK_BORDER : SK_SOUTH });
  }
  return i;
}

const ZONES = ['NA', 'SA', 'GULF'];

function fillNodes(b: Builder, p: Partial0): void {
  const { grid, m } = b;
  const states = m.states;
  for (let n = 0; n < p.nh; n++) {
    const h = p.hexOfNode[n]!;
    p.label[n] = grid.label(h);
    p.name[n] = grid.label(h);
    p.row[n] = grid.row(h);
    const t = b.code(h, m.terrain);
    p.terrain[n] =
      t === 'w' ? T_WOODS : t === 'm' ? T_MOUNTAIN : t === 'r' ? T_MARSH : t === 'x' ? T_SWAMP : T_CLEAR;
    p.stateOf[n] = stateIndex(p, states[b.code(h, m.state)] ?? '??');
    const th = b.code(h, m.theater);
    p.theater[n] = th === 'E' ? TH_EAST : th === 'T' ? TH_TM : TH_WEST;
    for (let d = 0; d < 6; d++) {
      const o = grid.nbr[h * 6 + d]!;
      if (o >= 0 && BODY_CODES.includes(b.code(o, m.terrain))) p.flags[n]! |= NF_COASTAL;
    }
    if (grid.row(h) === m.grid.firstRow) p.flags[n]! |= NF_NORTH_EXIT;
  }
  for (const pl of m.places) {
    const n = p.nodeOfHex[grid.index(pl.hex)]!;
    if (n < 0) throw new Error(`map.json: place ${pl.name} on ${pl.hex}, not a land hex`);
    p.name[n] = pl.name;
    p.nodeByName.set(pl.name, n);
    p.stateOf[n] = stateIndex(p, pl.state);
    let f = NF_TOWN;
    if (pl.city) f |= NF_CITY;
    if (pl.obj) f |= NF_OBJ;
    if (pl.bp) {
      f |= NF_RES;
      p.bp[n] = pl.bp;
    }
    if (pl.cap === 'state') f |= NF_CAP_STATE;
    if (pl.cap === 'nat') f |= NF_CAP_NAT | NF_CAP_STATE;
    if (pl.port === 'ocean') f |= NF_PORT_OCEAN;
    if (pl.port === 'river') f |= NF_PORT_RIVER;
    if (pl.yard) f |= NF_YARD;
    if (pl.salt) f |= NF_SALT;
    if (pl.cross) f |= NF_CROSS;
    if (pl.coastNoPort) f |= NF_COAST_NOPORT;
    if (pl.runner) {
      f |= NF_RUNNER;
      p.runnerZone[n] = ZONES.indexOf(pl.runner[0]);
      p.runnerMod[n] = pl.runner[1];
    }
    p.flags[n]! |= f;
  }
  m.spaces.forEach((s, i) => {
    const n = p.nh + i;
    p.name[n] = s.id;
    p.label[n] = s.id;
    p.nodeByName.set(s.id, n);
    p.stateOf[n] = stateIndex(p, s.state);
    p.theater[n] = s.theater === 'E' ? TH_EAST : s.theater === 'T' ? TH_TM : TH_WEST;
    p.terrain[n] = T_SPACE;
    p.row[n] = 99;
    let f = s.kind === 'cf' ? NF_CF : s.kind === 'island' ? NF_ISLAND : s.kind === 'box' ? NF_BOX : NF_OFFMAP;
    if (s.port === 'ocean') f |= NF_PORT_OCEAN;
    if (s.port === 'river') f |= NF_PORT_RIVER;
    if (s.kind === 'cf') f |= NF_PORT_OCEAN;
    if (s.bp) {
      f |= NF_RES;
      p.bp[n] = s.bp;
    }
    if (s.id === 'Chesapeake Bay') f |= NF_CHESAPEAKE;
    if (s.runner) {
      f |= NF_RUNNER;
      p.runnerZone[n] = ZONES.indexOf(s.runner[0]);
      p.runnerMod[n] = s.runner[1];
    }
    p.flags[n] = f;
    if (s.protects !== undefined) {
      const port = p.nodeOfHex[grid.index(s.protects)]!;
      p.cfPort[n] = port;
      if (port >= 0) p.portCf[port] = n;
    }
  });
}

const SIDE_FLAG: Record<string, number> = {
  minor: EF_MINOR,
  nav: EF_NAV,
  type2: EF_TYPE2,
  bridge: EF_BRIDGE,
  rail: EF_RAIL,
  newrail: EF_NEWRAIL,
  ferry: EF_FERRY,
  mountain: EF_MOUNTAIN,
  pass: EF_PASS,
  gap: EF_PASS,
  road: EF_ROAD,
  cost2in: 0,
  impassable: EF_IMPASSABLE,
};

interface Adjacency {
  adjStart: Int32Array;
  adjTo: Int32Array;
  adjFlags: Int32Array;
  adjWater: Int32Array;
  adjRiver: Int16Array;
  rivers: string[];
}

function buildAdjacency(b: Builder, p: Partial0): Adjacency {
  const { grid, m } = b;
  const sideInfo = new Map<string, { f: number; river: string | undefined; cost2Into: number }>();
  const rivers: string[] = [];
  for (const s of m.sides) {
    let f = 0;
    for (const k of s.f) f |= SIDE_FLAG[k] ?? 0;
    const into = s.f.includes('cost2in') ? grid.index(s.b) : -1;
    if (s.river && !rivers.includes(s.river)) rivers.push(s.river);
    sideInfo.set(`${Math.min(s.a, s.b)}|${Math.max(s.a, s.b)}`, { f, river: s.river, cost2Into: into });
  }
  const lists: { to: number; f: number; river: number }[][] = Array.from({ length: p.nn }, () => []);
  for (let n = 0; n < p.nh; n++) {
    const h = p.hexOfNode[n]!;
    for (let d = 0; d < 6; d++) {
      const o = grid.nbr[h * 6 + d]!;
      if (o < 0 || p.nodeOfHex[o]! < 0) continue;
      const a = grid.id(h);
      const c = grid.id(o);
      const info = sideInfo.get(`${Math.min(a, c)}|${Math.max(a, c)}`);
      let f = info?.f ?? 0;
      if (info && info.cost2Into === o) f |= EF_COST2IN;
      if (f & EF_RAIL) {
        p.flags[n]! |= NF_RAIL;
      }
      lists[n]!.push({ to: p.nodeOfHex[o]!, f, river: info?.river ? rivers.indexOf(info.river) : -1 });
    }
  }
  spaceLinks(b, p, lists);
  for (let n = 0; n < p.nh; n++) {
    const any = lists[n]!.some((e) => e.f & EF_RAIL && !(e.f & EF_NEWRAIL));
    if (p.flags[n]! & NF_RAIL && !any) p.flags[n]! |= NF_NEWRAIL_ONLY;
  }
  return pack(lists, rivers);
}

function spaceLinks(b: Builder, p: Partial0, lists: { to: number; f: number; river: number }[][]): void {
  const { grid, m } = b;
  const resolve = (to: number | string): number =>
    typeof to === 'number'
      ? grid.index(to) >= 0
        ? p.nodeOfHex[grid.index(to)]!
        : -1
      : (p.nodeByName.get(to) ?? -1);
  m.spaces.forEach((s, i) => {
    const n = p.nh + i;
    for (const l of s.links) {
      const o = resolve(l.to);
      if (o < 0) throw new Error(`map.json: space ${s.id} links to unknown ${String(l.to)}`);
      let f = 0;
      if (l.kind === 'cf') f = EF_CFLINK | EF_NAV;
      else if (l.kind === 'water' || l.kind === 'rail') f = EF_NOLAND | (l.kind === 'rail' ? EF_RAIL : 0);
      else if (l.cost === 2) f = EF_BOXLINK;
      if (s.kind === 'offmap' && l.kind !== 'rail') f |= EF_NOLAND;
      lists[n]!.push({ to: o, f, river: -1 });
      lists[o]!.push({ to: n, f, river: -1 });
    }
  });
}

function pack(lists: { to: number; f: number; river: number }[][], rivers: string[]): Adjacency {
  const adjStart = new Int32Array(lists.length + 1);
  let k = 0;
  for (let n = 0; n < lists.length; n++) {
    adjStart[n] = k;
    k += lists[n]!.length;
  }
  adjStart[lists.length] = k;
  const adjTo = new Int32Array(k);
  const adjFlags = new Int32Array(k);
  const adjRiver = new Int16Array(k);
  k = 0;
  for (const l of lists)
    for (const e of l) {
      adjTo[k] = e.to;
      adjFlags[k] = e.f;
      adjRiver[k] = e.river;
      k++;
    }
  return { adjStart, adjTo, adjFlags, adjWater: new Int32Array(k).fill(-1), adjRiver, rivers };
}

/** The edge index from a to b, -1 when not adjacent. */
export function edgeIndex(mm: Pick<MapModel, 'adjStart' | 'adjTo'>, a: number, b: number): number {
  for (let e = mm.adjStart[a]!; e < mm.adjStart[a + 1]!; e++) if (mm.adjTo[e] === b) return e;
  return -1;
}

function buildWater(b: Builder, p: Partial0, adj: Adjacency): WaterGraph {
  const w = new WaterBuilder();
  const { grid, m } = b;
  // river sides
  const sideNode = new Map<string, number>();
  for (let n = 0; n < p.nh; n++) {
    for (let e = adj.adjStart[n]!; e < adj.adjStart[n + 1]!; e++) {
      const o = adj.adjTo[e]!;
      if (!(adj.adjFlags[e]! & EF_NAV) || o >= p.nh) continue;
      const key = n < o ? `${n}|${o}` : `${o}|${n}`;
      let id = sideNode.get(key);
      if (id === undefined) {
        id = w.add(
          adj.adjFlags[e]! & EF_TYPE2 ? W_RIVER2 : W_RIVER1,
          adj.adjRiver[e]!,
          [n, o],
          Math.min(p.row[n]!, p.row[o]!),
        );
        sideNode.set(key, id);
      }
      adj.adjWater[e] = id;
    }
  }
  riverJoins(b, p, w, sideNode);
  const body: Record<string, number> = {};
  for (const c of BODY_CODES) body[BODY_NAMES[c]!] = w.add(W_BODY, -1, [], 0);
  coasts(b, p, adj, w, body);
  m.spaces.forEach((s, i) => {
    const n = p.nh + i;
    if (!s.sea && !s.port) return;
    const id = w.add(W_SPACE, -1, [n], 0);
    if (s.sea && body[s.sea] !== undefined && s.id !== 'Chesapeake Bay') w.link(id, body[s.sea]!);
    if (s.id === 'Chesapeake Bay' && body.atlantic !== undefined) w.link(id, body.atlantic);
    if (s.id === 'Fort Morgan' && body.mobile !== undefined) w.link(id, body.mobile);
    if (s.id === 'Hatteras Inlet' && body.pamlico !== undefined) w.link(id, body.pamlico);
    for (const l of s.links) {
      if (l.kind === 'land' && s.kind !== 'cf' && s.kind !== 'box') continue;
      const o = typeof l.to === 'number' ? p.nodeOfHex[grid.index(l.to)]! : (p.nodeByName.get(l.to) ?? -1);
      if (o >= 0 && o < p.nh)
        for (const x of w.nodesOf(o)) if (w.kindOf(x) !== W_RIVER1 && w.kindOf(x) !== W_RIVER2) w.link(id, x);
    }
  });
  for (const [a, c] of [['Hatteras Inlet', 'Roanoke Island']] as const) {
    const na = p.nodeByName.get(a);
    const nc = p.nodeByName.get(c);
    if (na === undefined || nc === undefined) continue;
    const x = w.nodesOf(na);
    const y = w.nodesOf(nc);
    if (x[0] !== undefined && y[0] !== undefined) w.link(x[0], y[0]);
  }
  return w.finish(p.nn, body);
}

/** Navigable hexsides meeting at a corner are joined (a river's course and its confluences). */
function riverJoins(b: Builder, p: Partial0, w: WaterBuilder, sideNode: Map<string, number>): void {
  const { grid } = b;
  const side = (h1: number, h2: number): number => {
    const n1 = p.nodeOfHex[h1]!;
    const n2 = p.nodeOfHex[h2]!;
    if (n1 < 0 || n2 < 0) return -1;
    return sideNode.get(n1 < n2 ? `${n1}|${n2}` : `${n2}|${n1}`) ?? -1;
  };
  for (let n = 0; n < p.nh; n++) {
    const h = p.hexOfNode[n]!;
    for (let d = 0; d < 6; d++) {
      const a = grid.nbr[h * 6 + d]!;
      const c = grid.nbr[h * 6 + ((d + 1) % 6)]!;
      if (a < 0 || c < 0) continue;
      const s1 = side(h, a);
      const s2 = side(h, c);
      const s3 = side(a, c);
      if (s1 >= 0 && s2 >= 0) w.link(s1, s2);
      if (s1 >= 0 && s3 >= 0) w.link(s1, s3);
      if (s2 >= 0 && s3 >= 0) w.link(s2, s3);
    }
  }
}

/** Coastal hexes: along the coast of each water body; ports also to their rivers and bodies. */
function coasts(
  b: Builder,
  p: Partial0,
  adj: Adjacency,
  w: WaterBuilder,
  body: Record<string, number>,
): void {
  const { grid, m } = b;
  const coastNode = new Int32Array(p.nh).fill(-1);
  const bodiesOf = (h: number): string[] => {
    const out: string[] = [];
    for (let d = 0; d < 6; d++) {
      const o = grid.nbr[h * 6 + d]!;
      const c = o >= 0 ? b.code(o, m.terrain) : '';
      if (BODY_CODES.includes(c) && !out.includes(c)) out.push(c);
    }
    return out;
  };
  for (let n = 0; n < p.nh; n++) {
    if (!(p.flags[n]! & NF_COASTAL)) continue;
    coastNode[n] = w.add(W_COAST, -1, [n], p.row[n]!);
  }
  for (let n = 0; n < p.nh; n++) {
    const cn = coastNode[n]!;
    if (cn < 0) continue;
    const protectedPort = p.portCf[n]! >= 0;
    const h = p.hexOfNode[n]!;
    // Pamlico Sound, Mobile Bay and Galveston Bay open on the sea only through their gateways
    // (Hatteras Inlet, Fort Morgan, Galveston: Map Notes, Special Hexes): a hex on both shores
    // belongs to the enclosed water only, on both ends of a coastal link
    const waters = (x: number, name: string): string[] => {
      const all = bodiesOf(x);
      if (OPEN_SEA_SIDE.includes(name)) return all.filter((c) => !ENCLOSED.includes(c));
      return name !== 'Galveston' && all.some((c) => ENCLOSED.includes(c))
        ? all.filter((c) => ENCLOSED.includes(c))
        : all;
    };
    const mine = waters(h, p.name[n]!);
    if (!protectedPort) for (const c of mine) w.link(cn, body[BODY_NAMES[c]!]!);
    for (let d = 0; d < 6 && !protectedPort; d++) {
      const o = grid.nbr[h * 6 + d]!;
      const on = o >= 0 ? p.nodeOfHex[o]! : -1;
      if (on < 0 || coastNode[on]! < 0 || p.portCf[on]! >= 0) continue;
      if (waters(o, p.name[on]!).some((c) => mine.includes(c))) w.link(cn, coastNode[on]!);
    }
    // a port on a river joins the river to the coast; Proctorville is a River port on Lake Borgne,
    // reached only from Pearlington, Ship Island, Biloxi or Pascagoula (Map Notes, New Orleans C):
    // no way from the lake into the Mississippi past Forts St. Philip/Jackson (20.6)
    if (p.flags[n]! & NF_PORT && p.name[n] !== 'Proctorville')
      for (let e = adj.adjStart[n]!; e < adj.adjStart[n + 1]!; e++)
        if (adj.adjWater[e]! >= 0) w.link(cn, adj.adjWater[e]!);
  }
}

class WaterBuilder {
  private readonly kinds: number[] = [];
  private readonly rivers: number[] = [];
  private readonly tans: number[][] = [];
  private readonly rows: number[] = [];
  private readonly links: Set<number>[] = [];
  private readonly byLand = new Map<number, number[]>();

  add(kind: number, river: number, tan: number[], row: number): number {
    const id = this.kinds.length;
    this.kinds.push(kind);
    this.rivers.push(river);
    this.tans.push(tan);
    this.rows.push(row);
    this.links.push(new Set());
    for (const t of tan) {
      const l = this.byLand.get(t) ?? [];
      l.push(id);
      this.byLand.set(t, l);
    }
    return id;
  }
  link(a: number, b: number): void {
    if (a === b) return;
    this.links[a]!.add(b);
    this.links[b]!.add(a);
  }
  nodesOf(land: number): number[] {
    return this.byLand.get(land) ?? [];
  }
  kindOf(x: number): number {
    return this.kinds[x]!;
  }
  finish(nn: number, body: Record<string, number>): WaterGraph {
    const nw = this.kinds.length;
    const csr = (lists: readonly (readonly number[])[]): [Int32Array, Int32Array] => {
      const start = new Int32Array(lists.length + 1);
      let k = 0;
      lists.forEach((l, i) => {
        start[i] = k;
        k += l.length;
      });
      start[lists.length] = k;
      const out = new Int32Array(k);
      k = 0;
      for (const l of lists) for (const v of [...l].sort((x, y) => x - y)) out[k++] = v;
      return [start, out];
    };
    const [adjStart, adjTo] = csr(this.links.map((s) => [...s]));
    const [tanStart, tan] = csr(this.tans);
    const [ofStart, of] = csr(Array.from({ length: nn }, (_, n) => this.byLand.get(n) ?? []));
    return {
      nw,
      kind: Uint8Array.from(this.kinds),
      river: Int16Array.from(this.rivers),
      adjStart,
      adjTo,
      tanStart,
      tan,
      ofStart,
      of,
      body,
      minRow: Int16Array.from(this.rows),
    };
  }
}
