/**
 * Movement-cost search: uniform-cost search (Dijkstra's algorithm) from one or more sources over a
 * Topology (a hex grid with its links, or the hexside graph), with a caller's step-cost callback.
 *
 * What it computes: for every node, the least total cost from the nearest source (costs of the steps
 * taken, start costs included), the predecessor on one least-cost path, and the order in which nodes
 * settled. A step costs cost(from, dir, to) >= 0 (integers; use tenths if a rule needs fractions, as acw
 * 5.46 rail movement does), or BLOCKED (any negative value) when it is not allowed. Terrain cost,
 * hexside cost, zone-of-control cost and direction-dependent costs (uscw Map Notes: Georgetown 3641 <->
 * 3542 costs 1 MP one way and 2 the other) all live in that callback.
 *
 * Options: a budget (nodes costing more are not reached), a stop predicate (a node where movement must
 * end, e.g. on entering an enemy zone, is reached but not left), a first step that is always allowed
 * whatever the budget (uscw 5.1.1 "A unit can move at least one hex"), and a target that ends the
 * search once it settles.
 *
 * Layers: with layers = L the search runs over L copies of the topology (node = layer * stride + place,
 * stride = topology.nodes) and also offers a step between layers in the same place (dir = SWITCH). That
 * models movement modes, e.g. acw 5.4 walking vs riding a train with 1 MP to entrain and detrain.
 *
 * Limits: costs and budget are int32 (keep totals below 2^30). Ties settle by node index, so results
 * are deterministic. Allocation: the heap and flags are sized at construction; a run allocates nothing.
 * A run clears the caller's arrays in O(nodes).
 *
 * Reference: E. W. Dijkstra, "A note on two problems in connexion with graphs", Numerische
 * Mathematik 1 (1959); Red Blob Games, "Introduction to the A* Algorithm" (uniform-cost search).
 */
import { IndexedHeap } from './heap.js';
import { LINK, SWITCH, type Topology } from './topology.js';

/** Return value of a cost callback for a step that is not allowed. */
export const BLOCKED = -1;
/** Cost written for a node the search did not reach. */
export const UNREACHED = 0x7fffffff;

export type StepCost = (from: number, dir: number, to: number) => number;

export interface CostSearchOptions {
  readonly cost: StepCost;
  /** Highest total cost a reached node may have (inclusive). Default: no limit. */
  readonly budget?: number;
  /** Movement ends at a node for which this is true: it is reached but not expanded (sources excepted). */
  readonly stop?: (node: number) => boolean;
  /** The first step out of a source is allowed even when it costs more than the budget. */
  readonly firstStepAlways?: boolean;
  /** End the search as soon as this node settles. */
  readonly target?: number;
  /** Start cost per source (parallel to the sources); 0 when omitted. */
  readonly startCost?: Int32Array;
}

/** Caller-owned output arrays, each at least `search.size` long (order and via optional). */
export interface CostSearchOutput {
  /** Least total cost, UNREACHED where not reached. */
  readonly cost: Int32Array;
  /** Predecessor node on a least-cost path, -1 for sources and unreached nodes. */
  readonly prev: Int32Array;
  /** The dir of the step from prev into the node (slot, SWITCH, or LINK + link slot); -1 for none. */
  readonly via?: Int32Array;
  /** Nodes in the order they settled (sources first). */
  readonly order?: Int32Array;
}

const NO_LIMIT = 0x3fffffff;

export class CostSearch {
  readonly topology: Topology;
  readonly layers: number;
  /** Number of search nodes: layers * topology.nodes. */
  readonly size: number;
  private readonly stride: number;
  private readonly heap: IndexedHeap;
  /** 1 = settled, 2 = source (bit flags). */
  private readonly flag: Uint8Array;
  private readonly one = new Int32Array(1);

  constructor(topology: Topology, layers = 1) {
    this.topology = topology;
    this.layers = layers;
    this.stride = topology.nodes;
    this.size = layers * topology.nodes;
    this.heap = new IndexedHeap(this.size);
    this.flag = new Uint8Array(this.size);
  }

  /** Search from one node; returns the number of nodes reached. */
  from(source: number, out: CostSearchOutput, opts: CostSearchOptions): number {
    this.one[0] = source;
    return this.run(this.one, 1, out, opts);
  }

  /** Search from sources[0..count-1]; returns the number of nodes reached (settled). */
  run(sources: Int32Array, count: number, out: CostSearchOutput, opts: CostSearchOptions): number {
    const { cost, prev, via, order } = out;
    cost.fill(UNREACHED, 0, this.size);
    prev.fill(-1, 0, this.size);
    if (via) via.fill(-1, 0, this.size);
    this.flag.fill(0);
    this.heap.clear();
    for (let k = 0; k < count; k++) {
      const s = sources[k];
      const c = opts.startCost ? opts.startCost[k] : 0;
      this.flag[s] |= 2;
      if (c < cost[s]) {
        cost[s] = c;
        this.heap.push(s, c);
      }
    }
    const budget = opts.budget ?? NO_LIMIT;
    let settled = 0;
    for (;;) {
      const u = this.heap.pop();
      if (u < 0) break;
      this.flag[u] |= 1;
      if (order) order[settled] = u;
      settled++;
      if (u === opts.target) break;
      if (cost[u] > budget) continue;
      if ((this.flag[u] & 2) === 0 && opts.stop !== undefined && opts.stop(u)) continue;
      this.expand(u, out, opts, budget);
    }
    return settled;
  }

  private expand(u: number, out: CostSearchOutput, opts: CostSearchOptions, budget: number): void {
    const t = this.topology;
    const layer = (u / this.stride) | 0;
    const base = layer * this.stride;
    const place = u - base;
    const deg = t.degree;
    for (let d = 0; d < deg; d++) {
      const v = t.adj[place * deg + d];
      if (v >= 0) this.relax(u, d, base + v, out, opts, budget);
    }
    if (t.linkStart !== undefined && t.linkTo !== undefined) {
      const end = t.linkStart[place + 1];
      for (let k = t.linkStart[place]; k < end; k++)
        this.relax(u, LINK + k, base + t.linkTo[k], out, opts, budget);
    }
    for (let l = 0; l < this.layers; l++) {
      if (l !== layer) this.relax(u, SWITCH, l * this.stride + place, out, opts, budget);
    }
  }

  private relax(
    u: number,
    dir: number,
    v: number,
    out: CostSearchOutput,
    opts: CostSearchOptions,
    budget: number,
  ): void {
    if ((this.flag[v] & 1) !== 0) return;
    const step = opts.cost(u, dir, v);
    if (step < 0) return;
    const c = out.cost[u] + step;
    if (c > budget && !(opts.firstStepAlways === true && (this.flag[u] & 2) !== 0)) return;
    if (c >= out.cost[v]) return;
    out.cost[v] = c;
    out.prev[v] = u;
    if (out.via) out.via[v] = dir;
    this.heap.push(v, c);
  }
}

/**
 * The path from its source to `node` through the predecessors of a search: writes the nodes, source
 * first, into out and returns how many. An unreached node gives a path of one node (itself).
 */
export function pathTo(prev: Int32Array, node: number, out: Int32Array): number {
  let n = 0;
  for (let v = node; v >= 0; v = prev[v]) n++;
  let k = n;
  for (let v = node; v >= 0; v = prev[v]) out[--k] = v;
  return n;
}
