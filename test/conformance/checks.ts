/**
 * The conformance checks every game must pass (issue 20; OpenSpiel's RandomSimTest, TAG's
 * ForwardModelTester): seeded random games with checks after every action. Plain `throw`s, not
 * vitest's expect, because they run after every one of many thousands of actions.
 */
import { IllegalAction } from '../../src/core/errors.js';
import type { Game, OptionSet, Outcome } from '../../src/core/game.js';
import { CH_CHANCE, MAX_CHANCE_STREAMS } from '../../src/core/header.js';
import { RECORD_FORMAT, replay, type GameRecord } from '../../src/core/record.js';
import { Sfc32 } from '../../src/core/rng.js';

export type G = Game<Int32Array>;

/** How often (every `probeEvery`-th decision) the costlier probes run: illegal actions, clones, reseeding. */
export interface Plan {
  readonly probeEvery: number;
}

function fail(game: G, s: Int32Array, what: string): never {
  throw new Error(`${game.id} turn ${game.turn(s)}: ${what}`);
}

function sameWords(a: Int32Array, b: Int32Array, from = 0, to = a.length): boolean {
  if (a.length !== b.length) return false;
  for (let i = from; i < to; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Legal actions: at least one, at most maxActions, integers in range, distinct. */
function checkLegal(game: G, s: Int32Array, buf: Int32Array, n: number, seen: Set<number>): void {
  if (n < 1) fail(game, s, 'no legal action in a state that is not over');
  if (n > game.maxActions) fail(game, s, `${n} legal actions, more than maxActions ${game.maxActions}`);
  seen.clear();
  for (let i = 0; i < n; i++) {
    const a = buf[i]!;
    if (!Number.isInteger(a) || a < 0) fail(game, s, `legal action ${a} is not a non-negative integer`);
    if (seen.has(a)) fail(game, s, `legal action ${a} (${game.describe(s, a)}) listed twice`);
    seen.add(a);
  }
}

/** Whose move, seats, invariants, observations: what must hold in every state. */
function checkState(game: G, s: Int32Array): void {
  const side = game.toMove(s);
  if (!(side >= 0 && side < game.sides.length)) fail(game, s, `toMove ${side} is not a side`);
  if (game.seats && game.seatToMove) {
    const seat = game.seats(s)[game.seatToMove(s)];
    if (!seat || seat.side !== side) fail(game, s, 'seatToMove names a seat of another side than toMove');
  }
  const broken = game.invariants?.(s);
  if (broken) fail(game, s, `invariant broken: ${broken}`);
  if (game.evaluate) {
    const v = game.evaluate(s);
    for (let i = 0; i < game.sides.length; i++)
      if (!(v[i]! >= 0 && v[i]! <= 1))
        fail(game, s, `evaluate gives side ${i} the value ${v[i]}, not in [0,1]`);
  }
}

/** An action not in the legal list: a near miss (a legal action with one bit flipped), else any integer. */
function unlisted(buf: Int32Array, n: number, seen: Set<number>, rng: Sfc32): number {
  let bad = rng.int(2) === 0 ? buf[rng.int(n)]! ^ (1 << rng.int(20)) : rng.int(1 << 30);
  while (seen.has(bad)) bad++;
  return bad;
}

/** Probes that need copies: refusal of unlisted actions, clone independence, copyInto, reseeding, determinize. */
function probe(game: G, s: Int32Array, buf: Int32Array, n: number, seen: Set<number>, rng: Sfc32): void {
  const snap = s.slice();
  const c = game.clone(s);
  if (!sameWords(c, s)) fail(game, s, 'a clone differs from its original');
  const bad = unlisted(buf, n, seen, rng);
  try {
    game.apply(c, bad);
    fail(game, s, `unlisted action ${bad} was accepted`);
  } catch (err) {
    if (!(err instanceof IllegalAction)) throw err;
  }
  if (!sameWords(c, snap)) fail(game, s, `refusing unlisted action ${bad} changed the state`);
  game.apply(c, buf[rng.int(n)]!);
  if (!sameWords(s, snap)) fail(game, s, 'playing on a clone changed the original');
  game.copyInto(c, s);
  if (!sameWords(c, s)) fail(game, s, 'copyInto did not copy');
  checkReseed(game, s, rng);
  if (game.determinize) checkDeterminize(game, s, rng);
  for (let k = 0; k < Math.min(n, 8); k++) {
    const text = game.describe(s, buf[rng.int(n)]!);
    if (typeof text !== 'string' || text.length === 0) fail(game, s, 'describe gave no words');
  }
  if (!sameWords(s, snap)) fail(game, s, 'a probe changed the state');
}

/** reseedChance changes the chance words (when the game has any) and nothing else. */
function checkReseed(game: G, s: Int32Array, rng: Sfc32): void {
  const r = game.clone(s);
  game.reseedChance(r, new Sfc32(Int32Array.from([rng.u32(), rng.u32(), rng.u32(), 7])));
  const end = CH_CHANCE + 4 * MAX_CHANCE_STREAMS;
  if (!sameWords(r, s, 0, CH_CHANCE) || !sameWords(r, s, end))
    fail(game, s, 'reseedChance changed more than the chance words');
  const hadChance = s.subarray(CH_CHANCE, end).some((w) => w !== 0);
  if (hadChance && sameWords(r, s, CH_CHANCE, end))
    fail(game, s, 'reseedChance left the chance words as they were');
}

/** determinize keeps what the observer sees. */
function checkDeterminize(game: G, s: Int32Array, rng: Sfc32): void {
  const observer = game.toMove(s);
  const d = game.clone(s);
  game.determinize!(d, observer, new Sfc32(Int32Array.from([rng.u32(), 3, rng.u32(), 9])));
  const want = JSON.stringify(game.observe(s, observer).data);
  if (JSON.stringify(game.observe(d, observer).data) !== want)
    fail(game, s, `determinize changed what side ${observer} observes`);
}

/** A well-formed outcome of a game that ended by its own rules. */
function checkOutcome(game: G, s: Int32Array, o: Outcome, decisions: number): void {
  if (o.kind === 'limit') fail(game, s, `random play reached the decision limit (${decisions} decisions)`);
  if (o.kind === 'win' && !(o.winner >= 0 && o.winner < game.sides.length))
    fail(game, s, `winner ${o.winner}`);
  if (o.kind === 'draw' && o.winner !== -1) fail(game, s, 'a draw with a winner');
  if (!o.victory || o.victory === 'none') fail(game, s, 'the outcome names no victory type');
  if (!Number.isInteger(o.margin)) fail(game, s, `margin ${o.margin} is not an integer`);
  if (o.turn !== game.turn(s) || o.turn < 1)
    fail(game, s, `outcome turn ${o.turn}, game turn ${game.turn(s)}`);
  if (decisions > game.maxDecisions) fail(game, s, 'more decisions than maxDecisions');
}

export interface Played {
  readonly record: GameRecord;
  readonly final: Int32Array;
}

/** One seeded random game with every check; returns its record and final state. */
export function playChecked(
  game: G,
  scenario: string,
  seed: string,
  plan: Plan,
  options: OptionSet = {},
): Played {
  const s = game.create({ scenario, seed, options });
  const buf = new Int32Array(game.maxActions);
  const seen = new Set<number>();
  const rng = Sfc32.from(seed, 'conformance');
  const actions: number[] = [];
  const before = game.clone(s);
  let last = '(the setup)';
  while (!game.isTerminal(s)) {
    try {
      checkState(game, s);
    } catch (err) {
      const where = `after decision ${actions.length}: ${last}\n${game.render(before)}`;
      throw new Error(`${String(err)}\n  ${where}`, { cause: err });
    }
    const n = game.legalActions(s, buf);
    checkLegal(game, s, buf, n, seen);
    if (actions.length % plan.probeEvery === 0) probe(game, s, buf, n, seen, rng);
    const a = buf[rng.int(n)]!;
    game.copyInto(before, s);
    last = game.describe(s, a);
    game.apply(s, a);
    actions.push(a);
  }
  if (game.legalActions(s, buf) !== 0) fail(game, s, 'a finished game lists legal actions');
  checkOutcome(game, s, game.outcome(s), actions.length);
  const record: GameRecord = {
    format: RECORD_FORMAT,
    game: game.id,
    pack: 'standard',
    scenario,
    options,
    seed,
    players: {},
    botSeeds: {},
    actions,
    outcome: game.outcome(s),
  };
  return { record, final: s };
}

/** A record replays to the identical final state. */
export function checkReplay(game: G, p: Played): void {
  const again = replay(game, p.record);
  if (!sameWords(again, p.final)) fail(game, p.final, 'the record does not replay to the identical state');
}

/** The same seed gives the same game. */
export function checkSameSeed(game: G, p: Played, plan: Plan): void {
  const again = playChecked(game, p.record.scenario, p.record.seed, plan, p.record.options);
  if (JSON.stringify(again.record.actions) !== JSON.stringify(p.record.actions))
    fail(game, p.final, 'the same seed gave other actions');
  if (!sameWords(again.final, p.final)) fail(game, p.final, 'the same seed gave another final state');
}
