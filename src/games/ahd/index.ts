/**
 * A House Divided (Phalanx 3rd edition, Living Rules 2006) on the core contract.
 *
 * The state is one Int32Array (layout.ts). Rules live by section: movement.ts (R4), combat.ts (R5),
 * promotion.ts (R6), recruitment.ts (R7), control.ts (R8), victory.ts (R9-R11), flow.ts (R3 and the
 * dispatch), setup.ts (R2, R11 setups). Readings of ambiguous rules are options (options.ts) and are
 * listed in this folder's README.
 */
import { PackTable, scenarioIndex } from '../../core/content.js';
import type { CreateConfig, Game, Observation, Outcome } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { reseedWords, type Rng } from '../../core/rng.js';
import { boardScene } from './board.js';
import { loadAhdPack, standardContent, type AhdContent } from './content.js';
import { unionWinProbability } from './evaluate.js';
import { describeAction, narrate, observeState, renderState, viewState } from './describe.js';
import { applyAction, legalActions, toMove } from './flow.js';
import {
  CSA,
  H_DETAIL,
  H_MARGIN,
  H_PACK,
  H_RNG,
  H_TERMINAL,
  H_TURN,
  H_VICTORY,
  H_WINNER,
  USA,
  V_LIMIT,
  VICTORY_IDS,
} from './layout.js';
import { AHD_OPTIONS, optionBits } from './options.js';
import { createState } from './setup.js';
import type { S } from './state.js';
import { MARCH_LEVELS } from './victory.js';

export type AhdState = Int32Array;

/** Packs used in this process; a state names its pack by index (H_PACK). */
const PACKS = new PackTable<AhdContent>();
/** The content pack a state was created with. */
export const packOf = (s: S): AhdContent => PACKS.get(s[H_PACK]!);

const MAX_DECISIONS = 50_000;

/**
 * `clone` carves each copy out of a shared 64 KiB slab (a view per state) instead of giving it an
 * ArrayBuffer of its own: V8 keeps every ArrayBuffer outside its heap and counts it toward GC
 * pressure, so a 3.5 kB `slice` costs about 1-2 µs where a view and a copy cost a few hundred ns.
 * A slab stays alive while any state cut from it does. A state's `.buffer` may hold other states:
 * never transfer it or view it whole.
 */
const SLAB_BYTES = 1 << 16;
let slab = new ArrayBuffer(0);
let slabUsed = 0;
function cloneState(s: S): S {
  const bytes = s.byteLength;
  if (slabUsed + bytes > slab.byteLength) {
    slab = new ArrayBuffer(Math.max(SLAB_BYTES, bytes));
    slabUsed = 0;
  }
  const copy = new Int32Array(slab, slabUsed, s.length);
  slabUsed += bytes;
  copy.set(s);
  return copy;
}

export const ahd: Game<AhdState, AhdContent> = {
  id: 'ahd',
  name: 'A House Divided',
  sides: ['usa', 'csa'],
  scenarios: standardContent().scenarios.map((sc) => ({ id: sc.id, name: sc.name, doc: sc.doc })),
  options: AHD_OPTIONS,
  hiddenInformation: false,
  maxActions: 16384,
  maxDecisions: MAX_DECISIONS,
  marginName: 'Army Maximum difference usa-csa',

  create(cfg: CreateConfig<AhdContent>): AhdState {
    const c = cfg.content ?? standardContent();
    const idx = scenarioIndex('ahd', c.scenarios, cfg.scenario);
    const { bits, marchEndYear } = optionBits(resolveOptions(this, cfg.options));
    const s = createState(c, { scenario: idx, optionBits: bits, marchEndYear, seed: cfg.seed });
    s[H_PACK] = PACKS.index(c);
    return s;
  },
  clone: cloneState,
  copyInto: (dst, src) => dst.set(src),
  toMove: (s) => toMove(s),
  legalActions: (s, out) => (s[H_TERMINAL] ? 0 : legalActions(packOf(s), s, out)),
  apply: (s, a) => applyAction(packOf(s), s, a, MAX_DECISIONS),
  isTerminal: (s) => s[H_TERMINAL] === 1,
  outcome(s): Outcome {
    if (!s[H_TERMINAL]) throw new Error('ahd: outcome of an unfinished game');
    const v = s[H_VICTORY]!;
    const winner = s[H_WINNER]!;
    const level = s[H_DETAIL]!;
    return {
      kind: v === V_LIMIT ? 'limit' : winner < 0 ? 'draw' : 'win',
      winner,
      victory: VICTORY_IDS[v] ?? 'none',
      margin: s[H_MARGIN]!,
      turn: s[H_TURN]!,
      detail: level >= 0 ? (MARCH_LEVELS[level] ?? '') : '',
    };
  },
  reseedChance: (s: S, rng: Rng) => reseedWords(rng, s, H_RNG),
  observe(s, viewer): Observation {
    return { viewer, data: observeState(packOf(s), s, viewer) };
  },
  describe: (s, a) => describeAction(packOf(s), s, a),
  render: (s) => renderState(packOf(s), s),
  renderFor: (s, viewer, opts) => viewState(packOf(s), s, viewer, opts?.compact === true),
  narrate: (before, after, action) => narrate(packOf(after), before, after, action),
  board: (s, viewer) => boardScene(packOf(s), s, viewer),
  turn: (s) => s[H_TURN]!,
  evaluate: (s) => evaluate(packOf(s), s),
  loadContent: (dir) => loadAhdPack(dir),
  contentInfo: (content) => (content ?? standardContent()).info,
};

const value = new Float64Array(2);

/** Per-side value for cut-off rollouts: the fitted Union win probability (evaluate.ts). */
function evaluate(c: AhdContent, s: S): Float64Array {
  const out = value;
  out[USA] = unionWinProbability(c, s);
  out[CSA] = 1 - out[USA]!;
  return out;
}
