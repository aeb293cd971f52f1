/**
 * Compilation of a validated A House Divided pack into the static tables the rules read (AhdContent),
 * with the cross-reference checks the schemas cannot make (errors name file, entry and field). In
 * the order the checks run: the boxes and their attributes, the connections as CSR adjacency (R4.2
 * river flow, R5.34 river sides), the March routes (R4.0), the units (counter mix, R7.4 draft hold),
 * the scenarios, the boxes the rules name.
 */
import { join } from 'node:path';
import type { PackInfo } from '../../core/content.js';
import { ContentError } from '../../core/errors.js';
import {
  M_POTOMAC,
  M_RAIL,
  M_RIVER,
  M_ROAD,
  RF_ALL_RAIL,
  RF_ALL_RIVER,
  RF_ALL_RIVER_P,
  RF_ALL_ROADRAIL,
  RF_DOWN0,
  RF_DOWN1,
  RF_KENTUCKY,
  type AhdContent,
  type CompiledScenario,
  type MapJson,
  type ScenarioJson,
  type UnitsJson,
} from './content.js';
import { ARM_CAV, ARM_INF, NB_CAP, NTYPES, NU_CAP, TYPE_CODES } from './layout.js';

/** Box index of a box id, or a ContentError naming the file, entry and field. */
type BoxRef = (file: string, entry: string, field: string, id: string) => number;

/** States that seceded: their ports are the "Southern Port boxes" of R5.41. */
const SOUTHERN_STATES = new Set(['VA', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'TN', 'AR', 'TX']);

export function compile(
  info: PackInfo,
  dir: string,
  map: MapJson,
  units: UnitsJson,
  scenarios: ScenarioJson[],
): AhdContent {
  const mapFile = join(dir, 'map.json');
  const nb = map.boxes.length;
  if (nb > NB_CAP) throw new ContentError(mapFile, '', 'boxes', `at most ${NB_CAP} boxes, found ${nb}`);
  const index = new Map<string, number>();
  map.boxes.forEach((b, i) => {
    if (index.has(b.id)) throw new ContentError(mapFile, `boxes[${i}] '${b.id}'`, 'id', 'duplicate box id');
    index.set(b.id, i);
  });
  const boxRef: BoxRef = (file, entry, field, id) => {
    const i = index.get(id);
    if (i === undefined) throw new ContentError(file, entry, field, `unknown box '${id}'`);
    return i;
  };
  const boxes = boxAttributes(map);
  const adj = adjacency(map, mapFile, boxRef);
  const routes = marchRoutes(nb, adj, boxes.kentucky);
  const u = unitTables(units, join(dir, 'units.json'));
  const compiled = compileScenarios(scenarios, join(dir, 'scenarios.json'), boxRef, u.typeCount);
  const hoods = routeHoods(nb, routes);
  const { shield } = boxes;
  const boxesWhere = (f: (b: number) => boolean): Int32Array =>
    Int32Array.from(Array.from({ length: nb }, (_, b) => b).filter(f));
  const named = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new ContentError(mapFile, '', 'boxes', `the rules need a box '${id}'`);
    return i;
  };
  return {
    info,
    nb,
    boxId: map.boxes.map((b) => b.id),
    boxName: map.boxes.map((b) => b.name),
    boxState: map.boxes.map((b) => b.state),
    ...boxes,
    ports: Int32Array.from(Array.from(boxes.port.keys()).filter((b) => boxes.port[b])),
    ...adj,
    ...routes,
    ...hoods,
    recruitCities: [boxesWhere((b) => shield[2 * b]! > 0), boxesWhere((b) => shield[2 * b + 1]! > 0)],
    recruitCitiesAny: boxesWhere((b) => shield[2 * b]! > 0 || shield[2 * b + 1]! > 0),
    ...u,
    scenarios: compiled,
    washington: named('washington'),
    fortMonroe: named('fort-monroe'),
    yorktown: named('yorktown'),
    norfolk: named('norfolk'),
  };
}

