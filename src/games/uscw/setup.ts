/**
 * Setting up a scenario (S1.1, S2.1, S3.1, S4.1): the status markers the rulebook gives (Border states,
 * Maintenance, Arsenals, blockade ports follow from control), the pack's "At Start" units, forts,
 * markers and militia, the Turn Record Track applied up to the start turn (ranks, removals, the
 * Unassigned box), the opening cards (1 in 1861, 3 in 1862 and 1863), and the first Action Phase:
 * every scenario starts with its Action Phase (the first turn skips Reinforcement, Strategic Movement
 * and Leader Management). The Campaign Game uses the 1861 setup, or 1862/1863 with the variable start.
 */
import { CH_TURN } from '../../core/header.js';
import type { OptionValue } from '../../core/game.js';
import { drawCard } from './cards.js';
import { spCreated } from './common.js';
import {
  resolveScenario,
  EV_DEMOTE,
  EV_PROMOTE,
  EV_REMOVE,
  EV_RETURN,
  EV_UNASSIGN,
  type UscwContent,
} from './content.js';
import { NEUTRAL } from './control.js';
import { D_NONE } from './actions.js';
import {
  CSA,
  G_BORDER,
  G_DEC,
  G_LAST,
  G_MAINT,
  G_NEED,
  G_OPTS,
  G_PHASING,
  G_SCEN,
  G_START,
  G_VKIND,
  GS_PENDING,
  GS_REMOVED,
  GS_UNASSIGNED,
  GW_CAVRANK,
  USA,
} from './layout.js';
import { OPT_ALEXANDRIA, optionBits } from './options.js';
import { P_INIT, toPhase } from './phase.js';
import { advance, startCycle } from './flow.js';
import {
  addSp,
  gw,
  placeGen,
  setArsenals,
  setEntrench,
  setFort,
  setGenRank,
  setGenStatus,
  setGw,
  setMarker,
  setMilLoc,
  sp,
  type S,
} from './state.js';
import { stateByPostal } from './mapmodel.js';
import { placeNavy } from './navaladv.js';
import { VK_CAMPAIGN, VK_SCENARIO } from './victory.js';

export interface SetupArgs {
  readonly scenario: number;
  readonly options: Readonly<Record<string, OptionValue>>;
}

const BORDER = ['MO', 'KY', 'WV'] as const;

export function setupState(c: UscwContent, s: S, args: SetupArgs): void {
  const start = String(args.options['s4.1-start'] ?? '1861');
  const sc = resolveScenario(c, args.scenario, start);
  s[G_OPTS] = optionBits(args.options);
  s[G_SCEN] = args.scenario;
  const turn = sc.startTurn ?? 1;
  s[CH_TURN] = turn;
  s[G_START] = turn;
  s[G_LAST] = sc.lastTurn;
  s[G_VKIND] = sc.victory.kind === 'scenario' ? VK_SCENARIO : VK_CAMPAIGN;
  s[G_NEED] = sc.victory.need;
  s[G_MAINT] = sc.maintenance ?? 10;
  BORDER.forEach((b, i) => {
    const v = sc.border?.[b] ?? 'usa';
    s[G_BORDER + i] = v === 'usa' ? USA : v === 'csa' ? CSA : NEUTRAL;
  });
  s[G_PHASING] = -1;
  generals(c, s, turn);
  const at = (name: string): number => c.map.nodeByName.get(name)!;
  for (const u of sc.units ?? []) {
    const side = u.side === 'usa' ? USA : CSA;
    const n = at(u.at);
    addSp(c, s, n, side, u.sp);
    spCreated(s, side, u.sp);
    for (const g of u.generals ?? []) placeGen(c, s, c.genIndex.get(g)!, n);
    if (u.fort) setFort(c, s, n, u.fort, side);
    if (u.entrench) setEntrench(c, s, n, side);
  }
  for (const k of sc.control ?? []) setMarker(c, s, at(k.at), k.side === 'usa' ? USA : CSA);
  for (const mi of sc.militia ?? []) {
    const st = stateByPostal(c.map, mi.state);
    if (st >= 0)
      setMilLoc(
        c,
        s,
        mi.side === 'usa' ? USA : CSA,
        st,
        mi.at !== undefined && !mi.displaced ? at(mi.at) : -1,
      );
  }
  for (const a of sc.arsenals ?? []) setArsenals(c, s, at(a.at), a.n);
  if (sc.alexandria && s[G_OPTS]! & OPT_ALEXANDRIA && sp(c, s, at(sc.alexandria.from), USA) > 1) {
    addSp(c, s, at(sc.alexandria.from), USA, -1);
    addSp(c, s, at(sc.alexandria.to), USA, 1);
  }
  placeNavy(c, s, sc.navy ?? []);
  for (const side of [USA, CSA]) for (let k = 0; k < (sc.cards ?? 0); k++) drawCard(c, s, side);
  startCycle(c, s);
  toPhase(s, P_INIT);
  s[G_DEC] = D_NONE;
  advance(c, s);
}

/** The Turn Record Track up to the start turn: ranks, removals, the Unassigned box (S3.1). */
function generals(c: UscwContent, s: S, turn: number): void {
  for (let g = 0; g < c.ng; g++) {
    const gen = c.gens[g]!;
    setGw(c, s, g, 0);
    setGenStatus(c, s, g, GS_PENDING);
    setGenRank(c, s, g, gen.rank);
    for (const e of gen.events) {
      if (e.turn > turn) continue;
      if (e.kind === EV_PROMOTE || e.kind === EV_DEMOTE) {
        setGenRank(c, s, g, e.rank);
        if (gen.cav && e.rank >= 2) setGw(c, s, g, gw(c, s, g) | GW_CAVRANK);
      }
      if (e.kind === EV_REMOVE) setGenStatus(c, s, g, GS_REMOVED);
      if (e.kind === EV_UNASSIGN) setGenStatus(c, s, g, GS_UNASSIGNED);
      if (e.kind === EV_RETURN) setGenStatus(c, s, g, GS_PENDING);
    }
  }
}
