/**
 * The board analysis behind the American Civil War heuristic bot: for the side to move, where its
 * army forces want to go (a potential field, the cheapest movement cost to a weighted objective,
 * computed by Dijkstra from every objective at once), the enemy strength near each hex, and what a
 * stack should leave behind where it stands.
 *
 *  - Union objectives: Southern supply cities and ports still able to supply, weighted by their
 *    supply value (the North wins by shrinking the grid [18.0]); the crossing points more (they
 *    join Texas and Arkansas to the grid [10.22]); the plan of cuts (planCuts), the cities and
 *    junctions whose holding splits the grid (Chattanooga and Georgia on the provisional pack);
 *    the cities by the grid they feed (strikeTheLargestGrid, cityGrids) [18.41]; the Union's thin
 *    stacks on the cut. A rail junction is an objective only through the plan: off it, holding one cuts
 *    nothing (the Virginia army sat on the junctions around a fallen Richmond).
 *  - Union stacks keep three SP where they hold the grid cut (holds) or stand on the plan.
 *  - The USMRR's own field along the rail graph (railField): each Southern hex it runs is dead to
 *    the South for good [10.54] and carries Union supply.
 *  - Confederate objectives: its own cities short of the garrison their value and the Union SP
 *    within three hexes call for (the South wins by keeping its grid [18.0]).
 * Field costs: hex terrain plus river hexsides [TEC], enemy stacks expensive, all-sea and tidal
 * hexsides closed; zones of control are left to the legal moves.
 */
import { CH_TURN } from '../../../src/core/header.js';
import type { AcwContent } from '../../../src/games/acw/content.js';
import { HEXES, NBR, distance, edge as edgeOf } from '../../../src/games/acw/grid.js';
import { CSA, G_PHASING, HX_UNITS, REPAIR_BASE, USA } from '../../../src/games/acw/layout.js';
import { cityGrids, largestGrid, twoLargestGrids } from '../../../src/games/acw/supply.js';
import { RIVER_TIDAL, SB_RAIL, SB_RIVER, T_SEA } from '../../../src/games/acw/map.js';
import { cityOwner, hexSide, southernCityAlive } from '../../../src/games/acw/places.js';
import { landSP, occupant, railDead, setField, zoc, type S } from '../../../src/games/acw/state.js';
import { railUsable } from '../../../src/games/acw/network.js';

const TERRAIN = [0, 1, 5, 6];
/** The grids a cut is judged by: the largest, and half the second (so splitting a grid in two counts). */
function cutMeasure(c: AcwContent, s: S): number {
  const [first, second] = twoLargestGrids(c, s);
  return first + 0.5 * second;
}

/** At most this many hexes in the plan of cuts. */
const PLAN_CUTS = 8;

/** Southern rail hexes a USMRR has repaired on a railway this turn (three at most) [10.55]. */
function repairsOn(s: S, line: number): number {
  for (let k = 0; k < 16; k++) if (s[REPAIR_BASE + k * 2] === line) return s[REPAIR_BASE + k * 2 + 1]!;
  return 0;
}

export class Analysis {
  readonly c: AcwContent;
  me = 0;
  readonly field = new Float64Array(HEXES);
  /** The USMRR's potential along the rail graph (railField). */
  readonly rail = new Float64Array(HEXES);
  private heapField: Float64Array = this.field;
  /** Enemy land SP within three hexes of each hex. */
  readonly threat = new Float64Array(HEXES);
  /** SP a stack of the side to move should leave behind in its hex. */
  readonly keep = new Int32Array(HEXES);
  /** Water-graph distance (nodes) to the rivers and coasts of the Southern cities, -1 unreachable. */
  readonly water: Int32Array;
  private waterKey = -1;
  /** Union: grid points the Union stack on each hex keeps off the largest Southern grid (holds). */
  readonly hold = new Float64Array(HEXES);
  private holdKey = -1;
  /** Union: the plan of cuts (planCuts), grid points each hex takes off a passive South's grid. */
  readonly plan = new Float64Array(HEXES);
  private planKey = -1;
  private scratch = new Int32Array(0);
  /** Union: the supply value of the grid each Southern city feeds (cityGrids). */
  private readonly grids = new Float64Array(256);
  private readonly heap = new Int32Array(HEXES * 8);
  private readonly stackHexes: number[] = [];

  /** Southern rail junctions (three or more lines meet): sitting on one cuts the grid [10.5]. */
  readonly junctions: number[] = [];

