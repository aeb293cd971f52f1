/**
 * Creating a game: the scenario's setup (R2.0, R11.4-R11.7), pools and stock, control markers, the
 * dice generator, then the first Player Turn.
 */
import { UserError } from '../../core/errors.js';
import type { AhdContent } from './content.js';
import { beginPlayerTurn, advance } from './flow.js';
import {
  END_CAMPAIGN,
  END_SHORT_GAME,
  H_ACTIVE,
  H_BATTLE,
  H_BWINNER,
  H_DETAIL,
  H_DRAFTS,
  H_END_KIND,
  H_END_TURN,
  H_MARCH_END,
  H_OPT,
  H_RETREATED,
  H_SCENARIO,
  H_SIDE,
  H_START_TURN,
  CH_TURN,
  LOC_DRAFT,
  LOC_POOL,
  LOC_STOCK,
  NTYPES,
  O_EXTENDED,
  ST_ENTRENCHED,
  T_MI,
  U_FROM,
  U_LOC,
  U_ST,
  U_TGT,
  USA,
} from './layout.js';
import { aprilTurnOf, countOf, infOf, marchTurnOf, relocate, setControl, type S } from './state.js';

export interface SetupConfig {
  scenario: number;
  optionBits: number;
  marchEndYear: number;
}

/** Fill a fresh state (the engine has written its header and seeded the dice) for the scenario. */
export function setupState(c: AhdContent, s: S, cfg: SetupConfig): void {
  const sc = c.scenarios[cfg.scenario]!;
  s[CH_TURN] = sc.startTurn;
  s[H_START_TURN] = sc.startTurn;
  s[H_SIDE] = USA;
  s[H_SCENARIO] = cfg.scenario;
  s[H_OPT] = cfg.optionBits;
  s[H_END_KIND] = sc.ending === 'short-game' ? END_SHORT_GAME : END_CAMPAIGN;
  // R9.1: the extended game runs to Game Turn 45 (campaign endings only).
  s[H_END_TURN] =
    sc.ending === 'campaign' && cfg.optionBits & O_EXTENDED && sc.endTurn === 40 ? 45 : sc.endTurn;
  if (cfg.marchEndYear) {
    const t = marchTurnOf(cfg.marchEndYear);
    if (sc.ending !== 'campaign' || t < sc.startTurn || t > s[H_END_TURN]!) {
      throw new UserError(
        `option r11.3-march-end=${cfg.marchEndYear} does not fit scenario '${sc.id}' (turns ${sc.startTurn}-${s[H_END_TURN]}, ${sc.ending})`,
      );
    }
    s[H_MARCH_END] = t;
  }
  s[H_ACTIVE] = -1;
  s[H_BATTLE] = -1;
  s[H_BWINNER] = -1;
  s[H_DETAIL] = -1;
  s[H_RETREATED] = -1;
  // Every unit starts off the map: Militia in the Recruitment Pool, Veteran and Crack in stock.
  for (let u = 0; u < c.nu; u++) {
    s[U_LOC + u] = c.slotType[u]! % 3 === 0 ? LOC_POOL : LOC_STOCK;
    s[U_ST + u] = 0;
    s[U_FROM + u] = -1;
    s[U_TGT + u] = -1;
  }
  // The scenario's units, entrenched where marked.
  for (let side = 0; side < 2; side++) {
    for (const [type, box, entrenched] of sc.placements[side]!) {
      const a = c.typeStart[side * NTYPES + type]!;
      let u = a;
      while (s[U_LOC + u]! < c.nb) u++;
      relocate(c, s, u, box);
      s[U_ST + u] = entrenched ? ST_ENTRENCHED : 0;
    }
  }
  // R7.2: Union militia set aside for drafts not yet held before this scenario's start.
  let draftsBefore = 0;
  for (let year = 1862; year <= 1864; year++) if (aprilTurnOf(year) < sc.startTurn) draftsBefore++;
  s[H_DRAFTS] = draftsBefore;
  for (let side = 0; side < 2; side++) {
    let hold = Math.max(0, c.draftHold[side]! - c.draftSize * draftsBefore);
    const a = c.typeStart[side * NTYPES + T_MI]!;
    for (let u = a; u < a + c.typeCount[side * NTYPES + T_MI]! && hold > 0; u++) {
      if (s[U_LOC + u] === LOC_POOL) {
        s[U_LOC + u] = LOC_DRAFT;
        hold--;
      }
    }
  }
  // Control (R8.0): colours, then the scenario's markers, then occupation.
  for (let b = 0; b < c.nb; b++) setControl(c, s, b, c.colour[b]!, false);
  for (let side = 0; side < 2; side++) for (const b of sc.control[side]!) setControl(c, s, b, side, true);
  for (let b = 0; b < c.nb; b++) {
    for (let side = 0; side < 2; side++)
      if (countOf(s, b, side) > 0) setControl(c, s, b, side, infOf(s, b, side) > 0);
  }
  beginPlayerTurn(c, s);
  advance(c, s);
}
