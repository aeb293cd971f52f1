/**
 * The Advanced Game naval module (21), active with the option `r21-advanced-naval`. (Stub while the
 * Basic Game is being built: every entry point is a no-op in the Basic Game.)
 */
import type { UscwContent } from './content.js';
import type * as A from './actions.js';
import { optAdvancedNaval } from './options.js';
import type { S } from './state.js';

export function listNavalMoves(_c: UscwContent, s: S, _side: number, _out: A.Out): void {
  if (!optAdvancedNaval(s)) return;
}
export function listNavMove(_c: UscwContent, _s: S, _out: A.Out): void {}
export function playNavMove(_c: UscwContent, _s: S, _a: number): void {}
export function navalSupplySegment(_c: UscwContent, _s: S, _side: number): void {}
export function navalReinforcements(_c: UscwContent, _s: S, _side: number): void {}
export function navalEndPhase(_c: UscwContent, _s: S): void {}

export function placeNavy(
  _c: UscwContent,
  _s: S,
  _navy: readonly { side: string; at: string; kind?: string; n?: number; leader?: string }[],
): void {}