type BoxAttributes = Pick<
  AhdContent,
  | 'boxX'
  | 'boxY'
  | 'colour'
  | 'shield'
  | 'port'
  | 'perm'
  | 'kentucky'
  | 'southernPort'
  | 'victoryCity'
  | 'victoryCities'
>;

/** Per box: colour and Recruitment Values (R7.1), port, permanent entrenchment, Kentucky (R8.0), R10.0. */
function boxAttributes(map: MapJson): BoxAttributes {
  const nb = map.boxes.length;
  const colour = new Int8Array(nb);
  const shield = new Int8Array(2 * nb);
  const port = new Uint8Array(nb);
  const perm = new Uint8Array(nb);
  const kentucky = new Uint8Array(nb);
  const southernPort = new Uint8Array(nb);
  const boxX = new Float64Array(nb);
  const boxY = new Float64Array(nb);
  map.boxes.forEach((b, i) => {
    colour[i] = b.colour === 'usa' ? 0 : b.colour === 'csa' ? 1 : -1;
    shield[2 * i] = b.shields.usa;
    shield[2 * i + 1] = b.shields.csa;
    port[i] = b.port ? 1 : 0;
    perm[i] = b.permanentEntrenchment ? 1 : 0;
    kentucky[i] = b.colour === 'neutral' ? 1 : 0; // R8.0: the tan boxes are Kentucky
    southernPort[i] = b.port && SOUTHERN_STATES.has(b.state) ? 1 : 0;
    boxX[i] = b.x;
    boxY[i] = b.y;
  });
  // R10.0: the Confederate Recruitment Cities with a value of 2 or 3.
  const victoryCity = new Uint8Array(nb);
  const vc: number[] = [];
  for (let i = 0; i < nb; i++) {
    if (shield[2 * i + 1]! >= 2) {
      victoryCity[i] = 1;
      vc.push(i);
    }
  }
  return {
    boxX,
    boxY,
    colour,
    shield,
    port,
    perm,
    kentucky,
    southernPort,
    victoryCity,
    victoryCities: Int32Array.from(vc),
  };
}

type Adjacency = Pick<AhdContent, 'adjStart' | 'adjTo' | 'adjMode' | 'adjDown' | 'adjCrossIn' | 'maxDegree'>;

/** One connection seen from one end. */
interface Nbr {
  to: number;
  mode: number;
  down: number;
  crossIn: number;
}

/** The connections as CSR adjacency (both directions, neighbours ascending), at most 8 a box. */
function adjacency(map: MapJson, mapFile: string, boxRef: BoxRef): Adjacency {
  const nb = map.boxes.length;
  const nbrs: Nbr[][] = map.boxes.map(() => []);
  const seen = new Set<string>();
  map.connections.forEach((c, k) => {
    const entry = `connections[${k}] ${c.a}-${c.b}`;
    const a = boxRef(mapFile, entry, 'a', c.a);
    const b = boxRef(mapFile, entry, 'b', c.b);
    if (a === b) throw new ContentError(mapFile, entry, 'b', 'a connection must join two different boxes');
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) throw new ContentError(mapFile, entry, 'a', 'duplicate connection');
    seen.add(key);
    const [ab, ba] = connectionEnds(c, a, b, entry, mapFile, boxRef);
    nbrs[a]!.push(ab);
    nbrs[b]!.push(ba);
  });
  const adjStart = new Int32Array(nb + 1);
  let maxDegree = 0;
  for (let i = 0; i < nb; i++) {
    nbrs[i]!.sort((x, y) => x.to - y.to);
    adjStart[i + 1] = adjStart[i]! + nbrs[i]!.length;
    maxDegree = Math.max(maxDegree, nbrs[i]!.length);
  }
  if (maxDegree > 8)
    throw new ContentError(mapFile, '', 'connections', 'a box may have at most 8 connections');
  const m = adjStart[nb]!;
  const adjTo = new Int32Array(m);
  const adjMode = new Int32Array(m);
  const adjDown = new Int8Array(m);
  const adjCrossIn = new Int8Array(m);
  for (let i = 0; i < nb; i++) {
    nbrs[i]!.forEach((e, k) => {
      const j = adjStart[i]! + k;
      adjTo[j] = e.to;
      adjMode[j] = e.mode;
      adjDown[j] = e.down;
      adjCrossIn[j] = e.crossIn;
    });
  }
  return { adjStart, adjTo, adjMode, adjDown, adjCrossIn, maxDegree };
}

