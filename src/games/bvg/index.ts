/**
 * Blue vs Gray: The Civil War Card Game (GMT 2nd edition rule book) on the core contract.
 *
 * The state is one Int32Array (layout.ts). Rules live by section: draw.ts (6, 17.1-17.2), deploy.ts
 * (7, 12, 2.4), combat.ts (8, 9.6, 11), cavalry.ts (10.3), commands.ts (4, 10.1-10.2), map.ts (3.2,
 * 8.8, 9, 11 supply lines, 14, 15, 16), enigma.ts (3.7 and Card Clarifications), victory.ts (18),
 * flow.ts (5 and the dispatch), setup.ts (2, scenarios), hidden.ts (hands and decks). Readings of
 * ambiguous rules are options (options.ts) listed in this folder's README with the provisional pack's
 * invented values.
 */
import { PackTable, scenarioIndex } from '../../core/content.js';
import type { CreateConfig, Game, Observation, Outcome, Seat } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import type { Rng } from '../../core/rng.js';
import { boardScene } from './board.js';
import { defaultContent, loadBvgPack, type BvgContent } from './content.js';
import { describeAction, narrate, observeState, renderState } from './describe.js';
import { narrateView, viewState } from './view.js';
import { deckSize, handSize } from './draw.js';
import { applyAction, legalActions, seatToMove, toMove } from './flow.js';
import { determinize, reseedChance } from './hidden.js';
import {
  C_LOC,
  CSA,
  H_MARGIN,
  H_PACK,
  H_PLAYERS,
  H_SUPPLY,
  H_TERMINAL,
  H_TURN,
  H_VICTORY,
  H_WINNER,
  LOC_EAST,
  LOC_WEST,
  USA,
  V_LIMIT,
  VICTORY_IDS,
  VICTORY_TEXT,
} from './layout.js';
import { BVG_OPTIONS, optionBits } from './options.js';
import { createState } from './setup.js';
import { strengthOf, type S } from './state.js';
import { objectivesTotal } from './victory.js';

export type BvgState = Int32Array;

/** Packs used in this process; a state names its pack by index (H_PACK). */
const PACKS = new PackTable<BvgContent>();
const packOf = (s: S): BvgContent => PACKS.get(s[H_PACK]!);

const MAX_DECISIONS = 60_000;
const TWO_SEATS: readonly Seat[] = [
  { id: 'usa', side: USA },
  { id: 'csa', side: CSA },
];
const FOUR_SEATS: readonly Seat[] = [
  { id: 'usa-east', side: USA },
  { id: 'usa-west', side: USA },
  { id: 'csa-east', side: CSA },
  { id: 'csa-west', side: CSA },
];

export const bvg: Game<BvgState, BvgContent> = {
  id: 'bvg',
  name: 'Blue vs Gray',
  sides: ['usa', 'csa'],
  scenarios: defaultContent().scenarios.map((sc) => ({ id: sc.id, name: sc.name, doc: sc.doc })),
  options: BVG_OPTIONS,
  hiddenInformation: true,
  maxActions: 8192,
  maxDecisions: MAX_DECISIONS,
  marginName: 'Objectives Total (USA objectives minus CSA objectives, 18.1)',

  create(cfg: CreateConfig<BvgContent>): BvgState {
    const c = cfg.content ?? defaultContent();
    const idx = scenarioIndex('bvg', c.scenarios, cfg.scenario);
    const bits = optionBits(resolveOptions(this, cfg.options));
    return createStateWithPack(c, idx, bits, cfg.seed, PACKS.index(c));
  },
  clone: (s) => s.slice(),
  copyInto: (dst, src) => dst.set(src),
  toMove: (s) => toMove(s),
  seats: (s) => (s[H_PLAYERS] === 4 ? FOUR_SEATS : TWO_SEATS),
  seatToMove: (s) => seatToMove(packOf(s), s),
  legalActions: (s, out) => (s[H_TERMINAL] ? 0 : legalActions(packOf(s), s, out)),
  apply: (s, a) => applyAction(packOf(s), s, a, MAX_DECISIONS),
  isTerminal: (s) => s[H_TERMINAL] === 1,
  outcome(s): Outcome {
    if (!s[H_TERMINAL]) throw new Error('bvg: outcome of an unfinished game');
    const v = s[H_VICTORY]!;
    const winner = s[H_WINNER]!;
    return {
      kind: v === V_LIMIT ? 'limit' : winner < 0 ? 'draw' : 'win',
      winner,
      victory: VICTORY_IDS[v] ?? 'none',
      margin: s[H_MARGIN]!,
      turn: s[H_TURN]!,
      detail: VICTORY_TEXT[v] ?? '',
    };
  },
  reseedChance: (s: S, rng: Rng) => reseedChance(s, rng),
  determinize: (s: S, observer: number, rng: Rng) => determinize(packOf(s), s, observer, rng),
  observe(s, viewer): Observation {
    return { viewer, data: observeState(packOf(s), s, viewer) };
  },
  describe: (s, a) => describeAction(packOf(s), s, a),
  render: (s) => renderState(packOf(s), s),
  narrate: (before, after, action) => narrate(packOf(after), before, after, action),
  renderFor: (s, viewer, opts) => viewState(packOf(s), s, viewer, opts?.compact === true),
  narrateFor: (before, after, action, viewer) => narrateView(packOf(after), before, after, action, viewer),
  board: (s, viewer) => boardScene(packOf(s), s, viewer),
  turn: (s) => s[H_TURN]!,
  evaluate: (s) => evaluate(packOf(s), s),
  loadContent: (dir) => loadBvgPack(dir),
  contentInfo: (content) => (content ?? defaultContent()).info,
};

function createStateWithPack(
  c: BvgContent,
  idx: number,
  bits: number,
  seed: string | number,
  pack: number,
): S {
  const s = createState(c, { scenario: idx, optionBits: bits, seed });
  s[H_PACK] = pack;
  return s;
}

/** The content pack a state was created with (for the heuristic bot and tests). */
export const contentOf = (s: S): BvgContent => packOf(s);

const value = new Float64Array(2);

/**
 * Heuristic value per side in [0, 1] for cut-off rollouts (one scratch array, Game.evaluate): the Objectives Total against the pace the
 * USA needs (+6 before its deck runs out, +4 at the 1864 Elections), the strength each side has on
 * the board and in hand, and supply.
 */
function evaluate(c: BvgContent, s: S): Float64Array {
  const out = value;
  if (s[H_TERMINAL]) {
    const w = s[H_WINNER]!;
    out[USA] = w === USA ? 1 : w < 0 ? 0.5 : 0;
    out[CSA] = 1 - out[USA]!;
    return out;
  }
  const ot = objectivesTotal(c, s);
  const time = Math.min(1, deckSize(c, s, USA) / 70); // share of the USA deck still to come
  const par = 6 - 5 * time;
  let str = 0;
  for (let k = 0; k < c.nc; k++) {
    const l = s[C_LOC + k]!;
    if (l !== LOC_EAST && l !== LOC_WEST) continue;
    str += (c.cardSide[k] === USA ? 1 : -1.6) * strengthOf(c, s, k);
  }
  str += 1.5 * (handSize(c, s, USA) - handSize(c, s, CSA));
  const sup = s[H_SUPPLY + USA]! - s[H_SUPPLY + CSA]!;
  const x = 0.7 * (ot - par) + 0.02 * str + 0.05 * sup;
  out[USA] = 1 / (1 + Math.exp(-x));
  out[CSA] = 1 - out[USA]!;
  return out;
}
