/**
 * Side-wise uplift arms for Blue vs Gray (issue 21) whose two sides are played by the heuristic of two
 * different code versions: the heuristic of checkout <usa-root> as the USA against the heuristic of
 * checkout <csa-root> as the CSA, on the games of `cwsim simulate bvg --scenario standard --seed
 * <master>` (the same game and bot seeds, so the games pair with a mirror played by `simulate` at
 * either version). `cwsim simulate` seats one code version on both sides, so when a fix helps both
 * sides its mirror measures neither side's gain; this plays the new side against the old one.
 *
 *   git worktree add /tmp/h0 <commit> && ln -s "$PWD/node_modules" /tmp/h0/node_modules
 *   npx tsx experiments/tools/bvg-sidewise.ts <usa-root> <csa-root> <master> <games> <out-dir>
 *
 * Each root is a cwsim checkout (`.` for this one) whose bvg rules match this one's (the state is
 * shared; the tool checks nothing but the pack). Writes <out-dir>/games.jsonl and summary.json, which
 * `experiments/tools/uplift.ts` reads, and a compact games.csv.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Bot } from '../../src/core/bot.js';
import { bvg } from '../../src/games/bvg/index.js';
import { botSeed, playMatch } from '../../src/sim/match.js';
import { gameSeed } from '../../src/sim/plan.js';

type S = Int32Array;
type Maker = (side: number, seed: string) => Bot<S>;

interface BotsModule {
  makeBot(game: unknown, spec: string, side: number, seed: string): Bot<S>;
}
interface GameModule {
  bvg: typeof bvg;
}

/** The commit of checkout `root`, `-dirty` when its bots' or rules' code or data differ from it. */
const version = (root: string): string => {
  const git = spawnSync('git', ['describe', '--always', '--tags'], { cwd: root, encoding: 'utf8' });
  if (git.status !== 0) return 'unknown';
  const code = ['bots/*.ts', 'bots/*.json', 'src/*.ts', 'src/*.json'];
  const st = spawnSync('git', ['status', '--porcelain', '--', ...code], {
    cwd: root,
    encoding: 'utf8',
  });
  return git.stdout.trim() + (st.stdout.trim() ? '-dirty' : '');
};

/** The heuristic of checkout `root`, with its own copy of the game (its pack registered first). */
async function heuristicOf(root: string): Promise<Maker> {
  const bots = (await import(join(root, 'bots/index.ts'))) as BotsModule;
  const game = (await import(join(root, 'src/games/bvg/index.ts'))) as GameModule;
  game.bvg.create({ scenario: 'standard', options: {}, seed: 'register-pack' });
  return (side, seed) => bots.makeBot(game.bvg, 'heuristic', side, seed);
}

const args = process.argv.slice(2);
if (args.length < 5) {
  console.error('usage: bvg-sidewise.ts <usa-root> <csa-root> <master-seed> <games> <out-dir>');
  process.exit(2);
}
const [usaRoot, csaRoot, master, games, out] = [
  resolve(args[0]!),
  resolve(args[1]!),
  args[2]!,
  Number(args[3]),
  args[4]!,
];
const players = { usa: `heuristic@${version(usaRoot)}`, csa: `heuristic@${version(csaRoot)}` };
const usa = await heuristicOf(usaRoot);
const csa = await heuristicOf(csaRoot);
bvg.create({ scenario: 'standard', options: {}, seed: 'register-pack' });
const rows: string[] = [];
const csv = ['index,winner,victory,turn'];
let csaWins = 0;
for (let index = 0; index < games; index++) {
  const seed = gameSeed(master, index);
  const bots = [usa(0, botSeed(seed, 'usa')), csa(1, botSeed(seed, 'csa'))];
  const r = playMatch({ game: bvg, scenario: 'standard', options: {}, seed, players, bots });
  const o = r.outcome as {
    kind: string;
    winner?: number;
    victory?: string;
    margin?: number;
    turn?: number;
    detail?: string;
  };
  const winner = o.kind === 'win' && o.winner !== undefined ? bvg.sides[o.winner]! : null;
  if (winner === 'csa') csaWins++;
  const row = {
    arm: 'standard/sidewise',
    index,
    seed,
    scenario: 'standard',
    options: {},
    players,
    result: o.kind,
    winner,
  };
  rows.push(
    JSON.stringify({
      ...row,
      victory: o.victory ?? '',
      margin: o.margin ?? 0,
      turn: o.turn ?? 0,
      detail: o.detail ?? '',
      decisions: r.decisions,
    }),
  );
  csv.push(`${index},${winner ?? ''},${o.victory ?? ''},${o.turn ?? 0}`);
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'games.jsonl'), rows.join('\n') + '\n');
writeFileSync(join(out, 'games.csv'), csv.join('\n') + '\n');
const command = `npx tsx experiments/tools/bvg-sidewise.ts <usa: ${players.usa}> <csa: ${players.csa}> ${master} ${games} ${out}`;
const summary = { command, codeVersion: `git ${version('.')}`, players, games, csaWins };
writeFileSync(join(out, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
console.log(`${command}: CSA wins ${csaWins} of ${games} (${((100 * csaWins) / games).toFixed(1)} %)`);
