/**
 * The learned value function of Blue vs Gray: p(Union wins) from the features of features.ts by the
 * model in value.json (bots/learn/model.ts), fitted on self-play positions by
 * experiments/tools/fit-value.ts (the commands and the hold-out figures are in the file's `fit`).
 * Used by search at its horizon or leaves (bots/evaluator.ts), e.g. the whole-turn planner `plan`.
 *
 * The file is read once per process, the first time a bot needs it; a missing, malformed or
 * out-of-date file (another format version, another feature list) is a ModelFileError naming it.
 */
import { join } from 'node:path';
import { packageRoot } from '../../../src/core/content.js';
import { bvg } from '../../../src/games/bvg/index.js';
import { CH_PACK, CSA, H_PTURNS, USA } from '../../../src/games/bvg/layout.js';
import type { Evaluator } from '../../evaluator.js';
import { loadModel, ValueModel } from '../../learn/model.js';
import { outcomeReward } from '../../mcts.js';
import { computeFeatures, FEATURE_NAMES, N_FEATURES } from './features.js';
import { Analysis } from './analysis.js';

type S = Int32Array;

/** The committed model of this game's value, relative to the package root. */
export const VALUE_FILE = join('bots', 'heuristic', 'bvg', 'value.json');

const models = new Map<string, ValueModel>();

/** The model in `file` (default: the committed one), read and checked once per process. */
export function bvgValueModel(file = join(packageRoot(), VALUE_FILE)): ValueModel {
  let m = models.get(file);
  if (!m) {
    m = new ValueModel(loadModel(file, 'bvg', FEATURE_NAMES));
    models.set(file, m);
  }
  return m;
}

/**
 * The player turn of s: the count of player turns begun. A new one begins with the phasing side's
 * Draw/Replace Step (5.1, flow.ts beginPlayerTurn; the Copperheads free turn is one too): where the
 * model was fitted and where a planner evaluates.
 */
export function playerTurn(s: S): number {
  return s[H_PTURNS]!;
}

/** The features of a state, on an analysis of its pack (for the evaluator and for fitting). */
export class BvgFeatureReader {
  private pack = -1;
  private an: Analysis | undefined;

  read(s: S, out: Float64Array): void {
    const pack = s[CH_PACK]!;
    if (!this.an || pack !== this.pack) {
      this.an = new Analysis(bvg.contentOf(s));
      this.pack = pack;
    }
    computeFeatures(this.an, s, out);
  }
}

/** The evaluator: the features of the state, then the model. */
export class BvgValue implements Evaluator<S> {
  private readonly reader = new BvgFeatureReader();
  private readonly x = new Float64Array(N_FEATURES);

  constructor(private readonly model: ValueModel = bvgValueModel()) {}

  evaluate(s: S, out: Float64Array): void {
    if (bvg.isTerminal(s)) {
      outcomeReward(bvg.outcome(s), out);
      return;
    }
    this.reader.read(s, this.x);
    const p = this.model.predict(this.x);
    out[USA] = p;
    out[CSA] = 1 - p;
  }

  turn(s: S): number {
    return playerTurn(s);
  }
}
