/**
 * Setup (5.0) and the scenarios (digest §6): the decks (the 0 Resource card in hand, Campaign and CSP
 * cards beside the player, the Assassination card in its box, the Committee card with the Union's
 * Campaign cards, optional cards only with their options, year-marked cards held out with O1), PC and
 * CSP, generals on their printed hexes at one star with reinforcements on the turn track, the first
 * GiCs (chosen as the first decisions), the Union's initiative in 1861; the Tournament scenario's
 * provisional 1863 position; the option knobs written into the state's parameters.
 */
import type { OptionValue } from '../../core/game.js';
import { enterAt } from './admin.js';
import { appointGic } from './command.js';
import {
  K_ASSASSINATION,
  K_CAMPAIGN,
  K_COMMITTEE,
  K_CSP,
  K_IRREGULARS,
  K_ZERO,
  OC_KICKSTARTER,
  OC_PECULIAR,
  OC_TRAP,
  type LwContent,
  type ScenarioJson,
} from './content.js';
import {
  ASSET_CAP,
  ASSET_LOC,
  ASSET_TYPE,
  AT_FALSE,
  AT_HUNLEY,
  AT_IRONCLAD,
  CD_LOC,
  CH_TURN,
  CL_BOX,
  CL_DECK,
  CL_HAND,
  CL_HELD,
  CL_OUT,
  CL_POOL,
  COMM_USA_POOL,
  CSA,
  CT_CTRL,
  FLEET,
  FLEET_CAP,
  G_LOC,
  G_STARS,
  H_COMMITTEE,
  H_CSP,
  H_EP,
  H_INIT,
  H_KY,
  H_LASTIDX,
  H_OPT,
  H_PARAM,
  H_PC,
  H_PHASE,
  H_PLOT,
  H_SCEN,
  H_SUB,
  H_TURNIDX,
  HUNT_BASE,
  LOC_DECEASED,
  LOC_DISGRACED,
  LOC_OUT,
  LOC_PENDING,
  NAV_UNBOUGHT,
  P_BI_GAIN,
  P_BI_INCOME,
  P_BI_SHIFT,
  P_BLOCKADE,
  P_CAMPAIGN_PC,
  P_EP_SHIFT,
  P_ET_PENALTY,
  P_IGNORE_VP,
  P_MARGIN,
  P_PEACE,
  P_VICTORY_SIDE,
  P_MANPOWER_FAIL,
  P_CAPITAL_SHIFT,
  PH_INITIATIVE,
  PH_SETUP,
  PLOT_CSA_MAY,
  PORT_BASE,
  RAIDER,
  RAIDER_CAP,
  SPACE_BASE,
  USA,
} from './layout.js';
import {
  knobValue,
  OPT_CARD_INSERTION,
  OPT_IRREGULARS,
  OPT_KICKSTARTER,
  OPT_PECULIAR,
  OPT_TRAP,
  optionBits,
} from './options.js';
import { placeGeneral, setCtrl, stackOk, type S } from './state.js';
import { ContentError } from '../../core/errors.js';
import { IGNORE_MISSISSIPPI, IGNORE_PORTS } from './victory.js';

export interface SetupArgs {
  readonly scenario: number;
  readonly options: Readonly<Record<string, OptionValue>>;
}

export function setupState(c: LwContent, s: S, args: SetupArgs): void {
  const sc = c.scenarios[args.scenario]!;
  s[H_SCEN] = args.scenario;
  s[H_OPT] = optionBits(args.options);
  params(s, sc, args.options);
  const first = c.turnIndex[sc.firstTurn]!;
  s[H_TURNIDX] = first;
  s[CH_TURN] = first + 1;
  s[H_LASTIDX] = lastTurn(c, sc, args.options);
  const st = sc.setup;
  s[H_PC + USA] = knobValue(args.options, 'param-start-pc-usa') ?? st.pc.usa;
  s[H_PC + CSA] = knobValue(args.options, 'param-start-pc-csa') ?? st.pc.csa;
  s[H_CSP + USA] = knobValue(args.options, 'param-start-csp-usa') ?? st.csp.usa;
  s[H_CSP + CSA] = knobValue(args.options, 'param-start-csp-csa') ?? st.csp.csa;
  s[H_INIT] = first === 0 ? USA : s[H_PC + USA]! >= s[H_PC + CSA]! ? USA : CSA; // 6.0
  s[H_PLOT] = PLOT_CSA_MAY;
  s[H_COMMITTEE] = COMM_USA_POOL;
  for (let k = 0; k < c.ncity; k++) s[CT_CTRL + k] = c.cityOrig[k]!;
  decks(c, s);
  naval(c, s);
  generals(c, s, sc);
  if (st.gic) {
    s[H_PHASE] = PH_INITIATIVE;
  } else {
    s[H_PHASE] = PH_SETUP;
  }
  s[H_SUB] = 0;
}

