/**
 * The runner's bookkeeping (runner.ts): per arm, the finished games, the games in flight, how many
 * games the arm must finish (the SPRT may lower it), and which games to hand out next.
 *
 * Determinism: an SPRT look happens at fixed paired-game counts (minGames, then every `every` games,
 * and the last), on the complete prefix 0..k−1 of the variant and its baseline, so where a variant
 * stops does not depend on the thread count or on the order games finish.
 *
 * Tasks: a task is a run of consecutive game indices of one arm. Its size adapts to the arm's measured
 * time per game (about TARGET_MS of work, 1 to MAX_BATCH games), which only changes scheduling. Tasks
 * are issued lowest index first across arms, so arms advance together and SPRT looks come early.
 */
import { scoreFor } from '../stats/outcomes.js';
import type { Pair } from '../stats/paired.js';
import { pairedSprt, SPRT_START, type SprtResult, type SprtState } from '../stats/sprt.js';
import type { WorkerTask } from './batch.js';
import type { Arm, Plan } from './plan.js';
import type { GameRow } from './rows.js';

/** The SPRT verdict of a variant, as it stood at its last look. */
export interface SprtOutcome extends SprtResult {
  /** Paired games the verdict used (where the variant stopped, or all of them). */
  readonly games: number;
}

const TARGET_MS = 250;
const MAX_BATCH = 64;

interface ArmState {
  readonly arm: Arm;
  readonly rows: Map<number, GameRow>;
  readonly inflight: Set<number>;
  /** Games this arm must finish (SPRT may lower it). */
  limit: number;
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

  /** `focus`: the side whose score the SPRT compares. */
  constructor(
    private readonly plan: Plan,
    private readonly focus: string,
  ) {
    for (const arm of plan.arms) {
      this.states.set(arm.id, {
        arm,
        rows: new Map(),
        inflight: new Set(),
        limit: arm.games,
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
    if (!st || st.rows.has(r.index) || r.index >= st.arm.games) return false;
    st.rows.set(r.index, r);
    return true;
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
      while (st.cursor < st.limit && (st.rows.has(st.cursor) || st.inflight.has(st.cursor))) st.cursor++;
      if (st.cursor >= st.limit) continue;
      if (!best || st.cursor < best.cursor) best = st;
    }
    if (!best) return undefined;
    const size =
      best.msPerGame === undefined
        ? 2
        : Math.max(1, Math.min(MAX_BATCH, Math.round(TARGET_MS / Math.max(best.msPerGame, 0.01))));
    const indices: number[] = [];
    for (let i = best.cursor; i < best.limit && indices.length < size; i++) {
      if (best.rows.has(i) || best.inflight.has(i)) break;
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

  /** A task came back with its rows after `ms` of work. */
  finished(task: WorkerTask, rows: readonly GameRow[], ms: number): void {
    const st = this.states.get(task.arm)!;
    for (const i of task.indices) st.inflight.delete(i);
    for (const r of rows) st.rows.set(r.index, r);
    const per = ms / Math.max(1, rows.length);
    st.msPerGame = st.msPerGame === undefined ? per : 0.5 * st.msPerGame + 0.5 * per;
    this.advancePrefix(st);
    this.advanceSprt();
  }

  /** Games the result needs, over all arms. */
  total(): number {
    return [...this.states.values()].reduce((a, s) => a + s.limit, 0);
  }

  /** Of those, the games finished. */
  done(): number {
    let n = 0;
    for (const s of this.states.values()) for (const i of s.rows.keys()) if (i < s.limit) n++;
    return n;
  }

  /** The rows each arm's result uses (plan arm order, then index), their counts and the SPRT verdicts. */
  result(): {
    rows: GameRow[];
    counts: Record<string, number>;
    sprt: Record<string, SprtOutcome>;
  } {
    const rows: GameRow[] = [];
    const counts: Record<string, number> = {};
    const sprt: Record<string, SprtOutcome> = {};
    for (const st of this.states.values()) {
      counts[st.arm.id] = st.limit;
      for (let i = 0; i < st.limit; i++) rows.push(st.rows.get(i)!);
      if (st.sprt) sprt[st.arm.id] = st.sprt;
    }
    return { rows, counts, sprt };
  }

  private advancePrefix(st: ArmState): void {
    while (st.rows.has(st.prefix)) st.prefix++;
  }

  private pairsUpTo(v: ArmState, b: ArmState, k: number): Pair[] {
    const pairs: Pair[] = [];
    for (let i = 0; i < k; i++) {
      const x = scoreFor(b.rows.get(i)!, this.focus);
      const y = scoreFor(v.rows.get(i)!, this.focus);
      if (x !== undefined && y !== undefined) pairs.push({ baseline: x, variant: y });
    }
    return pairs;
  }

  /** Take every SPRT look whose games are complete; lower limits of decided variants and baselines. */
  private advanceSprt(): void {
    const sprt = this.plan.sprt;
    if (!sprt) return;
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
          v.limit = k;
        } else v.nextLook = Math.min(k + sprt.every, v.arm.games);
      }
    }
    for (const [bid, vs] of this.variantsOf) {
      const b = this.states.get(bid)!;
      b.limit = Math.max(...vs.map((v) => v.limit));
    }
  }
}
