/**
 * The learned value function's model file (bots/learn/model.ts) and fit (bots/learn/fit.ts), issue 21:
 * "A missing or malformed weights file is a clear error naming the file and what is wrong (tests:
 * bad file, wrong version), never a silent fallback."
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitModel, score } from '../../bots/learn/fit.js';
import {
  loadModel,
  MODEL_VERSION,
  ModelFileError,
  ValueModel,
  type ModelFile,
} from '../../bots/learn/model.js';
import { FEATURE_NAMES } from '../../bots/heuristic/ahd/features.js';
import { ahdValueModel, playerTurn } from '../../bots/heuristic/ahd/value.js';
import { heuristicFor } from '../../bots/heuristic/index.js';
import { makeBot } from '../../bots/index.js';
import { ahd } from '../../src/games/ahd/index.js';
import * as L from '../../src/games/ahd/layout.js';
import { Sfc32 } from '../../src/core/rng.js';

const FEATURES = ['a', 'b'];

/** p = σ(0.5 + 2·a − 1·b) as a model without hidden layers, on standardized = raw inputs. */
const logistic = (): ModelFile => ({
  format: 'cwsim-value',
  version: MODEL_VERSION,
  game: 'g',
  features: FEATURES,
  mean: [0, 0],
  std: [1, 1],
  layers: [{ w: [[2, -1]], b: [0.5] }],
  fit: { command: 'by hand' },
});

const dir = mkdtempSync(join(tmpdir(), 'cwsim-value-'));
function write(name: string, content: string): string {
  const f = join(dir, name);
  writeFileSync(f, content);
  return f;
}

