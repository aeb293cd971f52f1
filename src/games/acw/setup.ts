/**
 * Setting up the basic scenario [19.1, 19.11, 19.2-19.5].
 *
 *  1. The Union garrisons Fort Monroe (1 army SP, in the fort) and Fort Pickens (the "(1)"
 *     garrison); 19.2 rolls for Pickens, Sumter, Monroe and Norfolk instead, army garrisons coming
 *     out of 19 SP.
 *  2. The South deploys 13 SP in the Confederacy, then Leader A (rating 2) with a unit in Virginia,
 *     or any unit if Virginia is empty.
 *  3. The North deploys 18 SP in the Union, places a USMRR unit in each of Washington, Cincinnati
 *     and Cairo and 3 naval SP in 5201. 19.5: the North deploys first.
 *  Restrictions [19.11]: not in Kentucky (unless 19.3 makes it Southern), only where supplied, the
 *  South not in the Union-sympathetic region, the North in Missouri only on rail hexes, no other
 *  forts; with 19.4 neither side in Virginia (the Monroe garrison stays: reading `va-neutral-monroe`).
 */
import { CH_TURN, chanceAt } from '../../core/header.js';
import { rollD6 } from '../../core/rng.js';
import type { AcwContent } from './content.js';
import { A_DEPLOY, A_LEE, act, xOf } from './actions.js';
import { VA_CSA, VA_NEUTRAL } from './costs.js';
import { HEXES, hexIndex } from './grid.js';
import {
  CSA,
  FLEETS,
  G_DEPLOY_LEFT,
  G_FIRST,
  G_KY,
  G_OPT,
  G_PHASING,
  G_REINF_LEFT,
  G_VA,
  L_BASE,
  L_WORDS,
  LEADERS,
  LF_ALIVE,
  LF_LEE,
  N_BASE,
  RIVERINES,
  RV_BASE,
  U_BASE,
  USA,
  USMRRS,
} from './layout.js';
import { R_SYMPATHETIC, R_VIRGINIA, T_SEA } from './map.js';
import { O_GARRISONS, O_KY_CSA, O_REVERSE, O_VA_NEUTRAL, O_VA_NO_MONROE, opt } from './options.js';
import { KY_CSA, KY_NEUTRAL, hexSide } from './places.js';
import { addFleet } from './reinforce.js';
import { addField, gain, occupant, setFort, setFortOwner, setGarrison, type S } from './state.js';
import { computeSupply, pathOk, reach, ULTIMATE } from './supply.js';

export const PH_DEPLOY = 1;
export const PH_LEE = 2;

/** Fresh state: option bits, records empty, the fixed garrisons, the first deployment. */
export function setupState(c: AcwContent, s: S, optionBits: number): void {
  s[G_OPT] = optionBits;
  s[CH_TURN] = 1;
  s[G_KY] = opt(s, O_KY_CSA) ? KY_CSA : KY_NEUTRAL;
  s[G_VA] = opt(s, O_VA_NEUTRAL) ? VA_NEUTRAL : VA_CSA;
  s[G_FIRST] = opt(s, O_REVERSE) ? USA : CSA;
  for (let i = 0; i < LEADERS; i++) s[L_BASE + i * L_WORDS] = -1;
  for (let i = 0; i < RIVERINES; i++) s[RV_BASE + i * 2] = -1;
  for (let i = 0; i < FLEETS; i++) s[N_BASE + i * 3] = -1;
  for (let i = 0; i < USMRRS; i++) s[U_BASE + i * 2] = -1;
  for (const h of permanentForts(c)) setFortOwner(s, h, 2);
  const pool = garrisons(c, s);
  s[G_PHASING] = s[G_FIRST]!;
  s[G_REINF_LEFT] = pool;
  s[G_DEPLOY_LEFT] = s[G_FIRST] === CSA ? c.scenarios[0]!.csaDeploy : pool;
}

/** The SP the next deploying side places (the Union's pool was kept in G_REINF_LEFT). */
export function deploymentOf(c: AcwContent, s: S, side: number): number {
  return side === CSA ? c.scenarios[0]!.csaDeploy : s[G_REINF_LEFT]!;
}

function permanentForts(c: AcwContent): number[] {
  const out: number[] = [];
  for (let h = 0; h < HEXES; h++) if (c.map.permFort[h]) out.push(h);
  return out;
}

