/**
 * A whole-turn planner: rolling horizon evolution (RHEA) over the decisions of one turn, scored by
 * an evaluator at a horizon past the opponent's reply. Imports only src/core and the bot interfaces:
 * the game comes in through the core contract, its prior and rollout as `Policy`, its value as an
 * `Evaluator` (bots/evaluator.ts).
 *
 * A turn here is many decisions (a dozen Marches, battles, recruits), and what a March is worth
 * depends on the others, so the planner searches over whole turns rather than single moves (Justesen
 * et al. 2017: online evolutionary planning beat tree search over single actions in a multi-action
 * game). A plan is a genome g_0 g_1 …, one small integer per decision of ours with a choice: at the
 * i-th, play the action the prior ranks g_i-th best among the legal ones (g_i < `width`; 0 is the
 * prior's own choice), so every genome is legal in every state and the all-zero plan is the prior.
 *
 * Score of a plan: copy the root, [hidden information: `determinize` it for our seat], `reseedChance`
 * with the k-th of `samples` generators drawn for this search (the same k-th generator for every plan:
 * common random numbers, so plans are compared on the same dice), then play the plan for our
 * decisions and the rollout policy for the other side's, until `horizon` new player turns have
 * begun (Evaluator.turn), or the game ends; score our seat's value there. A
 * plan's fitness is its mean over the samples.
 *
 * Evolution (Perez et al. 2013, Gaina et al. 2017): a population of `plans` genomes, the all-zero plan
 * and mutants of it; for each further generation the best (elite) is kept and the others replaced by
 * children: uniform crossover of two parents picked by binary tournament, then mutation of each gene
 * the plan used with probability `mutation` / (genes used), to another value below `width`. Budget:
 * (plans + (generations − 1)(plans − 1)) · samples plan evaluations per turn.
 *
 * Playing: the best plan is made at our first decision with a choice in a player turn, and followed,
 * gene by gene, at our following decisions of that turn; a decision past its end plays gene 0 (the
 * prior).
 *
 * Limits: one plan per turn; the dice met while the plan is followed are not those it was scored on
 * (the ranks adapt, the plan does not). The opponent is modelled by the rollout policy.
 *
 * References: N. Justesen, T. Mahlmann, S. Risi, J. Togelius, "Playing Multiaction Adversarial Games:
 * Online Evolutionary Planning Versus Tree Search", IEEE TCIAIG 10(3), 2018; D. Perez, S. Samothrakis,
 * S. Lucas, P. Rohlfshagen, "Rolling Horizon Evolution versus Tree Search for Navigation in
 * Single-Player Real-Time Games", GECCO 2013; R. Gaina, J. Liu, S. Lucas, D. Perez, "Analysis of
 * Vanilla Rolling Horizon Evolution Parameters in General Video Game Playing", EvoApplications 2017.
 */
import type { Bot, BotContext, Policy } from '../src/core/bot.js';
import type { Game } from '../src/core/game.js';
import { Sfc32, type Rng } from '../src/core/rng.js';
import type { Evaluator } from './evaluator.js';
import { outcomeReward } from './mcts.js';

export interface PlannerOptions<S> {
  /** Genomes per generation. */
  readonly plans: number;
  readonly generations: number;
  /** Chance samples per plan (shared by all plans of a search). */
  readonly samples: number;
  /** A gene picks among the prior's `width` best actions. */
  readonly width: number;
  /** Expected genes mutated per child. */
  readonly mutation: number;
  /** Settled states to pass before scoring: 1 when the other side's turn begins, 2 when ours does again. */
  readonly horizon: number;
  /** Ranks our actions (Policy.rank is required). */
  readonly prior: Policy<S>;
  /** Plays the other side during a plan and the rest of the horizon. */
  readonly rollout: Policy<S>;
  readonly evaluator: Evaluator<S>;
  /** Hidden information: determinize every sample for our seat. */
  readonly determinize: boolean;
  readonly progress?: (done: number, budget: number) => void;
}

