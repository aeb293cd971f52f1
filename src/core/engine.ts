/**
 * The engine layer: `defineGame` turns a game's rules (GameRules, about ten functions) into the full
 * `Game` contract of game.ts. What every game would otherwise repeat lives here once:
 *
 *  - the state header (header.ts): terminal flag, winner, victory, margin, turn, step count, pack
 *    index and the chance generators, at the same offsets in every game;
 *  - `create`: scenario lookup, option validation, the header (chance streams seeded from the seed by
 *    their declared names), then the game's `setup`;
 *  - `apply`: the legality and range check (IllegalAction with a reason, the state left unchanged),
 *    the step count and the decision limit; the game's `play` only says what the rule does;
 *  - `isTerminal`, `outcome`, `turn`, `clone`/`copyInto`, `reseedChance`;
 *  - the game's table of content packs (a state names its pack by an index it carries);
 *  - rule coverage (`CoverageRules`): a block of counters appended to the state, one per rule the
 *    game names, that its rules bump where an option changed something (header.ts `countRule`), and
 *    that the engine bumps itself for the options that shape the legal actions.
 *
 * Legality: with `legality: 'listed'` (the default) the engine checks that an action is among the
 * listed legal actions, remembering the last list it handed out (with a copy of the state it was
 * made for) so the usual legalActions-then-apply costs one listing. A game whose `play` validates
 * every action itself, throwing IllegalAction before it changes anything, may declare
 * `legality: 'rules'` to skip the listing; the conformance suite holds it to that claim.
 */
import { Buffer } from 'node:buffer';
import type { BoardScene } from './board.js';
import { scenarioIndex, type PackInfo } from './content.js';
import { IllegalAction } from './errors.js';
import type {
  CreateConfig,
  Game,
  GameInfo,
  Observation,
  OptionValue,
  Outcome,
  ScenarioInfo,
  Seat,
  Seed,
  ViewOptions,
} from './game.js';
import {
  CH_COVERAGE,
  CH_MARGIN,
  CH_PACK,
  CH_STEPS,
  CH_TERMINAL,
  CH_TURN,
  CH_VICTORY,
  CH_WINNER,
  GAME_WORDS,
  MAX_CHANCE_STREAMS,
  VICTORY_LIMIT,
  chanceAt,
  countRule,
  endGame,
} from './header.js';
import type { JsonValue } from './json.js';
import { resolveOptions } from './options.js';
import { reseedWords, seedWords, type Rng } from './rng.js';

export type State = Int32Array;

/** A game's fixed facts as its rules declare them; `scenarios` come from the standard pack. */
export interface RulesInfo extends Omit<GameInfo, 'scenarios'> {
  /** Victory type ids; `CH_VICTORY` indexes this list ('limit' is the engine's own). */
  readonly victories: readonly string[];
  /** Names of the chance streams, each seeded as seedWords(seed, name); at most two. */
  readonly chance: readonly string[];
  /** Who checks legality in `apply` (see the file comment); default 'listed'. */
  readonly legality?: 'listed' | 'rules';
}

/** Where a game's content packs come from. */
export interface ContentSource<C> {
  /** The built-in pack (loaded once, on first use). */
  standard(): C;
  /** Load and validate a pack folder; errors name the file, the entry and the field. */
  load(dir: string): C;
  /** Manifest facts of a pack, for reports. */
  info(c: C): PackInfo;
  /** The pack's scenarios, in order; a state's scenario index refers to this list. */
  scenarios(c: C): readonly ScenarioInfo[];
}

/**
 * Rule coverage: which rules of a game came into play. A counter per id (conventionally an option id:
 * a rule, reading or variant switch) counts the times its rule changed something in one game, so a
 * report can tell an option that never mattered from one whose effect was measured and found small.
 *
 * Two ways a counter moves:
 *  - the game's rules call header.ts `countRule(s, i)` at the branch where the switch makes the step
 *    come out differently than without it (a die the rule replaced, a unit the rule held back);
 *  - for a switch that changes which actions are legal (a move it forbids or allows), the game lists
 *    it in `shaping`; before each action the engine lists the legal actions with the switch as it is
 *    and toggled, and counts the decision when the two sets differ. Only switches `active` in the
 *    state cost the extra listing.
 * Counters live in the state (copied with it, by searches too); `Game.ruleCounts` reads them.
 */
export interface CoverageRules<C> {
  /** Counter ids, in counter order. */
  readonly ids: readonly string[];
  readonly shaping?: readonly ShapingSwitch<C>[];
}

