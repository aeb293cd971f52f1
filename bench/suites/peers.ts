/**
 * Side by side with boardgame.io (0.50, from npm) in one run, on the same small game: Connect Four
 * written once on our core contract (peers/connect4.ts) and once for boardgame.io
 * (peers/connect4-bgio.ts).
 *
 *  - Random playouts per CPU-second from the empty board to the end of the game: ours with
 *    legalActions/apply and a seeded uniform choice; boardgame.io with its own `MCTSBot.playout`
 *    (enumerate, a uniform choice, the game reducer), depth beyond the longest game.
 *  - MCTS iterations per CPU-second at equal iteration counts from the empty board: our UctSearch
 *    (bots/mcts.ts) and boardgame.io's MCTSBot ('boardgame.io/ai'), both UCB1 with c = √2 (its
 *    formula), one node expanded per iteration, random playouts to the end, win 1 / draw ½.
 *  - A check that both searches, at that iteration count, beat a uniform random player (half the
 *    games in each seat): the ratio compares two working searches, not a broken one.
 */
import type { State } from 'boardgame.io';
import { Sfc32 } from '../../src/core/rng.js';
import { UctSearch } from '../../bots/mcts.js';
import { timeBatch, type Timed } from '../measure.js';
import { connectFour, type C4State } from '../peers/connect4.js';
import {
  bgioAi,
  bgioInitial,
  bgioReducer,
  connectFourBgio,
  dropAction,
  type C4G,
} from '../peers/connect4-bgio.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

const C = Math.SQRT2;
const DEPTH = 64; // beyond the 42 plies of the longest game: playouts run to the end

function ourSearch(iters: number, seed: string, seat: number): UctSearch<C4State> {
  return new UctSearch(
    connectFour,
    { iters, c: C, depth: DEPTH, reuse: false, determinize: false },
    Sfc32.from(seed, 'mcts'),
    seat,
  );
}

function bgioBot(iters: number, seed: string): InstanceType<typeof bgioAi.MCTSBot> {
  return new bgioAi.MCTSBot({
    game: connectFourBgio,
    enumerate: connectFourBgio.ai!.enumerate,
    seed,
    iterations: iters,
    playoutDepth: DEPTH,
  });
}

