/**
 * Golden check for engine optimisations and refactors: they must not change behaviour. `record`
 * plays a fixed set of seeded random games of a game (ahd: 200 per scenario, bvg: 50; even games
 * with the default options, odd games with a seeded random set of optional rules and readings) and a
 * few fixed searches and bot games, and writes what they did; `check` plays them again with the
 * current build and compares. (The small committed goldens that `npm test` compares are in
 * test/golden; this is the deep check, run before and after a change.)
 *
 * Per game it keeps the action list, the outcome, a digest of every legal-action list met (in order,
 * so the order of the lists is covered too), the full legal lists at every 41st decision, and a
 * digest of the whole state word array after every action (a change of state layout shows there
 * alone; `check` says so). Per search: the chosen action and, for ahd's MCTS, the root's visits and
 * value. The output is not committed (default file tmp/golden/<game>.json).
 *
 *   npm run build && node dist/bench/golden.js record [ahd|bvg] [file]
 *   npm run build && node dist/bench/golden.js check [ahd|bvg] [file]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execSync } from 'node:child_process';
import { packageRoot } from '../src/core/content.js';
import type { Game, OptionSet, Outcome } from '../src/core/game.js';
import { Sfc32 } from '../src/core/rng.js';
import { heuristicFor } from '../bots/heuristic/index.js';
import { Digest } from './hash.js';
import { GOLDEN_SPECS, type GoldenMatch, type GoldenSearch, type GoldenSpec } from './golden-games.js';

export const GOLDEN_FORMAT = 'cwsim-golden/2';
const SAMPLE_EVERY = 41;
/** The heuristic's scores of every legal action are digested at every SCORE_EVERY-th decision. */
const SCORE_EVERY = 3;

interface GoldenGame {
  scenario: string;
  seed: string;
  options: OptionSet;
  actions: number[];
  outcome: Outcome;
  legal: string;
  states: string;
  samples: Record<string, number[]>;
  /**
   * Digest of the game's heuristic scores (the bits of every legal action's score, as the search
   * prior ranks them) at every SCORE_EVERY-th decision; absent in older files.
   */
  scores?: string;
}

interface Golden {
  format: string;
  /** Absent in files of format 1 (ahd only). */
  game?: string;
  commit: string;
  games: GoldenGame[];
  searches: GoldenSearch[];
  matches: GoldenMatch[];
}

/** Options of golden game i: the defaults for even i, else a seeded random choice of switches. */
export function goldenOptions(spec: GoldenSpec, scenario: string, i: number): OptionSet {
  if (i % 2 === 0) return {};
  const { game } = spec;
  const rng = Sfc32.from(`${spec.seedPrefix}${scenario}/${i}`, 'options');
  const out: Record<string, boolean | string> = {};
  for (const o of game.options) {
    if (o.type === 'boolean') {
      if (rng.int(3) === 0) out[o.id] = true;
    } else if (o.values && rng.int(4) === 0) {
      out[o.id] = o.values[rng.int(o.values.length)]!;
    }
  }
  // an option value that does not fit the scenario (ahd's R11.3 ending year) is dropped
  for (const id of spec.fragileOptions ?? []) {
    try {
      game.create({ scenario, seed: 0, options: out });
    } catch {
      delete out[id];
    }
  }
  return out;
}

function playGolden(spec: GoldenSpec, scenario: string, i: number, buf: Int32Array): GoldenGame {
  const game: Game<Int32Array> = spec.game;
  const seed = `${spec.seedPrefix}${scenario}/${i}`;
  const options = goldenOptions(spec, scenario, i);
  const s = game.create({ scenario, seed, options });
  const rng = Sfc32.from(seed, 'choices');
  const legal = new Digest();
  const states = new Digest();
  const scores = new ScoreDigest(game, spec.game.maxActions, seed);
  const actions: number[] = [];
  const samples: Record<string, number[]> = {};
  states.addAll(s);
  while (!game.isTerminal(s)) {
    const n = game.legalActions(s, buf);
    legal.addAll(buf, n);
    if (actions.length % SAMPLE_EVERY === 0) samples[actions.length] = Array.from(buf.subarray(0, n));
    if (actions.length % SCORE_EVERY === 0) scores.add(s, buf, n);
    const a = buf[rng.int(n)]!;
    game.apply(s, a);
    actions.push(a);
    states.addAll(s);
  }
  return {
    scenario,
    seed,
    options,
    actions,
    outcome: game.outcome(s),
    legal: legal.hex(),
    states: states.hex(),
    samples,
    ...(scores.hex() !== undefined ? { scores: scores.hex() } : {}),
  };
}

/**
 * The heuristic's scores of the legal actions, digested bit for bit: a speed-up of the heuristic
 * must leave every score as it was, or say so (the scores decide the bot's choices, its ties and the
 * search's prior).
 */
class ScoreDigest {
  private readonly rank: ((s: Int32Array, a: Int32Array, n: number, out: Float64Array) => void) | undefined;
  private readonly scores: Float64Array;
  private readonly words: Int32Array;
  private readonly digest = new Digest();

  constructor(game: Game<Int32Array>, maxActions: number, seed: string) {
    const policy = heuristicFor(game.id)?.policy(`${seed}/scores`);
    this.rank = policy?.rank?.bind(policy) as ScoreDigest['rank'];
    this.scores = new Float64Array(maxActions);
    this.words = new Int32Array(this.scores.buffer);
  }

  add(s: Int32Array, actions: Int32Array, n: number): void {
    if (!this.rank) return;
    this.rank(s, actions, n, this.scores);
    this.digest.addAll(this.words, 2 * n);
  }

