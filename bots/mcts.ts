/**
 * UCT (Monte Carlo tree search with UCB1 selection) over the core contract, open loop over chance.
 * Imports only src/core: it never sees a game's internals. ISMCTS (ismcts.ts) is this search with a
 * determinization hook.
 *
 * One iteration:
 *  1. Copy the root into a scratch state (`copyInto`), [ISMCTS: `determinize` it for the bot's seat],
 *     then `reseedChance`: the search never sees the real future dice, only freshly sampled ones.
 *  2. Selection. A node is an action sequence from the root (open loop), so the state under it
 *     depends on this iteration's dice and determinization. At each node only the actions legal in
 *     this iteration's state count: a legal action without a child is expanded first (uniformly
 *     among them), else the legal child j maximising, for the mover p = toMove(s),
 *        UCB1(j) = X̄_{j,p} + c · sqrt( ln A_j / n_j )
 *     with X̄_{j,p} the mean reward of side p over the n_j visits of j, and A_j the availability count:
 *     the visits of the parent in which j was legal (Cowling et al. 2012). When the legal set never
 *     varies, A_j is the parent's visit count and this is plain UCB1 (Kocsis & Szepesvári 2006).
 *  3. Rollout from the expanded node by the rollout policy (uniform random or a `Policy` handed in
 *     by the registry) for at most `depth` plies.
 *  4. Reward: a per-side vector: win 1, loss 0, draw 0.5, 'limit' 0.5; at the cut-off the
 *     `evaluator` handed in (a learned value), else the game's `evaluate(s)`, or 0.5 each for a game
 *     without one.
 *  5. Back-propagation of the vector to every node of the path (visits, per-side sums).
 * The decision is the most-visited root child (ties: higher mean for the mover, then the first).
 *
 * Limits: open-loop statistics average over every state an action sequence reached, which is what
 * makes the search honest about chance but blurs positions that chance changes a lot (Perez et al.
 * 2015). The tree grows by one node per iteration (no pruning; reuse keeps only the played subtree).
 * Rewards are indexed by seat = side, as in the two-player games. Budget by iterations, or by
 * wall-clock milliseconds when `ms` is given (the only use of the clock; such runs are not reproducible).
 *
 * Hot loop: nodes are a struct of typed arrays grown by doubling; children form a linked list keyed
 * by action; the legal actions of a node go into an open-addressing hash (stamped, never cleared) so
 * matching children to legal actions is O(children + legal); one action buffer, one path stack and
 * one scratch state are reused, so an iteration allocates nothing of its own.
 *
 * References: L. Kocsis, C. Szepesvári, "Bandit based Monte-Carlo Planning", ECML 2006;
 * C. Browne et al., "A Survey of Monte Carlo Tree Search Methods", IEEE TCIAIG 4(1), 2012;
 * D. Perez, J. Dieskau, M. Hünermund, S. Mostaghim, S. Lucas, "Open Loop Search for General Video
 * Game Playing", GECCO 2015; P. Cowling, E. Powley, D. Whitehouse, "Information Set Monte Carlo Tree
 * Search", IEEE TCIAIG 4(2), 2012.
 */
import { DecisionRng, type Bot, type BotContext, type Policy } from '../src/core/bot.js';
import type { Game, Outcome } from '../src/core/game.js';
import { listHash } from '../src/core/chance.js';
import type { Rng } from '../src/core/rng.js';
import type { Evaluator } from './evaluator.js';

export interface SearchOptions<S> {
  /** Iterations per decision: the budget unless `ms` is given. */
  readonly iters: number;
  /** Milliseconds per decision (above 0); when given it is the budget instead of `iters`. */
  readonly ms?: number;
  /** UCB1 exploration constant. */
  readonly c: number;
  /** Rollout plies before the cut-off. */
  readonly depth: number;
  /** Keep the subtree of the actions played between decisions (told through `notify`). */
  readonly reuse: boolean;
  /** Rollout policy; uniform random over the legal actions when absent. */
  readonly rollout?: Policy<S>;
  /**
   * Prior with `rank` (progressive widening): at each node only the `width` best-ranked legal
   * actions are candidates, expanded best first. Absent: every legal action, expanded uniformly.
   */
  readonly prior?: Policy<S>;
  /** Candidates per node when `prior` is given. */
  readonly width?: number;
  /** Scores the cut-off in place of the game's `evaluate` (a learned value, bots/evaluator.ts). */
  readonly evaluator?: Evaluator<S>;
  /** ISMCTS: determinize every iteration's root for the observer (ignored if the game cannot). */
  readonly determinize: boolean;
  /** Told every 64 iterations how far the search is into its budget (BotContext.progress). */
  readonly progress?: (done: number, budget: number) => void;
}

