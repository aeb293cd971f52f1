/**
 * Combat (16.0), in the rulebook's sequence: declare (16.1), the defender's voluntary withdrawal (16.2,
 * 16.2.1), the secret commitment of a resource card and CSP (16.3, 16.3.1; modelled as four decisions,
 * attacker then defender, neither seeing the other's until the reveal), indecisive generals and
 * Seeing the Elephant (16.4, 16.4.1), strengths (16.5, 15.0 terrain not cumulative) and results
 * (16.6.1-16.6.4 Stand-Off, Minor, Major, Rout), attacks on empty cities (16.1.2) and amphibious
 * assaults (14.1.3, 14.2.2). What follows the result (16.7-16.10) is in aftermath.ts.
 *
 * The battle is a stage machine in the BT_ block; runBattle advances it to the next decision.
 */
import { countRule, COV_UNION_PORT } from './coverage.js';
import * as A from './actions.js';
import { groupCo, groupHasCav, groupOf, groupStars } from './activation.js';
import { continueAftermath, startRetreat } from './aftermath.js';
import {
  CF_ERRATIC,
  CF_RESOURCE,
  CF_RIVER_ONLY,
  INDECISIVE,
  K_ACT,
  RS_RELUCTANT,
  RS_STEAL_MARCH,
  RS_SURPRISE,
  RS_TRAP,
  type LwContent,
} from './content.js';
import {
  AC_IT,
  AC_STOP,
  ASSET_CAP,
  ASSET_LOC,
  ASSET_TYPE,
  AT_FALSE,
  AT_HUNLEY,
  AT_IRONCLAD,
  BT_ACTIVE,
  BT_AMPHIB,
  BT_ATT,
  BT_CAS,
  BT_CAS_DRAW,
  BT_CITY,
  BT_CITYDEF,
  BT_CO,
  BT_COSTARS,
  BT_CSP,
  BT_DIFF,
  BT_EMPTY,
  BT_FROM,
  BT_GIC,
  BT_IT_BEFORE,
  BT_KIND,
  BT_RELIEF,
  BT_RES,
  BT_RESULT,
  BT_ROUT,
  BT_STAGE,
  BT_STARS,
  BT_STR,
  BT_TO,
  BT_WINNER,
  BT_WITHDREW,
  BT_CAPTURED,
  BT_REVERSAL,
  BT_SIEGE,
  BT_PC_AWARD,
  BT_ADV_DONE,
  BT_CAV_ONLY,
  BT_ORIGIN,
  CD_LOC,
  CL_HAND,
  CSA,
  G_FLAGS,
  G_LOC,
  G_STARS,
  G_WOUNDS,
  GF_GIC,
  GF_RELUCT,
  H_CSP,
  H_HUNLEY,
  H_KY,
  H_OPT,
  H_STEP,
  H_STEP_SIDE,
  H_TURNIDX,
  NAV_GONE,
  NAV_UNBOUGHT,
  ST_CSP,
  ST_RESOURCE,
  ST_WITHDRAW,
  USA,
  XF_BESIEGED,
  XF_BESIEGING,
  H_PARAM,
  P_CAPITAL_SHIFT,
} from './layout.js';
import {
  DEF_CAPITAL,
  DEF_X,
  HF_KY,
  HF_MOUNTAIN,
  HF_UNION,
  HF_VA,
  NEUTRAL,
  PORT_OCEAN,
  SB_RIVER,
  STAR,
} from './mapdata.js';
import { blockaded } from './naval.js';
import { breakKentucky } from './territory.js';
import { RD_UNION_PORT_MINUS } from './options.js';
import {
  addIt,
  allStars,
  cavIn,
  coOf,
  ctrlOf,
  die,
  gainPc,
  generalsIn,
  hasInfantry,
  hexFlag,
  itOf,
  occupied,
  type S,
} from './state.js';

const BK_NORMAL = 0;
export const BK_RIVER = 1;
export const BK_OCEAN = 2;

const BS_START = 0;
const BS_WITHDRAW = 1;
export const BS_ARES = 2;
const BS_ACSP = 3;
const BS_DRES = 4;
const BS_DCSP = 5;
export const BS_RESOLVE = 6;
const BS_AFTER = 7;

export const R_STANDOFF = 0;
export const R_MINOR = 1;
export const R_MAJOR = 2;

/** BT_RES value of the 0 Resource card. */
export const RES_ZERO = -1;

const buf = new Int32Array(96);

export const defSideOf = (s: S): number => 1 - s[BT_ATT]!;