/** O8: the game ends after the Summer of the agreed year, never later than the scenario. */
function lastTurn(c: LwContent, sc: ScenarioJson, options: Readonly<Record<string, OptionValue>>): number {
  const last = c.turnIndex[sc.lastTurn]!;
  const year = knobValue(options, 'o8-end-year');
  if (year === undefined) return last;
  const su = c.turnIndex[`Su${String(year).slice(2)}`];
  return su === undefined ? last : Math.max(c.turnIndex[sc.firstTurn]!, Math.min(last, su));
}

function params(s: S, sc: ScenarioJson, o: Readonly<Record<string, OptionValue>>): void {
  const p = (slot: number, v: number): void => {
    s[H_PARAM + slot] = v;
  };
  p(P_CAMPAIGN_PC, knobValue(o, 'param-campaign-pc') ?? 10);
  p(P_ET_PENALTY, knobValue(o, 'param-et-penalty') ?? 2);
  p(P_BLOCKADE, knobValue(o, 'param-blockade') ?? 7);
  p(P_MARGIN, knobValue(o, 'param-margin') ?? sc.victory.margin);
  p(P_BI_INCOME, knobValue(o, 'o6-bi-income') ?? 3);
  p(P_BI_GAIN, knobValue(o, 'o6-bi-gain') ?? 5);
  p(P_BI_SHIFT, knobValue(o, 'o6-bi-lead-shift') ?? 0);
  p(P_EP_SHIFT, knobValue(o, 'param-ep-lead-shift') ?? 0);
  p(P_PEACE, knobValue(o, 'param-peace-bonus') ?? 3);
  p(P_MANPOWER_FAIL, knobValue(o, 'param-cs-manpower-fail') ?? 2);
  p(P_CAPITAL_SHIFT, knobValue(o, 'param-capital-defense-shift') ?? 0);
  p(P_VICTORY_SIDE, sc.victory.side === 'usa' ? USA : CSA);
  let ignore = 0;
  if (sc.ignoreVp.includes('mississippi')) ignore |= IGNORE_MISSISSIPPI;
  if (sc.ignoreVp.includes('southern-ports')) ignore |= IGNORE_PORTS;
  p(P_IGNORE_VP, ignore);
}

/** 5.0 decks: 63 cards each (#1-57, #63-68) shuffled; the rest beside the player or out. */
function decks(c: LwContent, s: S): void {
  const opt = s[H_OPT]!;
  for (let k = 0; k < 162; k++) {
    const kind = c.cardKind[k]!;
    const oc = c.cardOptional[k]!;
    let loc = CL_DECK;
    if (kind === K_ZERO) loc = CL_HAND;
    else if (kind === K_CAMPAIGN || kind === K_CSP || kind === K_COMMITTEE) loc = CL_POOL;
    else if (kind === K_ASSASSINATION) loc = CL_BOX;
    else if (kind === K_IRREGULARS) loc = opt & OPT_IRREGULARS ? CL_DECK : CL_OUT;
    else if (oc === OC_PECULIAR) loc = opt & OPT_PECULIAR ? CL_DECK : CL_OUT;
    else if (oc === OC_TRAP) loc = opt & OPT_TRAP ? CL_DECK : CL_OUT;
    else if (oc === OC_KICKSTARTER) loc = opt & OPT_KICKSTARTER ? CL_DECK : CL_OUT;
    if (loc === CL_DECK && opt & OPT_CARD_INSERTION && c.cardYear[k]! > 0 && yearPending(c, s, k))
      loc = CL_HELD;
    s[CD_LOC + k] = loc;
  }
}

/** O1: a year-marked card is held out until the Spring of its year. */
function yearPending(c: LwContent, s: S, k: number): boolean {
  const spring = { 62: 1, 63: 3, 64: 5 }[c.cardYear[k]!] ?? 0;
  return s[H_TURNIDX]! < spring;
}