/** ln k for the availability counts of UCB1 (the same values Math.log gives, looked up). */
const LOG_TABLE = 1 << 16;
const LOG = new Float64Array(LOG_TABLE).map((_, k) => Math.log(k));

/** Fixed per-side reward of a finished game: win 1, loss 0, draw and 'limit' 0.5. */
export function outcomeReward(o: Outcome, out: Float64Array): void {
  if (o.kind === 'win' && o.winner >= 0 && o.winner < out.length) {
    out.fill(0);
    out[o.winner] = 1;
  } else {
    out.fill(0.5);
  }
}

/** The tree as a struct of arrays; node 0 is the root after `clear`. */
class NodeStore {
  n = 0;
  cap: number;
  readonly sides: number;
  action: Int32Array;
  first: Int32Array;
  next: Int32Array;
  visits: Int32Array;
  avail: Int32Array;
  /** Stamp of the last node visit in which this node's action was legal. */
  seen: Int32Array;
  /** Per-side reward sums, [node * sides + side]. */
  sum: Float64Array;

  constructor(sides: number, cap: number) {
    this.sides = sides;
    this.cap = cap;
    this.action = new Int32Array(cap);
    this.first = new Int32Array(cap);
    this.next = new Int32Array(cap);
    this.visits = new Int32Array(cap);
    this.avail = new Int32Array(cap);
    this.seen = new Int32Array(cap);
    this.sum = new Float64Array(cap * sides);
  }

  add(action: number): number {
    if (this.n === this.cap) this.grow();
    const i = this.n++;
    this.action[i] = action;
    this.first[i] = -1;
    this.next[i] = -1;
    this.visits[i] = 0;
    this.avail[i] = 0;
    this.seen[i] = 0;
    this.sum.fill(0, i * this.sides, (i + 1) * this.sides);
    return i;
  }

  private grow(): void {
    const cap = this.cap * 2;
    const g32 = (a: Int32Array): Int32Array => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.action = g32(this.action);
    this.first = g32(this.first);
    this.next = g32(this.next);
    this.visits = g32(this.visits);
    this.avail = g32(this.avail);
    this.seen = g32(this.seen);
    const sum = new Float64Array(cap * this.sides);
    sum.set(this.sum);
    this.sum = sum;
    this.cap = cap;
  }
}

/**
 * A set of actions for one node visit: open addressing with linear probing and Fibonacci hashing;
 * entries carry the stamp of the visit, so starting a new set is O(1). `val` holds the matching child.
 * Each set uses only the first 2^k ≥ 2n slots of the table (n its size), so a small set stays in cache.
 */
class ActionIndex {
  private shift = 28;
  private mask = 15;
  private readonly maxBits: number;
  private readonly keys: Int32Array;
  private readonly stamp: Int32Array;
  readonly val: Int32Array;
  private cur = 0;

  constructor(maxActions: number) {
    let bits = 4;
    while (1 << bits < 2 * maxActions) bits++;
    this.maxBits = bits;
    this.keys = new Int32Array(1 << bits);
    this.stamp = new Int32Array(1 << bits);
    this.val = new Int32Array(1 << bits);
  }

  /** Start a new, empty set for up to n actions. */
  begin(n: number): void {
    if (++this.cur === 0x7fffffff) {
      this.stamp.fill(0);
      this.cur = 1;
    }
    let bits = 4;
    while (1 << bits < 2 * n && bits < this.maxBits) bits++;
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
  }

