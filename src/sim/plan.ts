/**
 * A simulation plan: the arms to play and how many games each. Every command (simulate, balance,
 * tournament) turns its input into a plan; the runner plays it and the report reads it.
 *
 * An arm is one configuration: scenario, pairing (a bot spec per side), option set. Arms of the same
 * block (scenario × pairing) share their game seeds: game i of every arm uses
 * deriveSeed(master seed, i), so a variant and its baseline are compared on common random numbers.
 * The game's own streams keep dice and shuffles apart (src/core/rng.ts stream names), and each bot
 * draws from its own stream of the game seed (match.ts `botSeed`), so an option that changes how
 * many dice are rolled does not shift the bots' streams.
 */
import { deriveSeed } from '../core/rng.js';
import type { OptionSet } from '../core/game.js';
import type { SprtSettings } from '../stats/sprt.js';

export interface Arm {
  /** Unique id `<scenario>/<pairing>/<variant>`; the `arm` field of rows. */
  readonly id: string;
  /** Arms with the same block share a baseline: `<scenario>/<pairing>`. */
  readonly block: string;
  readonly scenario: string;
  /** Pairing label (bots per side), e.g. 'heuristic' or 'random vs random'. */
  readonly pairing: string;
  readonly players: Readonly<Record<string, string>>;
  /** 'baseline' or the variant's label. */
  readonly variant: string;
  /** The variant's own options (empty for the baseline). */
  readonly variantOptions: OptionSet;
  /** Every option the game is created with: the experiment's common options plus the variant's. */
  readonly options: OptionSet;
  /** Games to play (the most; SPRT may stop a variant earlier). */
  readonly games: number;
  /** Arm id of the baseline this variant is paired with. */
  readonly baseline?: string;
}

export interface SprtPlan extends SprtSettings {
  /** Look at the SPRT every this many paired games (and at the last game). */
  readonly every: number;
  /** The first look: no variant stops before this many paired games (or before all its games). */
  readonly minGames: number;
}

export type PlanKind = 'simulate' | 'balance' | 'tournament';

export interface Plan {
  readonly kind: PlanKind;
  /** Experiment name; the default output folder is results/<name>. */
  readonly name: string;
  readonly description?: string;
  readonly game: string;
  /** Content pack folder, absent for the game's built-in pack. */
  readonly packDir?: string;
  /** Pack label for records: 'standard' or the folder as given. */
  readonly packLabel: string;
  /** Master seed. */
  readonly seed: string;
  /** The experiment's common options (shared by all arms). */
  readonly commonOptions: OptionSet;
  readonly arms: readonly Arm[];
  readonly sprt?: SprtPlan;
  /** Store each game's action list in the JSONL rows. */
  readonly actions: boolean;
  /** Threads from the experiment file, if it set them. */
  readonly threads?: number;
  /** Bots of a tournament, in the order given. */
  readonly bots?: readonly string[];
  /** A gauntlet: the one bot every other bot of the tournament plays (absent: each plays each). */
  readonly against?: string;
  /** The strength ladder: pairing labels of the same bot on both sides, weakest first (report/convergence.ts). */
  readonly ladder?: readonly string[];
  /** Option pairs whose interaction the report measures (sim/interactions.ts), by variant label. */
  readonly interactions?: readonly Interaction[];
}

/** A pair of variants A and B and the variant A+B, all played in every block of the plan. */
export interface Interaction {
  /** 'A × B', for people. */
  readonly label: string;
  readonly a: string;
  readonly b: string;
  readonly both: string;
}

/** The seed of game `index` of every arm: the same for all arms (common random numbers). */
export function gameSeed(master: string, index: number): string {
  return deriveSeed(master, index);
}

/** The pairing label for a bot spec per side. */
export function pairingLabel(players: Readonly<Record<string, string>>, sides: readonly string[]): string {
  return sides.map((s) => players[s]).join(' vs ');
}

export function armId(scenario: string, pairing: string, variant: string): string {
  return `${scenario}/${pairing}/${variant}`;
}

/** The parts of a plan that decide its games (not `games`, `threads`, names): resume checks these. */
export function planFingerprint(plan: Plan): string {
  return JSON.stringify({
    game: plan.game,
    pack: plan.packDir ?? null,
    seed: plan.seed,
    actions: plan.actions,
    sprt: plan.sprt ?? null,
    arms: plan.arms.map((a) => ({ id: a.id, scenario: a.scenario, players: a.players, options: a.options })),
  });
}