  constructor(c: AcwContent) {
    this.c = c;
    for (let h = 0; h < HEXES; h++) {
      if (c.map.stateSide[c.map.state[h]!] !== CSA || c.map.city[h]! >= 0) continue;
      let links = 0;
      for (let d = 0; d < 6; d++) if (c.map.side[h * 6 + d]! & SB_RAIL) links++;
      if (links >= 3) this.junctions.push(h);
    }
    this.water = new Int32Array(c.map.wStart.length - 1);
  }

  update(s: S, me: number): void {
    this.me = me;
    if (me === USA) {
      this.planCuts(s);
      this.holds(s);
    }
    if (me === USA) cityGrids(this.c, s, this.grids);
    this.threats(s);
    this.keeps(s);
    this.potential(s);
    if (me === USA) {
      this.waterField(s);
      this.railField(s);
    }
  }

  /**
   * The USMRR's field: cheapest run along the rail graph (1 a Union-operable hex, 5 a Southern hex
   * to repair, Confederate-held hexes closed) to the Southern supply cities and junctions, less their
   * worth. Every Southern hex the USMRR runs is dead to the South for good [10.5, 10.54], so running
   * the lines into the heart of the grid cuts it and carries Union supply with it [20.1 notes].
   */
  private railField(s: S): void {
    const c = this.c;
    const f = this.rail;
    f.fill(1e9);
    const objs: [number, number][] = [];
    this.railObjectives(s, objs);
    let n = 0;
    const field = this.field;
    this.heapField = f;
    for (const [h, w] of objs) {
      f[h] = Math.min(f[h]!, -w);
      n = this.push(n, h);
    }
    while (n > 0) {
      const h = this.heap[0]!;
      n = this.pop(n);
      for (let d = 0; d < 6; d++) {
        const t = NBR[h * 6 + d]!;
        if (t < 0 || !(c.map.side[h * 6 + d]! & SB_RAIL)) continue;
        const usable = railUsable(c, s, USA, h);
        if (!usable && repairsOn(s, c.map.railLineOf[h * 6 + d]!) >= 3) continue;
        if (occupant(s, t) === CSA || zoc(s, t)) continue;
        const cost = usable ? 1 : 5;
        if (f[h]! + cost < f[t]!) {
          f[t] = f[h]! + cost;
          n = this.push(n, t);
        }
      }
    }
    this.heapField = field;
  }

  /**
   * USMRR objectives, each only where a USMRR may go now (no Confederate unit or zone): every live
   * Southern rail hex (2), the junctions (8), the live Southern cities on the rail (4 + 3 a point).
   */
  private railObjectives(s: S, out: [number, number][]): void {
    const c = this.c;
    const yb = c.tables.yearBucket[s[CH_TURN]!]!;
    const open = (h: number): boolean => !railDead(s, h) && occupant(s, h) !== CSA && zoc(s, h) === 0;
    for (let h = 0; h < HEXES; h++) {
      if (!c.map.rail[h] || hexSide(c, s, h) !== CSA || !open(h)) continue;
      const k = c.map.city[h]!;
      const city = k >= 0 ? c.map.cities[k]! : undefined;
      const value = city && city.kind !== 'city' && southernCityAlive(c, s, k) ? 4 + 3 * city.supply[yb]! : 0;
      out.push([h, 2 + value + (this.junctions.includes(h) ? 6 : 0)]);
    }
  }

  /** Breadth-first over the water graph from the hexsides and coasts of live Southern cities. */
  private waterField(s: S): void {
    const c = this.c;
    let key = 0;
    for (let k = 0; k < c.map.cities.length; k++)
      if (southernCityAlive(c, s, k)) key = (key * 31 + k + 1) | 0;
    if (key === this.waterKey) return;
    this.waterKey = key;
    const w = this.water;
    w.fill(-1);
    const queue: number[] = [];
    for (let k = 0; k < c.map.cities.length; k++) {
      const city = c.map.cities[k]!;
      if (city.kind === 'city' || cityOwner(c, s, k) !== CSA || !southernCityAlive(c, s, k)) continue;
      for (let d = 0; d < 6; d++) {
        const node = HEXES + edgeOf(city.hex, d);
        if (node < w.length && c.map.wStart[node + 1]! > c.map.wStart[node]! && w[node] === -1) {
          w[node] = 0;
          queue.push(node);
        }
      }
      if (c.map.coastal[city.hex] && w[city.hex] === -1) {
        w[city.hex] = 0;
        queue.push(city.hex);
      }
    }
    for (let i = 0; i < queue.length; i++) {
      const n = queue[i]!;
      for (let j = c.map.wStart[n]!; j < c.map.wStart[n + 1]!; j++) {
        const m = c.map.wTo[j]!;
        if (w[m] !== -1) continue;
        w[m] = w[n]! + 1;
        queue.push(m);
      }
    }
  }