  /** Add `a` (not yet in the set) with no child; returns its slot. */
  insert(a: number): number {
    let i = Math.imul(a, 0x9e3779b1) >>> this.shift;
    while (this.stamp[i] === this.cur) i = (i + 1) & this.mask;
    this.stamp[i] = this.cur;
    this.keys[i] = a;
    this.val[i] = -1;
    return i;
  }

  /** Slot of `a`, or -1 if `a` is not in the set. */
  find(a: number): number {
    let i = Math.imul(a, 0x9e3779b1) >>> this.shift;
    while (this.stamp[i] === this.cur) {
      if (this.keys[i] === a) return i;
      i = (i + 1) & this.mask;
    }
    return -1;
  }
}

/** The search: one per bot, reused across decisions. */
export class UctSearch<S> {
  private readonly game: Game<S>;
  private readonly opts: SearchOptions<S>;
  private readonly rng: Rng;
  private readonly observer: number;
  private readonly nSides: number;
  private readonly determinize: ((s: S, observer: number, rng: Rng) => void) | undefined;
  private nodes: NodeStore;
  private spare: NodeStore;
  /** Root node in `nodes`, or -1 when there is no tree to reuse. */
  private root = -1;
  private scratch: S | undefined;
  private readonly buf: Int32Array;
  private readonly rootBuf: Int32Array;
  private readonly slotOf: Int32Array;
  private readonly index: ActionIndex;
  private path = new Int32Array(256);
  private readonly rewards: Float64Array;
  private readonly scores: Float64Array;
  private visitStamp = 0;
  private origin = new Int32Array(256);
  /** Seat deciding at the root of the current search. */
  private mover = 0;
  /** Candidates at the root (in rootBuf), when every iteration's root has the same ones. */
  private rootN = 0;
  /** Iterations run by the last `search` (0 for a forced move). */
  iterations = 0;

  constructor(game: Game<S>, opts: SearchOptions<S>, rng: Rng, observer: number) {
    this.game = game;
    this.opts = opts;
    this.rng = rng;
    this.observer = observer;
    if (opts.ms !== undefined && !(opts.ms > 0))
      throw new RangeError(`mcts: ms must be above 0, got ${opts.ms}`);
    this.nSides = game.sides.length;
    this.determinize =
      opts.determinize && game.hiddenInformation && game.determinize
        ? game.determinize.bind(game)
        : undefined;
    this.nodes = new NodeStore(this.nSides, 1024);
    this.spare = new NodeStore(this.nSides, opts.reuse ? 1024 : 1);
    this.buf = new Int32Array(game.maxActions);
    this.rootBuf = new Int32Array(game.maxActions);
    this.slotOf = new Int32Array(game.maxActions);
    this.index = new ActionIndex(game.maxActions);
    this.rewards = new Float64Array(this.nSides);
    this.scores = new Float64Array(opts.prior ? game.maxActions : 0);
  }

  /**
   * Progressive widening: move the `width` best-ranked of the n actions in `actions` to the front,
   * best first, and return how many are candidates. Without a prior every action is a candidate.
   */
  private candidates(s: S, actions: Int32Array, n: number): number {
    const prior = this.opts.prior;
    if (!prior?.rank) return n;
    const k = Math.min(n, this.opts.width ?? n);
    const sc = this.scores;
    prior.rank(s, actions, n, sc, k);
    for (let i = 0; i < k; i++) {
      let m = i;
      for (let j = i + 1; j < n; j++) if (sc[j]! > sc[m]!) m = j;
      if (m !== i) {
        const a = actions[i]!;
        actions[i] = actions[m]!;
        actions[m] = a;
        const v = sc[i]!;
        sc[i] = sc[m]!;
        sc[m] = v;
      }
    }
    return k;
  }

  /** The root's candidates found by `search`, copied into `buf`. */
  private rootCandidates(): number {
    this.buf.set(this.rootBuf.subarray(0, this.rootN));
    return this.rootN;
  }

