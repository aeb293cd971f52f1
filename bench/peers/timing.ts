/**
 * The timings of the boardgame.io comparison (suites/peers.ts), made in a process of their own
 * started with NODE_ENV=production (peers/child.ts), as boardgame.io's users deploy it: in
 * production it skips its per-move check that G is JSON-serialisable and loads Immer's production
 * build. Our side runs in the same process (our code reads no NODE_ENV).
 *
 * Two measures, the same work on both sides: a random playout from the empty board to the end
 * (ours: legalActions/apply and a seeded uniform choice; boardgame.io: its MCTSBot.playout, which
 * enumerates, chooses uniformly and runs the reducer), and one MCTS decision of ITERS iterations from
 * the empty board (our UctSearch and boardgame.io's MCTSBot, both UCB1 with c = √2, one node
 * expanded per iteration, playouts of at most DEPTH plies, beyond the 42 of the longest game). Every
 * bot, reducer and initial state is built before the timed region. Each measure is timed RUNS times
 * per side, alternating the side that goes first, in the tinybench harness (median CPU time of its
 * samples) and in a plain loop (CPU time of a fixed count, no harness), so each figure comes with
 * its min, median and max over the runs.
 */
import type { State } from 'boardgame.io';
import { Sfc32 } from '../../src/core/rng.js';
import { UctSearch } from '../../bots/mcts.js';
import { cpuMs, timeBatch, type Budget } from '../measure.js';
import { connectFour, type C4State } from './connect4.js';
import { bgioAi, bgioInitial, bgioReducer, connectFourBgio, dropAction, type C4G } from './connect4-bgio.js';

const C = Math.SQRT2;
const DEPTH = 64;

function ourSearch(iters: number, seed: string, seat: number): UctSearch<C4State> {
  return new UctSearch(
    connectFour,
    { iters, c: C, depth: DEPTH, reuse: false, determinize: false },
    Sfc32.from(seed, 'mcts'),
    seat,
  );
}

type BgioBot = InstanceType<typeof bgioAi.MCTSBot>;

function bgioBot(iters: number, seed: string): BgioBot {
  return new bgioAi.MCTSBot({
    game: connectFourBgio,
    enumerate: connectFourBgio.ai!.enumerate,
    seed,
    iterations: iters,
    playoutDepth: DEPTH,
  });
}

/** A boardgame.io bot's move (it searches synchronously, its async option being off, and answers with a promise). */
async function bgioChoose(bot: BgioBot, state: State<C4G>, playerID: string): Promise<unknown> {
  return (await bot.play(state, playerID)).action;
}

export interface Tally {
  wins: number;
  draws: number;
  losses: number;
}

/** Our MCTS against a uniform random player, `games` games alternating seats. */
export function oursVsRandom(games: number, iters: number): Tally {
  const t: Tally = { wins: 0, draws: 0, losses: 0 };
  const buf = new Int32Array(connectFour.maxActions);
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const s = connectFour.create({ scenario: 'standard', seed: g });
    const search = ourSearch(iters, `c4-vs-random/${g}`, seat);
    const rng = Sfc32.from(`c4-vs-random/${g}`, 'random');
    while (!connectFour.isTerminal(s)) {
      if (connectFour.toMove(s) === seat) connectFour.apply(s, search.search(s));
      else connectFour.apply(s, buf[rng.int(connectFour.legalActions(s, buf))]!);
    }
    const o = connectFour.outcome(s);
    if (o.kind === 'draw') t.draws++;
    else if (o.winner === seat) t.wins++;
    else t.losses++;
  }
  return t;
}

/** boardgame.io's MCTS against a uniform random player, `games` games alternating seats. */
async function bgioVsRandom(games: number, iters: number): Promise<Tally> {
  const t: Tally = { wins: 0, draws: 0, losses: 0 };
  const reducer = bgioReducer();
  for (let g = 0; g < games; g++) {
    const me = String(g % 2);
    const bot = bgioBot(iters, `c4-vs-random/${g}`);
    const rng = Sfc32.from(`c4-vs-random/${g}`, 'random');
    let state = bgioInitial();
    while (state.ctx.gameover === undefined) {
      const player = state.ctx.currentPlayer;
      let action: unknown;
      if (player === me) action = await bgioChoose(bot, state, player);
      else {
        const moves = connectFourBgio.ai!.enumerate(state.G, state.ctx, player) as { args: number[] }[];
        action = dropAction(moves[rng.int(moves.length)]!.args[0]!, player);
      }
      state = reducer(state, action);
    }
    const over = state.ctx.gameover as { winner?: string; draw?: boolean };
    if (over.draw) t.draws++;
    else if (over.winner === me) t.wins++;
    else t.losses++;
  }
  return t;
}