/** Generals of `side` that fight in the battle (the attacker's moving group, the defender's Force). */
export function battleForce(c: LwContent, s: S, side: number, out: Int32Array): number {
  if (side === s[BT_ATT]) return groupOf(c, s, out);
  return generalsIn(c, s, s[BT_TO]!, side, out);
}

/** IT of a side's Force in the battle. */
export function battleIt(s: S, side: number): number {
  return side === s[BT_ATT] ? s[AC_IT]! : itOf(s, s[BT_TO]!, side);
}

export function addBattleIt(s: S, side: number, n: number): void {
  if (side === s[BT_ATT]) s[AC_IT] = Math.max(0, s[AC_IT]! + n);
  else addIt(s, s[BT_TO]!, side, n);
}

// ---- declaring (16.1) -----------------------------------------------------------------------------------

/** The activated group at `from` attacks `to` (kind: a land attack, a river or an ocean assault). */
export function startBattle(c: LwContent, s: S, att: number, from: number, to: number, kind: number): void {
  const def = 1 - att;
  s[BT_ACTIVE] = 1;
  s[BT_STAGE] = BS_START;
  s[BT_KIND] = kind;
  s[BT_ATT] = att;
  s[BT_FROM] = from;
  s[BT_TO] = to;
  s[BT_ORIGIN] = from;
  s[BT_CITY] = c.hexCity[to]!;
  s[BT_AMPHIB] = kind === BK_NORMAL ? 0 : 1;
  s[BT_RELIEF] = hexFlag(s, to, att, XF_BESIEGED) ? 1 : 0;
  s[BT_WITHDREW] = 0;
  s[BT_CAPTURED] = 0;
  s[BT_REVERSAL] = 0;
  s[BT_SIEGE] = 0;
  s[BT_ROUT] = 0;
  s[BT_CAS] = 0;
  s[BT_CAS_DRAW] = 0;
  s[BT_CAS_DRAW + 1] = 0;
  s[BT_ADV_DONE] = 0;
  s[BT_CAV_ONLY] = 0;
  s[BT_PC_AWARD] = 0;
  s[BT_RES] = RES_ZERO;
  s[BT_RES + 1] = RES_ZERO;
  s[BT_CSP] = 0;
  s[BT_CSP + 1] = 0;
  s[BT_CO + att] = groupCo(c, s);
  s[BT_CO + def] = coOf(c, s, to, def);
  s[BT_STARS + att] = groupStars(c, s);
  s[BT_STARS + def] = allStars(c, s, to, def);
  s[BT_COSTARS + att] = s[G_STARS + s[BT_CO + att]!]!;
  s[BT_COSTARS + def] = s[BT_CO + def]! >= 0 ? s[G_STARS + s[BT_CO + def]!]! : 0;
  s[BT_GIC + att] = s[G_FLAGS + s[BT_CO + att]!]! & GF_GIC ? 1 : 0;
  s[BT_GIC + def] = s[BT_CO + def]! >= 0 && s[G_FLAGS + s[BT_CO + def]!]! & GF_GIC ? 1 : 0;
  s[BT_IT_BEFORE + att] = s[AC_IT]!;
  s[BT_IT_BEFORE + def] = itOf(s, to, def);
  s[BT_EMPTY] = occupied(c, s, to, def) ? 0 : 1;
  s[AC_STOP] = 1; // the group's movement ends with its attack
  if (s[H_KY] === 0 && c.hexFlags[to]! & HF_KY) breakKentucky(c, s, att); // 2.4.3: attacking into Kentucky
  // 10.7.8.2: every Union attack on a Confederate Force or city in Virginia earns 1 PC
  if (att === USA && c.hexFlags[to]! & HF_VA) gainPc(s, USA, 1);
}

/** The battle procedure: advance to the next decision, or finish. */
export function runBattle(c: LwContent, s: S): void {
  for (let guard = 0; guard < 64; guard++) {
    if (s[H_STEP] || !s[BT_ACTIVE]) return;
    switch (s[BT_STAGE]) {
      case BS_START:
        s[BT_STAGE] = BS_WITHDRAW;
        if (s[BT_AMPHIB] && navalDefense(s)) return;
        if (withdrawalAllowed(c, s)) {
          setStep(s, ST_WITHDRAW, defSideOf(s));
          return;
        }
        s[BT_STAGE] = BS_ARES;
        break;
      case BS_ARES:
      case BS_DRES:
        if (s[BT_CAV_ONLY]) {
          s[BT_STAGE] = BS_RESOLVE;
          break;
        }
        setStep(s, ST_RESOURCE, s[BT_STAGE] === BS_ARES ? s[BT_ATT]! : defSideOf(s));
        return;
      case BS_ACSP:
      case BS_DCSP: {
        const side = s[BT_STAGE] === BS_ACSP ? s[BT_ATT]! : defSideOf(s);
        if (cspCap(c, s, side) > 0) {
          setStep(s, ST_CSP, side);
          return;
        }
        s[BT_STAGE] = s[BT_STAGE]! + 1;
        break;
      }
      case BS_RESOLVE:
        resolve(c, s);
        s[BT_STAGE] = BS_AFTER;
        break;
      default:
        continueAftermath(c, s);
        return;
    }
  }
}