/** The error `load` throws, to assert on its class and message. */
function errorOf(load: () => unknown): Error {
  try {
    load();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('value model file', () => {
  it('a logistic model predicts σ(b + w·x)', () => {
    const m = new ValueModel(loadModel(write('ok.json', JSON.stringify(logistic())), 'g', FEATURES));
    const p = m.predict(Float64Array.of(0.3, 0.8));
    expect(p).toBeCloseTo(1 / (1 + Math.exp(-(0.5 + 0.6 - 0.8))), 12);
  });

  it('a missing file is an error naming the file', () => {
    const f = join(dir, 'nowhere.json');
    const e = errorOf(() => loadModel(f, 'g', FEATURES));
    expect(e).toBeInstanceOf(ModelFileError);
    expect(e.message).toBe(`${f}: cannot be read (ENOENT)`);
  });

  it('a file that is not JSON is an error naming the file', () => {
    const f = write('bad.json', '{"format": "cwsim-value", ');
    const e = errorOf(() => loadModel(f, 'g', FEATURES));
    expect(e).toBeInstanceOf(ModelFileError);
    expect(e.message).toMatch(new RegExp(`^${f}: is not valid JSON`));
  });

  it('a file of another version is refused, naming the file and both versions', () => {
    const f = write('v2.json', JSON.stringify({ ...logistic(), version: MODEL_VERSION + 1 }));
    expect(() => loadModel(f, 'g', FEATURES)).toThrow(
      `${f}: version ${MODEL_VERSION + 1} is not the version this code reads (${MODEL_VERSION}); refit it`,
    );
  });

  it('a file of another game, feature list, shape or with a non-number is refused with what is wrong', () => {
    const bad = (name: string, x: unknown): string =>
      errorOf(() => loadModel(write(name, JSON.stringify(x)), 'g', FEATURES)).message;
    expect(bad('game.json', { ...logistic(), game: 'other' })).toMatch(/game is "other", expected "g"$/);
    expect(bad('feat.json', { ...logistic(), features: ['a', 'c'] })).toMatch(
      /feature 1 is "c", the code computes "b"; refit it$/,
    );
    expect(bad('short.json', { ...logistic(), features: ['a'] })).toMatch(
      /feature 1 is null, the code computes "b"/,
    );
    expect(bad('shape.json', { ...logistic(), layers: [{ w: [[2]], b: [0.5] }] })).toMatch(
      /layers\[0\]\.w\[0\] has 1 numbers, expected 2$/,
    );
    expect(bad('nan.json', { ...logistic(), mean: [0, 'x'] })).toMatch(/mean\[1\] is not a finite number$/);
    expect(bad('std.json', { ...logistic(), std: [1, 0] })).toMatch(/std\[1\] is 0, must be above 0$/);
    expect(
      bad('out.json', {
        ...logistic(),
        layers: [
          {
            w: [
              [1, 1],
              [1, 1],
            ],
            b: [0, 0],
          },
        ],
      }),
    ).toMatch(/the last layer has 2 outputs/);
    expect(bad('fmt.json', { ...logistic(), format: 'weights' })).toMatch(
      /format is "weights", expected "cwsim-value"$/,
    );
    expect(bad('cmd.json', { ...logistic(), fit: {} })).toMatch(/fit\.command/);
  });

  it('the committed ahd model loads with the feature list the code computes', () => {
    const m = ahdValueModel();
    expect(m.file.features).toEqual(FEATURE_NAMES);
    expect(m.file.fit.command).toMatch(/fit-value\.ts/);
  });

  it('ahd features: every one written and finite at the start of every player turn of a game', () => {
    const read = heuristicFor('ahd')!.value!.reader();
    const s = ahd.create({ scenario: '1861', seed: 'features' });
    const bots = [makeBot(ahd, 'heuristic', 0, 'f0'), makeBot(ahd, 'heuristic', 1, 'f1')];
    const x = new Float64Array(FEATURE_NAMES.length);
    let seen = 0;
    let turn = -1;
    while (!ahd.isTerminal(s)) {
      if (playerTurn(s) !== turn) {
        turn = playerTurn(s);
        expect(s[L.H_PHASE]).toBe(L.PH_MOVE); // a player turn begins with its Movement Segment
        expect(s[L.H_ACTIVE]).toBe(-1);
        x.fill(NaN);
        read(s, x);
        expect(x.every(Number.isFinite)).toBe(true);
        seen++;
      }
      ahd.apply(s, bots[ahd.toMove(s)]!.choose(s));
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('the ahd value refuses a bad file instead of falling back', () => {
    const f = write('ahd.json', JSON.stringify({ ...logistic(), game: 'ahd' }));
    expect(() => ahdValueModel(f)).toThrow(
      `${f}: feature 0 is "a", the code computes "${FEATURE_NAMES[0]}"; refit it`,
    );
  });
});

describe('value model fit', () => {
  it('recovers a logistic relation: hold-out log-loss well below the base rate, a hidden layer too', () => {
    const rng = Sfc32.from('fit-test', 'data');
    const make = (n: number): { nf: number; x: Float64Array; y: Float64Array } => {
      const x = new Float64Array(n * 2);
      const y = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const a = rng.next() * 4 - 2;
        const b = rng.next() * 4 - 2;
        x[2 * i] = a;
        x[2 * i + 1] = b;
        y[i] = rng.next() < 1 / (1 + Math.exp(-(0.5 + 2 * a - b))) ? 1 : 0;
      }
      return { nf: 2, x, y };
    };
    const train = make(4000);
    const hold = make(1000);
    for (const hidden of [[], [4]]) {
      const opts = { hidden, epochs: 30, batch: 64, rate: 0.01, l2: 0, patience: 5, seed: 't' };
      const r = fitModel('g', FEATURES, train, hold, opts, { command: 'test' });
      expect(r.holdout.logloss).toBeLessThan(0.75 * r.holdout.baseLogloss);
      expect(r.holdout.accuracy).toBeGreaterThan(0.8);
      expect(score(new ValueModel(r.file), hold).logloss).toBeCloseTo(r.holdout.logloss, 12);
    }
  });
});