/** One side of one measure: a batch of `n` operations, ready to run (everything built). */
interface Work {
  readonly n: number;
  run(): void | Promise<void>;
}

/** The four workloads, each built once: playouts and searches, ours and boardgame.io's. */
function workloads(quick: boolean, iters: number): Record<'ours' | 'bgio', Record<'playout' | 'mcts', Work>> {
  let sink = 0;
  const start = connectFour.create({ scenario: 'standard', seed: 'bench' });
  const scratch = connectFour.clone(start);
  const buf = new Int32Array(connectFour.maxActions);
  const rng = Sfc32.from('bench-c4', 'playouts');
  const search = ourSearch(iters, 'bench-c4', 0);
  const initial = bgioInitial();
  const player = bgioBot(1, 'bench-c4-playouts');
  const bot = bgioBot(iters, 'bench-c4');
  const nOurs = quick ? 10 : 2000;
  const nBgio = quick ? 1 : 50;
  return {
    ours: {
      playout: {
        n: nOurs,
        run: () => {
          for (let i = 0; i < nOurs; i++) {
            connectFour.copyInto(scratch, start);
            while (!connectFour.isTerminal(scratch))
              connectFour.apply(scratch, buf[rng.int(connectFour.legalActions(scratch, buf))]!);
            sink += scratch[0]!;
          }
        },
      },
      mcts: { n: iters, run: () => void (sink += search.search(start)) },
    },
    bgio: {
      playout: {
        n: nBgio,
        run: () => {
          for (let i = 0; i < nBgio; i++)
            if (player.playout({ state: initial } as Parameters<BgioBot['playout']>[0])) sink++;
        },
      },
      mcts: { n: iters, run: async () => void (sink += (await bgioChoose(bot, initial, '0')) ? 1 : 0) },
    },
  };
}

/**
 * ns per operation of `w` in a plain loop: as many batches as fill about `ms` of CPU time (sized by
 * one untimed batch, which also warms it up), timed together on the CPU clock.
 */
async function plainLoop(w: Work, ms: number): Promise<number> {
  const c0 = cpuMs();
  await w.run();
  const reps = Math.max(1, Math.ceil(ms / Math.max(0.01, cpuMs() - c0)));
  const c1 = cpuMs();
  for (let r = 0; r < reps; r++) await w.run();
  return ((cpuMs() - c1) * 1e6) / (reps * w.n);
}

/** Per side, measure and harness: ns per operation of each run. */
export type PeerSamples = Record<string, number[]>;

export interface PeerTimings {
  readonly nodeEnv: string | undefined;
  readonly iters: number;
  readonly runs: number;
  /** Keys `<side>.<measure>.<harness>`: side ours|bgio, measure playout|mcts, harness tinybench|loop. */
  readonly samples: PeerSamples;
  readonly vsRandom: { readonly games: number; readonly ours: Tally; readonly bgio: Tally };
}

export async function timePeers(quick: boolean, budget: Budget): Promise<PeerTimings> {
  const iters = quick ? 5 : 100;
  const runs = quick ? 1 : 5;
  const games = quick ? 2 : 24;
  const w = workloads(quick, iters);
  const samples: PeerSamples = {};
  const add = (key: string, ns: number): void => void (samples[key] ??= []).push(ns);
  for (let r = 0; r < runs; r++) {
    for (const measure of ['playout', 'mcts'] as const) {
      for (const side of r % 2 === 0 ? (['ours', 'bgio'] as const) : (['bgio', 'ours'] as const)) {
        const work = w[side][measure];
        const t = await timeBatch(`${side} ${measure}`, work.n, () => work.run(), budget);
        add(`${side}.${measure}.tinybench`, t.ns);
        add(`${side}.${measure}.loop`, await plainLoop(work, quick ? 1 : 400));
      }
    }
  }
  return {
    nodeEnv: process.env.NODE_ENV,
    iters,
    runs,
    samples,
    vsRandom: { games, ours: oursVsRandom(games, iters), bgio: await bgioVsRandom(games, iters) },
  };
}
