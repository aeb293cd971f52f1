/**
 * The finished games of a run, kept as columns instead of one object a game, so a run's memory does
 * not grow with its games by a row object each (a GameRow is about 300 bytes; a game here is 22:
 * result, winner, victory, detail, margin, turn, decisions). What a row holds besides is the arm's
 * (scenario, options, players), the seed derived from the master seed and the index (a row whose seed
 * is not that one keeps it aside), and an error's message (kept aside, errors are rare). The action
 * lists stay in games.jsonl only.
 *
 * The report reads the games through `RunGames`: a table is one, and `gamesOfRows` makes one from an
 * array of rows (tests, small runs).
 */
import type { OutcomeLike, ResultKind } from '../stats/outcomes.js';
import { gameSeed, type Arm, type Plan } from './plan.js';
import type { GameRow } from './rows.js';

/** The games a result uses, as the report reads them. */
export interface RunGames {
  /** The games of arm `armId`, by index ascending (those the result uses: below the arm's count). */
  rows(armId: string): Iterable<GameRow>;
  /** Game `index` of arm `armId`, or undefined if it is not among them. */
  row(armId: string, index: number): GameRow | undefined;
}

const RESULTS: readonly ResultKind[] = ['win', 'draw', 'limit', 'error'];

/** A game's outcome and its index, as `outcomesOf` yields them. */
export interface IndexedOutcome extends OutcomeLike {
  readonly index: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Strings shared by the arms of a table (victory types, details): index <-> string. */
class Strings {
  private readonly ids = new Map<string, number>();
  readonly list: string[] = [];
  constructor(private readonly max = 0xffff) {}
  id(s: string): number {
    let i = this.ids.get(s);
    if (i === undefined) {
      i = this.list.push(s) - 1;
      if (i > this.max) throw new Error('game table: more than 65,536 distinct victory types or details');
      this.ids.set(s, i);
    }
    return i;
  }
}

/** One arm's finished games, by index (0 .. arm.games - 1). */
export class ArmGames {
  /** 0: not finished; else 1 + index into RESULTS. */
  private readonly result: Uint8Array;
  private readonly winner: Int8Array;
  private readonly victory: Uint16Array;
  private readonly detail: Uint16Array;
  private readonly margin: Float64Array;
  private readonly turn: Int32Array;
  private readonly decisions: Int32Array;
  /** Rule coverage (GameRow.rules): 0 when the row has none, else 1 + index into `ruleStrings`. */
  private readonly rules: Uint32Array;
  private readonly errors = new Map<number, string>();
  /** Seeds that are not gameSeed(master, index) (rows made by hand). */
  private readonly seeds = new Map<number, string>();
  /** Games finished. */
  count = 0;

  constructor(
    readonly arm: Arm,
    private readonly master: string,
    private readonly sides: readonly string[],
    private readonly strings: Strings,
    private readonly ruleStrings: Strings,
  ) {
    const n = arm.games;
    this.rules = new Uint32Array(n);
    this.result = new Uint8Array(n);
    this.winner = new Int8Array(n);
    this.victory = new Uint16Array(n);
    this.detail = new Uint16Array(n);
    this.margin = new Float64Array(n);
    this.turn = new Int32Array(n);
    this.decisions = new Int32Array(n);
  }

  has(index: number): boolean {
    return index >= 0 && index < this.result.length && this.result[index] !== 0;
  }

  /** Keep a finished game (its index below arm.games, not kept already). */
  add(r: GameRow): void {
    const i = r.index;
    if (i < 0 || i >= this.result.length)
      throw new RangeError(`game table: index ${i} outside arm ${this.arm.id}`);
    if (this.result[i] === 0) this.count++;
    this.result[i] = 1 + RESULTS.indexOf(r.result);
    this.winner[i] = r.winner === null ? -1 : this.sides.indexOf(r.winner);
    this.victory[i] = this.strings.id(r.victory);
    this.detail[i] = this.strings.id(r.detail);
    this.margin[i] = r.margin;
    this.turn[i] = r.turn;
    this.decisions[i] = r.decisions;
    // The counters that moved, as one interned JSON text per distinct set (most games share a few).
    this.rules[i] = r.rules ? 1 + this.ruleStrings.id(JSON.stringify(r.rules)) : 0;
    if (r.error !== undefined) this.errors.set(i, r.error);
    if (r.seed !== gameSeed(this.master, i)) this.seeds.set(i, r.seed);
  }

  /**
   * Game `index` scored for side `side` (an index into the sides): win 1, loss 0, draw or limit ½;
   * undefined for an error or a game not finished (stats/outcomes.ts scoreFor, from the columns).
   */
  score(index: number, side: number): number | undefined {
    const k = this.result[index]!;
    if (k === 0 || k === 4) return undefined;
    if (k === 1) return this.winner[index] === side ? 1 : 0;
    return 0.5;
  }