/** Genes a plan may hold: far more decisions than a turn has. */
const MAX_GENES = 512;

/** The search: one per bot, reused across turns. */
class TurnPlanner<S> {
  private readonly game: Game<S>;
  private readonly opts: PlannerOptions<S>;
  private readonly rng: Rng;
  private readonly seat: number;
  private readonly buf: Int32Array;
  private readonly scores: Float64Array;
  private readonly value: Float64Array;
  private readonly sampleWords: Int32Array[];
  private scratch: S | undefined;
  private pop: Uint8Array[];
  private fit: Float64Array;
  private used: Int32Array;
  /** The plan being followed, the player turn it was made for, and its next gene. */
  private plan: Uint8Array | undefined;
  private planTurn = 0;
  private next = 0;
  /** Fitness of the plan chosen last (our estimated value). */
  estimate: number | undefined;
  /** Plan evaluations run by the last search. */
  evaluations = 0;

  constructor(game: Game<S>, opts: PlannerOptions<S>, rng: Rng, seat: number) {
    if (!opts.prior.rank) throw new Error('planner: the prior must rank actions (Policy.rank)');
    this.game = game;
    this.opts = opts;
    this.rng = rng;
    this.seat = seat;
    this.buf = new Int32Array(game.maxActions);
    this.scores = new Float64Array(game.maxActions);
    this.value = new Float64Array(game.sides.length);
    this.sampleWords = Array.from({ length: opts.samples }, () => new Int32Array(4));
    this.pop = Array.from({ length: opts.plans }, () => new Uint8Array(MAX_GENES));
    this.fit = new Float64Array(opts.plans);
    this.used = new Int32Array(opts.plans);
  }