function naval(c: LwContent, s: S): void {
  for (let i = 0; i < RAIDER_CAP; i++) s[RAIDER + i] = NAV_UNBOUGHT;
  for (let i = 0; i < FLEET_CAP; i++) s[FLEET + i] = NAV_UNBOUGHT;
  const kinds: number[] = [];
  for (let i = 0; i < c.tables.navalAssets.ironclad; i++) kinds.push(AT_IRONCLAD);
  for (let i = 0; i < c.tables.navalAssets.hunley; i++) kinds.push(AT_HUNLEY);
  for (let i = 0; i < c.tables.navalAssets['false-information']; i++) kinds.push(AT_FALSE);
  for (let i = 0; i < ASSET_CAP; i++) {
    s[ASSET_TYPE + i] = i < kinds.length ? kinds[i]! : -1;
    s[ASSET_LOC + i] = NAV_UNBOUGHT;
  }
}

/** Generals at one star on their printed hexes; the rest wait on the turn track (5.0, 7.3). */
function generals(c: LwContent, s: S, sc: ScenarioJson): void {
  const first = s[H_TURNIDX]!;
  const st = sc.setup;
  for (let g = 0; g < c.ng; g++) {
    s[G_LOC + g] = c.genTco[g] || c.genHincks[g] ? LOC_OUT : LOC_PENDING;
    s[G_STARS + g] = c.genTco[g] ? 0 : 1;
  }
  if (!st.generals) {
    for (let g = 0; g < c.nRegular; g++) if (c.genEnter[g] === -1) placeGeneral(s, g, c.genHex[g]!);
    return;
  }
  scenarioPosition(c, s, sc, first);
}

/** A scenario with its own position (the provisional Tournament setup). */
function scenarioPosition(c: LwContent, s: S, sc: ScenarioJson, first: number): void {
  const st = sc.setup;
  const listed = new Set<number>();
  for (const [id, hex, stars] of st.generals ?? []) {
    const g = c.generals[id]!;
    listed.add(g);
    placeGeneral(s, g, c.grid.index(hex));
    s[G_STARS + g] = stars;
  }
  for (const id of st.disgraced ?? []) s[G_LOC + c.generals[id]!] = LOC_DISGRACED;
  for (const id of st.deceased ?? []) s[G_LOC + c.generals[id]!] = LOC_DECEASED;
  for (let g = 0; g < c.nRegular; g++) {
    if (listed.has(g) || s[G_LOC + g] !== LOC_PENDING || c.genHincks[g]) continue;
    if (c.genEnter[g]! <= first) enterAt(c, s, g, c.genHex[g]!);
  }
  for (const id of st.control?.usa ?? []) setCtrl(c, s, c.cityIndex[id]!, USA);
  for (const id of st.control?.csa ?? []) setCtrl(c, s, c.cityIndex[id]!, CSA);
  if (st.kentucky) s[H_KY] = 1 + (st.kentucky === 'usa' ? USA : CSA);
  if (st.emancipation) s[H_EP] = first; // declared before the scenario (Hincks already due)
  if (st.gic) {
    appointGic(c, s, c.generals[st.gic.usa]!, false, true);
    appointGic(c, s, c.generals[st.gic.csa]!, false, true);
  }
  checkStacking(c, s, sc);
  st.raiders?.forEach((col, i) => (s[RAIDER + i] = col));
  st.assets?.forEach((id, i) => (s[ASSET_LOC + i] = c.cityIndex[id]!));
  st.fleets?.forEach((spec, i) => (s[FLEET + i] = fleetLoc(c, spec)));
}

/** "port:<city>" or "blockade:<city>:<space>" (the provisional Tournament fleets). */
function fleetLoc(c: LwContent, spec: string): number {
  const [kind, id, k] = spec.split(':');
  const city = c.cityIndex[id ?? '']!;
  if (kind === 'port') return PORT_BASE + city;
  if (kind === 'blockade') return SPACE_BASE + c.citySpace[city]! + Number(k ?? 0);
  return HUNT_BASE;
}

/** A scenario's own position must be legally stacked (12.4). */
function checkStacking(c: LwContent, s: S, sc: ScenarioJson): void {
  for (let h = 0; h < c.nh; h++)
    for (const side of [USA, CSA])
      if (!stackOk(c, s, h, side))
        throw new ContentError(
          'scenarios.json',
          `scenario '${sc.id}'`,
          'setup.generals',
          `${c.grid.label(h)} is overstacked (12.4)`,
        );
}
