/**
 * Fit a game's learned value function (bots/heuristic/<id>/value.json; features in
 * bots/heuristic/<id>/features.ts) on positions of self-play games. Two steps:
 *
 *   npx tsx experiments/tools/fit-value.ts collect <game> --out <file.pos> [--games 2000]
 *       [--usa heuristic] [--csa heuristic] [--epsilon 0] [--scenarios a,b,...] [--seed collect]
 *       [--options-share 0.25]
 *   npx tsx experiments/tools/fit-value.ts fit <game> <file.pos>... [--out <value.json>]
 *       [--hidden 24] [--epochs 60] [--l2 1e-5] [--rate 0.003] [--seed fit] [--command "..."]
 *
 * collect plays `games` games, game g in scenario g mod (number of scenarios) with seed `seed/g`,
 * bots `usa` and `csa` (any spec; `epsilon` > 0 replaces a bot's decision by a uniformly random legal
 * action that share of the time, for variety), and, in a share `options-share` of the games, a
 * seeded random set of the game's optional rules (kind `rule`). It keeps the first position of every
 * player turn (Evaluator.turn: for ahd, a Movement Segment before its first March) with the game's result
 * for the first side (win 1, draw or limit 0.5, loss 0), and appends them to `out` as rows of
 * float32: game id, label, the features.
 *
 * fit reads one or more position files, holds out every position of a tenth of the games (by a hash
 * of the game id, so that no game is split), fits the model (bots/learn/fit.ts) and writes the JSON model file
 * with the commands (`--command` records how the position files were made) and the hold-out scores.
 */
import { appendFileSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { makeBot } from '../../bots/index.js';
import { heuristicFor, type LearnedValue } from '../../bots/heuristic/index.js';
import { fitModel, type Dataset } from '../../bots/learn/fit.js';
import { packageRoot } from '../../src/core/content.js';
import type { Game, OptionSet } from '../../src/core/game.js';
import { Sfc32 } from '../../src/core/rng.js';
import { getGame } from '../../src/games/index.js';

type S = Int32Array;

function learned(game: string): LearnedValue {
  const v = heuristicFor(game)?.value;
  if (!v) throw new Error(`fit-value: game ${game} has no learned value (bots/heuristic/<id>/features.ts)`);
  return v;
}

/** A seeded random set of the game's optional rules. */
function randomRules(game: Game<S>, rng: Sfc32): OptionSet {
  const out: Record<string, boolean> = {};
  for (const o of game.options)
    if (o.kind === 'rule' && o.type === 'boolean' && rng.int(3) === 0) out[o.id] = true;
  return out;
}

interface CollectArgs {
  game: string;
  out: string;
  games: number;
  usa: string;
  csa: string;
  epsilon: number;
  scenarios: string[];
  seed: string;
  optionsShare: number;
}

/** One game: the features of the first position of each player turn, and the first side's result. */
function playOne(
  game: Game<S>,
  v: LearnedValue,
  a: CollectArgs,
  g: number,
): { rows: Float32Array[]; y: number } {
  const read = v.reader();
  const rng = Sfc32.from(`${a.seed}/${g}`, 'collect');
  const scenario = a.scenarios[g % a.scenarios.length]!;
  const options = rng.next() < a.optionsShare ? randomRules(game, rng) : {};
  const s = game.create({ scenario, options, seed: `${a.seed}/${g}` });
  const bots = [makeBot(game, a.usa, 0, `${a.seed}/${g}/0`), makeBot(game, a.csa, 1, `${a.seed}/${g}/1`)];
  const buf = new Int32Array(game.maxActions);
  const x = new Float64Array(v.features.length);
  const rows: Float32Array[] = [];
  let turn = Number.NaN;
  while (!game.isTerminal(s)) {
    if (v.turn(s) !== turn) {
      turn = v.turn(s);
      read(s, x);
      const row = new Float32Array(2 + x.length);
      row.set(x, 2);
      row[0] = g;
      rows.push(row);
    }
    const seat = game.toMove(s);
    let act: number;
    if (a.epsilon > 0 && rng.next() < a.epsilon) {
      const n = game.legalActions(s, buf);
      act = buf[rng.int(n)]!;
    } else act = bots[seat]!.choose(s);
    for (const b of bots) b.notify?.(s, act);
    game.apply(s, act);
  }
  const o = game.outcome(s);
  const y = o.kind === 'win' ? (o.winner === 0 ? 1 : 0) : 0.5;
  return { rows, y };
}

function collect(a: CollectArgs): void {
  const game = getGame(a.game) as Game<S>;
  const v = learned(a.game);
  mkdirSync(dirname(a.out), { recursive: true });
  let positions = 0;
  const t0 = performance.now();
  for (let g = 0; g < a.games; g++) {
    const { rows, y } = playOne(game, v, a, g);
    const all = new Float32Array(rows.length * (2 + v.features.length));
    rows.forEach((r, i) => {
      r[1] = y;
      all.set(r, i * r.length);
    });
    appendFileSync(a.out, Buffer.from(all.buffer));
    positions += rows.length;
    if ((g + 1) % 100 === 0 || g + 1 === a.games)
      console.error(
        `collect: ${g + 1} games, ${positions} positions, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );
  }
}

/** Every tenth game is held out, by a hash of (file, game), so that no scenario or seed pattern is. */
const heldOut = (g: number, file: number): boolean =>
  (Math.imul(g + 7919 * file, 0x9e3779b1) >>> 0) % 10 === 0;

/** Read position files into train and hold-out sets (every tenth game held out). */
function readPositions(files: string[], nf: number): { train: Dataset; holdout: Dataset; games: number } {
  const width = 2 + nf;
  const chunks = files.map((f) => {
    const b = readFileSync(f);
    if (b.byteLength % (4 * width) !== 0)
      throw new Error(`${f}: not rows of ${width} float32 (${b.byteLength} bytes)`);
    return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
  });
  const split = (hold: boolean): Dataset => {
    const xs: number[] = [];
    const ys: number[] = [];
    chunks.forEach((c, fi) => {
      for (let r = 0; r < c.length; r += width) {
        if (heldOut(c[r]!, fi) !== hold) continue;
        ys.push(c[r + 1]!);
        for (let j = 0; j < nf; j++) xs.push(c[r + 2 + j]!);
      }
    });
    return { nf, x: Float64Array.from(xs), y: Float64Array.from(ys) };
  };
  const games = new Set<number>();
  chunks.forEach((c, fi) => {
    for (let r = 0; r < c.length; r += width) games.add(c[r]! + fi * 1e6);
  });
  return { train: split(false), holdout: split(true), games: games.size };
}

function fit(game: string, files: string[], o: Record<string, string | undefined>): void {
  const v = learned(game);
  const out = o['out'] ?? join(packageRoot(), v.file);
  const { train, holdout, games } = readPositions(files, v.features.length);
  console.error(
    `fit: ${train.y.length} training and ${holdout.y.length} hold-out positions from ${games} games`,
  );
  const hidden = (o['hidden'] ?? '24').split(',').filter(Boolean).map(Number);
  const opts = {
    hidden,
    epochs: Number(o['epochs'] ?? 60),
    batch: 256,
    rate: Number(o['rate'] ?? 0.003),
    l2: Number(o['l2'] ?? 1e-5),
    patience: 8,
    seed: o['seed'] ?? 'fit',
  };
  const command = [
    o['command'],
    `npx tsx experiments/tools/fit-value.ts fit ${game} ${files.join(' ')}` +
      ` --hidden ${hidden.join(',')} --epochs ${opts.epochs} --l2 ${opts.l2} --rate ${opts.rate} --seed ${opts.seed}`,
  ]
    .filter(Boolean)
    .join(' && ');
  const r = fitModel(
    game,
    v.features,
    train,
    holdout,
    opts,
    { command, positions: train.y.length + holdout.y.length, games },
    (e, s) =>
      console.error(
        `epoch ${e}: hold-out log-loss ${s.logloss.toFixed(4)} (base ${s.baseLogloss.toFixed(4)}), brier ${s.brier.toFixed(4)}, accuracy ${(100 * s.accuracy).toFixed(1)} %`,
      ),
  );
  writeFileSync(out, JSON.stringify(r.file) + '\n');
  console.error(
    `fit: wrote ${out}; hold-out log-loss ${r.holdout.logloss.toFixed(4)}, train ${r.train.logloss.toFixed(4)}`,
  );
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      games: { type: 'string' },
      usa: { type: 'string' },
      csa: { type: 'string' },
      epsilon: { type: 'string' },
      scenarios: { type: 'string' },
      seed: { type: 'string' },
      'options-share': { type: 'string' },
      hidden: { type: 'string' },
      epochs: { type: 'string' },
      l2: { type: 'string' },
      rate: { type: 'string' },
      command: { type: 'string' },
    },
  });
  const [step, game, ...files] = positionals;
  if (step === 'collect' && game && values.out) {
    collect({
      game,
      out: values.out,
      games: Number(values.games ?? 2000),
      usa: values.usa ?? 'heuristic',
      csa: values.csa ?? 'heuristic',
      epsilon: Number(values.epsilon ?? 0),
      scenarios: (
        values.scenarios ??
        getGame(game)
          .scenarios.map((s) => s.id)
          .join(',')
      ).split(','),
      seed: values.seed ?? 'collect',
      optionsShare: Number(values['options-share'] ?? 0.25),
    });
  } else if (step === 'fit' && game && files.length) {
    fit(game, files, values);
  } else {
    console.error(
      'usage: fit-value.ts collect <game> --out <file.pos> [...] | fit <game> <file.pos>... [--out value.json]',
    );
    process.exit(2);
  }
}

main();
