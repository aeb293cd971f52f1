/**
 * Breadth-first reach over a Topology, for tracing that counts hexes rather than movement points:
 * supply paths (acw 10.3: at most 5 hexes, source included; lw 20.0: two hexes overland; uscw 13.4:
 * one overland hex after any length of rail), rail nets reached from a city, retreat hexes at exactly
 * k steps, and connected components (acw 10.2 supply grids joined by rail and river).
 *
 * What it computes: dist[node] = fewest steps from any source along steps that pass(from, dir, to)
 * allows (dir as in topology.ts), up to maxSteps; -1 where not reached; prev[node] = the node it was
 * first reached from. A stop predicate makes a node reachable but not passable (the trace ends there).
 * `label` numbers the connected components of the nodes a member predicate accepts.
 *
 * Limits: one layer (use CostSearch with layers for modes). Allocation: the queue is sized at
 * construction; runs allocate nothing. A run clears the caller's arrays in O(nodes).
 *
 * Reference: E. F. Moore, "The shortest path through a maze" (1959); any algorithms text (BFS).
 */
import { LINK, type Topology } from './topology.js';

export type StepPass = (from: number, dir: number, to: number) => boolean;

export interface ReachOptions {
  /** May the trace step from `from` across `dir` into `to`? Default: every step. */
  readonly pass?: StepPass;
  /** Most steps from a source. Default: no limit. */
  readonly maxSteps?: number;
  /** The trace reaches a node where this is true but goes no further (sources excepted). */
  readonly stop?: (node: number) => boolean;
}

export interface ReachOutput {
  /** Steps from the nearest source, -1 where not reached. */
  readonly dist: Int32Array;
  /** Node it was reached from, -1 for sources and unreached nodes. */
  readonly prev?: Int32Array;
  /** Reached nodes in order of discovery (sources first). */
  readonly order?: Int32Array;
}

export class BreadthSearch {
  readonly topology: Topology;
  private readonly queue: Int32Array;
  private readonly one = new Int32Array(1);

  constructor(topology: Topology) {
    this.topology = topology;
    this.queue = new Int32Array(topology.nodes);
  }

  /** Reach from one node; returns the number of nodes reached. */
  from(source: number, out: ReachOutput, opts: ReachOptions = {}): number {
    this.one[0] = source;
    return this.run(this.one, 1, out, opts);
  }

  /** Reach from sources[0..count-1]; returns the number of nodes reached. */
  run(sources: Int32Array, count: number, out: ReachOutput, opts: ReachOptions = {}): number {
    const { dist, prev, order } = out;
    const n = this.topology.nodes;
    dist.fill(-1, 0, n);
    if (prev) prev.fill(-1, 0, n);
    const q = this.queue;
    let tail = 0;
    for (let k = 0; k < count; k++) {
      const s = sources[k];
      if (dist[s] < 0) {
        dist[s] = 0;
        q[tail++] = s;
      }
    }
    const sourcesEnd = tail;
    const maxSteps = opts.maxSteps ?? 0x3fffffff;
    for (let head = 0; head < tail; head++) {
      const u = q[head];
      if (dist[u] >= maxSteps) continue;
      if (head >= sourcesEnd && opts.stop !== undefined && opts.stop(u)) continue;
      tail = this.expand(u, tail, dist, prev, opts.pass);
    }
    if (order) for (let k = 0; k < tail; k++) order[k] = q[k];
    return tail;
  }

  private expand(
    u: number,
    tail: number,
    dist: Int32Array,
    prev: Int32Array | undefined,
    pass?: StepPass,
  ): number {
    const t = this.topology;
    const q = this.queue;
    const deg = t.degree;
    const next = dist[u] + 1;
    for (let d = 0; d < deg; d++) {
      const v = t.adj[u * deg + d];
      if (v < 0 || dist[v] >= 0 || (pass !== undefined && !pass(u, d, v))) continue;
      dist[v] = next;
      if (prev) prev[v] = u;
      q[tail++] = v;
    }
    if (t.linkStart !== undefined && t.linkTo !== undefined) {
      const end = t.linkStart[u + 1];
      for (let k = t.linkStart[u]; k < end; k++) {
        const v = t.linkTo[k];
        if (dist[v] >= 0 || (pass !== undefined && !pass(u, LINK + k, v))) continue;
        dist[v] = next;
        if (prev) prev[v] = u;
        q[tail++] = v;
      }
    }
    return tail;
  }

  /**
   * Connected components: labels[node] = component number (0, 1, ...) for every node `member`
   * accepts, joined by steps `pass` allows (pass should be symmetric); -1 for other nodes. Components are numbered in order of
   * their smallest node. Returns the number of components.
   */
  label(member: (node: number) => boolean, labels: Int32Array, pass?: StepPass): number {
    const n = this.topology.nodes;
    labels.fill(-1, 0, n);
    let comps = 0;
    for (let s = 0; s < n; s++) {
      if (labels[s] >= 0 || !member(s)) continue;
      this.flood(s, comps++, member, labels, pass);
    }
    return comps;
  }

  private flood(
    s: number,
    c: number,
    member: (node: number) => boolean,
    labels: Int32Array,
    pass?: StepPass,
  ): void {
    const t = this.topology;
    const q = this.queue;
    const deg = t.degree;
    labels[s] = c;
    q[0] = s;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const u = q[head];
      for (let d = 0; d < deg; d++) {
        const v = t.adj[u * deg + d];
        if (v < 0 || labels[v] >= 0 || !member(v) || (pass !== undefined && !pass(u, d, v))) continue;
        labels[v] = c;
        q[tail++] = v;
      }
      if (t.linkStart === undefined || t.linkTo === undefined) continue;
      for (let k = t.linkStart[u]; k < t.linkStart[u + 1]; k++) {
        const v = t.linkTo[k];
        if (labels[v] >= 0 || !member(v) || (pass !== undefined && !pass(u, LINK + k, v))) continue;
        labels[v] = c;
        q[tail++] = v;
      }
    }
  }
}