/** A switch that shapes the legal actions, for the engine's coverage count. */
export interface ShapingSwitch<C> {
  /** Index into `CoverageRules.ids`. */
  readonly counter: number;
  /** Is the switch set away from its default in `s`, and could it matter at this decision? */
  active(c: C, s: State): boolean;
  /**
   * Optional, for speed: `active` can hold only when `s[gate.word] & gate.bits` is non-zero (the
   * switch's option bit, say), so the engine asks `active` only then.
   */
  readonly gate?: { readonly word: number; readonly bits: number };
  /** Flip the switch's effect in `s`; a second call restores `s` exactly. */
  toggle(c: C, s: State): void;
  /**
   * Optional, for speed: does toggling the switch change the legal actions of `s` (called only when
   * `active`)? It must give exactly the answer of listing with and without the toggle (the
   * conformance test of the game holds it to that); without it the engine lists the actions toggled.
   */
  changes?(c: C, s: State): boolean;
}

export interface SetupArgs {
  /** Index into the pack's scenarios. */
  readonly scenario: number;
  /** Every option with its effective value (defaults filled in, checked against the game). */
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: Seed;
}

/**
 * What a game writes. Every function receives the state's content pack `c`. Required: the state
 * size, setup, whose move, the legal actions, playing one, the margin at a forced stop, describe
 * and render. The rest are capabilities a game has or has not.
 */
export interface GameRules<C> {
  readonly info: RulesInfo;
  readonly content: ContentSource<C>;
  /** Words in a state made with pack `c` (at least GAME_WORDS). */
  stateSize(c: C): number;
  /**
   * Fill a fresh state whose header is written (chance streams seeded, pack set, winner -1, all else
   * 0): the scenario's setup, then every step that needs no decision, up to the first decision.
   */
  setup(c: C, s: State, args: SetupArgs): void;
  toMove(c: C, s: State): number;
  /** Legal actions of a state that is not over, written into `out`; returns the count. */
  legalActions(c: C, s: State, out: Int32Array): number;
  /**
   * Play action `a` (checked by the engine unless `legality` is 'rules') and run every following
   * step that needs no decision. Ends the game through header.ts `endGame`.
   */
  play(c: C, s: State, a: number): void;
  /** The margin recorded when the engine stops an unfinished game at the decision limit. */
  margin(c: C, s: State): number;
  describe(c: C, s: State, a: number): string;
  render(c: C, s: State): string;
  /** Words for a finished game's outcome (e.g. 'Union Marginal'); '' when absent. */
  detail?(c: C, s: State): string;
  /** What `viewer` may see; absent in a perfect-information game: the whole state. */
  observe?(c: C, s: State, viewer: number): JsonValue;
  determinize?(c: C, s: State, observer: number, rng: Rng): void;
  evaluate?(c: C, s: State): Float64Array;
  narrate?(c: C, before: State, after: State, action?: number): string[];
  /** The state as a plain-data scene for seat `viewer` (core/board.ts), for maps. */
  board?(c: C, s: State, viewer: number): BoardScene;
  renderFor?(c: C, s: State, viewer: number, opts?: ViewOptions): string;
  narrateFor?(c: C, before: State, after: State, action: number, viewer: number): string[];
  seats?(c: C, s: State): readonly Seat[];
  seatToMove?(c: C, s: State): number;
  /** The game's own invariants (units conserved, limits held): a description of the first broken one. */
  invariants?(c: C, s: State): string | undefined;
  /** Rule-coverage counters (see CoverageRules). */
  readonly coverage?: CoverageRules<C>;
}

/** Build the full `Game` from a game's rules. */
export function defineGame<C>(rules: GameRules<C>): Game<State, C> {
  checkInfo(rules.info);
  checkCoverage(rules);
  const packs = new PackTable<C>();
  const packOf = (s: State): C => packs.get(s[CH_PACK]!);
  const cloner = new SlabCloner();
  const legal = new LegalityCheck(rules, packOf);
  const { info } = rules;
  let scenarioList: readonly ScenarioInfo[] | undefined;
  const ids = rules.coverage?.ids ?? [];
  const game: Game<State, C> = {
    ...info,
    ...(ids.length ? { coverage: ids } : {}),
    get scenarios() {
      return (scenarioList ??= rules.content.scenarios(rules.content.standard()));
    },
    create: (cfg) => create(rules, game, packs, cfg),
    clone: (s) => cloner.clone(s),
    copyInto: (dst, src) => dst.set(src),
    toMove: (s) => rules.toMove(packOf(s), s),
    legalActions: (s, out) => legal.list(s, out),
    apply: (s, a) => legal.apply(s, a),
    isTerminal: (s) => s[CH_TERMINAL] === 1,
    outcome: (s) => outcomeOf(rules, packOf(s), s),
    turn: (s) => s[CH_TURN]!,
    reseedChance: (s, rng) => {
      for (let i = 0; i < info.chance.length; i++) reseedWords(rng, s, chanceAt(i));
    },
    observe: (s, viewer): Observation => ({
      viewer,
      data: rules.observe ? rules.observe(packOf(s), s, viewer) : Array.from(s),
    }),
    describe: (s, a) => rules.describe(packOf(s), s, a),
    render: (s) => rules.render(packOf(s), s),
    contentOf: packOf,
    loadContent: (dir) => rules.content.load(dir),
    contentInfo: (c) => rules.content.info(c ?? rules.content.standard()),
  };
  return Object.assign(game, capabilities(rules, packOf));
}