/**
 * Connection c between boxes a and b as seen from each end: its modes, whether the other end is
 * downstream (R4.2 river flow), whether entering this end crosses its river side (R5.34).
 */
function connectionEnds(
  c: MapJson['connections'][number],
  a: number,
  b: number,
  entry: string,
  mapFile: string,
  boxRef: BoxRef,
): [Nbr, Nbr] {
  let mode = 0;
  for (const m of c.modes)
    mode |= m === 'road' ? M_ROAD : m === 'rail' ? M_RAIL : m === 'river' ? M_RIVER : M_POTOMAC;
  let downA = 0; // 1 if b is downstream of a
  let downB = 0;
  if (mode & M_RIVER) {
    if (!c.downstream)
      throw new ContentError(mapFile, entry, 'downstream', 'a river connection needs its downstream end');
    const d = boxRef(mapFile, entry, 'downstream', c.downstream);
    if (d !== a && d !== b)
      throw new ContentError(mapFile, entry, 'downstream', `must be '${c.a}' or '${c.b}'`);
    downA = d === b ? 1 : 0;
    downB = d === a ? 1 : 0;
  }
  let crossA = 0; // entering a from b crosses a river side of a
  let crossB = 0;
  for (const r of c.riverSideAt ?? []) {
    const x = boxRef(mapFile, entry, 'riverSideAt', r);
    if (x === a) crossA = 1;
    else if (x === b) crossB = 1;
    else throw new ContentError(mapFile, entry, 'riverSideAt', `must name '${c.a}' or '${c.b}'`);
  }
  return [
    { to: b, mode, down: downA, crossIn: crossA },
    { to: a, mode, down: downB, crossIn: crossB },
  ];
}

type Routes = Pick<
  AhdContent,
  'routeStart' | 'routeLen' | 'routeBox' | 'routeMode' | 'routeDown' | 'routeEntry' | 'routeFlags'
>;

interface Route {
  boxes: number[];
  modes: number[];
  down: number[];
}

/** March routes (R4.0): see the AhdContent doc comment. */
function marchRoutes(nb: number, adj: Adjacency, kentucky: Uint8Array): Routes {
  const rs: Route[][] = [];
  for (let a = 0; a < nb; a++) rs.push(routesFrom(a, adj));
  const routeStart = new Int32Array(nb + 1);
  for (let a = 0; a < nb; a++) routeStart[a + 1] = routeStart[a]! + rs[a]!.length;
  const nr = routeStart[nb]!;
  const routeLen = new Int8Array(nr);
  const routeBox = new Int32Array(3 * nr).fill(-1);
  const routeMode = new Int32Array(3 * nr);
  const routeDown = new Int8Array(3 * nr);
  const routeEntry = new Int8Array(nr);
  const routeFlags = new Int32Array(nr);
  const { adjStart, adjTo } = adj;
  const adjIndex = (to: number, from: number): number => {
    for (let j = adjStart[to]!; j < adjStart[to + 1]!; j++) if (adjTo[j] === from) return j - adjStart[to]!;
    return -1;
  };
  for (let a = 0; a < nb; a++) {
    rs[a]!.forEach((r, k) => {
      const id = routeStart[a]! + k;
      const every = (bits: number): boolean => r.modes.every((x) => (x & bits) !== 0);
      routeFlags[id] =
        (every(M_RAIL) ? RF_ALL_RAIL : 0) |
        (every(M_RIVER) ? RF_ALL_RIVER : 0) |
        (every(M_RIVER | M_POTOMAC) ? RF_ALL_RIVER_P : 0) |
        (every(M_ROAD | M_RAIL) ? RF_ALL_ROADRAIL : 0) |
        (r.boxes.some((b) => kentucky[b]) ? RF_KENTUCKY : 0) |
        (r.down[0] ? RF_DOWN0 : 0) |
        (r.down[1] ? RF_DOWN1 : 0);
      routeLen[id] = r.boxes.length;
      r.boxes.forEach((b, i) => {
        routeBox[3 * id + i] = b;
        routeMode[3 * id + i] = r.modes[i]!;
        routeDown[3 * id + i] = r.down[i]!;
      });
      const dest = r.boxes[r.boxes.length - 1]!;
      const via = r.boxes.length === 1 ? a : r.boxes[r.boxes.length - 2]!;
      routeEntry[id] = adjIndex(dest, via);
    });
  }
  return { routeStart, routeLen, routeBox, routeMode, routeDown, routeEntry, routeFlags };
}

