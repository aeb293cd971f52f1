/**
 * Golden check for engine optimisations: they must not change behaviour. `record` plays a fixed set
 * of seeded random games of A House Divided (200 per scenario: even games with the default options,
 * odd games with a seeded random set of optional rules and readings) and a few fixed MCTS searches
 * and games, and writes what they did; `check` plays them again with the current build and compares.
 *
 * Per game it keeps the action list, the outcome, a digest of every legal-action list met (in order,
 * so the order of the lists is covered too), the full legal lists at every 41st decision, and a
 * digest of the whole state word array after every action. Per MCTS search: the chosen action, the
 * root's visit counts and value. The output is not committed (default file tmp/golden/ahd.json).
 *
 *   npm run build && node dist/bench/golden.js record [file]
 *   npm run build && node dist/bench/golden.js check [file]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execSync } from 'node:child_process';
import { packageRoot } from '../src/core/content.js';
import type { OptionSet, Outcome } from '../src/core/game.js';
import { Sfc32 } from '../src/core/rng.js';
import { ahd } from '../src/games/ahd/index.js';
import { playMatch } from '../src/sim/match.js';
import { UctSearch } from '../bots/mcts.js';
import { Digest } from './hash.js';
import { actionBuf, middleState, reach } from './ahd-states.js';
import { H_TURN } from '../src/games/ahd/layout.js';

export const GOLDEN_FORMAT = 'cwsim-golden/1';
const GAMES_PER_SCENARIO = 200;
const SAMPLE_EVERY = 41;

interface GoldenGame {
  scenario: string;
  seed: string;
  options: OptionSet;
  actions: number[];
  outcome: Outcome;
  legal: string;
  states: string;
  samples: Record<string, number[]>;
}

interface GoldenSearch {
  name: string;
  action: number;
  visits: [number, number][];
  value: number | undefined;
}

interface GoldenMatch {
  name: string;
  actions: string;
  outcome: Outcome;
}

interface Golden {
  format: string;
  commit: string;
  games: GoldenGame[];
  searches: GoldenSearch[];
  matches: GoldenMatch[];
}

/** Options of golden game i: the defaults for even i, else a seeded random choice of switches. */
export function goldenOptions(scenario: string, i: number): OptionSet {
  if (i % 2 === 0) return {};
  const rng = Sfc32.from(`golden/${scenario}/${i}`, 'options');
  const out: Record<string, boolean | string> = {};
  for (const o of ahd.options) {
    if (o.type === 'boolean') {
      if (rng.int(3) === 0) out[o.id] = true;
    } else if (o.values && rng.int(4) === 0) {
      out[o.id] = o.values[rng.int(o.values.length)]!;
    }
  }
  // an R11.3 ending must fall inside the scenario; drop it where it does not
  try {
    ahd.create({ scenario, seed: 0, options: out });
  } catch {
    delete out['r11.3-march-end'];
  }
  return out;
}

function playGolden(scenario: string, i: number): GoldenGame {
  const seed = `golden/${scenario}/${i}`;
  const options = goldenOptions(scenario, i);
  const s = ahd.create({ scenario, seed, options });
  const rng = Sfc32.from(seed, 'choices');
  const legal = new Digest();
  const states = new Digest();
  const actions: number[] = [];
  const samples: Record<string, number[]> = {};
  states.addAll(s);
  while (!ahd.isTerminal(s)) {
    const n = ahd.legalActions(s, actionBuf);
    legal.addAll(actionBuf, n);
    if (actions.length % SAMPLE_EVERY === 0) samples[actions.length] = Array.from(actionBuf.subarray(0, n));
    const a = actionBuf[rng.int(n)]!;
    ahd.apply(s, a);
    actions.push(a);
    states.addAll(s);
  }
  return {
    scenario,
    seed,
    options,
    actions,
    outcome: ahd.outcome(s),
    legal: legal.hex(),
    states: states.hex(),
    samples,
  };
}