/** The optional members, each present only when the game has the capability. */
function capabilities<C>(rules: GameRules<C>, packOf: (s: State) => C): Partial<Game<State, C>> {
  const r = rules;
  const out: Partial<Game<State, C>> = {};
  if (r.determinize) out.determinize = (s, o, rng) => r.determinize!(packOf(s), s, o, rng);
  if (r.evaluate) out.evaluate = (s) => r.evaluate!(packOf(s), s);
  if (r.narrate) out.narrate = (b, a, x) => r.narrate!(packOf(a), b, a, x);
  if (r.board) out.board = (s, v) => r.board!(packOf(s), s, v);
  if (r.renderFor) out.renderFor = (s, v, o) => r.renderFor!(packOf(s), s, v, o);
  if (r.narrateFor) out.narrateFor = (b, a, x, v) => r.narrateFor!(packOf(a), b, a, x, v);
  if (r.seats) out.seats = (s) => r.seats!(packOf(s), s);
  if (r.seatToMove) out.seatToMove = (s) => r.seatToMove!(packOf(s), s);
  if (r.invariants) out.invariants = (s) => r.invariants!(packOf(s), s);
  const ids = r.coverage?.ids ?? [];
  if (ids.length) out.ruleCounts = (s) => ruleCounts(ids, s);
  return out;
}

/** The counters of a state that moved, by id, in counter order. */
function ruleCounts(ids: readonly string[], s: State): Record<string, number> {
  const out: Record<string, number> = {};
  const o = s[CH_COVERAGE]!;
  if (o > 0) for (let i = 0; i < ids.length; i++) if (s[o + i]! > 0) out[ids[i]!] = s[o + i]!;
  return out;
}

function checkCoverage<C>(rules: GameRules<C>): void {
  const cov = rules.coverage;
  if (!cov) return;
  const id = rules.info.id;
  if (new Set(cov.ids).size !== cov.ids.length) throw new Error(`${id}: a coverage id is listed twice`);
  if ((cov.shaping?.length ?? 0) > 31) throw new Error(`${id}: at most 31 shaping switches`);
  for (const sw of cov.shaping ?? [])
    if (!(sw.counter >= 0 && sw.counter < cov.ids.length))
      throw new Error(`${id}: shaping switch counter ${sw.counter} is not a coverage id`);
}

function checkInfo(info: RulesInfo): void {
  if (info.chance.length > MAX_CHANCE_STREAMS)
    throw new Error(`${info.id}: at most ${MAX_CHANCE_STREAMS} chance streams, got ${info.chance.length}`);
  if (info.sides.length < 1) throw new Error(`${info.id}: no sides`);
}

function create<C>(rules: GameRules<C>, game: GameInfo, packs: PackTable<C>, cfg: CreateConfig<C>): State {
  const c = cfg.content ?? rules.content.standard();
  const scenario = scenarioIndex(game.id, rules.content.scenarios(c), cfg.scenario);
  const options = resolveOptions(game, cfg.options);
  const size = rules.stateSize(c);
  if (size < GAME_WORDS) throw new Error(`${game.id}: state size ${size} is below the header`);
  const counters = rules.coverage?.ids.length ?? 0;
  const s = new Int32Array(size + counters);
  s[CH_WINNER] = -1;
  if (counters > 0) s[CH_COVERAGE] = size;
  s[CH_PACK] = packs.index(c);
  rules.info.chance.forEach((name, i) => s.set(seedWords(cfg.seed, name), chanceAt(i)));
  rules.setup(c, s, { scenario, options, seed: cfg.seed });
  return s;
}

