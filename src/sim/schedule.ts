/**
 * The runner's bookkeeping (runner.ts): per arm, the finished games, the games in flight, how many
 * games the arm must finish (the SPRT may lower it), and which games to hand out next.
 *
 * Determinism: an SPRT look happens at fixed paired-game counts (minGames, then every `every` games,
 * and the last), on the complete prefix 0..k−1 of the variant and its baseline, so where a variant
 * stops does not depend on the thread count or on the order games finish.
 *
 * The finished games are kept as columns (table.ts), not as row objects, so a million-game run
 * holds about 22 MB of them.
 *
 * Tasks: a task is a run of consecutive game indices of one arm. Its size adapts to the arm's measured
 * time per game (about TARGET_MS of work, 1 to MAX_BATCH games), which only changes scheduling. Tasks
 * are issued lowest index first across arms, so arms advance together and SPRT looks come early.
 */
import type { Pair } from '../stats/paired.js';
import { pairedSprt, SPRT_START, type SprtResult, type SprtState } from '../stats/sprt.js';
import type { WorkerTask } from './batch.js';
import type { Arm, Plan } from './plan.js';
import type { GameRow } from './rows.js';
import { shardOwns, type Shard } from './shard.js';
import { GameTable, type ArmGames } from './table.js';

/** The SPRT verdict of a variant, as it stood at its last look. */
export interface SprtOutcome extends SprtResult {
  /** Paired games the verdict used (where the variant stopped, or all of them). */
  readonly games: number;
}

const TARGET_MS = 250;
const MAX_BATCH = 64;

interface ArmState {
  readonly arm: Arm;
  readonly rows: ArmGames;
  readonly inflight: Set<number>;
  /** Games this arm must finish (SPRT may lower it). */
  limit: number;
  /** Finished games below `limit`. */
  below: number;
  /** Length of the complete prefix 0..prefix−1. */
  prefix: number;
  /** Lowest index neither finished nor in flight. */
  cursor: number;
  msPerGame: number | undefined;
  // SPRT (variants only)
  sprtState: SprtState;
  nextLook: number;
  sprt?: SprtOutcome;
  decidedAt?: number;
}

export class Schedule {
  private readonly states = new Map<string, ArmState>();
  private readonly variantsOf = new Map<string, ArmState[]>();
  /** The finished games (the result's, once `result` is asked for). */
  readonly table: GameTable;
  /** The side whose score the SPRT compares: the first side. */
  private readonly focus = 0;

  /**
   * `sides`: the game's side ids (the SPRT compares the first side's score). With a `shard`, only
   * that shard's games are handed out and counted, and no SPRT look is taken (shard.ts).
   */
  constructor(
    private readonly plan: Plan,
    sides: readonly string[],
    private readonly shard?: Shard,
  ) {
    this.table = new GameTable(plan, sides);
    for (const arm of plan.arms) {
      this.states.set(arm.id, {
        arm,
        rows: this.table.arm(arm.id)!,
        inflight: new Set(),
        limit: arm.games,
        below: 0,
        prefix: 0,
        cursor: 0,
        msPerGame: undefined,
        sprtState: SPRT_START,
        nextLook: plan.sprt ? Math.min(plan.sprt.minGames, arm.games) : arm.games,
      });
    }
    for (const st of this.states.values()) {
      const b = st.arm.baseline;
      if (b) this.variantsOf.set(b, [...(this.variantsOf.get(b) ?? []), st]);
    }
  }

  /**
   * A game found in the JSONL file of an earlier run; false if this plan has no use for it (another
   * arm, a duplicate, or beyond the arm's game count).
   */
  addPrevious(r: GameRow): boolean {
    const st = this.states.get(r.arm);
    if (!st || r.index >= st.arm.games || st.rows.has(r.index) || !shardOwns(this.shard, r.index))
      return false;
    this.keep(st, r);
    return true;
  }

  private keep(st: ArmState, r: GameRow): void {
    if (!st.rows.has(r.index) && r.index < st.limit) st.below++;
    st.rows.add(r);
  }

  /** After the previous games are in: complete prefixes and the SPRT looks they allow. */
  start(): void {
    for (const st of this.states.values()) this.advancePrefix(st);
    this.advanceSprt();
  }