function setStep(s: S, step: number, side: number): void {
  s[H_STEP] = step;
  s[H_STEP_SIDE] = side;
}

/**
 * Before an amphibious assault (8.1.2.3-8.1.2.4): a False Information counter in the port is revealed
 * and goes back to the pool; the Hunley may cancel an ocean assault on 3-6 and is removed either way.
 * Returns true if the assault is cancelled.
 */
function navalDefense(s: S): boolean {
  const city = s[BT_CITY]!;
  for (let i = 0; i < ASSET_CAP; i++)
    if (s[ASSET_LOC + i] === city && s[ASSET_TYPE + i] === AT_FALSE) s[ASSET_LOC + i] = NAV_UNBOUGHT;
  if (s[BT_KIND] !== BK_OCEAN || s[H_HUNLEY]) return false;
  for (let i = 0; i < ASSET_CAP; i++) {
    if (s[ASSET_LOC + i] !== city || s[ASSET_TYPE + i] !== AT_HUNLEY) continue;
    s[ASSET_LOC + i] = NAV_GONE;
    s[H_HUNLEY] = 1;
    if (die(s) >= 3) {
      s[BT_ACTIVE] = 0; // the assault is cancelled; the group stays in its port
      return true;
    }
  }
  return false;
}

// ---- withdrawal (16.2) --------------------------------------------------------------------------------------

/** 16.2: a defender free of IT, or with fewer IT than the attacker, not without cavalry against cavalry. */
function withdrawalAllowed(c: LwContent, s: S): boolean {
  const def = defSideOf(s);
  const to = s[BT_TO]!;
  if (s[BT_EMPTY] || s[BT_AMPHIB] || s[BT_RELIEF] || hexFlag(s, to, def, XF_BESIEGED | XF_BESIEGING))
    return false;
  const dit = itOf(s, to, def);
  if (dit > 0 && dit >= s[AC_IT]!) return false;
  return !(cavIn(c, s, to, def) < 0 && groupHasCav(c, s));
}

export function withdrawActions(out: Int32Array): number {
  out[0] = A.enc(A.OP_NO);
  out[1] = A.enc(A.OP_YES);
  return 2;
}

/**
 * 16.2, 16.2.1: roll one die minus the defending CO's activation number and one per IT, 3+ succeeds;
 * the attacker gains the CO's stars in PC either way (1 PC if cavalry screens the retreat; nothing,
 * and no roll, for clean cavalry alone against an attacker without cavalry).
 */
export function applyWithdraw(c: LwContent, s: S, a: number): void {
  s[BT_STAGE] = BS_ARES;
  if (A.opOf(a) !== A.OP_YES) return;
  const att = s[BT_ATT]!;
  const def = 1 - att;
  const to = s[BT_TO]!;
  const co = s[BT_CO + def]!;
  const dit = itOf(s, to, def);
  const cavOnly = !hasInfantry(c, s, to, def);
  const attCav = groupHasCav(c, s);
  let success: boolean;
  if (cavOnly && dit === 0 && !attCav) success = true;
  else {
    success = die(s) - (c.genTco[co] ? c.tcoAct : c.genAct[co]!) - dit >= 3;
    gainPc(s, att, cavIn(c, s, to, def) >= 0 ? 1 : s[G_STARS + co]!);
  }
  if (!success) return;
  s[BT_WITHDREW] = 1;
  if (attCav && cavIn(c, s, to, def) >= 0) cavalryPursuit(c, s);
  startRetreat(c, s, true);
}

/** 16.2.1: both have cavalry: the two cavalry generals fight (no terrain, CSP or resources). */
function cavalryPursuit(c: LwContent, s: S): void {
  const att = s[BT_ATT]!;
  const to = s[BT_TO]!;
  const m = groupOf(c, s, buf);
  let ac = -1;
  for (let i = 0; i < m; i++) if (c.genCav[buf[i]!]) ac = buf[i]!;
  const dc = cavIn(c, s, to, 1 - att);
  const d = value(c, s, ac, true) - value(c, s, dc, false);
  if (d >= 2) addBattleIt(s, 1 - att, d >= 5 ? d : 2);
  else if (d <= -2) addBattleIt(s, att, d <= -5 ? -d : 2);
}