  /** The legal actions of `s` in `buf`, the candidates first; returns how many are candidates. */
  private nodeCandidates(s: S): number {
    const all = this.game.legalActions(s, this.buf);
    if (all <= 0) throw new Error(`${this.game.id}: no legal action in a state that is not terminal`);
    return all > 1 ? this.candidates(s, this.buf, all) : all;
  }

  /** The action to play in `s` (not mutated). */
  search(s: S): number {
    const g = this.game;
    const all = g.legalActions(s, this.rootBuf);
    if (all <= 0) throw new Error(`${g.id}: search asked to move in a state without legal actions`);
    this.iterations = 0;
    if (all === 1) return this.rootBuf[0]!;
    const n0 = this.candidates(s, this.rootBuf, all);
    if (n0 === 1) return this.rootBuf[0]!;
    this.mover = g.toMove(s);
    // Every iteration starts from a copy of `s` that differs only in its chance words (and, for
    // ISMCTS, in what the observer cannot see): without determinization the root's candidates are
    // those just found, so iterations reuse them instead of listing and ranking again.
    this.rootN = this.determinize ? 0 : n0;
    this.prepareRoot();
    if (this.scratch === undefined) this.scratch = g.clone(s);
    const { iters, ms } = this.opts;
    const deadline = ms !== undefined ? performance.now() + ms : 0;
    const progress = this.opts.progress;
    for (;;) {
      if (ms !== undefined ? this.iterations > 0 && performance.now() >= deadline : this.iterations >= iters)
        break;
      this.iterate(s, this.scratch);
      this.iterations++;
      if (progress && (this.iterations & 63) === 0)
        progress(ms !== undefined ? ms - (deadline - performance.now()) : this.iterations, ms ?? iters);
    }
    return this.best(n0);
  }

  /** Mean reward of the root for `seat` (the decision's value), or undefined without a tree. */
  rootValue(seat: number): number | undefined {
    if (this.root < 0) return undefined;
    const v = this.nodes.visits[this.root]!;
    return v > 0 ? this.nodes.sum[this.root * this.nSides + seat]! / v : undefined;
  }

  /** Tree reuse: the real game played `action`; the root moves to that child (or the tree is dropped). */
  advance(action: number): void {
    if (this.root < 0) return;
    const st = this.nodes;
    let ch = st.first[this.root]!;
    while (ch >= 0 && st.action[ch] !== action) ch = st.next[ch]!;
    this.root = ch;
  }

  /** Visits of each root child, for tests and hints: action -> visits. */
  rootVisits(): Map<number, number> {
    const out = new Map<number, number>();
    if (this.root < 0) return out;
    const st = this.nodes;
    for (let ch = st.first[this.root]!; ch >= 0; ch = st.next[ch]!) out.set(st.action[ch]!, st.visits[ch]!);
    return out;
  }

  private prepareRoot(): void {
    if (!this.opts.reuse || this.root < 0) {
      this.nodes.n = 0;
      this.root = this.nodes.add(-1);
    } else if (this.root !== 0) {
      this.compact();
    }
  }

  /** Copy the subtree under `root` into the spare store in breadth-first order; it becomes node 0. */
  private compact(): void {
    const src = this.nodes;
    const dst = this.spare;
    dst.n = 0;
    const copy = (from: number): number => {
      const i = dst.add(src.action[from]!);
      dst.visits[i] = src.visits[from]!;
      dst.avail[i] = src.avail[from]!;
      for (let k = 0; k < this.nSides; k++) dst.sum[i * this.nSides + k] = src.sum[from * this.nSides + k]!;
      if (i >= this.origin.length) {
        const o = new Int32Array(this.origin.length * 2);
        o.set(this.origin);
        this.origin = o;
      }
      this.origin[i] = from;
      return i;
    };
    copy(this.root);
    for (let i = 0; i < dst.n; i++) {
      let tail = -1;
      for (let ch = src.first[this.origin[i]!]!; ch >= 0; ch = src.next[ch]!) {
        const c = copy(ch);
        if (tail < 0) dst.first[i] = c;
        else dst.next[tail] = c;
        tail = c;
      }
    }
    this.spare = src;
    this.nodes = dst;
    this.root = 0;
  }

