/**
 * Fitting a value model (model.ts) to positions labelled with the game's result: minimise the mean
 * log-loss of p = model(x) against y ∈ {0, ½, 1} (a draw counts half), plus l2 · Σ w² over the
 * weights (not the biases), by Adam (Kingma & Ba 2015: β1 0.9, β2 0.999, ε 1e-8) on shuffled
 * mini-batches, with early stopping on a hold-out set: the epoch with the lowest hold-out log-loss
 * is kept, and training stops `patience` epochs after it.
 *
 * The positions of one game are correlated, so the caller splits train and hold-out by game.
 * Features are standardized with the training set's mean and standard deviation (a constant feature
 * gets std 1). Initial weights: uniform ±sqrt(6 / (in + out)) (Glorot), from a seeded generator.
 * Backpropagation for tanh hidden units and a logistic output with log-loss: the output's error is
 * p − y, a hidden unit's is (1 − h²) · Σ_o w_o·δ_o.
 */
import { Sfc32 } from '../../src/core/rng.js';
import {
  MODEL_FORMAT,
  MODEL_VERSION,
  ValueModel,
  type FitInfo,
  type Layer,
  type ModelFile,
} from './model.js';

/** Positions as a dense matrix: row i is x[i * nf .. (i + 1) * nf), label y[i]. */
export interface Dataset {
  readonly nf: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
}

export interface FitOptions {
  /** Hidden layer widths (empty: logistic regression). */
  readonly hidden: readonly number[];
  readonly epochs: number;
  readonly batch: number;
  readonly rate: number;
  readonly l2: number;
  readonly patience: number;
  readonly seed: string;
}

export interface FitScores {
  readonly logloss: number;
  readonly brier: number;
  /** Share of decided positions (y 0 or 1) on the right side of 0.5. */
  readonly accuracy: number;
  /** Log-loss of the constant base rate, for comparison. */
  readonly baseLogloss: number;
}

const rows = (d: Dataset): number => d.y.length;

function standardize(d: Dataset): { mean: number[]; std: number[] } {
  const n = rows(d);
  const mean = new Array<number>(d.nf).fill(0);
  const sq = new Array<number>(d.nf).fill(0);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < d.nf; j++) {
      const v = d.x[i * d.nf + j]!;
      mean[j]! += v;
      sq[j]! += v * v;
    }
  const std = mean.map((m, j) => {
    const mu = m / n;
    const v = sq[j]! / n - mu * mu;
    return v > 1e-12 ? Math.sqrt(v) : 1;
  });
  return { mean: mean.map((m) => m / n), std };
}

/** The scores of `model` on `d`. */
export function score(model: ValueModel, d: Dataset): FitScores {
  const n = rows(d);
  const x = new Float64Array(d.nf);
  let ll = 0;
  let brier = 0;
  let right = 0;
  let decided = 0;
  let ysum = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < d.nf; j++) x[j] = d.x[i * d.nf + j]!;
    const p = Math.min(1 - 1e-9, Math.max(1e-9, model.predict(x)));
    const y = d.y[i]!;
    ysum += y;
    ll -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
    brier += (p - y) ** 2;
    if (y === 0 || y === 1) {
      decided++;
      if (p > 0.5 === (y === 1)) right++;
    }
  }
  const base = Math.min(1 - 1e-9, Math.max(1e-9, ysum / n));
  let baseLl = 0;
  for (let i = 0; i < n; i++) {
    const y = d.y[i]!;
    baseLl -= y * Math.log(base) + (1 - y) * Math.log(1 - base);
  }
  return {
    logloss: ll / n,
    brier: brier / n,
    accuracy: decided ? right / decided : 0,
    baseLogloss: baseLl / n,
  };
}

/** Parameters as flat arrays with their Adam moments. */
class Params {
  readonly sizes: number[];
  readonly w: Float64Array[];
  readonly b: Float64Array[];
  readonly gw: Float64Array[];
  readonly gb: Float64Array[];
  private readonly m: Float64Array[];
  private readonly v: Float64Array[];
  private t = 0;

  constructor(nf: number, hidden: readonly number[], seed: string) {
    this.sizes = [nf, ...hidden, 1];
    const rng = Sfc32.from(seed, 'fit-init');
    this.w = [];
    this.b = [];
    for (let l = 0; l + 1 < this.sizes.length; l++) {
      const nin = this.sizes[l]!;
      const nout = this.sizes[l + 1]!;
      const r = Math.sqrt(6 / (nin + nout));
      this.w.push(Float64Array.from({ length: nin * nout }, () => (2 * rng.next() - 1) * r));
      this.b.push(new Float64Array(nout));
    }
    this.gw = this.w.map((a) => new Float64Array(a.length));
    this.gb = this.b.map((a) => new Float64Array(a.length));
    const all = [...this.w, ...this.b];
    this.m = all.map((a) => new Float64Array(a.length));
    this.v = all.map((a) => new Float64Array(a.length));
  }

  step(rate: number): void {
    this.t++;
    const all = [...this.w, ...this.b];
    const grads = [...this.gw, ...this.gb];
    const c1 = 1 - 0.9 ** this.t;
    const c2 = 1 - 0.999 ** this.t;
    for (let k = 0; k < all.length; k++) {
      const p = all[k]!;
      const g = grads[k]!;
      const m = this.m[k]!;
      const v = this.v[k]!;
      for (let i = 0; i < p.length; i++) {
        m[i] = 0.9 * m[i]! + 0.1 * g[i]!;
        v[i] = 0.999 * v[i]! + 0.001 * g[i]! * g[i]!;
        p[i]! -= (rate * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + 1e-8);
      }
    }
  }

