/**
 * Build time only: river hexsides of the provisional map (digest §5.4 step 4). Each chosen
 * Natural Earth line is snapped to a hexside chain (raster.ts) and classed per reach by its rule
 * (terrain.ts); a side kept by several rivers takes the highest class (tidal > navigable >
 * unnavigable). Sides on the map border or touching an all-sea hex are dropped: rivers separate
 * land hexes, and estuaries are sea.
 */
import { HEXES, NBR, centre, dirTo, edge, edgeHexes, hexIndex } from '../grid.js';
import type { Line } from './data.js';
import { unproject, type Fit } from './geo.js';
import { CornerGraph, snapLine } from './raster.js';
import { BORDER_RIVERS, EXTRA_LINES, RIVER_RULES, SIDE_OVERRIDES, type RiverClass } from './terrain.js';
import type { Terrain } from './hexes.js';

const RANK: Record<RiverClass, number> = { unnavigable: 1, navigable: 2, tidal: 3 };

export interface RiverSide {
  readonly edge: number;
  cls: RiverClass;
  river: string;
}

export function riverSides(
  fit: Fit,
  rivers: Map<string, Line[]>,
  terrain: readonly Terrain[],
  state: readonly string[],
  g: CornerGraph,
): Map<number, RiverSide> {
  const out = new Map<number, RiverSide>();
  const put = (e: number, cls: RiverClass, river: string): void => {
    const [a, b] = edgeHexes(e);
    if (b < 0 || terrain[a] === 'sea' || terrain[b] === 'sea') return;
    const old = out.get(e);
    if (!old || RANK[cls] > RANK[old.cls]) out.set(e, { edge: e, cls, river });
  };
  for (const rule of RIVER_RULES) {
    for (const name of rule.names) {
      for (const line of rivers.get(name) ?? []) {
        for (const s of snapLine(g, fit, line)) {
          const cls = rule.classAt(s.lon, s.lat);
          if (cls) put(s.edge, cls, rule.river);
        }
      }
    }
  }
  for (const x of EXTRA_LINES) for (const s of snapLine(g, fit, x.line)) put(s.edge, x.cls, x.river);
  borderSides(fit, state, put);
  for (const o of SIDE_OVERRIDES) {
    const a = hexIndex(o.a);
    const e = edge(a, dirTo(a, hexIndex(o.b)));
    if (o.cls) out.set(e, { edge: e, cls: o.cls, river: o.river });
    else out.delete(e);
  }
  return out;
}

/** Sides between hexes of a border river's two banks' states. */
function borderSides(
  fit: Fit,
  state: readonly string[],
  put: (e: number, c: RiverClass, r: string) => void,
): void {
  for (let a = 0; a < HEXES; a++) {
    for (let d = 0; d < 3; d++) {
      const b = NBR[a * 6 + d]!;
      if (b < 0) continue;
      const [ax, ay] = centre(a);
      const [bx, by] = centre(b);
      const [lon, lat] = unproject(fit, (ax + bx) / 2, (ay + by) / 2);
      for (const r of BORDER_RIVERS) {
        const [p, q] = r.banks;
        const across =
          (p.includes(state[a]!) && q.includes(state[b]!)) ||
          (q.includes(state[a]!) && p.includes(state[b]!));
        const cls = across ? r.classAt(lon, lat) : null;
        if (cls) put(edge(a, d), cls, r.river);
      }
    }
  }
}