  /** Game `index`'s outcome written into `o` (read from the columns); false if it has not finished. */
  outcome(index: number, o: Mutable<IndexedOutcome>): boolean {
    if (!this.has(index)) return false;
    const w = this.winner[index]!;
    o.index = index;
    o.result = RESULTS[this.result[index]! - 1]!;
    o.winner = w < 0 ? null : this.sides[w]!;
    o.victory = this.strings.list[this.victory[index]!]!;
    o.margin = this.margin[index]!;
    o.turn = this.turn[index]!;
    o.decisions = this.decisions[index]!;
    return true;
  }

  /** Game `index` as a row, or undefined if it has not finished. */
  row(index: number): GameRow | undefined {
    if (!this.has(index)) return undefined;
    const a = this.arm;
    const w = this.winner[index]!;
    const error = this.errors.get(index);
    const rules = this.rules[index]!;
    return {
      arm: a.id,
      index,
      seed: this.seeds.get(index) ?? gameSeed(this.master, index),
      scenario: a.scenario,
      options: a.options,
      players: a.players,
      result: RESULTS[this.result[index]! - 1]!,
      winner: w < 0 ? null : this.sides[w]!,
      victory: this.strings.list[this.victory[index]!]!,
      margin: this.margin[index]!,
      turn: this.turn[index]!,
      detail: this.strings.list[this.detail[index]!]!,
      decisions: this.decisions[index]!,
      ...(rules ? { rules: JSON.parse(this.ruleStrings.list[rules - 1]!) as Record<string, number> } : {}),
      ...(error !== undefined ? { error } : {}),
    };
  }
}

/** Every arm's games, and the count each arm's result uses (`used`, set by the schedule). */
export class GameTable implements RunGames {
  private readonly arms = new Map<string, ArmGames>();
  private readonly strings = new Strings();
  private readonly ruleStrings = new Strings(0xffffffff);
  /** Games each arm's result uses (indices 0 .. used - 1); the arm's games until told otherwise. */
  readonly used = new Map<string, number>();

  constructor(plan: Plan, sides: readonly string[]) {
    for (const a of plan.arms) {
      this.arms.set(a.id, new ArmGames(a, plan.seed, sides, this.strings, this.ruleStrings));
      this.used.set(a.id, a.games);
    }
  }

  arm(id: string): ArmGames | undefined {
    return this.arms.get(id);
  }

  *rows(armId: string): Iterable<GameRow> {
    const g = this.arms.get(armId);
    if (!g) return;
    const n = this.used.get(armId) ?? 0;
    for (let i = 0; i < n; i++) {
      const r = g.row(i);
      if (r) yield r;
    }
  }

  row(armId: string, index: number): GameRow | undefined {
    if (index >= (this.used.get(armId) ?? 0)) return undefined;
    return this.arms.get(armId)?.row(index);
  }

  /** The outcomes of `rows(armId)`, read from the columns into one object reused for every game. */
  *outcomes(armId: string): Iterable<IndexedOutcome> {
    const g = this.arms.get(armId);
    if (!g) return;
    const n = this.used.get(armId) ?? 0;
    const o: Mutable<IndexedOutcome> = {
      index: 0,
      result: 'error',
      winner: null,
      victory: '',
      margin: 0,
      turn: 0,
      decisions: 0,
    };
    for (let i = 0; i < n; i++) if (g.outcome(i, o)) yield o;
  }
}

/**
 * The outcomes of arm `armId`'s games, in the order of `games.rows(armId)`. From a GameTable without
 * a row object a game (issue 22: a report pass over a million games): the object yielded is the same
 * one each time, overwritten by the next game, so a caller reads it and keeps nothing of it.
 */
export function outcomesOf(games: RunGames, armId: string): Iterable<IndexedOutcome> {
  return games instanceof GameTable ? games.outcomes(armId) : games.rows(armId);
}

/** RunGames over rows already in memory (tests, small runs): each arm's rows by index. */
export function gamesOfRows(rows: readonly GameRow[]): RunGames {
  const byArm = new Map<string, Map<number, GameRow>>();
  for (const r of rows) {
    let m = byArm.get(r.arm);
    if (!m) byArm.set(r.arm, (m = new Map()));
    m.set(r.index, r);
  }
  return {
    rows: (armId) => [...(byArm.get(armId)?.values() ?? [])].sort((a, b) => a.index - b.index),
    row: (armId, index) => byArm.get(armId)?.get(index),
  };
}
