/**
 * Dense indices for the hexsides (edges) and corners (vertices) of a grid, and the two graphs they
 * form: hexside to hexside through a shared corner (rivers, river transport and naval movement that
 * run along hexsides, e.g. acw 5.8, lw 14.1) and corner to corner along a hexside (used by geo.ts to
 * lay a river line onto a chain of hexsides).
 *
 * Every side of every hex has an edge id, including the sides on the map border (whose second hex is
 * -1): acw 10.1 puts Union supply sources on map-edge hexsides. Two hexes share the id of their common
 * side. Corner k of a hex lies between its sides k and k + 1; that corner is corner k + 2 of the
 * neighbour across side k and corner k + 4 of the neighbour across side k + 1. Side d runs from corner
 * d + 5 to corner d (all mod 6).
 *
 * Per-edge state (a destroyed bridge, naval control of a river hexside) belongs in the game's state
 * as a bitset of edgeCount bits (bits.ts), indexed by these ids.
 *
 * Reference: Red Blob Games, "Grid parts and relationships" (faces, edges, vertices).
 */
import type { HexGrid } from './grid.js';
import { opposite } from './grid.js';
import type { Topology } from './topology.js';

export class HexEdges {
  readonly grid: HexGrid;
  readonly edgeCount: number;
  /** edgeOf[h * 6 + d] = edge id of side d of hex h. */
  readonly edgeOf: Int32Array;
  /** edgeHex[2e], edgeHex[2e + 1] = the hexes on the two sides of edge e (the second -1 on the border). */
  readonly edgeHex: Int32Array;
  /** Direction of edge e seen from edgeHex[2e]. */
  readonly edgeDir: Int8Array;
  readonly vertexCount: number;
  /** vertexOf[h * 6 + k] = vertex id of corner k of hex h. */
  readonly vertexOf: Int32Array;
  /** edgeVertex[2e], edgeVertex[2e + 1] = the end corners of edge e. */
  readonly edgeVertex: Int32Array;
  /** vertexEdge[3v + j] = the edges meeting at vertex v (2 or 3; -1 pads). */
  readonly vertexEdge: Int32Array;
  /** Hexside graph: degree 4, adj[4e + j] = edges sharing a corner with e, -1 pads. */
  readonly edgeGraph: Topology;
  /** Corner graph: degree 3, adj[3v + j] = the far corner of the j-th edge at v, -1 pads. */
  readonly vertexGraph: Topology;
  /** The edge joining two vertices, indexed like vertexGraph.adj. */
  readonly vertexStep: Int32Array;

  constructor(grid: HexGrid) {
    this.grid = grid;
    const n = grid.count;
    this.vertexOf = new Int32Array(n * 6).fill(-1);
    let vc = 0;
    for (let h = 0; h < n; h++) {
      for (let k = 0; k < 6; k++) {
        if (this.vertexOf[h * 6 + k] >= 0) continue;
        const v = vc++;
        this.vertexOf[h * 6 + k] = v;
        const a = grid.nbr[h * 6 + k];
        const b = grid.nbr[h * 6 + ((k + 1) % 6)];
        if (a >= 0) this.vertexOf[a * 6 + ((k + 2) % 6)] = v;
        if (b >= 0) this.vertexOf[b * 6 + ((k + 4) % 6)] = v;
      }
    }
    this.vertexCount = vc;
    this.edgeOf = new Int32Array(n * 6).fill(-1);
    const hexes: number[] = [];
    const dirs: number[] = [];
    for (let h = 0; h < n; h++) {
      for (let d = 0; d < 6; d++) {
        if (this.edgeOf[h * 6 + d] >= 0) continue;
        const e = hexes.length / 2;
        const o = grid.nbr[h * 6 + d];
        this.edgeOf[h * 6 + d] = e;
        if (o >= 0) this.edgeOf[o * 6 + opposite(d)] = e;
        hexes.push(h, o);
        dirs.push(d);
      }
    }
    this.edgeCount = dirs.length;
    this.edgeHex = Int32Array.from(hexes);
    this.edgeDir = Int8Array.from(dirs);
    this.edgeVertex = new Int32Array(this.edgeCount * 2);
    this.vertexEdge = new Int32Array(vc * 3).fill(-1);
    for (let e = 0; e < this.edgeCount; e++) {
      const h = this.edgeHex[2 * e];
      const d = this.edgeDir[e];
      const v1 = this.vertexOf[h * 6 + ((d + 5) % 6)];
      const v2 = this.vertexOf[h * 6 + d];
      this.edgeVertex[2 * e] = v1;
      this.edgeVertex[2 * e + 1] = v2;
      addSlot(this.vertexEdge, v1, e);
      addSlot(this.vertexEdge, v2, e);
    }
    this.edgeGraph = { nodes: this.edgeCount, degree: 4, adj: this.buildEdgeAdjacency() };
    this.vertexStep = new Int32Array(vc * 3).fill(-1);
    const vadj = new Int32Array(vc * 3).fill(-1);
    for (let v = 0; v < vc; v++) {
      for (let j = 0; j < 3; j++) {
        const e = this.vertexEdge[3 * v + j];
        if (e < 0) continue;
        this.vertexStep[3 * v + j] = e;
        vadj[3 * v + j] = this.otherVertex(e, v);
      }
    }
    this.vertexGraph = { nodes: vc, degree: 3, adj: vadj };
  }

  private buildEdgeAdjacency(): Int32Array {
    const adj = new Int32Array(this.edgeCount * 4).fill(-1);
    for (let e = 0; e < this.edgeCount; e++) {
      let j = 0;
      for (let end = 0; end < 2; end++) {
        const v = this.edgeVertex[2 * e + end];
        for (let s = 0; s < 3; s++) {
          const f = this.vertexEdge[3 * v + s];
          if (f >= 0 && f !== e) adj[4 * e + j++] = f;
        }
      }
    }
    return adj;
  }

  /** Edge id of side d of hex h. */
  edge(h: number, d: number): number {
    return this.edgeOf[h * 6 + d];
  }

  /** Edge id of the side between adjacent hexes a and b, -1 if they are not adjacent. */
  between(a: number, b: number): number {
    const d = this.grid.dirTo(a, b);
    return d < 0 ? -1 : this.edgeOf[a * 6 + d];
  }

  /** The end of edge e that is not v. */
  otherVertex(e: number, v: number): number {
    const a = this.edgeVertex[2 * e];
    return a === v ? this.edgeVertex[2 * e + 1] : a;
  }

  /** The edge joining vertices v and w, -1 if none. */
  edgeJoining(v: number, w: number): number {
    for (let j = 0; j < 3; j++) if (this.vertexGraph.adj[3 * v + j] === w) return this.vertexStep[3 * v + j];
    return -1;
  }

  /** Label of an edge as the two printed hex ids it separates, e.g. '2415/2516' ('2415/-' on the border). */
  label(e: number): string {
    const b = this.edgeHex[2 * e + 1];
    return `${this.grid.label(this.edgeHex[2 * e])}/${b < 0 ? '-' : this.grid.label(b)}`;
  }
}

function addSlot(table: Int32Array, v: number, e: number): void {
  for (let j = 0; j < 3; j++) {
    if (table[3 * v + j] < 0) {
      table[3 * v + j] = e;
      return;
    }
  }
  throw new Error(`hex edges: more than three edges at vertex ${v}`);
}