function searches(): GoldenSearch[] {
  const positions: [string, Int32Array][] = [
    ['middle', middleState()],
    ['1861-start', ahd.create({ scenario: '1861', seed: 'golden-search' })],
    ['1861-turn-30', reach('1861', 'golden-late', (x) => x[H_TURN]! >= 30)],
  ];
  const out: GoldenSearch[] = [];
  for (const [name, s] of positions) {
    for (const depth of [0, 20]) {
      const search = new UctSearch(
        ahd,
        { iters: 400, c: 0.7, depth, reuse: false, determinize: false },
        Sfc32.from(`golden/${name}`, 'mcts'),
        ahd.toMove(s),
      );
      const action = search.search(s);
      out.push({
        name: `${name} depth=${depth}`,
        action,
        visits: [...search.rootVisits()],
        value: search.rootValue(ahd.toMove(s)),
      });
    }
  }
  return out;
}

function matches(): GoldenMatch[] {
  const out: GoldenMatch[] = [];
  for (const [usa, csa] of [
    ['mcts:iters=30,depth=10', 'random'],
    ['random', 'mcts:iters=30,depth=10,reuse=1'],
  ] as const) {
    const r = playMatch({
      game: ahd,
      scenario: '1861-short',
      options: {},
      seed: 'golden-match',
      players: { usa, csa },
    });
    const d = new Digest();
    d.addAll(r.record.actions);
    out.push({ name: `${usa} vs ${csa}`, actions: d.hex(), outcome: r.outcome });
  }
  return out;
}

export function recordGolden(gamesPerScenario = GAMES_PER_SCENARIO): Golden {
  const games: GoldenGame[] = [];
  for (const sc of ahd.scenarios) for (let i = 0; i < gamesPerScenario; i++) games.push(playGolden(sc.id, i));
  return { format: GOLDEN_FORMAT, commit: commitOf(), games, searches: searches(), matches: matches() };
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

/** Differences between a recorded golden set and a fresh one, in words (empty: identical). */
export function compareGolden(want: Golden, got: Golden): string[] {
  const diffs: string[] = [];
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  if (want.games.length !== got.games.length)
    diffs.push(`game count ${want.games.length} vs ${got.games.length}`);
  for (let i = 0; i < Math.min(want.games.length, got.games.length); i++) {
    const w = want.games[i]!;
    const g = got.games[i]!;
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
    if (w.states !== g.states) diffs.push(`${where}: state digest differs`);
  }
  for (const [name, list] of [
    ['search', [want.searches, got.searches]],
    ['match', [want.matches, got.matches]],
  ] as const) {
    const [w, g] = list;
    for (let i = 0; i < w.length; i++) if (!same(w[i], g[i])) diffs.push(`${name} '${w[i]!.name}' differs`);
  }
  return diffs;
}

async function main(): Promise<void> {
  const [cmd = 'check', file = join(packageRoot(), 'tmp', 'golden', 'ahd.json')] = process.argv.slice(2);
  const t0 = performance.now();
  const got = recordGolden();
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  if (cmd === 'record') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(got));
    const decisions = got.games.reduce((a, g) => a + g.actions.length, 0);
    console.log(
      `golden: recorded ${got.games.length} games (${decisions} decisions), ${got.searches.length} searches, ${got.matches.length} matches in ${secs} s -> ${file}`,
    );
    return;
  }
  if (cmd !== 'check') throw new Error(`usage: golden.js record|check [file]`);
  const want = JSON.parse(readFileSync(file, 'utf8')) as Golden;
  const diffs = compareGolden(want, got);
  if (diffs.length) {
    console.log(`golden: ${diffs.length} difference(s) against ${file} (recorded at ${want.commit}):`);
    for (const d of diffs.slice(0, 20)) console.log('  ' + d);
    process.exitCode = 1;
  } else {
    console.log(
      `golden: identical to ${file} (recorded at ${want.commit}; now ${got.commit}): ${got.games.length} games, ${got.searches.length} searches, ${got.matches.length} matches, ${secs} s`,
    );
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').slice(-2).join('/'))) await main();
