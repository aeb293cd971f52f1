/**
 * A learned value function: state features -> the probability that the game's first side wins,
 * as a small multilayer perceptron (generic: it knows feature names, never a game).
 *
 *   h_1 = tanh(W_1 z + b_1), ..., h_k = tanh(W_k h_{k-1} + b_k),  p = σ(w_out · h_k + b_out)
 *
 * with z = (x - mean) / std the standardized features. No hidden layer is logistic regression.
 * The model is kept as a versioned JSON file (`ModelFile`) beside the game's features
 * (bots/heuristic/<id>/value.json); `parseModel` checks every field and names the file and what is
 * wrong (format, version, game, feature list, shapes, numbers), so a missing or damaged file is an
 * error, never a silent fallback to another evaluation.
 *
 * Forward pass: two preallocated buffers, nothing allocated per call.
 */
import { readFileSync } from 'node:fs';

/** The file format this code reads and writes; a file of another version is refused. */
export const MODEL_FORMAT = 'cwsim-value';
export const MODEL_VERSION = 1;

export interface Layer {
  /** Weights, row per output unit: w[o][i]. */
  readonly w: readonly (readonly number[])[];
  readonly b: readonly number[];
}

/** How the weights were fitted (free-form figures for the reader; not read by the model). */
export interface FitInfo {
  readonly command: string;
  readonly [key: string]: unknown;
}

export interface ModelFile {
  readonly format: typeof MODEL_FORMAT;
  readonly version: number;
  readonly game: string;
  /** Feature names in input order; must equal the code's list. */
  readonly features: readonly string[];
  readonly mean: readonly number[];
  readonly std: readonly number[];
  /** Hidden layers (tanh) then the output layer (one unit, logistic). */
  readonly layers: readonly Layer[];
  readonly fit: FitInfo;
}

/** A model file that cannot be used: the message names the file and what is wrong. */
export class ModelFileError extends Error {
  constructor(file: string, what: string) {
    super(`${file}: ${what}`);
    this.name = 'ModelFileError';
  }
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

function numbers(file: string, x: unknown, n: number, what: string): number[] {
  if (!Array.isArray(x)) throw new ModelFileError(file, `${what} is not a list of numbers`);
  if (x.length !== n) throw new ModelFileError(file, `${what} has ${x.length} numbers, expected ${n}`);
  x.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new ModelFileError(file, `${what}[${i}] is not a finite number`);
  });
  return x as number[];
}

function layer(file: string, x: unknown, inputs: number, i: number): Layer {
  if (!isObj(x) || !Array.isArray(x['w']) || x['w'].length === 0)
    throw new ModelFileError(file, `layers[${i}] needs w (rows of weights) and b`);
  const w = x['w'].map((row: unknown, o) => numbers(file, row, inputs, `layers[${i}].w[${o}]`));
  const b = numbers(file, x['b'], w.length, `layers[${i}].b`);
  return { w, b };
}

/**
 * Check a parsed JSON value against the format, this version, the game and its feature list.
 * `file` names the source in every error.
 */
function parseModel(file: string, x: unknown, game: string, features: readonly string[]): ModelFile {
  if (!isObj(x)) throw new ModelFileError(file, 'not a JSON object');
  if (x['format'] !== MODEL_FORMAT)
    throw new ModelFileError(file, `format is ${JSON.stringify(x['format'])}, expected "${MODEL_FORMAT}"`);
  if (x['version'] !== MODEL_VERSION)
    throw new ModelFileError(
      file,
      `version ${JSON.stringify(x['version'])} is not the version this code reads (${MODEL_VERSION}); refit it`,
    );
  if (x['game'] !== game)
    throw new ModelFileError(file, `game is ${JSON.stringify(x['game'])}, expected "${game}"`);
  const names = x['features'];
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string'))
    throw new ModelFileError(file, 'features is not a list of names');
  for (let i = 0; i < Math.max(names.length, features.length); i++) {
    if (names[i] !== features[i])
      throw new ModelFileError(
        file,
        `feature ${i} is ${JSON.stringify(names[i] ?? null)}, the code computes ${JSON.stringify(features[i] ?? null)}; refit it`,
      );
  }
  const n = features.length;
  const mean = numbers(file, x['mean'], n, 'mean');
  const std = numbers(file, x['std'], n, 'std');
  std.forEach((v, i) => {
    if (!(v > 0)) throw new ModelFileError(file, `std[${i}] is ${v}, must be above 0`);
  });
  if (!Array.isArray(x['layers']) || x['layers'].length === 0)
    throw new ModelFileError(file, 'layers is not a non-empty list');
  let inputs = n;
  const layers = x['layers'].map((l: unknown, i) => {
    const out = layer(file, l, inputs, i);
    inputs = out.b.length;
    return out;
  });
  if (inputs !== 1)
    throw new ModelFileError(file, `the last layer has ${inputs} outputs, expected 1 (the win probability)`);
  const fit = x['fit'];
  if (!isObj(fit) || typeof fit['command'] !== 'string')
    throw new ModelFileError(file, 'fit.command (the command that regenerates the file) is missing');
  return {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    game,
    features: names as string[],
    mean,
    std,
    layers,
    fit: fit as FitInfo,
  };
}

/** Read and check a model file; a missing file or bad JSON is a ModelFileError naming it. */
export function loadModel(file: string, game: string, features: readonly string[]): ModelFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ModelFileError(file, `cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ModelFileError(file, `is not valid JSON (${(e as Error).message})`);
  }
  return parseModel(file, json, game, features);
}

/** The model ready to evaluate: flat weights and two scratch buffers. */
export class ValueModel {
  private readonly sizes: number[];
  private readonly w: Float64Array[];
  private readonly b: Float64Array[];
  private readonly mean: Float64Array;
  private readonly inv: Float64Array;
  private bufA: Float64Array;
  private bufB: Float64Array;

  constructor(readonly file: ModelFile) {
    this.mean = Float64Array.from(file.mean);
    this.inv = Float64Array.from(file.std, (s) => 1 / s);
    this.sizes = [file.features.length, ...file.layers.map((l) => l.b.length)];
    this.w = file.layers.map((l) => Float64Array.from(l.w.flat()));
    this.b = file.layers.map((l) => Float64Array.from(l.b));
    const widest = Math.max(...this.sizes);
    this.bufA = new Float64Array(widest);
    this.bufB = new Float64Array(widest);
  }

  /** p(first side wins) for the raw features x. */
  predict(x: Float64Array): number {
    let a = this.bufA;
    let b = this.bufB;
    const n0 = this.sizes[0]!;
    for (let i = 0; i < n0; i++) a[i] = (x[i]! - this.mean[i]!) * this.inv[i]!;
    const last = this.w.length - 1;
    for (let l = 0; l <= last; l++) {
      const nin = this.sizes[l]!;
      const nout = this.sizes[l + 1]!;
      const w = this.w[l]!;
      const bias = this.b[l]!;
      for (let o = 0; o < nout; o++) {
        let z = bias[o]!;
        const row = o * nin;
        for (let i = 0; i < nin; i++) z += w[row + i]! * a[i]!;
        b[o] = l === last ? z : Math.tanh(z);
      }
      const t = a;
      a = b;
      b = t;
    }
    const z = a[0]!;
    return 1 / (1 + Math.exp(-z));
  }
}