  private threats(s: S): void {
    const enemy = 1 - this.me;
    this.threat.fill(0);
    this.stackHexes.length = 0;
    for (let h = 0; h < HEXES; h++) if (occupant(s, h) === enemy) this.stackHexes.push(h);
    for (let h = 0; h < HEXES; h++) {
      if (this.c.map.terrain[h] === T_SEA) continue;
      let t = 0;
      for (const e of this.stackHexes) if (distance(h, e) <= 3) t += landSP(s, e);
      this.threat[h] = t;
    }
  }

  /** Garrison a Confederate city wants: 1 + half the Union SP near it, at most 6 [designer's notes]. */
  desired(s: S, k: number): number {
    const city = this.c.map.cities[k]!;
    const yb = this.c.tables.yearBucket[s[CH_TURN]!]!;
    if (city.kind === 'city' && !city.union) return 0;
    return Math.min(6, (city.supply[yb]! >= 4 ? 2 : 1) + Math.floor(this.threat[city.hex]! / 3));
  }

  private keeps(s: S): void {
    this.keep.fill(0);
    const c = this.c;
    // the Union keeps three SP on every hex that holds the Southern grid cut, or is in the plan
    if (this.me === USA)
      for (let h = 0; h < HEXES; h++) if (this.hold[h]! > 0 || this.plan[h]! > 0) this.keep[h] = 3;
    for (let k = 0; k < c.map.cities.length; k++) {
      const h = c.map.cities[k]!.hex;
      if (occupant(s, h) !== this.me) continue;
      if (this.me === CSA && cityOwner(c, s, k) === CSA) this.keep[h] = this.desired(s, k);
      if (this.me === USA && ['Washington', 'Cincinnati', 'Cairo'].includes(c.map.cities[k]!.name))
        this.keep[h] = c.tables.attrition[Math.min(16, s[CH_TURN]! + 1)] ? 2 : 1;
    }
  }

  /**
   * Union: the Southern hexes whose Union stack keeps the grid cut, a railroad not functioning
   * under an enemy unit and a city held being lost to the South [10.1, 18.3]: hold[h] is how much
   * the largest Southern grid would grow if the stack left after the stacks released before it
   * (largest first; two stacks cutting the same line keep one). Once a Player-Turn, on a scratch copy.
   */
  /**
   * Union: the plan of cuts, once a Game-Turn: on a copy of the state with no Confederate unit on
   * the map (at least 1863 values), the cities and rail junctions whose Union occupation takes most
   * off the Southern grids (cutMeasure), picked greedily, each measured with the earlier picks held,
   * until no single hex helps; plan[h] is the drop. The designer's Union drives on Chattanooga and
   * Georgia [20.1 notes]; this finds such hexes on any map.
   */
  private planCuts(s: S): void {
    const key = s[CH_TURN]!;
    if (key === this.planKey) return;
    this.planKey = key;
    this.plan.fill(0);
    const c = this.c;
    const t = new Int32Array(s);
    t[CH_TURN] = Math.max(7, s[CH_TURN]!);
    const cands: number[] = [];
    for (let h = 0; h < HEXES; h++) {
      if (occupant(t, h) === CSA) t[HX_UNITS + h] = 0;
      if (c.map.stateSide[c.map.state[h]!] === CSA && c.map.city[h]! >= 0) cands.push(h);
    }
    cands.push(...this.junctions);
    let base = cutMeasure(c, t);
    for (let round = 0; round < PLAN_CUTS; round++) {
      let best = -1;
      let drop = 0;
      for (const h of cands) {
        if (occupant(t, h) === USA) continue;
        const word = t[HX_UNITS + h]!;
        setField(t, h, 1, USA);
        const d = base - cutMeasure(c, t);
        t[HX_UNITS + h] = word;
        if (d > drop) {
          drop = d;
          best = h;
        }
      }
      if (best < 0) break;
      this.plan[best] = drop;
      setField(t, best, 1, USA);
      base -= drop;
    }
  }

