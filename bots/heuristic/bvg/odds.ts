/**
 * The chances of a battle read from the pack's own Combat Table (8.5), for the Blue vs Gray heuristic
 * (priorities.ts): it plays a designer's real tables as it plays the stand-ins.
 */
import type { BvgContent } from '../../../src/games/bvg/content.js';
import * as L from '../../../src/games/bvg/layout.js';

/** The red die's modifier (8.5): +/-1 per 10 points of difference, -1 at a fort. */
function combatDrm(own: number, def: number, fort: boolean): number {
  const drm = own >= def ? Math.floor((own - def) / 10) : -Math.floor((def - own) / 10);
  return fort ? drm - 1 : drm;
}

/** The Combat Table's result for red die `red` modified by `drm` (kept within 1..6). */
function combatResult(c: BvgContent, red: number, drm: number): number {
  return c.combat[Math.max(1, Math.min(6, red + drm)) - 1]!;
}

/**
 * Chance that the attacker wins (8.5), read from the pack's Combat Table: the red die modified by
 * +/-1 per 10 points of difference (and -1 at a fort), a Soldiers' Battle to the stronger side (if the
 * pack says so), a Generals' Battle to the higher initiative (ties: the pack's rule).
 */
export function winChance(
  c: BvgContent,
  own: number,
  def: number,
  fort: boolean,
  ia: number,
  id: number,
): number {
  const drm = combatDrm(own, def, fort);
  let p = 0;
  for (let red = 1; red <= 6; red++) {
    const r = combatResult(c, red, drm);
    if (r === L.R_DEF_DEFEATED || r === L.R_DEF_ROUTED) p += 1;
    else if (r === L.R_SOLDIERS && c.sbStrongerWins && own > def) p += 1;
    else if (r === L.R_GENERALS && ia > id) p += 1;
  }
  return p / 6;
}

/** The attacker's chance of a rout, plus half its chance of a defeat (8.5, the pack's Combat Table). */
export function loseChance(c: BvgContent, own: number, def: number, fort: boolean): number {
  const drm = combatDrm(own, def, fort);
  let p = 0;
  for (let red = 1; red <= 6; red++) {
    const r = combatResult(c, red, drm);
    if (r === L.R_ATT_ROUTED) p += 1;
    else if (r === L.R_ATT_DEFEATED) p += 0.5;
  }
  return p / 6;
}
