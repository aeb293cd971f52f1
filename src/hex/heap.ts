/**
 * Indexed binary min-heap of nodes 0..capacity-1 keyed by an integer, with decrease-key: the priority
 * queue of the uniform-cost search (path.ts). Ties break on the smaller node index, so the order in
 * which equal-cost nodes settle, and therefore the predecessors a search records, never depend on
 * insertion order.
 *
 * Layout: heap[0..size-1] holds nodes in heap order; key[node] is the node's key; pos[node] is its
 * place in heap or -1. All arrays are allocated once, at construction; push, pop and decrease
 * allocate nothing. clear() costs O(size).
 *
 * Reference: Cormen, Leiserson, Rivest, Stein, "Introduction to Algorithms", 3rd ed., ch. 6 (heaps).
 */
export class IndexedHeap {
  readonly capacity: number;
  private readonly heap: Int32Array;
  private readonly key: Int32Array;
  private readonly pos: Int32Array;
  private n = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.heap = new Int32Array(capacity);
    this.key = new Int32Array(capacity);
    this.pos = new Int32Array(capacity).fill(-1);
  }

  get size(): number {
    return this.n;
  }

  /** Empty the heap. */
  clear(): void {
    for (let i = 0; i < this.n; i++) this.pos[this.heap[i]] = -1;
    this.n = 0;
  }

  contains(node: number): boolean {
    return this.pos[node] >= 0;
  }

  /** Insert node with key k, or lower its key to k if it is queued with a larger one. */
  push(node: number, k: number): void {
    const p = this.pos[node];
    if (p < 0) {
      this.key[node] = k;
      this.heap[this.n] = node;
      this.pos[node] = this.n;
      this.up(this.n++);
    } else if (k < this.key[node]) {
      this.key[node] = k;
      this.up(p);
    }
  }

  /** Remove and return the node with the smallest key (ties: smallest node); -1 if empty. */
  pop(): number {
    if (this.n === 0) return -1;
    const top = this.heap[0];
    this.pos[top] = -1;
    this.n--;
    if (this.n > 0) {
      const last = this.heap[this.n];
      this.heap[0] = last;
      this.pos[last] = 0;
      this.down(0);
    }
    return top;
  }

  /** Key of the node pop() would return next (undefined behaviour when empty). */
  peekKey(): number {
    return this.key[this.heap[0]];
  }

  private less(a: number, b: number): boolean {
    const ka = this.key[a];
    const kb = this.key[b];
    return ka < kb || (ka === kb && a < b);
  }

  private up(i: number): void {
    const node = this.heap[i];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pn = this.heap[parent];
      if (!this.less(node, pn)) break;
      this.heap[i] = pn;
      this.pos[pn] = i;
      i = parent;
    }
    this.heap[i] = node;
    this.pos[node] = i;
  }

  private down(i: number): void {
    const node = this.heap[i];
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.n) break;
      const r = l + 1;
      const c = r < this.n && this.less(this.heap[r], this.heap[l]) ? r : l;
      const cn = this.heap[c];
      if (!this.less(cn, node)) break;
      this.heap[i] = cn;
      this.pos[cn] = i;
      i = c;
    }
    this.heap[i] = node;
    this.pos[node] = i;
  }
}