  /** The next task to hand out, or undefined when every arm has its games finished or in flight. */
  nextTask(): WorkerTask | undefined {
    let best: ArmState | undefined;
    for (const st of this.states.values()) {
      while (st.cursor < st.limit && !this.free(st, st.cursor)) st.cursor++;
      if (st.cursor >= st.limit) continue;
      if (!best || st.cursor < best.cursor) best = st;
    }
    if (!best) return undefined;
    const size =
      best.msPerGame === undefined
        ? 2
        : Math.max(1, Math.min(MAX_BATCH, Math.round(TARGET_MS / Math.max(best.msPerGame, 0.01))));
    const indices: number[] = [];
    const step = this.shard?.count ?? 1;
    for (let i = best.cursor; i < best.limit && indices.length < size; i += step) {
      if (!this.free(best, i)) break;
      indices.push(i);
    }
    for (const i of indices) best.inflight.add(i);
    const a = best.arm;
    const plan = this.plan;
    return {
      game: plan.game,
      ...(plan.packDir ? { packDir: plan.packDir } : {}),
      packLabel: plan.packLabel,
      arm: a.id,
      scenario: a.scenario,
      options: a.options,
      players: a.players,
      masterSeed: plan.seed,
      indices,
      actions: plan.actions,
    };
  }

  /** Game i of the arm is to be handed out: this shard's, neither finished nor in flight. */
  private free(st: ArmState, i: number): boolean {
    return shardOwns(this.shard, i) && !st.rows.has(i) && !st.inflight.has(i);
  }

  /** A task came back with its rows after `ms` of work. */
  finished(task: WorkerTask, rows: readonly GameRow[], ms: number): void {
    const st = this.states.get(task.arm)!;
    for (const i of task.indices) st.inflight.delete(i);
    for (const r of rows) this.keep(st, r);
    const per = ms / Math.max(1, rows.length);
    st.msPerGame = st.msPerGame === undefined ? per : 0.5 * st.msPerGame + 0.5 * per;
    this.advancePrefix(st);
    this.advanceSprt();
  }

  /** Games the result needs, over all arms. */
  total(): number {
    return [...this.states.values()].reduce((a, s) => a + this.owned(s.limit), 0);
  }

  /** How many of the games 0..limit−1 are this run's (all of them, or its shard's). */
  private owned(limit: number): number {
    const sh = this.shard;
    return sh ? Math.floor(limit / sh.count) + (limit % sh.count > sh.index ? 1 : 0) : limit;
  }

  /** Of those, the games finished. */
  done(): number {
    let n = 0;
    for (const s of this.states.values()) n += s.below;
    return n;
  }

  /**
   * The games each arm's result uses (the table, told each arm's count; read them with
   * table.rows(arm id)), their counts and the SPRT verdicts.
   */
  result(): {
    table: GameTable;
    counts: Record<string, number>;
    sprt: Record<string, SprtOutcome>;
  } {
    const counts: Record<string, number> = {};
    const sprt: Record<string, SprtOutcome> = {};
    for (const st of this.states.values()) {
      counts[st.arm.id] = st.limit;
      this.table.used.set(st.arm.id, st.limit);
      if (st.sprt) sprt[st.arm.id] = st.sprt;
    }
    return { table: this.table, counts, sprt };
  }

  private advancePrefix(st: ArmState): void {
    while (st.rows.has(st.prefix)) st.prefix++;
  }

  private pairsUpTo(v: ArmState, b: ArmState, k: number): Pair[] {
    const pairs: Pair[] = [];
    for (let i = 0; i < k; i++) {
      const x = b.rows.score(i, this.focus);
      const y = v.rows.score(i, this.focus);
      if (x !== undefined && y !== undefined) pairs.push({ baseline: x, variant: y });
    }
    return pairs;
  }

  /** Take every SPRT look whose games are complete; lower limits of decided variants and baselines. */
  private advanceSprt(): void {
    const sprt = this.plan.sprt;
    if (!sprt || this.shard) return;
    for (const v of this.states.values()) {
      const b = v.arm.baseline ? this.states.get(v.arm.baseline) : undefined;
      if (!b || v.decidedAt !== undefined) continue;
      while (v.decidedAt === undefined && v.prefix >= v.nextLook && b.prefix >= v.nextLook) {
        const k = v.nextLook;
        const res = pairedSprt(this.pairsUpTo(v, b, k), sprt, v.sprtState);
        v.sprtState = res.state;
        v.sprt = { ...res, games: k };
        if (res.decision !== 'continue' || k >= v.arm.games) {
          v.decidedAt = k;
          this.lower(v, k);
        } else v.nextLook = Math.min(k + sprt.every, v.arm.games);
      }
    }
    for (const [bid, vs] of this.variantsOf) {
      const b = this.states.get(bid)!;
      this.lower(b, Math.max(...vs.map((v) => v.limit)));
    }
  }

  /** Set an arm's limit, counting again its finished games below it. */
  private lower(st: ArmState, limit: number): void {
    if (limit === st.limit) return;
    st.limit = limit;
    let below = 0;
    for (let i = 0; i < limit; i++) if (st.rows.has(i)) below++;
    st.below = below;
  }
}