  /**
   * The action of rank `g` (0 best) among the n actions in `actions` by the prior, or the last
   * ranked one when fewer than g + 1 are legal.
   */
  private ranked(s: S, actions: Int32Array, n: number, g: number): number {
    const sc = this.scores;
    this.opts.prior.rank!(s, actions, n, sc);
    const k = Math.min(g, n - 1);
    for (let i = 0; i <= k; i++) {
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
    return actions[k]!;
  }

  /** Our value after playing `genome` from `root` on sample k; `usedOut[0]` gets the genes used. */
  private rollout(root: S, genome: Uint8Array, k: number, usedOut: Int32Array, at: number): number {
    const g = this.game;
    const s = this.scratch!;
    const { buf, opts } = this;
    g.copyInto(s, root);
    const rng = new Sfc32(this.sampleWords[k]!);
    if (opts.determinize && g.hiddenInformation && g.determinize) g.determinize(s, this.seat, rng);
    g.reseedChance(s, rng);
    let gene = 0;
    let passed = 0;
    let turn = opts.evaluator.turn(s);
    while (!g.isTerminal(s)) {
      const t = opts.evaluator.turn(s);
      if (t !== turn) {
        turn = t;
        if (++passed >= opts.horizon) break;
      }
      const n = g.legalActions(s, buf);
      let a: number;
      if (n === 1) a = buf[0]!;
      else if (passed === 0 && g.toMove(s) === this.seat)
        a = this.ranked(s, buf, n, gene < MAX_GENES ? genome[gene++]! : 0);
      else a = opts.rollout.pick(s, buf, n);
      g.apply(s, a);
    }
    if (gene > usedOut[at]!) usedOut[at] = gene;
    if (g.isTerminal(s)) outcomeReward(g.outcome(s), this.value);
    else opts.evaluator.evaluate(s, this.value);
    return this.value[this.seat]!;
  }

  private score(root: S, i: number): void {
    let sum = 0;
    this.used[i] = 0;
    for (let k = 0; k < this.opts.samples; k++) sum += this.rollout(root, this.pop[i]!, k, this.used, i);
    this.fit[i] = sum / this.opts.samples;
    this.evaluations += this.opts.samples;
    this.opts.progress?.(this.evaluations, this.budget());
  }

  private budget(): number {
    const { plans, generations, samples } = this.opts;
    return (plans + (generations - 1) * (plans - 1)) * samples;
  }

  /** Mutate `child` in place: each gene below `used` with probability mutation / used. */
  private mutate(child: Uint8Array, used: number): void {
    const { width, mutation } = this.opts;
    if (width < 2) return;
    const n = Math.max(1, used);
    const p = Math.min(1, mutation / n);
    let changed = false;
    for (let j = 0; j < n; j++) {
      if (this.rng.next() >= p) continue;
      const v = 1 + this.rng.int(width - 1);
      child[j] = (child[j]! + v) % width;
      changed = true;
    }
    if (!changed) child[this.rng.int(n)] = (child[this.rng.int(n)]! + 1) % width;
  }

  private tournament(): number {
    const a = this.rng.int(this.opts.plans);
    const b = this.rng.int(this.opts.plans);
    return this.fit[a]! >= this.fit[b]! ? a : b;
  }

  /** Evolve a plan for the turn beginning (or continuing) at `root`; returns the best genome. */
  private evolve(root: S): Uint8Array {
    const { plans, generations, samples } = this.opts;
    for (const w of this.sampleWords) for (let i = 0; i < 4; i++) w[i] = this.rng.u32() | 0;
    this.evaluations = 0;
    this.pop[0]!.fill(0);
    this.score(root, 0);
    for (let i = 1; i < plans; i++) {
      this.pop[i]!.fill(0);
      this.mutate(this.pop[i]!, this.used[0]!);
      this.score(root, i);
    }
    for (let gen = 1; gen < generations; gen++) {
      let best = 0;
      for (let i = 1; i < plans; i++) if (this.fit[i]! > this.fit[best]!) best = i;
      const next = this.pop.map((p, i) => (i === best ? p : new Uint8Array(MAX_GENES)));
      const parents = next.map((_, i) => (i === best ? -1 : this.tournament()));
      const mates = next.map((_, i) => (i === best ? -1 : this.tournament()));
      for (let i = 0; i < plans; i++) {
        if (i === best) continue;
        const a = this.pop[parents[i]!]!;
        const b = this.pop[mates[i]!]!;
        const child = next[i]!;
        const n = Math.max(this.used[parents[i]!]!, this.used[mates[i]!]!);
        for (let j = 0; j < n; j++) child[j] = this.rng.next() < 0.5 ? a[j]! : b[j]!;
        this.mutate(child, n);
      }
      this.pop = next;
      for (let i = 0; i < plans; i++) if (i !== best) this.score(root, i);
    }
    let best = 0;
    for (let i = 1; i < plans; i++) if (this.fit[i]! > this.fit[best]!) best = i;
    this.estimate = samples > 0 ? this.fit[best] : undefined;
    return Uint8Array.from(this.pop[best]!);
  }

  /** The action to play in s (not mutated). */
  choose(s: S): number {
    const g = this.game;
    const buf = this.buf;
    const n = g.legalActions(s, buf);
    if (n <= 0) throw new Error(`${g.id}: planner asked to move in a state without legal actions`);
    if (n === 1) return buf[0]!;
    const turn = this.opts.evaluator.turn(s);
    if (!this.plan || turn !== this.planTurn) {
      if (this.scratch === undefined) this.scratch = g.clone(s);
      this.plan = this.evolve(s);
      this.planTurn = turn;
      this.next = 0;
      g.legalActions(s, buf);
    }
    const gene = this.next < MAX_GENES ? this.plan[this.next]! : 0;
    this.next++;
    return this.ranked(s, buf, n, gene);
  }
}

/** The planner as a bot; its generator is the stream 'planner' of the bot's seed. */
export function plannerBot<S>(ctx: BotContext<S>, opts: PlannerOptions<S>, spec: string): Bot<S> {
  const planner = new TurnPlanner(ctx.game, opts, Sfc32.from(ctx.seed, 'planner'), ctx.seat);
  return {
    spec,
    choose: (s) => planner.choose(s),
    lastEstimate: () => planner.estimate,
  };
}
