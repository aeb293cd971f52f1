/**
 * Tune one side's weights of the A House Divided heuristic bot (bots/heuristic/ahd/weights.ts) against
 * the other side's (the hand-set weights, or a file), on the 1861 campaign, by an evolution strategy.
 *
 *   npx tsx experiments/tools/tune-ahd-heuristic.ts [generations=30] [games=400] [side=usa]
 *       [seed=tune] [threads=all cores] [start=-] [opponent=-]
 *
 * `start` and `opponent` are JSON files of weights (any subset of the names in weights.ts; the rest
 * are the hand weights), or - for the hand weights: where the search starts, and what the other
 * side plays.
 *
 * The search: a (3/3, 8) evolution strategy on z, where a weight is hand x e^z (or 4z for a weight
 * whose hand value is 0). Each generation samples 7 candidates around the mean (Gaussian steps of
 * sigma, 0.3 at first, x 0.985 a generation) plus the mean itself, plays every one on the same
 * `games` seeds (`seed/gen/g`, so candidates differ by their weights, not by their dice), and moves the
 * mean to the average of the best three by score = wins of the tuned side + 0.1 x games that came
 * within one city of a Union victory (for the Union: held six of the seven cities of R10.0 at once).
 * Every tenth generation and at the end, the mean and the hand weights play the same fresh check
 * seeds (`seed-check/g`); the end prints the mean as JSON (three significant digits), which serves as
 * a start or opponent file, or for weights.ts.
 */
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { AhdHeuristic } from '../../bots/heuristic/ahd/index.js';
import { HAND_WEIGHTS, WEIGHT_NAMES, sideWeights, type Weights } from '../../bots/heuristic/ahd/weights.js';
import { Sfc32 } from '../../src/core/rng.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';
import { unionCitiesHeld } from '../../src/games/ahd/victory.js';
import { DEFAULT_SETUP, diagnosticGame, toolArgs } from './common.js';

interface Job {
  id: number;
  side: number;
  weights: Weights;
  opponent: Weights;
  seed: string;
  from: number;
  to: number;
}
interface Tally {
  wins: number;
  close: number;
  games: number;
}

const heuristic = new AhdHeuristic();

/**
 * Play games [from, to) of `seed`, the tuned side with `weights`, the other with `opponent`: the
 * diagnostic games, with heuristic bots (seeded as diagnosticGame seeds them) given those weights.
 */
function play(job: Job): Tally {
  const weights =
    job.side === L.USA ? sideWeights(job.weights, job.opponent) : sideWeights(job.opponent, job.weights);
  const t: Tally = { wins: 0, close: 0, games: 0 };
  for (let g = job.from; g < job.to; g++) {
    const { s } = diagnosticGame({ ...DEFAULT_SETUP, seed: job.seed }, g);
    const bots = ahd.sides.map((side, seat) =>
      heuristic.bot({ game: ahd, seat, seed: `${job.seed}/${g}/${side}` }, 'heuristic', weights),
    );
    const c = ahd.contentOf(s);
    let most = 0;
    while (!ahd.isTerminal(s)) {
      if (s[L.H_PHASE] === L.PH_MOVE) most = Math.max(most, unionCitiesHeld(c, s));
      ahd.apply(s, bots[ahd.toMove(s)]!.choose(s));
    }
    const o = ahd.outcome(s);
    t.games++;
    if (o.winner === job.side) t.wins++;
    if (o.winner === L.USA || most >= c.victoryCities.length - 1) t.close++;
  }
  return t;
}

