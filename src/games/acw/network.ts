/**
 * The supply networks [10.1, 10.2, 10.5]: functioning railroads (through hexes) and functioning
 * navigable river hexsides (along hexsides), linked where a rail line crosses or ends on a river
 * hexside (railheads). Nodes: hex h (a rail hex) and HEXES + e (a river hexside).
 *
 *  - A functioning railroad is not interrupted by an enemy unit on it [10.1]; the Union may use a
 *    Southern railroad only once a USMRR unit has repaired it, and the South may never again use a
 *    railroad the USMRR has run [10.5, 10.54]. Kentucky lines belong to Kentucky's side [19.12].
 *  - A functioning navigable river does not flow past an enemy-occupied fort or an intact enemy
 *    city [10.1] (read: the hexsides of such a hex are closed); tidal rivers are navigable.
 *    Riverine-interdicted hexsides are closed to the South (reading `riverine-cuts-csa-rivers`).
 */
import type { AcwContent } from './content.js';
import { EDGES, HEXES, NBR, edge, edgeHexes } from './grid.js';
import { CSA, USA } from './layout.js';
import { RIVER_NAV, SB_RAIL, SB_RAILHEAD, SB_RIVER } from './map.js';
import { O_RIVERINE_SUPPLY_OPEN, opt } from './options.js';
import { NEUTRAL, cityOwner, hexSide, intrinsic } from './places.js';
import { interdiction } from './riverine.js';
import { fortOwner, fortSP, garrison, occupant, railDead, railRepaired, type S } from './state.js';

const NODES = HEXES + EDGES;

/** Scratch of one labelling; valid until the next call. */
export class Network {
  readonly railOk = new Uint8Array(HEXES);
  readonly edgeOk = new Uint8Array(EDGES);
  readonly comp = new Int32Array(NODES);
  readonly interdicted = new Uint8Array(EDGES);
  count = 0;
  private readonly queue = new Int32Array(NODES);

  /** Which rail hexes and river hexsides function for `side`, and their connected components. */
  label(c: AcwContent, s: S, side: number): void {
    this.mark(c, s, side);
    this.comp.fill(-1);
    this.count = 0;
    for (let n = 0; n < NODES; n++) {
      const ok = n < HEXES ? this.railOk[n] === 1 : this.edgeOk[n - HEXES] === 1;
      if (ok && this.comp[n] === -1) this.flood(c, n, this.count++);
    }
  }

  private mark(c: AcwContent, s: S, side: number): void {
    for (let h = 0; h < HEXES; h++) this.railOk[h] = c.map.rail[h] && railUsable(c, s, side, h) ? 1 : 0;
    if (side === CSA && !opt(s, O_RIVERINE_SUPPLY_OPEN)) interdiction(c, s, this.interdicted);
    else this.interdicted.fill(0);
    this.edgeOk.fill(0);
    const closed = closedRiverHexes(c, s, side);
    for (let h = 0; h < HEXES; h++) {
      for (let d = 0; d < 3; d++) {
        if ((c.map.side[h * 6 + d]! & SB_RIVER) < RIVER_NAV) continue;
        const n = NBR[h * 6 + d]!;
        const e = edge(h, d);
        if (closed[h] || (n >= 0 && closed[n]) || this.interdicted[e]) continue;
        this.edgeOk[e] = 1;
      }
    }
  }

  private tail = 0;

  private flood(c: AcwContent, start: number, label: number): void {
    let head = 0;
    this.tail = 0;
    this.visit(start, label);
    while (head < this.tail) {
      const n = this.queue[head++]!;
      if (n < HEXES) this.fromRail(c, n, label);
      else this.fromEdge(c, n - HEXES, label);
    }
  }

  private visit(n: number, label: number): void {
    if (this.comp[n] !== -1) return;
    this.comp[n] = label;
    this.queue[this.tail++] = n;
  }

  private fromRail(c: AcwContent, h: number, label: number): void {
    for (let d = 0; d < 6; d++) {
      const sb = c.map.side[h * 6 + d]!;
      const n = NBR[h * 6 + d]!;
      if (sb & SB_RAIL && n >= 0 && this.railOk[n]) this.visit(n, label);
      if (sb & SB_RAILHEAD) {
        const e = edge(h, d);
        if (this.edgeOk[e]) this.visit(HEXES + e, label);
      }
    }
  }

  private fromEdge(c: AcwContent, e: number, label: number): void {
    for (let k = c.map.rStart[e]!; k < c.map.rStart[e + 1]!; k++) {
      const f = c.map.rTo[k]!;
      if (this.edgeOk[f]) this.visit(HEXES + f, label);
    }
    const [a, b] = edgeHexes(e);
    for (const h of [a, b]) {
      if (h < 0 || !this.railOk[h]) continue;
      for (let d = 0; d < 6; d++) {
        if (edge(h, d) === e && c.map.side[h * 6 + d]! & SB_RAILHEAD) this.visit(h, label);
      }
    }
  }
}

/** May `side` run trains through rail hex h? [5.4, 10.5, 10.54, 19.12] */
export function railUsable(c: AcwContent, s: S, side: number, h: number): boolean {
  const occ = occupant(s, h);
  if (occ === 1 - side) return false;
  const owner = hexSide(c, s, h);
  if (side === USA) return owner === USA || railRepaired(s, h);
  return owner === CSA && !railDead(s, h);
}

const closedScratch = new Uint8Array(HEXES);

/** Hexes whose river hexsides are closed to `side`: an enemy-occupied fort or an intact enemy city. */
export function closedRiverHexes(c: AcwContent, s: S, side: number): Uint8Array {
  const out = closedScratch;
  out.fill(0);
  const enemy = 1 - side;
  for (let h = 0; h < HEXES; h++) {
    if (occupant(s, h) === enemy && fortOwner(s, h) !== 0 && fortSP(s, h) + garrison(s, h) > 0) out[h] = 1;
  }
  for (let k = 0; k < c.map.cities.length; k++) {
    const h = c.map.cities[k]!.hex;
    const owner = cityOwner(c, s, k);
    if (owner === enemy && owner !== NEUTRAL && intrinsic(c, s, k) && occupant(s, h) !== side) out[h] = 1;
  }
  return out;
}