// ---- commitment (16.3) -------------------------------------------------------------------------------------

/** 16.3.1, 7.1.6: CSP a side may commit (0-5, capped by its bank); none for an empty city's defender,
 *  none for the Confederacy in or into Union territory, none in cavalry-only battles. */
export function cspCap(c: LwContent, s: S, side: number): number {
  if (s[BT_CAV_ONLY]) return 0;
  if (side !== s[BT_ATT] && s[BT_EMPTY]) return 0;
  if (side === CSA && c.hexFlags[s[BT_TO]!]! & HF_UNION) return 0;
  return Math.min(5, s[H_CSP + side]!);
}

export function resourceActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_RESOURCE, A.ZERO_CARD);
  const b = side * 81;
  for (let k = b; k < b + 81; k++)
    if (s[CD_LOC + k] === CL_HAND && c.cardKind[k] === K_ACT && c.cardFlags[k]! & CF_RESOURCE)
      out[n++] = A.enc(A.OP_RESOURCE, k);
  return n;
}

export function applyResource(s: S, side: number, a: number): void {
  const x = A.xOf(a);
  s[BT_RES + side] = x === A.ZERO_CARD ? RES_ZERO : x;
  s[BT_STAGE] = s[BT_STAGE]! + 1;
}

export function cspActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  const cap = cspCap(c, s, side);
  for (let k = 0; k <= cap; k++) out[k] = A.enc(A.OP_CSP, k);
  return cap + 1;
}

export function applyCsp(s: S, side: number, a: number): void {
  s[BT_CSP + side] = A.xOf(a);
  s[BT_STAGE] = s[BT_STAGE]! + 1;
}

// ---- strength (16.4-16.5) ---------------------------------------------------------------------------------

/** A general's rating in this battle: indecisive ones roll (16.4; TCO modifiers 17.1); wounds -1 each. */
function value(c: LwContent, s: S, g: number, attack: boolean): number {
  if (g < 0) return 0;
  const stars = s[G_STARS + g]!;
  let r = (attack ? c.genAtk : c.genDef)[g * 3 + stars - 1]!;
  const elephant = s[H_TURNIDX] === 0 && isBattleCo(s, g); // 16.4.1: every CO in Summer 1861
  if (r === INDECISIVE || elephant) r = indecisiveRoll(c, s, g);
  return r - s[G_WOUNDS + g]!;
}

function isBattleCo(s: S, g: number): boolean {
  return s[BT_CO] === g || s[BT_CO + 1] === g;
}

function indecisiveRoll(c: LwContent, s: S, g: number): number {
  const mod = c.genTco[g] ? (c.tcoMod[s[G_STARS + g]! - 1] ?? 0) : 0;
  const roll = Math.min(6, die(s) + mod);
  return c.tables.indecisive[roll - 1]!;
}

/** Reading read-8.2-union-port-defense=all-blockaded: a Union-held blockaded ocean port defends at -1 (8.2.1). */
function unionPortMinus(c: LwContent, s: S, city: number): boolean {
  return (
    (s[H_OPT]! & RD_UNION_PORT_MINUS) !== 0 &&
    ctrlOf(s, city) === USA &&
    (c.cityPort[city]! & PORT_OCEAN) !== 0 &&
    blockaded(c, s, city)
  );
}

/** A city's defense for its holder (15.0, 2.3, 16.10.2, 8.2.1, 8.1.2.1). */
export function cityDefense(c: LwContent, s: S, city: number, occupiedByHolder: boolean): number {
  const holder = ctrlOf(s, city);
  const t = s[H_TURNIDX]!;
  let v = c.cityDef[city]!;
  if (v === DEF_CAPITAL)
    v =
      (city === c.washington ? c.tables.washingtonDefense[t]! : c.tables.richmondDefense[t]!) +
      s[H_PARAM + P_CAPITAL_SHIFT]!;
  else if (v === DEF_X)
    v = occupiedByHolder ? 1 : 0; // 2.3 New Orleans
  else if (v === STAR) v = 0;
  if (holder !== c.cityOrig[city] && c.cityOrig[city] !== NEUTRAL) v -= 1; // garrison
  const union = holder === USA && !(s[H_OPT]! & RD_UNION_PORT_MINUS);
  if (c.cityPort[city]! & PORT_OCEAN && !union && blockaded(c, s, city)) v -= 1;
  v = Math.max(0, v);
  if (holder === CSA)
    for (let i = 0; i < ASSET_CAP; i++)
      if (s[ASSET_LOC + i] === city && s[ASSET_TYPE + i] === AT_IRONCLAD) v += 1;
  return v;
}