/** Every simple path of 1-3 connections from box a that some unit could follow in one March (R4.0). */
function routesFrom(a: number, adj: Adjacency): Route[] {
  const { adjStart, adjTo, adjMode, adjDown } = adj;
  const out: Route[] = [];
  const walk = (path: number[], modes: number[], down: number[]): void => {
    const len = modes.length;
    if (len > 0) {
      const all = (bit: number): boolean => modes.every((x) => (x & bit) !== 0);
      const ok =
        len === 1 ||
        all(M_RAIL) ||
        (len === 2 && (all(M_RIVER | M_POTOMAC) || modes.every((x) => (x & (M_ROAD | M_RAIL)) !== 0)));
      if (!ok) return;
      out.push({ boxes: path.slice(1), modes: modes.slice(), down: down.slice() });
    }
    if (len === 3) return;
    const cur = path[path.length - 1]!;
    for (let j = adjStart[cur]!; j < adjStart[cur + 1]!; j++) {
      const nx = adjTo[j]!;
      if (path.includes(nx)) continue;
      walk([...path, nx], [...modes, adjMode[j]!], [...down, adjDown[j]!]);
    }
  };
  walk([a], [], []);
  return out;
}

/** Derived lookup (no new facts): the boxes each box's routes pass, for the route cache's local key. */
function routeHoods(nb: number, routes: Routes): Pick<AhdContent, 'routeHoodStart' | 'routeHoodBox'> {
  const { routeStart, routeLen, routeBox } = routes;
  const hoods: number[][] = [];
  for (let b = 0; b < nb; b++) {
    const set = new Set<number>([b]);
    for (let r = routeStart[b]!; r < routeStart[b + 1]!; r++)
      for (let i = 0; i < routeLen[r]!; i++) set.add(routeBox[3 * r + i]!);
    hoods.push([...set].sort((x, y) => x - y));
  }
  const routeHoodStart = new Int32Array(nb + 1);
  for (let b = 0; b < nb; b++) routeHoodStart[b + 1] = routeHoodStart[b]! + hoods[b]!.length;
  return { routeHoodStart, routeHoodBox: Int32Array.from(hoods.flat()) };
}

type UnitTables = Pick<
  AhdContent,
  | 'nu'
  | 'combatValue'
  | 'defensiveModifier'
  | 'slotSide'
  | 'slotType'
  | 'typeStart'
  | 'typeCount'
  | 'draftHold'
  | 'draftSize'
>;

