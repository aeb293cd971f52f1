/**
 * The learned value function of A House Divided: p(Union wins) from the features of features.ts by
 * the model in value.json (bots/learn/model.ts), fitted on self-play positions by
 * experiments/tools/fit-value.ts (the command and its figures are in the file's `fit`). Used by
 * search at its horizon or leaves (bots/evaluator.ts).
 *
 * The file is read once per process, the first time a bot needs it; a missing, malformed or
 * out-of-date file (another format version, another feature list) is a ModelFileError naming it.
 */
import { join } from 'node:path';
import { packageRoot } from '../../../src/core/content.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as L from '../../../src/games/ahd/layout.js';
import type { S } from '../../../src/games/ahd/state.js';
import type { Evaluator } from '../../evaluator.js';
import { loadModel, ValueModel } from '../../learn/model.js';
import { outcomeReward } from '../../mcts.js';
import { AhdFeatures, FEATURE_NAMES, N_FEATURES } from './features.js';
import type { AhdHeuristic } from './index.js';

/** The committed model of this game's value, relative to the package root. */
export const VALUE_FILE = join('bots', 'heuristic', 'ahd', 'value.json');

const models = new Map<string, ValueModel>();

/** The model in `file` (default: the committed one), read and checked once per process. */
export function ahdValueModel(file = join(packageRoot(), VALUE_FILE)): ValueModel {
  let m = models.get(file);
  if (!m) {
    m = new ValueModel(loadModel(file, 'ahd', FEATURE_NAMES));
    models.set(file, m);
  }
  return m;
}

/**
 * The player turn of s: the Game Turn and the phasing side. A new one begins with the phasing side's
 * Movement Segment, the die rolled and no March begun (R3.0, R4.0): where the model was fitted and
 * where a planner evaluates.
 */
export function playerTurn(s: S): number {
  return s[L.CH_TURN]! * 2 + s[L.H_SIDE]!;
}

/** The features of a state, on the static facts of its pack (for the evaluator and for fitting). */
export class AhdFeatureReader {
  private pack = -1;
  private features: AhdFeatures | undefined;

  constructor(private readonly heuristic: AhdHeuristic) {}

  read(s: S, out: Float64Array): void {
    const pack = s[L.CH_PACK]!;
    if (!this.features || pack !== this.pack) {
      this.features = new AhdFeatures(this.heuristic.staticOf(ahd.contentOf(s)));
      this.pack = pack;
    }
    this.features.compute(s, out);
  }
}

/** The evaluator: the features of the state, then the model. */
export class AhdValue implements Evaluator<S> {
  private readonly reader: AhdFeatureReader;
  private readonly x = new Float64Array(N_FEATURES);

  constructor(
    heuristic: AhdHeuristic,
    private readonly model: ValueModel = ahdValueModel(),
  ) {
    this.reader = new AhdFeatureReader(heuristic);
  }

  evaluate(s: S, out: Float64Array): void {
    if (ahd.isTerminal(s)) {
      outcomeReward(ahd.outcome(s), out);
      return;
    }
    this.reader.read(s, this.x);
    const p = this.model.predict(this.x);
    out[L.USA] = p;
    out[L.CSA] = 1 - p;
  }

  turn(s: S): number {
    return playerTurn(s);
  }
}