  private pushPath(len: number, node: number): void {
    if (len === this.path.length) {
      const p = new Int32Array(len * 2);
      p.set(this.path);
      this.path = p;
    }
    this.path[len] = node;
  }

  /** One iteration (steps 1-5 of the header) from `root`, in the scratch state `s`. */
  private iterate(root: S, s: S): void {
    const g = this.game;
    g.copyInto(s, root);
    if (this.determinize) this.determinize(s, this.observer, this.rng);
    g.reseedChance(s, this.rng);
    const len = this.descend(s);
    this.rollout(s);
    this.backup(len, this.reward(s));
  }

  /** Selection and expansion: the path from the root to the new node (or a terminal one); its length. */
  private descend(s: S): number {
    const g = this.game;
    let node = this.root;
    let len = 0;
    this.pushPath(len++, node);
    while (!g.isTerminal(s)) {
      const n = len === 1 && this.rootN > 0 ? this.rootCandidates() : this.nodeCandidates(s);
      const mover = g.toMove(s);
      const legalChildren = this.matchChildren(node, n);
      if (legalChildren < n) {
        this.pushPath(len++, this.expand(s, node, n, legalChildren));
        break;
      }
      node = this.selectChild(node, mover);
      g.apply(s, this.nodes.action[node]!);
      this.pushPath(len++, node);
    }
    return len;
  }

  /**
   * Index this visit's n candidate actions (buf) and find the children of `node` among them: each
   * is marked seen in this visit and gains one availability (A_j). Returns how many there are.
   */
  private matchChildren(node: number, n: number): number {
    const { buf, slotOf, index } = this;
    index.begin(n);
    for (let i = 0; i < n; i++) slotOf[i] = index.insert(buf[i]!);
    if (++this.visitStamp === 0x7fffffff) {
      this.nodes.seen.fill(0);
      this.visitStamp = 1;
    }
    const stamp = this.visitStamp;
    const st = this.nodes;
    let legalChildren = 0;
    for (let ch = st.first[node]!; ch >= 0; ch = st.next[ch]!) {
      const slot = index.find(st.action[ch]!);
      if (slot < 0) continue;
      index.val[slot] = ch;
      st.avail[ch]!++;
      st.seen[ch] = stamp;
      legalChildren++;
    }
    return legalChildren;
  }

  /**
   * Expand one legal action that has no child yet: uniformly among them, or with a prior the
   * best-ranked (candidates are in rank order). Plays it in `s`; returns the new child.
   */
  private expand(s: S, node: number, n: number, legalChildren: number): number {
    const { buf, slotOf, index } = this;
    let r = this.opts.prior ? 0 : this.rng.int(n - legalChildren);
    let a = buf[0]!;
    for (let i = 0; i < n; i++) {
      if (index.val[slotOf[i]!]! < 0 && r-- === 0) {
        a = buf[i]!;
        break;
      }
    }
    const ch = this.nodes.add(a);
    const st = this.nodes;
    st.next[ch] = st.first[node]!;
    st.first[node] = ch;
    st.avail[ch] = 1;
    this.game.apply(s, a);
    return ch;
  }

  /** The child of `node` seen in this visit with the highest UCB1 score for `mover`. */
  private selectChild(node: number, mover: number): number {
    const st = this.nodes;
    const { nSides } = this;
    const c = this.opts.c;
    const stamp = this.visitStamp;
    let best = -1;
    let bestScore = -Infinity;
    for (let ch = st.first[node]!; ch >= 0; ch = st.next[ch]!) {
      if (st.seen[ch] !== stamp) continue;
      const v = st.visits[ch]!;
      const a = st.avail[ch]!;
      const score =
        st.sum[ch * nSides + mover]! / v + c * Math.sqrt((a < LOG_TABLE ? LOG[a]! : Math.log(a)) / v);
      if (score > bestScore) {
        bestScore = score;
        best = ch;
      }
    }
    return best;
  }