if (!isMainThread) {
  parentPort!.on('message', (job: Job) => parentPort!.postMessage({ id: job.id, t: play(job) }));
} else {
  const args = toolArgs('tune-ahd-heuristic');
  const generations = args.int(0, 'generations', 30, 1);
  const games = args.int(1, 'games', 400, 2);
  const sideName = args.text(2, 'usa');
  const seed = args.text(3, 'tune');
  const threads = args.int(4, 'threads', availableParallelism(), 1);
  const startFile = args.text(5, '-');
  const opponentFile = args.text(6, '-');
  if (sideName !== 'usa' && sideName !== 'csa') {
    console.error(`tune-ahd-heuristic: side must be usa or csa, got '${sideName}'`);
    process.exit(2);
  }
  const side = sideName === 'usa' ? L.USA : L.CSA;
  const n = WEIGHT_NAMES.length;
  const decode = (z: Float64Array): Weights => {
    const w: Record<string, number> = {};
    WEIGHT_NAMES.forEach((name, i) => {
      const h = HAND_WEIGHTS[name];
      w[name] = h === 0 ? 4 * z[i]! : h * Math.exp(z[i]!);
    });
    return w as unknown as Weights;
  };
  const encode = (w: Weights): Float64Array =>
    Float64Array.from(WEIGHT_NAMES, (name) => {
      const h = HAND_WEIGHTS[name];
      return h === 0 ? w[name] / 4 : Math.log(w[name] / h);
    });
  /** The weights in `file` over the hand weights; '-' is the hand weights. */
  const readWeights = (file: string): Weights => {
    if (file === '-') return HAND_WEIGHTS;
    let read: unknown;
    try {
      read = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      console.error(`tune-ahd-heuristic: ${file}: ${(e as Error).message}`);
      process.exit(2);
    }
    const w: Record<string, number> = { ...HAND_WEIGHTS };
    for (const [name, v] of Object.entries(read as Record<string, unknown>)) {
      const hand = (HAND_WEIGHTS as unknown as Record<string, number>)[name];
      if (hand === undefined || typeof v !== 'number' || !Number.isFinite(v) || (hand > 0 && v <= 0)) {
        console.error(
          `tune-ahd-heuristic: ${file}: '${name}' must be a weight (${WEIGHT_NAMES.join(', ')}) with a number, ` +
            `above 0 where the hand weight is`,
        );
        process.exit(2);
      }
      w[name] = v;
    }
    return w as unknown as Weights;
  };
  const mean = encode(readWeights(startFile));
  const opponent = readWeights(opponentFile);

  // Run under tsx, each worker registers tsx's loader before it imports this file.
  const boot =
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
    `.then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const workers = Array.from({ length: threads }, () => new Worker(boot, { eval: true }));
  /** Play every weights set on games [0, count) of `seedText`, split into chunks across the workers. */
  const tally = (sets: Weights[], seedText: string, count: number): Promise<Tally[]> => {
    const chunk = Math.ceil(count / Math.max(1, Math.floor((threads * 2) / sets.length)));
    const jobs: Job[] = [];
    sets.forEach((weights, id) => {
      for (let from = 0; from < count; from += chunk)
        jobs.push({ id, side, weights, opponent, seed: seedText, from, to: Math.min(count, from + chunk) });
    });
    const out = sets.map((): Tally => ({ wins: 0, close: 0, games: 0 }));
    return new Promise((resolve, reject) => {
      let next = 0;
      let done = 0;
      for (const w of workers) {
        w.removeAllListeners('message');
        w.removeAllListeners('error');
        w.on('error', reject);
        w.on('message', (m: { id: number; t: Tally }) => {
          const o = out[m.id]!;
          o.wins += m.t.wins;
          o.close += m.t.close;
          o.games += m.t.games;
          if (++done === jobs.length) resolve(out);
          else if (next < jobs.length) w.postMessage(jobs[next++]);
        });
        if (next < jobs.length) w.postMessage(jobs[next++]);
      }
    });
  };
  const check = async (label: string): Promise<void> => {
    const [m, h] = await tally([decode(mean), HAND_WEIGHTS], `${seed}-check`, games);
    console.log(
      `  ${label} check on ${games} fresh games: ${sideName} wins ${m!.wins} with the mean, ${h!.wins} with the hand weights`,
    );
  };

  const rng = Sfc32.from(seed, 'es');
  const gauss = (): number =>
    Math.sqrt(-2 * Math.log(Math.max(1e-12, rng.next()))) * Math.cos(2 * Math.PI * rng.next());
  const lambda = 8;
  const mu = 3;
  let sigma = 0.3;
  const started = Date.now();
  console.log(
    `tune ${sideName} weights: ${generations} generations of ${lambda} x ${games} games, seed ${seed}`,
  );
  for (let gen = 0; gen < generations; gen++) {
    const zs = [Float64Array.from(mean)];
    for (let j = 1; j < lambda; j++) zs.push(Float64Array.from(mean, (m) => m + sigma * gauss()));
    const res = await tally(zs.map(decode), `${seed}/${gen}`, games);
    const score = (t: Tally): number => t.wins + 0.1 * t.close;
    const order = res.map((_, i) => i).sort((a, b) => score(res[b]!) - score(res[a]!));
    mean.fill(0);
    for (let j = 0; j < mu; j++) for (let i = 0; i < n; i++) mean[i]! += zs[order[j]!]![i]! / mu;
    const best = res[order[0]!]!;
    console.log(
      `gen ${gen + 1} (${Math.round((Date.now() - started) / 1000)} s, sigma ${sigma.toFixed(3)}): ` +
        `old mean ${res[0]!.wins} wins, ${res[0]!.close} close; best ${best.wins} wins, ${best.close} close`,
    );
    sigma *= 0.985;
    if ((gen + 1) % 10 === 0 && gen + 1 < generations) await check(`gen ${gen + 1}`);
  }
  await check('final');
  const w = decode(mean);
  const sig = (x: number): number => Number(x.toPrecision(3));
  const rounded = Object.fromEntries(WEIGHT_NAMES.map((k) => [k, sig(w[k])]));
  console.log(`weights (a start or opponent file, or for weights.ts):\n${JSON.stringify(rounded, null, 2)}`);
  await Promise.all(workers.map((x) => x.terminate()));
}