function outcomeOf<C>(rules: GameRules<C>, c: C, s: State): Outcome {
  if (!s[CH_TERMINAL]) throw new Error(`${rules.info.id}: outcome of an unfinished game`);
  const v = s[CH_VICTORY]!;
  const winner = s[CH_WINNER]!;
  const limit = v === VICTORY_LIMIT;
  return {
    kind: limit ? 'limit' : winner < 0 ? 'draw' : 'win',
    winner,
    victory: limit ? 'limit' : (rules.info.victories[v] ?? 'none'),
    margin: s[CH_MARGIN]!,
    turn: s[CH_TURN]!,
    detail: limit ? `stopped after ${s[CH_STEPS]} decisions` : (rules.detail?.(c, s) ?? ''),
  };
}

/**
 * `legalActions` and `apply` with the engine's checks. Remembers the last list it handed out and a
 * copy of the state it was made for, so that apply after legalActions on the same, unchanged state
 * checks membership without listing again. "Unchanged" is checked exactly: the state's bytes against
 * the copy (one memcmp, a few hundred ns for a few kB, where hashing the words cost microseconds).
 */
class LegalityCheck<C> {
  private memoState: State | null = null;
  private memoN = 0;
  private readonly memo: Int32Array;
  private readonly scratch: Int32Array;
  private readonly shaping: readonly ShapingSwitch<C>[];
  private readonly shapeA: Int32Array;
  private readonly shapeB: Int32Array;
  /** The words of `memoState` when it was listed (grown to the largest state met). */
  private memoWords = new Int32Array(0);
  /**
   * Byte views kept from call to call (a new view per check cost more than the compare itself): the
   * copy's first `memoState.byteLength` bytes, and the bytes of `viewed`, the state last checked.
   */
  private memoBytes = Buffer.alloc(0);
  private viewed: State | null = null;
  private viewedBytes: Uint8Array = new Uint8Array(0);
  /** Per shaping switch, its gate (word -1: none). */
  private readonly gateWord: Int32Array;
  private readonly gateBits: Int32Array;
  constructor(
    private readonly rules: GameRules<C>,
    private readonly packOf: (s: State) => C,
  ) {
    const listed = (rules.info.legality ?? 'listed') === 'listed';
    this.memo = new Int32Array(listed ? rules.info.maxActions : 0);
    this.scratch = new Int32Array(listed ? rules.info.maxActions : 0);
    this.shaping = rules.coverage?.shaping ?? [];
    const shapeSize = this.shaping.length ? rules.info.maxActions : 0;
    this.shapeA = new Int32Array(shapeSize);
    this.shapeB = new Int32Array(shapeSize);
    this.gateWord = Int32Array.from(this.shaping, (sw) => sw.gate?.word ?? -1);
    this.gateBits = Int32Array.from(this.shaping, (sw) => sw.gate?.bits ?? 0);
  }

  /** Coverage: a bit per shaping switch (at most 31) whose toggling changes this decision's legal actions. */
  private shapedSwitches(c: C, s: State, listed: boolean): number {
    let bits = 0;
    let n = -1;
    for (let i = 0; i < this.shaping.length; i++) {
      const w = this.gateWord[i]!;
      if (w >= 0 && (s[w]! & this.gateBits[i]!) === 0) continue;
      const sw = this.shaping[i]!;
      if (!sw.active(c, s)) continue;
      if (sw.changes) {
        if (sw.changes(c, s)) bits |= 1 << i;
        continue;
      }
      // The untoggled list: the one just checked against when it is the state's (unchanged) list.
      if (n < 0) {
        if (listed) {
          n = this.memoN;
          this.shapeA.set(this.memo.subarray(0, n));
        } else n = this.rules.legalActions(c, s, this.shapeA);
      }
      sw.toggle(c, s);
      let m: number;
      try {
        m = this.rules.legalActions(c, s, this.shapeB);
      } finally {
        sw.toggle(c, s);
      }
      if (n !== m || setHash(this.shapeA, n) !== setHash(this.shapeB, m)) bits |= 1 << i;
    }
    return bits;
  }

  list(s: State, out: Int32Array): number {
    if (s[CH_TERMINAL]) return 0;
    const n = this.rules.legalActions(this.packOf(s), s, out);
    if (this.memo.length > 0) {
      this.memoState = s;
      this.remember(s);
      this.memoN = n;
      // a loop, not set(out.subarray(0, n)): the view it allocates costs more than copying a short list
      for (let i = 0; i < n; i++) this.memo[i] = out[i]!;
    }
    return n;
  }