  private holds(s: S): void {
    const key = s[CH_TURN]! * 2 + s[G_PHASING]!;
    if (key === this.holdKey) return;
    this.holdKey = key;
    this.hold.fill(0);
    if (this.scratch.length !== s.length) this.scratch = new Int32Array(s.length);
    const t = this.scratch;
    t.set(s);
    const base = largestGrid(this.c, t, 0);
    // stacks that cut the same line together each look free alone: release them one at a time,
    // the largest first, and keep a stack only if the grid grows once it and those released leave
    const order: number[] = [];
    for (let h = 0; h < HEXES; h++)
      if (occupant(t, h) === USA && hexSide(this.c, t, h) === CSA) order.push(h);
    order.sort((a, b) => landSP(t, b) - landSP(t, a));
    for (const h of order) {
      const word = t[HX_UNITS + h]!;
      t[HX_UNITS + h] = 0;
      const grown = largestGrid(this.c, t, 0) - base;
      if (grown > 0) {
        this.hold[h] = grown;
        t[HX_UNITS + h] = word;
      }
    }
  }

  /** Objectives and their weights (in MP of movement they are worth). */
  private objectives(s: S, out: [number, number][]): void {
    const c = this.c;
    const yb = c.tables.yearBucket[s[CH_TURN]!]!;
    // strike the grids still at or above the last Game-Turn's minimum [18.41]
    const goal = c.tables.csaMinimum[16]!;
    const strike = (k: number): number => (this.grids[k]! >= goal ? 8 : -4);
    if (this.me === USA)
      for (let h = 0; h < HEXES; h++) {
        if (this.plan[h]! > 0 && occupant(s, h) !== USA) out.push([h, 8 + Math.min(24, this.plan[h]!)]);
        // a thin stack holding the cut calls for reinforcement
        else if (this.hold[h]! > 0 && landSP(s, h) < 3) out.push([h, 8 + Math.min(24, this.hold[h]!)]);
      }
    for (let k = 0; k < c.map.cities.length; k++) {
      const city = c.map.cities[k]!;
      if (city.kind === 'city' && !city.crossing) continue;
      if (this.me === USA) {
        if (cityOwner(c, s, k) !== CSA || !southernCityAlive(c, s, k)) continue;
        const held = occupant(s, city.hex) === CSA ? landSP(s, city.hex) : 0;
        out.push([city.hex, 6 + 3 * city.supply[yb]! + (city.crossing ? 8 : 0) - 2 * held + strike(k)]);
      } else {
        if (cityOwner(c, s, k) !== CSA || !southernCityAlive(c, s, k)) continue;
        const deficit = this.desired(s, k) - (occupant(s, city.hex) === CSA ? landSP(s, city.hex) : 0);
        if (deficit > 0) out.push([city.hex, 4 * deficit + city.supply[yb]! + this.threat[city.hex]!]);
      }
    }
  }

  /** field[h] = min over objectives of (cost to reach it - its weight) [Dijkstra]. */
  private potential(s: S): void {
    const objs: [number, number][] = [];
    this.objectives(s, objs);
    const f = this.field;
    f.fill(1e9);
    let n = 0;
    for (const [h, w] of objs) {
      f[h] = Math.min(f[h]!, -w);
      n = this.push(n, h);
    }
    const enemy = 1 - this.me;
    while (n > 0) {
      const h = this.heap[0]!;
      n = this.pop(n);
      for (let d = 0; d < 6; d++) {
        const t = NBR[h * 6 + d]!;
        if (t < 0 || this.c.map.terrain[t] === T_SEA) continue;
        const river = this.c.map.side[h * 6 + d]! & SB_RIVER;
        if (river === RIVER_TIDAL) continue;
        const cost = TERRAIN[this.c.map.terrain[h]!]! + (river ? 1 : 0) + (occupant(s, h) === enemy ? 6 : 0);
        if (f[h]! + cost < f[t]!) {
          f[t] = f[h]! + cost;
          n = this.push(n, t);
        }
      }
    }
  }

  private push(n: number, h: number): number {
    const heap = this.heap;
    if (n >= heap.length) return n;
    let i = n;
    heap[i] = h;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.heapField[heap[p]!]! <= this.heapField[heap[i]!]!) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
    return n + 1;
  }

  private pop(n: number): number {
    const heap = this.heap;
    heap[0] = heap[n - 1]!;
    const m = n - 1;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < m && this.heapField[heap[l]!]! < this.heapField[heap[best]!]!) best = l;
      if (r < m && this.heapField[heap[r]!]! < this.heapField[heap[best]!]!) best = r;
      if (best === i) break;
      [heap[best], heap[i]] = [heap[i]!, heap[best]!];
      i = best;
    }
    return m;
  }
}
