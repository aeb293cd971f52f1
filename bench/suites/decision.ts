/**
 * One decision: `legalActions` and then `apply` of one of them, at early, middle and late positions.
 * Each stage is a pool of positions met in seeded random 1861 campaign games (ahd-states.ts
 * `stagePool`: turns 1-5, 16-24, 31-40); a sample visits every position of the pool once, restoring
 * it with `copyInto` before the action is applied. The restore is timed separately and subtracted.
 * Consecutive positions come from different games, so the move generator's route cache helps less
 * than in a game, where one decision follows another.
 */
import { Sfc32 } from '../../src/core/rng.js';
import { ahd } from '../../src/games/ahd/index.js';
import { actionBuf, STAGE_TURNS, stagePool, type Stage } from '../ahd-states.js';
import { timeBatch } from '../measure.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

const STAGES: readonly Stage[] = ['early', 'middle', 'late'];

export async function decisionSuite(o: SuiteOptions): Promise<SuiteResult> {
  const rows: string[][] = [];
  const metrics: Record<string, number> = {};
  const size = o.quick ? 8 : 400;
  for (const stage of STAGES) {
    o.log(`decision: ${stage} positions`);
    const pool = stagePool(stage, size);
    const rng = Sfc32.from('bench-decision', stage);
    const picks = pool.map(() => rng.next());
    const scratch = ahd.clone(pool[0]!);
    let actions = 0;
    for (const s of pool) actions += ahd.legalActions(s, actionBuf);
    let sink = 0;
    const legal = await timeBatch(
      `${stage} legalActions`,
      pool.length,
      () => {
        for (let i = 0; i < pool.length; i++) sink += ahd.legalActions(pool[i]!, actionBuf);
      },
      o.budget,
    );
    const restore = await timeBatch(
      `${stage} copyInto`,
      pool.length,
      () => {
        for (let i = 0; i < pool.length; i++) {
          ahd.copyInto(scratch, pool[i]!);
          sink += scratch[4]!;
        }
      },
      o.budget,
    );
    const both = await timeBatch(
      `${stage} legalActions + apply`,
      pool.length,
      () => {
        for (let i = 0; i < pool.length; i++) {
          ahd.copyInto(scratch, pool[i]!);
          const n = ahd.legalActions(scratch, actionBuf);
          ahd.apply(scratch, actionBuf[Math.floor(picks[i]! * n)]!);
        }
      },
      o.budget,
    );
    if (sink === -1) o.log('(sink)');
    const us = (both.ns - restore.ns) / 1000;
    const [lo, hi] = STAGE_TURNS[stage];
    rows.push([
      `${stage} (turns ${lo}-${hi}, ${pool.length} positions)`,
      fmt(actions / pool.length),
      fmt(legal.ns / 1000),
      fmt(us),
      fmt(1e6 / us),
    ]);
    metrics[`decisionUs_${stage}`] = us;
    metrics[`legalActionsUs_${stage}`] = legal.ns / 1000;
  }
  return {
    id: 'decision',
    title: 'One decision (legalActions + apply), A House Divided 1861',
    tables: [
      {
        title: 'Per decision, CPU time (median of samples)',
        head: [
          'positions',
          'legal actions (mean)',
          'legalActions µs',
          'legalActions + apply µs',
          'decisions per CPU-s',
        ],
        rows,
      },
    ],
    metrics,
    notes: [
      'Positions from seeded random play; the action applied is a seeded uniform choice among the legal ones. The copyInto that restores each position is timed on its own and subtracted.',
    ],
  };
}