  apply(s: State, a: number): void {
    if (s[CH_TERMINAL]) throw new IllegalAction(a, 'the game is over');
    if (!Number.isInteger(a) || a < 0 || a > 0x7fffffff)
      throw new IllegalAction(a, 'not an action of this game (actions are integers 0 .. 2^31-1)');
    const c = this.packOf(s);
    const memoValid = this.memo.length > 0 && this.unchanged(s);
    if (this.memo.length > 0 && !this.listed(c, s, a, memoValid))
      throw new IllegalAction(a, `${this.tryDescribe(c, s, a)} is not among the legal actions of this step`);
    const shaped = this.shaping.length ? this.shapedSwitches(c, s, memoValid) : 0;
    this.memoState = null;
    this.rules.play(c, s, a);
    // Counted once the action is known to be legal (play leaves an illegal action's state unchanged).
    for (let i = 0; shaped >>> i; i++) if ((shaped >>> i) & 1) countRule(s, this.shaping[i]!.counter);
    s[CH_STEPS] = s[CH_STEPS]! + 1;
    if (!s[CH_TERMINAL] && s[CH_STEPS]! >= this.rules.info.maxDecisions)
      endGame(s, -1, VICTORY_LIMIT, this.rules.margin(c, s));
  }

  /** The action in the game's words where its encoding allows, else its number. */
  private tryDescribe(c: C, s: State, a: number): string {
    try {
      return this.rules.describe(c, s, a);
    } catch {
      return `action ${a}`;
    }
  }

  /** Keep a copy of the words of `s`, the state just listed. */
  private remember(s: State): void {
    if (this.memoWords.length < s.length) this.memoWords = new Int32Array(s.length);
    this.memoWords.set(s);
    if (this.memoBytes.buffer !== this.memoWords.buffer || this.memoBytes.byteLength !== s.byteLength)
      this.memoBytes = Buffer.from(this.memoWords.buffer, 0, s.byteLength);
  }

  /** Is `s` the state last listed, with the same words as then? */
  private unchanged(s: State): boolean {
    if (this.memoState !== s) return false;
    if (this.viewed !== s) {
      this.viewed = s;
      this.viewedBytes = new Uint8Array(s.buffer, s.byteOffset, s.byteLength);
    }
    return this.memoBytes.equals(this.viewedBytes);
  }

  private listed(c: C, s: State, a: number, memoValid: boolean): boolean {
    let list = this.memo;
    let n = this.memoN;
    if (!memoValid) {
      list = this.scratch;
      n = this.rules.legalActions(c, s, list);
    }
    for (let i = 0; i < n; i++) if (list[i] === a) return true;
    return false;
  }
}

/** An order-free hash of the set list[0..n) (a sum of mixed values): equal sets, equal hashes. */
function setHash(list: Int32Array, n: number): number {
  let h = 0;
  for (let i = 0; i < n; i++) {
    let x = Math.imul(list[i]! ^ 0x9e3779b9, 0x85ebca6b);
    x ^= x >>> 13;
    x = Math.imul(x, 0xc2b2ae35);
    h = (h + (x ^ (x >>> 16))) | 0;
  }
  return h;
}

/**
 * `clone` carves each copy out of a shared 64 KiB slab (a view per state) instead of giving it an
 * ArrayBuffer of its own: V8 keeps every ArrayBuffer outside its heap and counts it toward GC
 * pressure, so a few-kB `slice` costs about 1-2 µs where a view and a copy cost a few hundred ns.
 * A slab stays alive while any state cut from it does. A state's `.buffer` may hold other states:
 * never transfer it or view it whole.
 */
class SlabCloner {
  private static readonly SLAB_BYTES = 1 << 16;
  private slab = new ArrayBuffer(0);
  private used = 0;
  clone(s: State): State {
    const bytes = s.byteLength;
    if (this.used + bytes > this.slab.byteLength) {
      this.slab = new ArrayBuffer(Math.max(SlabCloner.SLAB_BYTES, bytes));
      this.used = 0;
    }
    const copy = new Int32Array(this.slab, this.used, s.length);
    this.used += bytes;
    copy.set(s);
    return copy;
  }
}

/**
 * The content packs one game uses in this process, by index: a typed-array state names its pack by
 * an integer it carries (a state cannot hold an object), and the game looks the pack up here.
 */
class PackTable<C> {
  private readonly packs: C[] = [];
  /** The index of `pack`, registering it the first time. */
  index(pack: C): number {
    const i = this.packs.indexOf(pack);
    return i >= 0 ? i : this.packs.push(pack) - 1;
  }
  get(i: number): C {
    const pack = this.packs[i];
    if (pack === undefined) throw new Error(`no content pack ${i} in this process`);
    return pack;
  }
}