  hex(): string | undefined {
    return this.rank ? this.digest.hex() : undefined;
  }
}

/** The golden set of `spec`; fewer games (`gamesPerScenario`, `matchSeeds`) for the tests. */
export function recordGolden(
  spec: GoldenSpec,
  gamesPerScenario = spec.gamesPerScenario,
  matchSeeds?: number,
): Golden {
  const games: GoldenGame[] = [];
  const buf = new Int32Array(spec.game.maxActions);
  for (const sc of spec.game.scenarios)
    for (let i = 0; i < gamesPerScenario; i++) games.push(playGolden(spec, sc.id, i, buf));
  return {
    format: GOLDEN_FORMAT,
    game: spec.game.id,
    commit: commitOf(),
    games,
    searches: spec.searches(),
    matches: spec.matches(matchSeeds),
  };
}

function commitOf(): string {
  try {
    const dirty = execSync('git status --porcelain src bots', {
      cwd: packageRoot(),
      encoding: 'utf8',
    }).trim();
    const head = execSync('git rev-parse --short HEAD', { cwd: packageRoot(), encoding: 'utf8' }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function compareGame(w: GoldenGame, g: GoldenGame, diffs: string[]): void {
  const where = `game ${w.seed}`;
  if (!same(w.options, g.options)) diffs.push(`${where}: options differ`);
  if (!same(w.samples, g.samples)) {
    const k = Object.keys(w.samples).find((key) => !same(w.samples[key], g.samples[key]));
    diffs.push(`${where}: legal actions differ at decision ${k ?? '?'}`);
  } else if (w.legal !== g.legal) diffs.push(`${where}: legal-action digest differs`);
  if (!same(w.actions, g.actions)) {
    const k = w.actions.findIndex((a, j) => g.actions[j] !== a);
    diffs.push(
      `${where}: actions differ from decision ${k < 0 ? Math.min(w.actions.length, g.actions.length) : k}`,
    );
  }
  if (!same(w.outcome, g.outcome)) diffs.push(`${where}: outcome differs`);
  if (w.scores !== undefined && w.scores !== g.scores) diffs.push(`${where}: heuristic scores differ`);
  if (w.states !== g.states) diffs.push(`${where}: state digest differs`);
}

/** Differences between a recorded golden set and a fresh one, in words (empty: identical). */
export function compareGolden(want: Golden, got: Golden): string[] {
  const diffs: string[] = [];
  if (want.game !== undefined && want.game !== got.game) diffs.push(`game ${want.game} vs ${got.game}`);
  if (want.games.length !== got.games.length)
    diffs.push(`game count ${want.games.length} vs ${got.games.length}`);
  for (let i = 0; i < Math.min(want.games.length, got.games.length); i++)
    compareGame(want.games[i]!, got.games[i]!, diffs);
  for (const [name, list] of [
    ['search', [want.searches, got.searches]],
    ['match', [want.matches, got.matches]],
  ] as const) {
    const [w, g] = list;
    for (let i = 0; i < w.length; i++) if (!same(w[i], g[i])) diffs.push(`${name} '${w[i]!.name}' differs`);
  }
  return diffs;
}

function report(want: Golden, got: Golden, file: string, secs: string): void {
  const diffs = compareGolden(want, got);
  const onlyStates = diffs.length > 0 && diffs.every((d) => d.endsWith('state digest differs'));
  if (diffs.length && !onlyStates) {
    console.log(`golden: ${diffs.length} difference(s) against ${file} (recorded at ${want.commit}):`);
    for (const d of diffs.slice(0, 20)) console.log('  ' + d);
    process.exitCode = 1;
    return;
  }
  const what = `${got.games.length} games, ${got.searches.length} searches, ${got.matches.length} matches, ${secs} s`;
  const where = `${file} (recorded at ${want.commit}; now ${got.commit})`;
  if (onlyStates) {
    console.log(
      `golden: the same games as ${where}: ${what}; only the state-word digests differ (${diffs.length} games): the state layout changed`,
    );
    process.exitCode = 3;
  } else console.log(`golden: identical to ${where}: ${what}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const cmd = args[0] ?? 'check';
  const id = args[1] && Object.hasOwn(GOLDEN_SPECS, args[1]) ? args[1] : 'ahd';
  // A second word that is neither a game of this check nor a .json file is a mistake, not ahd.
  if (args[1] && id !== args[1] && !args[1].endsWith('.json'))
    throw new Error(
      `golden.js: no golden check for '${args[1]}' here (games: ${Object.keys(GOLDEN_SPECS).join(', ')}); ` +
        'the other games are compared by `npm run golden <game>` and test/golden',
    );
  const file = args[id === args[1] ? 2 : 1] ?? join(packageRoot(), 'tmp', 'golden', `${id}.json`);
  const spec = GOLDEN_SPECS[id]!;
  const t0 = performance.now();
  const got = recordGolden(spec);
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  if (cmd === 'record') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(got));
    const decisions = got.games.reduce((a, g) => a + g.actions.length, 0);
    console.log(
      `golden: recorded ${id}: ${got.games.length} games (${decisions} decisions), ${got.searches.length} searches, ${got.matches.length} matches in ${secs} s -> ${file}`,
    );
    return;
  }
  if (cmd !== 'check')
    throw new Error(`usage: golden.js record|check [${Object.keys(GOLDEN_SPECS).join('|')}] [file]`);
  report(JSON.parse(readFileSync(file, 'utf8')) as Golden, got, file, secs);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').slice(-2).join('/'))) await main();