  /** Rollout by the rollout policy (uniform random without one), cut at `depth` plies. */
  private rollout(s: S): void {
    const g = this.game;
    const { buf, rng } = this;
    const policy = this.opts.rollout;
    for (let d = 0; d < this.opts.depth && !g.isTerminal(s); d++) {
      const n = g.legalActions(s, buf);
      if (n <= 0) throw new Error(`${g.id}: no legal action in a state that is not terminal`);
      g.apply(s, policy ? policy.pick(s, buf, n) : buf[rng.int(n)]!);
    }
  }

  /** The reward vector of the rollout's end: the outcome, else the game's evaluation, else 0.5 each. */
  private reward(s: S): Float64Array {
    const g = this.game;
    const r = this.rewards;
    if (g.isTerminal(s)) outcomeReward(g.outcome(s), r);
    else if (this.opts.evaluator) this.opts.evaluator.evaluate(s, r);
    else if (g.evaluate) {
      const v = g.evaluate(s);
      for (let k = 0; k < this.nSides; k++) r[k] = v[k]!;
    } else r.fill(0.5);
    return r;
  }

  /** Back-propagation of reward vector r to every node of the path. */
  private backup(len: number, r: Float64Array): void {
    const st = this.nodes;
    const { nSides } = this;
    for (let i = 0; i < len; i++) {
      const nd = this.path[i]!;
      st.visits[nd]!++;
      const base = nd * nSides;
      for (let k = 0; k < nSides; k++) st.sum[base + k]! += r[k]!;
    }
  }

  /** Most-visited root child legal in the real root (ties: higher mean for the mover, then first). */
  private best(n0: number): number {
    const st = this.nodes;
    const { index, rootBuf, nSides } = this;
    index.begin(n0);
    for (let i = 0; i < n0; i++) index.insert(rootBuf[i]!);
    let best = -1;
    let bestVisits = -1;
    let bestMean = -Infinity;
    const mover = this.mover;
    for (let ch = st.first[this.root]!; ch >= 0; ch = st.next[ch]!) {
      if (index.find(st.action[ch]!) < 0) continue;
      const v = st.visits[ch]!;
      const mean = v > 0 ? st.sum[ch * nSides + mover]! / v : 0;
      if (v > bestVisits || (v === bestVisits && mean > bestMean)) {
        best = ch;
        bestVisits = v;
        bestMean = mean;
      }
    }
    return best >= 0 ? st.action[best]! : rootBuf[0]!;
  }
}

/**
 * A bot around `UctSearch`: plain UCT when `opts.determinize` is false, single-observer ISMCTS
 * when true. The search generator is the stream 'mcts' of the bot's seed for both, so on a
 * perfect-information game the two make the same choices. It is keyed by each decision (core/bot.ts
 * DecisionRng: the turn, the seat and the set of legal actions), and the rollout and prior policies
 * restart from it, so a decision's search draws the same numbers in two twin games whatever the games
 * did before.
 */
export function searchBot<S>(ctx: BotContext<S>, opts: SearchOptions<S>, spec: string): Bot<S> {
  const rng = new DecisionRng(ctx.seed, 'mcts');
  const search = new UctSearch(ctx.game, opts, rng, ctx.seat);
  const keyBuf = new Int32Array(ctx.game.maxActions);
  let estimate: number | undefined;
  return {
    spec,
    choose(s: S): number {
      const n = ctx.game.legalActions(s, keyBuf);
      rng.enter(ctx.game.turn(s), ctx.seat, listHash(keyBuf, n));
      opts.rollout?.reseed?.(rng);
      if (opts.prior !== opts.rollout) opts.prior?.reseed?.(rng);
      const a = search.search(s);
      estimate = search.iterations > 0 ? search.rootValue(ctx.game.toMove(s)) : undefined;
      return a;
    },
    notify(_s: S, action: number): void {
      if (opts.reuse) search.advance(action);
    },
    lastEstimate: () => estimate,
  };
}

/** Plain UCT, open loop over chance (reads the true state: for perfect-information games). */
export function mctsBot<S>(
  ctx: BotContext<S>,
  opts: Omit<SearchOptions<S>, 'determinize'>,
  spec = 'mcts',
): Bot<S> {
  return searchBot(ctx, { ...opts, determinize: false }, spec);
}