/** The Union's set-up garrisons [19.1 no. 1, 19.2]; returns the SP left to deploy. */
function garrisons(c: AcwContent, s: S): number {
  const sc = c.scenarios[0]!;
  const vaClosed = opt(s, O_VA_NEUTRAL) && opt(s, O_VA_NO_MONROE);
  if (!opt(s, O_GARRISONS)) {
    sc.garrisons.forEach((g, i) => {
      const h = sc.garrisonHexes[i]!;
      if (vaClosed && c.map.region[h]! & R_VIRGINIA) return;
      putGarrison(s, h, g.kind, g.sp, g.fort);
    });
    return sc.usaDeploy;
  }
  let pool = sc.usaDeployPool19_2;
  sc.optionalGarrisons.forEach((g, i) => {
    const h = sc.optionalHexes[i]!;
    if (rollD6(s, chanceAt(0)) > g.maxRoll || (vaClosed && c.map.region[h]! & R_VIRGINIA)) return;
    putGarrison(s, h, g.kind, 1, g.fort);
    if (g.kind === 'army') pool--;
  });
  return pool;
}

function putGarrison(s: S, h: number, kind: 'army' | 'garrison', sp: number, fort: boolean): void {
  gain(s, USA, sp);
  if (fort) setFortOwner(s, h, 1);
  if (kind === 'garrison') setGarrison(s, h, sp, USA);
  else if (fort) setFort(s, h, sp, USA);
  else addField(s, h, USA, sp);
}

/** Hexes where the deploying side may place a SP [19.1, 19.11]. */
export function deployHexes(c: AcwContent, s: S, out: Int32Array): number {
  const side = s[G_PHASING]!;
  computeSupply(c, s, side);
  let n = 0;
  for (let h = 0; h < HEXES; h++) if (mayDeploy(c, s, side, h)) out[n++] = act(A_DEPLOY, h);
  return n;
}

function mayDeploy(c: AcwContent, s: S, side: number, h: number): boolean {
  if (c.map.terrain[h] === T_SEA || occupant(s, h) === 1 - side || hexSide(c, s, h) !== side) return false;
  if (opt(s, O_VA_NEUTRAL) && c.map.region[h]! & R_VIRGINIA) return false;
  if (side === CSA) return !(c.map.region[h]! & R_SYMPATHETIC) && pathOk[h] === 1;
  if (c.map.stateCodes[c.map.state[h]!] === 'MO' && !c.map.rail[h]) return false;
  return reach[h] === ULTIMATE;
}

export function playDeploy(_c: AcwContent, s: S, a: number): void {
  addField(s, xOf(a), s[G_PHASING]!, 1);
  gain(s, s[G_PHASING]!, 1);
  s[G_DEPLOY_LEFT] = s[G_DEPLOY_LEFT]! - 1;
}

/** Leader A: with a unit in Virginia, or any unit if Virginia is empty [19.1 no. 2]. */
export function leeHexes(c: AcwContent, s: S, out: Int32Array): number {
  let n = 0;
  for (let h = 0; h < HEXES; h++)
    if (occupant(s, h) === CSA && c.map.region[h]! & R_VIRGINIA) out[n++] = act(A_LEE, h);
  if (n === 0) for (let h = 0; h < HEXES; h++) if (occupant(s, h) === CSA) out[n++] = act(A_LEE, h);
  return n;
}

export function playLee(s: S, a: number): void {
  const i = LEADERS / 2;
  s[L_BASE + i * L_WORDS] = xOf(a);
  s[L_BASE + i * L_WORDS + 1] = 2;
  s[L_BASE + i * L_WORDS + 2] = 0;
  s[L_BASE + i * L_WORDS + 3] = LF_ALIVE | LF_LEE;
}

/** USMRR in Washington, Cincinnati and Cairo; 3 naval SP in 5201 [19.1 no. 3]. */
export function unionExtras(c: AcwContent, s: S): void {
  const sc = c.scenarios[0]!;
  sc.usmrr.forEach((name, i) => {
    s[U_BASE + i * 2] = c.map.places.get(name)!;
    s[U_BASE + i * 2 + 1] = 0;
  });
  for (const f of sc.naval) addFleet(s, hexIndex(f.hex), f.sp);
}
