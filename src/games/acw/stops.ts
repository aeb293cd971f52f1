/**
 * Where a force may end its move: a force judged supplied only where a supply path was open at the
 * Supply Judgement [10.31] (unless a leader came with it all the way: movement.ts); a lone leader only
 * with friendly combat units [11.33].
 */
import type { AcwContent } from './content.js';
import { F_HEX, G_PHASING } from './layout.js';
import { landSP, occupant, supplyOk, type S } from './state.js';

export function armyStop(_c: AcwContent, s: S): boolean {
  return supplyOk(s, s[F_HEX]!);
}

export function leaderMayStop(s: S): boolean {
  const h = s[F_HEX]!;
  return occupant(s, h) === s[G_PHASING] && landSP(s, h) > 0;
}