/** Unit types and the counter mix: slots are the counters, (side, type) contiguous. */
function unitTables(units: UnitsJson, unitsFile: string): UnitTables {
  const combatValue = new Int8Array(NTYPES);
  const defensiveModifier = new Int8Array(NTYPES);
  units.unitTypes.forEach((t, i) => {
    const code = TYPE_CODES.indexOf(t.id);
    const arm = t.arm === 'infantry' ? ARM_INF : ARM_CAV;
    const grade = t.grade === 'militia' ? 0 : t.grade === 'veteran' ? 1 : 2;
    if (arm * 3 + grade !== code) {
      throw new ContentError(
        unitsFile,
        `unitTypes[${i}] '${t.id}'`,
        'arm/grade',
        `do not match the code ${t.id}`,
      );
    }
    combatValue[code] = t.combatValue;
    defensiveModifier[code] = t.defensiveModifier;
  });
  const typeStart = new Int32Array(2 * NTYPES);
  const typeCount = new Int32Array(2 * NTYPES);
  const slotSide: number[] = [];
  const slotType: number[] = [];
  (['usa', 'csa'] as const).forEach((side, si) => {
    TYPE_CODES.forEach((code, t) => {
      const n = units.counterMix[side][code] ?? 0;
      typeStart[si * NTYPES + t] = slotSide.length;
      typeCount[si * NTYPES + t] = n;
      for (let k = 0; k < n; k++) {
        slotSide.push(si);
        slotType.push(t);
      }
    });
  });
  const nu = slotSide.length;
  if (nu > NU_CAP)
    throw new ContentError(unitsFile, '', 'counterMix', `at most ${NU_CAP} units in all, found ${nu}`);
  for (const si of [0, 1] as const) {
    const hold = si === 0 ? units.draftHold.usa : units.draftHold.csa;
    if (hold > typeCount[si * NTYPES]!) {
      throw new ContentError(unitsFile, '', 'draftHold', 'more militia set aside than the counter mix holds');
    }
  }
  return {
    nu,
    combatValue,
    defensiveModifier,
    slotSide: Int8Array.from(slotSide),
    slotType: Int8Array.from(slotType),
    typeStart,
    typeCount,
    draftHold: [units.draftHold.usa, units.draftHold.csa],
    draftSize: units.draftSize,
  };
}

/** Scenarios: resolve boxes, check against the counter mix. */
function compileScenarios(
  scenarios: readonly ScenarioJson[],
  scenFile: string,
  boxRef: BoxRef,
  typeCount: Int32Array,
): CompiledScenario[] {
  return scenarios.map((sc, i) => {
    const entry = `scenarios[${i}] '${sc.id}'`;
    if (sc.endTurn < sc.startTurn)
      throw new ContentError(scenFile, entry, 'endTurn', 'must not precede startTurn');
    const placements: [number, number, number][][] = [[], []];
    (['usa', 'csa'] as const).forEach((side, si) => {
      const used = new Array<number>(NTYPES).fill(0);
      sc.units[side].forEach((p, k) => {
        const box = boxRef(scenFile, entry, `units.${side}[${k}].at`, p.at);
        const t = TYPE_CODES.indexOf(p.type);
        used[t]! += p.n;
        for (let q = 0; q < p.n; q++) placements[si]!.push([t, box, p.entrenched ? 1 : 0]);
      });
      // Militia set aside for drafts may already be on the map in later scenarios: check the whole mix.
      used.forEach((n, t) => {
        if (n > typeCount[si * NTYPES + t]!) {
          throw new ContentError(
            scenFile,
            entry,
            `units.${side}`,
            `${n} ${TYPE_CODES[t]} placed, the counter mix has ${typeCount[si * NTYPES + t]}`,
          );
        }
      });
    });
    const control = (['usa', 'csa'] as const).map((side) =>
      sc.control[side].map((id, k) => boxRef(scenFile, entry, `control.${side}[${k}]`, id)),
    );
    return {
      id: sc.id,
      name: sc.name,
      rule: sc.rule,
      doc: sc.doc,
      startTurn: sc.startTurn,
      endTurn: sc.endTurn,
      ending: sc.ending,
      placements,
      control,
      armyMaximum: [sc.armyMaximum.usa, sc.armyMaximum.csa] as const,
    };
  });
}