/** 15.0: the defender's best single terrain bonus: the city, mountains (+2) or a river crossed (+2). */
function terrain(c: LwContent, s: S, def: number): number {
  const to = s[BT_TO]!;
  let best = 0;
  const city = s[BT_CITY]!;
  if (city >= 0 && ctrlOf(s, city) === def && !s[BT_RELIEF]) best = cityDefense(c, s, city, true);
  if (c.hexFlags[to]! & HF_MOUNTAIN) best = Math.max(best, 2);
  if (!s[BT_AMPHIB] && riverCrossed(c, s)) best = Math.max(best, 2);
  return best;
}

function riverCrossed(c: LwContent, s: S): boolean {
  const d = c.grid.dirTo(s[BT_FROM]!, s[BT_TO]!);
  return d >= 0 && (c.sideBits[s[BT_FROM]! * 6 + d]! & SB_RIVER) !== 0;
}

/** The resource's strength for its side (16.3; erratic cards work on 3-6 only, 10.6.5). */
function resourceValue(c: LwContent, s: S, side: number, attack: boolean): number {
  const k = s[BT_RES + side]!;
  if (k < 0) return 0;
  if (c.cardFlags[k]! & CF_ERRATIC && die(s) <= 2) return 0;
  if (c.cardFlags[k]! & CF_RIVER_ONLY && !(attack && riverCrossed(c, s))) return 0;
  const special = c.resSpecial[k]!;
  if (special === RS_RELUCTANT) {
    const enemyCo = s[BT_CO + 1 - side]!;
    if (enemyCo >= 0 && s[G_LOC + enemyCo]! >= 0) s[G_FLAGS + enemyCo] = s[G_FLAGS + enemyCo]! | GF_RELUCT; // 10.7.4
    return 0;
  }
  if (special === RS_TRAP && attack) return 0;
  if ((special === RS_SURPRISE || special === RS_STEAL_MARCH) && !attack) return 0;
  return attack ? c.resAtk[k]! : c.resDef[k]!;
}

/** Raw combat factors of a side's Force (16.6.4: no terrain, no cards, before IT). */
export function rawFactors(c: LwContent, s: S, side: number, attack: boolean): number {
  const n = battleForce(c, s, side, buf);
  let v = 0;
  for (let i = 0; i < n; i++) {
    const g = buf[i]!;
    const r = (attack ? c.genAtk : c.genDef)[g * 3 + s[G_STARS + g]! - 1]!;
    v += r === INDECISIVE ? 1 : r;
  }
  return v;
}

/** 16.5: reveal, roll indecisive generals, total both strengths, and decide the result (16.6). */
function resolve(c: LwContent, s: S): void {
  const att = s[BT_ATT]!;
  const def = 1 - att;
  // the defender's resource resolves before the attacker's (16.3)
  const dres = resourceValue(c, s, def, false);
  const ares = resourceValue(c, s, att, true);
  let a = ares + s[BT_CSP + att]! - s[AC_IT]!;
  const n = groupOf(c, s, buf);
  for (let i = 0; i < n; i++) a += value(c, s, buf[i]!, true);
  let d = dres + s[BT_CSP + def]!;
  if (s[BT_CITY]! >= 0 && unionPortMinus(c, s, s[BT_CITY]!)) countRule(s, COV_UNION_PORT);
  if (s[BT_EMPTY]) {
    d += cityDefense(c, s, s[BT_CITY]!, false);
    s[BT_CITYDEF] = cityDefense(c, s, s[BT_CITY]!, false) + dres;
  } else {
    const m = generalsIn(c, s, s[BT_TO]!, def, buf);
    for (let i = 0; i < m; i++) d += value(c, s, buf[i]!, false);
    d -= itOf(s, s[BT_TO]!, def);
    const surprise = s[BT_RES + att]! >= 0 && c.resSpecial[s[BT_RES + att]!] === RS_SURPRISE;
    if (!surprise) d += terrain(c, s, def);
  }
  s[BT_STR + att] = a;
  s[BT_STR + def] = d;
  const diff = Math.abs(a - d);
  s[BT_DIFF] = diff;
  s[BT_RESULT] = diff <= 1 ? R_STANDOFF : diff <= 4 ? R_MINOR : R_MAJOR;
  s[BT_WINNER] = diff <= 1 ? -1 : a > d ? att : def;
}