/** A boardgame.io bot's move (it searches synchronously, its async option being off, and answers with a promise). */
async function bgioChoose(
  bot: InstanceType<typeof bgioAi.MCTSBot>,
  state: State<C4G>,
  playerID: string,
): Promise<unknown> {
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

const rate = (t: Tally): number => t.wins / Math.max(1, t.wins + t.draws + t.losses);

export async function peersSuite(o: SuiteOptions): Promise<SuiteResult> {
  const iters = o.quick ? 5 : 100;
  const games = o.quick ? 2 : 24;
  o.log('peers: random playouts (ours, boardgame.io)');
  const playouts = await timePlayouts(o);
  o.log(`peers: MCTS ${iters} iterations from the empty board (ours, boardgame.io)`);
  const mcts = await timeSearches(o, iters);
  o.log(`peers: ${games} games of each MCTS against random`);
  const oursTally = oursVsRandom(games, iters);
  const bgioTally = await bgioVsRandom(games, iters);
  return peersResult(iters, games, playouts, mcts, [oursTally, bgioTally]);
}

/** Our timing and boardgame.io's of one measure. */
interface Pair {
  readonly ours: Timed;
  readonly bgio: Timed;
}

/** Random playouts from the empty board to the end, on our engine and on boardgame.io's reducer. */
async function timePlayouts(o: SuiteOptions): Promise<Pair> {
  const start = connectFour.create({ scenario: 'standard', seed: 'bench' });
  const scratch = connectFour.clone(start);
  const buf = new Int32Array(connectFour.maxActions);
  const rng = Sfc32.from('bench-c4', 'playouts');
  const initial = bgioInitial();
  let sink = 0;
  const nOurs = o.quick ? 10 : 2000;
  const ours = await timeBatch(
    'ours random playout',
    nOurs,
    () => {
      for (let i = 0; i < nOurs; i++) {
        connectFour.copyInto(scratch, start);
        while (!connectFour.isTerminal(scratch))
          connectFour.apply(scratch, buf[rng.int(connectFour.legalActions(scratch, buf))]!);
        sink += scratch[52]!;
      }
    },
    o.budget,
  );
  const player = bgioBot(1, 'bench-c4-playouts');
  const nBgio = o.quick ? 1 : 20;
  const bgio = await timeBatch(
    'boardgame.io random playout',
    nBgio,
    () => {
      for (let i = 0; i < nBgio; i++)
        if (player.playout({ state: initial } as Parameters<typeof player.playout>[0])) sink++;
    },
    o.budget,
  );
  if (sink < 0) o.log('(sink)');
  return { ours, bgio };
}

/** One MCTS decision of `iters` iterations from the empty board, ours and boardgame.io's. */
async function timeSearches(o: SuiteOptions, iters: number): Promise<Pair> {
  const start = connectFour.create({ scenario: 'standard', seed: 'bench' });
  const initial = bgioInitial();
  const ours = await timeBatch(
    `ours MCTS ${iters} iterations`,
    iters,
    () => void ourSearch(iters, 'bench-c4', 0).search(start),
    o.budget,
  );
  const bgio = await timeBatch(
    `boardgame.io MCTS ${iters} iterations`,
    iters,
    async () => void (await bgioChoose(bgioBot(iters, 'bench-c4'), initial, '0')),
    o.budget,
  );
  return { ours, bgio };
}

function peersResult(
  iters: number,
  games: number,
  playouts: Pair,
  mcts: Pair,
  [oursTally, bgioTally]: readonly [Tally, Tally],
): SuiteResult {
  const playoutRatio = playouts.ours.perSec / playouts.bgio.perSec;
  const mctsRatio = mcts.ours.perSec / mcts.bgio.perSec;
  const verdict = (t: Tally): string =>
    `${t.wins} won, ${t.draws} drawn, ${t.losses} lost (${fmt(100 * rate(t))} %)`;
  return {
    id: 'peers',
    title: 'Peer in the same run: Connect Four on cwsim and on boardgame.io 0.50.2',
    tables: [
      {
        title: 'Throughput, one thread, CPU time',
        head: ['measure', 'cwsim', 'boardgame.io', 'cwsim / boardgame.io'],
        rows: [
          [
            'random playouts per CPU-s (empty board to the end)',
            fmt(playouts.ours.perSec),
            fmt(playouts.bgio.perSec),
            fmt(playoutRatio),
          ],
          [
            `MCTS iterations per CPU-s (${iters} per decision, c = √2, empty board)`,
            fmt(mcts.ours.perSec),
            fmt(mcts.bgio.perSec),
            fmt(mctsRatio),
          ],
        ],
      },
      {
        title: `Both searches at ${iters} iterations against a uniform random player (${games} games each, seats alternating)`,
        head: ['search', 'result', 'beats random (≥ 80 % won)'],
        rows: [
          ['cwsim UctSearch', verdict(oursTally), rate(oursTally) >= 0.8 ? 'yes' : 'NO'],
          ['boardgame.io MCTSBot', verdict(bgioTally), rate(bgioTally) >= 0.8 ? 'yes' : 'NO'],
        ],
      },
    ],
    metrics: {
      c4OursPlayoutsPerSec: playouts.ours.perSec,
      c4BgioPlayoutsPerSec: playouts.bgio.perSec,
      bgioPlayoutRatio: playoutRatio,
      c4OursMctsItersPerSec: mcts.ours.perSec,
      c4BgioMctsItersPerSec: mcts.bgio.perSec,
      bgioMctsRatio: mctsRatio,
      c4OursWinRateVsRandom: rate(oursTally),
      c4BgioWinRateVsRandom: rate(bgioTally),
    },
    notes: [
      'Same rules, same win test (lines through the last disc) and a disc counter for the full board in both; boardgame.io runs its reducer (Immer, flow, plugins) for every move, as its bots do.',
      'boardgame.io’s MCTS keeps a state per node (closed loop); ours replays actions from the root (open loop). Without chance in the game both search the same tree.',
    ],
  };
}
