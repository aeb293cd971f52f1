/**
 * The board analysis behind the American Civil War heuristic bot: for the side to move, where its
 * army forces want to go (a potential field, the cheapest movement cost to a weighted objective,
 * computed by Dijkstra from every objective at once), the enemy strength near each hex, and what a
 * stack should leave behind where it stands.
 *
 *  - Union objectives: Southern supply cities and ports still able to supply, weighted by their
 *    supply value (the North wins by shrinking the grid [18.0]); the crossing points more (they
 *    join Texas and Arkansas to the grid [10.22]).
 *  - Confederate objectives: its own cities short of the garrison their value and the Union SP
 *    within three hexes call for (the South wins by keeping its grid [18.0]).
 * Field costs: hex terrain plus river hexsides [TEC], enemy stacks expensive, all-sea and tidal
 * hexsides closed; zones of control are left to the legal moves.
 */
import { CH_TURN } from '../../../src/core/header.js';
import type { AcwContent } from '../../../src/games/acw/content.js';
import { HEXES, NBR, distance, edge as edgeOf } from '../../../src/games/acw/grid.js';
import { CSA, USA } from '../../../src/games/acw/layout.js';
import { RIVER_TIDAL, SB_RAIL, SB_RIVER, T_SEA } from '../../../src/games/acw/map.js';
import { cityOwner, southernCityAlive } from '../../../src/games/acw/places.js';
import { landSP, occupant, type S } from '../../../src/games/acw/state.js';

const TERRAIN = [0, 1, 5, 6];

export class Analysis {
  readonly c: AcwContent;
  me = 0;
  readonly field = new Float64Array(HEXES);
  /** Enemy land SP within three hexes of each hex. */
  readonly threat = new Float64Array(HEXES);
  /** SP a stack of the side to move should leave behind in its hex. */
  readonly keep = new Int32Array(HEXES);
  /** Water-graph distance (nodes) to the rivers and coasts of the Southern cities, -1 unreachable. */
  readonly water: Int32Array;
  private waterKey = -1;
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
    this.threats(s);
    this.keeps(s);
    this.potential(s);
    if (me === USA) this.waterField(s);
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
    for (let k = 0; k < c.map.cities.length; k++) {
      const h = c.map.cities[k]!.hex;
      if (occupant(s, h) !== this.me) continue;
      if (this.me === CSA && cityOwner(c, s, k) === CSA) this.keep[h] = this.desired(s, k);
      if (this.me === USA && ['Washington', 'Cincinnati', 'Cairo'].includes(c.map.cities[k]!.name))
        this.keep[h] = c.tables.attrition[Math.min(16, s[CH_TURN]! + 1)] ? 2 : 1;
    }
  }

  /** Objectives and their weights (in MP of movement they are worth). */
  private objectives(s: S, out: [number, number][]): void {
    const c = this.c;
    const yb = c.tables.yearBucket[s[CH_TURN]!]!;
    if (this.me === USA) for (const h of this.junctions) if (occupant(s, h) !== USA) out.push([h, 7]);
    for (let k = 0; k < c.map.cities.length; k++) {
      const city = c.map.cities[k]!;
      if (city.kind === 'city' && !city.crossing) continue;
      if (this.me === USA) {
        if (cityOwner(c, s, k) !== CSA || !southernCityAlive(c, s, k)) continue;
        const held = occupant(s, city.hex) === CSA ? landSP(s, city.hex) : 0;
        out.push([city.hex, 6 + 3 * city.supply[yb]! + (city.crossing ? 8 : 0) - 2 * held]);
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
      if (this.field[heap[p]!]! <= this.field[heap[i]!]!) break;
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
      if (l < m && this.field[heap[l]!]! < this.field[heap[best]!]!) best = l;
      if (r < m && this.field[heap[r]!]! < this.field[heap[best]!]!) best = r;
      if (best === i) break;
      [heap[best], heap[i]] = [heap[i]!, heap[best]!];
      i = best;
    }
    return m;
  }
}