  layers(): Layer[] {
    return this.w.map((w, l) => {
      const nin = this.sizes[l]!;
      const nout = this.sizes[l + 1]!;
      return {
        w: Array.from({ length: nout }, (_, o) => Array.from(w.subarray(o * nin, (o + 1) * nin))),
        b: Array.from(this.b[l]!),
      };
    });
  }
}

/** Gradient of the mean log-loss over the rows `idx[from..to)` (standardized inputs `z`), plus l2. */
function gradient(
  p: Params,
  z: Float64Array,
  y: Float64Array,
  idx: Int32Array,
  from: number,
  to: number,
  l2: number,
): void {
  const L = p.w.length;
  const nf = p.sizes[0]!;
  const acts = p.sizes.map((n) => new Float64Array(n));
  const deltas = p.sizes.map((n) => new Float64Array(n));
  for (const g of [...p.gw, ...p.gb]) g.fill(0);
  const m = to - from;
  for (let r = from; r < to; r++) {
    const i = idx[r]!;
    acts[0]!.set(z.subarray(i * nf, (i + 1) * nf));
    for (let l = 0; l < L; l++) {
      const nin = p.sizes[l]!;
      const a = acts[l]!;
      const out = acts[l + 1]!;
      const w = p.w[l]!;
      for (let o = 0; o < out.length; o++) {
        let s = p.b[l]![o]!;
        for (let k = 0; k < nin; k++) s += w[o * nin + k]! * a[k]!;
        out[o] = l === L - 1 ? 1 / (1 + Math.exp(-s)) : Math.tanh(s);
      }
    }
    deltas[L]![0] = (acts[L]![0]! - y[i]!) / m;
    for (let l = L - 1; l >= 0; l--) {
      const nin = p.sizes[l]!;
      const d = deltas[l + 1]!;
      const a = acts[l]!;
      const w = p.w[l]!;
      const gw = p.gw[l]!;
      const gb = p.gb[l]!;
      const below = deltas[l]!;
      below.fill(0);
      for (let o = 0; o < d.length; o++) {
        const dv = d[o]!;
        gb[o]! += dv;
        for (let k = 0; k < nin; k++) {
          gw[o * nin + k]! += dv * a[k]!;
          below[k]! += dv * w[o * nin + k]!;
        }
      }
      if (l > 0) for (let k = 0; k < nin; k++) below[k]! *= 1 - a[k]! * a[k]!;
    }
  }
  for (let l = 0; l < L; l++) {
    const w = p.w[l]!;
    const gw = p.gw[l]!;
    for (let k = 0; k < w.length; k++) gw[k]! += 2 * l2 * w[k]!;
  }
}

function modelFile(
  game: string,
  features: readonly string[],
  norm: { mean: number[]; std: number[] },
  p: Params,
  fit: FitInfo,
): ModelFile {
  return {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    game,
    features: [...features],
    ...norm,
    layers: p.layers(),
    fit,
  };
}

/**
 * Fit a model on `train`, stopping early on `holdout`; returns the best epoch's model file (with
 * `fit` and the scores) and its scores. `log` is told each epoch's hold-out log-loss.
 */
export function fitModel(
  game: string,
  features: readonly string[],
  train: Dataset,
  holdout: Dataset,
  opts: FitOptions,
  fit: FitInfo,
  log?: (epoch: number, s: FitScores) => void,
): { file: ModelFile; holdout: FitScores; train: FitScores } {
  const nf = train.nf;
  if (features.length !== nf) throw new Error(`fitModel: ${features.length} feature names for ${nf} columns`);
  const norm = standardize(train);
  const z = Float64Array.from(train.x, (v, k) => (v - norm.mean[k % nf]!) / norm.std[k % nf]!);
  const p = new Params(nf, opts.hidden, opts.seed);
  const rng = Sfc32.from(opts.seed, 'fit-shuffle');
  const n = rows(train);
  const idx = Int32Array.from({ length: n }, (_, i) => i);
  let best: { file: ModelFile; scores: FitScores; epoch: number } | undefined;
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = idx[i]!;
      idx[i] = idx[j]!;
      idx[j] = t;
    }
    for (let from = 0; from < n; from += opts.batch) {
      gradient(p, z, train.y, idx, from, Math.min(n, from + opts.batch), opts.l2);
      p.step(opts.rate);
    }
    const file = modelFile(game, features, norm, p, fit);
    const s = score(new ValueModel(file), holdout);
    log?.(epoch, s);
    if (!best || s.logloss < best.scores.logloss) best = { file, scores: s, epoch };
    else if (epoch - best.epoch >= opts.patience) break;
  }
  const chosen = best!;
  const trainScores = score(new ValueModel(chosen.file), train);
  const file: ModelFile = {
    ...chosen.file,
    fit: { ...fit, epoch: chosen.epoch, holdout: round(chosen.scores), train: round(trainScores) },
  };
  return { file, holdout: chosen.scores, train: trainScores };
}

const round = (s: FitScores): Record<string, number> =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Math.round(v * 10000) / 10000]));
