/**
 * Profiling workloads and a reader for V8 CPU profiles (issue 5: profile the engine on compiled JS).
 *
 *   npm run build
 *   node --cpu-prof --cpu-prof-dir=tmp/prof dist/bench/profile.js games [seconds]   # random 1861 games
 *   node --cpu-prof --cpu-prof-dir=tmp/prof dist/bench/profile.js mcts [seconds]    # mcts:depth=20, middle position
 *   node --cpu-prof ... dist/bench/profile.js heuristic [seconds]    # heuristic vs heuristic, ahd 1861
 *   node --cpu-prof ... dist/bench/profile.js guided [seconds]       # mcts:iters=32,...,prior=heuristic at the middle
 *   node --cpu-prof ... dist/bench/profile.js bvg [seconds]          # random bvg standard games
 *   node --cpu-prof ... dist/bench/profile.js bvg-heuristic [seconds]
 *   node dist/bench/profile.js top tmp/prof [rows]                                  # self time by function
 *
 * `top` reads the newest .cpuprofile in the folder and lists functions by self time (share of the
 * samples), the way the figures in bench/README.md were taken.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeBot } from '../bots/index.js';
import type { Game } from '../src/core/game.js';
import { ahd } from '../src/games/ahd/index.js';
import { bvg } from '../src/games/bvg/index.js';
import { playMatch } from '../src/sim/match.js';
import { HEURISTIC_MCTS } from './golden-games.js';
import { middleState, randomGame } from './ahd-states.js';
import { cpuMs } from './measure.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function of a V8 CPU profile, largest first: [label, share]. */
export function selfTimes(p: CpuProfile): [string, number][] {
  const byId = new Map<number, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    byId.set(id, (byId.get(id) ?? 0) + dt);
    total += dt;
  });
  const byFn = new Map<string, number>();
  for (const n of p.nodes) {
    const t = byId.get(n.id) ?? 0;
    if (!t) continue;
    const file = n.callFrame.url.split('/').slice(-2).join('/');
    const label = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
    byFn.set(label, (byFn.get(label) ?? 0) + t);
  }
  return [...byFn]
    .map(([k, v]) => [k, v / Math.max(1, total)] as [string, number])
    .sort((a, b) => b[1] - a[1]);
}

function top(dir: string, rows: number): void {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files.length) throw new Error(`no .cpuprofile in ${dir}`);
  const p = JSON.parse(readFileSync(files[0]!, 'utf8')) as CpuProfile;
  console.log(`${files[0]}: self time by function`);
  for (const [label, share] of selfTimes(p).slice(0, rows))
    console.log(`${(100 * share).toFixed(1).padStart(5)} %  ${label}`);
}

/** Games of `game` with `bot` on both sides until `seconds` of CPU have passed; returns the count. */
function botGames(game: Game<Int32Array>, scenario: string, bot: string, seconds: number): number {
  const t0 = cpuMs();
  const players = Object.fromEntries(game.sides.map((side) => [side, bot]));
  let n = 0;
  while (cpuMs() - t0 < seconds * 1000)
    playMatch({ game, scenario, options: {}, seed: `profile/${n++}`, players });
  return n;
}

/** `iters`-iteration decisions by the bot of `spec` at the middle-game position for `seconds`. */
function searches(spec: string, iters: number, seconds: number): number {
  const t0 = cpuMs();
  const s = middleState();
  const bot = makeBot(ahd, spec, ahd.toMove(s), 'profile');
  let n = 0;
  while (cpuMs() - t0 < seconds * 1000) {
    bot.choose(s);
    n += iters;
  }
  return n;
}

const MODES: Readonly<Record<string, (seconds: number) => string>> = {
  games: (sec) => {
    const t0 = cpuMs();
    let n = 0;
    while (cpuMs() - t0 < sec * 1000) for (let k = 0; k < 20; k++) randomGame('1861', `profile/${n++}`);
    return `${n} random 1861 games`;
  },
  mcts: (sec) => `${searches('mcts:iters=2000,depth=20', 2000, sec)} MCTS iterations`,
  guided: (sec) => `${searches(HEURISTIC_MCTS, 32, sec)} guided MCTS iterations`,
  heuristic: (sec) => `${botGames(ahd, '1861', 'heuristic', sec)} heuristic 1861 games`,
  bvg: (sec) => `${botGames(bvg, 'standard', 'random', sec)} random bvg games`,
  'bvg-heuristic': (sec) => `${botGames(bvg, 'standard', 'heuristic', sec)} heuristic bvg games`,
};

function main(): void {
  const [mode = 'games', arg, rows] = process.argv.slice(2);
  if (mode === 'top') return top(arg ?? 'tmp/prof', Number(rows ?? 30));
  const run = MODES[mode];
  if (!run) throw new Error(`usage: profile.js ${Object.keys(MODES).join('|')} [seconds] | top <dir> [rows]`);
  console.log(run(Number(arg ?? 10)));
}

main();
