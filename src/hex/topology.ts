/**
 * The graph shape the searches (path.ts, reach.ts, zoc.ts) walk: `nodes` nodes, each with `degree`
 * adjacency slots (-1 = none) and optional extra links in CSR form. A HexGrid is one (degree 6: hexes
 * and off-map spaces, links for boxes and forts); HexEdges gives two more (hexsides along rivers,
 * degree 4; hex corners, degree 3).
 *
 * A move from node `from` to node `to` is named by `dir`:
 * - 0 .. degree-1: the adjacency slot (for a hex grid, the hexside direction);
 * - SWITCH: a change of layer in the same place (layered searches only, see path.ts);
 * - LINK + k: link slot k, i.e. linkTo[k] and the grid's linkKind[k].
 */
export interface Topology {
  readonly nodes: number;
  readonly degree: number;
  /** adj[node * degree + slot] = neighbour node or -1. */
  readonly adj: Int32Array;
  /** Links of node n: linkTo[linkStart[n] .. linkStart[n + 1] - 1]. */
  readonly linkStart?: Int32Array;
  readonly linkTo?: Int32Array;
}

/** `dir` of a layer change (path.ts layered searches). */
export const SWITCH = 6;
/** `dir` of link slot k is LINK + k. */
export const LINK = 8;

/** True when a move's dir is a link (not a hexside, not a layer change). */
export function isLink(dir: number): boolean {
  return dir >= LINK;
}
