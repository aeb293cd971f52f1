/**
 * Reproducible A House Divided positions and random play for the benchmarks and the golden check.
 *
 * Every position comes from seeded random play (uniform over the legal actions, stream 'bench' of the
 * seed), so a position is a pure function of its scenario, seed and stopping rule:
 *  - `middleState`: scenario 1862, seed 'bench-middle', played until the Union's first decision of the
 *    Movement Segment of Game Turn 14 (01/02 1863), the position of the MCTS figure;
 *  - `stagePool(stage)`: states met in random 1861 campaign games during turns 1-5 (early), 16-24
 *    (middle) or 31-40 (late), for the per-decision figures.
 */
import { Sfc32 } from '../src/core/rng.js';
import { ahd, type AhdState } from '../src/games/ahd/index.js';
import { H_ACTIVE, H_MARCHES, H_PHASE, H_SIDE, CH_TURN, PH_MOVE, USA } from '../src/games/ahd/layout.js';

export const actionBuf = new Int32Array(ahd.maxActions);

/** Play one random game to the end from `s` (mutated); returns the decisions taken. */
function playRandom(s: AhdState, rng: Sfc32, buf: Int32Array = actionBuf): number {
  let d = 0;
  while (!ahd.isTerminal(s)) {
    const n = ahd.legalActions(s, buf);
    ahd.apply(s, buf[rng.int(n)]!);
    d++;
  }
  return d;
}

/** A random game from its start; returns the decisions taken. */
export function randomGame(scenario: string, seed: string): number {
  const s = ahd.create({ scenario, seed });
  return playRandom(s, Sfc32.from(seed, 'bench'));
}

const atMarchStart = (s: AhdState): boolean =>
  s[H_PHASE] === PH_MOVE && s[H_SIDE] === USA && s[H_ACTIVE] === -1 && s[H_MARCHES]! > 0;

/** Random play from a scenario until `stop` holds; undefined if the game ends first. */
function playUntil(scenario: string, seed: string, stop: (s: AhdState) => boolean): AhdState | undefined {
  const s = ahd.create({ scenario, seed });
  const rng = Sfc32.from(seed, 'bench');
  while (!ahd.isTerminal(s)) {
    if (stop(s)) return s;
    const n = ahd.legalActions(s, actionBuf);
    ahd.apply(s, actionBuf[rng.int(n)]!);
  }
  return undefined;
}

/** `playUntil` with seed, then seed/1, seed/2, ...: the first game that gets there. */
export function reach(scenario: string, seed: string, stop: (s: AhdState) => boolean): AhdState {
  for (let k = 0; k < 1000; k++) {
    const s = playUntil(scenario, k === 0 ? seed : `${seed}/${k}`, stop);
    if (s) return s;
  }
  throw new Error(`no random ${scenario} game from seed ${seed} reached the position asked for`);
}

/** The middle-game position (see the file comment). */
export function middleState(): AhdState {
  return reach('1862', 'bench-middle', (x) => x[CH_TURN]! >= 14 && atMarchStart(x));
}

export type Stage = 'early' | 'middle' | 'late';
export const STAGE_TURNS: Readonly<Record<Stage, readonly [number, number]>> = {
  early: [1, 5],
  middle: [16, 24],
  late: [31, 40],
};

/** Up to `size` states (each a copy) met in random 1861 games within the stage's turns. */
export function stagePool(stage: Stage, size: number): AhdState[] {
  const [lo, hi] = STAGE_TURNS[stage];
  const out: AhdState[] = [];
  for (let g = 0; out.length < size && g < 10_000; g++) {
    const seed = `bench-${stage}/${g}`;
    const s = ahd.create({ scenario: '1861', seed });
    const rng = Sfc32.from(seed, 'bench');
    let k = 0;
    while (!ahd.isTerminal(s) && s[CH_TURN]! <= hi && out.length < size) {
      // every 7th decision in the window, so one game does not fill the pool
      if (s[CH_TURN]! >= lo && k++ % 7 === 0) out.push(ahd.clone(s));
      const n = ahd.legalActions(s, actionBuf);
      ahd.apply(s, actionBuf[rng.int(n)]!);
    }
  }
  return out;
}
