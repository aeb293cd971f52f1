/**
 * Supply Phase (20.0-20.7), in the body rules' order (digest §3): the Assassination Plot (20.3, 7.1.9),
 * demotions for every five IT (20.4), one wound off each general (16.8.1, 20.4), the supply check:
 * in supply, all IT removed; out of supply, +1 IT, the OOS marker and foraging by card draws (20.5,
 * 20.7, 20.7.1; the haystack symbol), demotions again, the end of sieges (16.9.5.4 #3), Raided markers
 * and the Reluctant token removed (20.7.2, 13.2.2, 10.7.4).
 */
import { countRule, COV_PLOT_GIC } from './coverage.js';
import { endGame } from '../../core/header.js';
import { DR_IT, gicLost, kill, queueDemotions } from './command.js';
import { CF_HAY, K_ZERO, type LwContent } from './content.js';
import {
  CD_LOC,
  CL_DISCARD,
  CL_HAND,
  CSA,
  CT_FLAGS,
  CTF_RAIDED,
  DQ_N,
  G_FLAGS,
  G_WOUNDS,
  GF_GIC,
  GF_OOS,
  GF_RAIDED,
  GF_RELUCT,
  H_LASTIDX,
  H_OPT,
  H_PC,
  H_CSP,
  H_PLOT,
  H_PLOT_VP,
  H_PRES_KILLED,
  H_STEP,
  H_STEP_SIDE,
  H_TURNIDX,
  PLOT_CSA_BOUGHT,
  PLOT_GONE,
  PLOT_USA_BOUGHT,
  PLOT_USA_MAY,
  SP_STAGE,
  ST_RETALIATE,
  USA,
  V_ASSASSINATION,
  XF_BESIEGED,
} from './layout.js';
import { RD_PLOT_NO_GAIN } from './options.js';
import { endOfTurnSieges } from './siege.js';
import {
  cardInt,
  coOf,
  die,
  drawForCheck,
  generalsIn,
  hexFlag,
  itOf,
  occupied,
  setIt,
  type S,
} from './state.js';
import { supplyBatch } from './supply.js';

const buf = new Int32Array(96);

/** Run the Supply Phase stages until a decision is needed; returns true when the phase is over. */
export function runSupplyPhase(c: LwContent, s: S): boolean {
  for (let guard = 0; guard < 16; guard++) {
    if (s[H_STEP]) return false;
    switch (s[SP_STAGE]) {
      case 0:
        s[SP_STAGE] = 1;
        if (assassination(c, s)) return false;
        break;
      case 1:
        s[SP_STAGE] = 2;
        queueItDemotions(c, s);
        if (s[DQ_N]) return false; // the owner chooses before the phase goes on
        break;
      case 2:
        for (let g = 0; g < c.ng; g++) s[G_WOUNDS + g] = Math.max(0, s[G_WOUNDS + g]! - 1); // 20.4
        s[SP_STAGE] = 3;
        break;
      case 3:
        supplyCheck(c, s);
        s[SP_STAGE] = 4;
        break;
      case 4:
        queueItDemotions(c, s);
        s[SP_STAGE] = 5;
        if (s[DQ_N]) return false;
        break;
      case 5:
        endOfTurnSieges(c, s);
        s[SP_STAGE] = 6;
        break;
      default:
        cleanup(c, s);
        return true;
    }
  }
  return false;
}

// ---- 20.3, 7.1.9: the Assassination Plot ----------------------------------------------------------------

/** Resolve a Plot bought this turn; returns true if the Union may retaliate (7.1.9.3, a decision). */
function assassination(c: LwContent, s: S): boolean {
  const plot = s[H_PLOT]!;
  if (plot !== PLOT_CSA_BOUGHT && plot !== PLOT_USA_BOUGHT) return false;
  const plotter = plot === PLOT_CSA_BOUGHT ? CSA : USA;
  const hit = resolvePlot(c, s, plotter);
  s[H_PLOT] = hit && plotter === CSA ? PLOT_USA_MAY : PLOT_GONE;
  if (hit && plotter === CSA && s[H_TURNIDX] === s[H_LASTIDX] && s[H_PC + USA]! >= 3) {
    s[H_STEP] = ST_RETALIATE;
    s[H_STEP_SIDE] = USA;
    return true;
  }
  return false;
}

/**
 * 7.1.9.1-7.1.9.2: a 6 kills the President (a random card discarded, one card fewer for the rest of
 * the game, 3 VP) and a 6 the CO in the capital (a TCO replaces him; a GiC must be replaced for 4 PC,
 * CSP where short; unable to pay it all, the player collapses at once). Returns true on any kill.
 */
export function resolvePlot(c: LwContent, s: S, plotter: number): boolean {
  const target = 1 - plotter;
  let hit = false;
  if (die(s) === 6) {
    hit = true;
    s[H_PRES_KILLED + target] = 1;
    s[H_PLOT_VP + plotter] = s[H_PLOT_VP + plotter]! + 3;
    randomDiscard(c, s, target);
  }
  const cap = c.cityHex[target === USA ? c.washington : c.richmond]!;
  if (occupied(c, s, cap, target) && die(s) === 6) {
    hit = true;
    s[H_PLOT_VP + plotter] = s[H_PLOT_VP + plotter]! + 1;
    const co = coOf(c, s, cap, target);
    const gic = (s[G_FLAGS + co]! & GF_GIC) !== 0;
    const short = gic && s[H_PC + target]! + s[H_CSP + target]! < 4;
    if (gic) {
      s[G_FLAGS + co] = s[G_FLAGS + co]! & ~GF_GIC;
      kill(c, s, co);
      if (s[H_OPT]! & RD_PLOT_NO_GAIN) countRule(s, COV_PLOT_GIC);
      gicLost(c, s, co, !(s[H_OPT]! & RD_PLOT_NO_GAIN));
    } else kill(c, s, co);
    if (short) endGame(s, plotter, V_ASSASSINATION, 0);
  }
  return hit;
}

/** 2.2 "Random Card Draw": any card in hand, the 0 Resource card included (which comes back at once). */
function randomDiscard(c: LwContent, s: S, side: number): void {
  const b = side * 81;
  let n = 0;
  for (let k = b; k < b + 81; k++) if (s[CD_LOC + k] === CL_HAND) n++;
  if (n === 0) return;
  let pick = cardInt(s, n);
  for (let k = b; k < b + 81; k++) {
    if (s[CD_LOC + k] !== CL_HAND) continue;
    if (pick-- === 0) {
      if (c.cardKind[k] !== K_ZERO) s[CD_LOC + k] = CL_DISCARD;
      return;
    }
  }
}

// ---- 20.4-20.7 ----------------------------------------------------------------------------------------------

/** 20.4: for every five IT one demotion (owner's choice) and five IT off. */
function queueItDemotions(c: LwContent, s: S): void {
  for (let h = 0; h < c.nh; h++) {
    for (const side of [USA, CSA]) {
      const it = itOf(s, h, side);
      if (it < 5 || !occupied(c, s, h, side)) continue;
      const k = Math.floor(it / 5);
      setIt(s, h, side, it - 5 * k);
      queueDemotions(s, h, side, k, DR_IT);
    }
  }
}

/** 20.4-20.7: check every Force (sides together, river dice once per enemy Force). */
function supplyCheck(c: LwContent, s: S): void {
  const roll = (): number => die(s);
  for (const side of [USA, CSA]) {
    const check = supplyBatch(c, s, side);
    for (let h = 0; h < c.nh; h++) {
      if (!occupied(c, s, h, side) || hexFlag(s, h, side, XF_BESIEGED)) continue;
      const n = generalsIn(c, s, h, side, buf);
      if (check(h, roll)) {
        setIt(s, h, side, 0);
        for (let i = 0; i < n; i++) s[G_FLAGS + buf[i]!] = s[G_FLAGS + buf[i]!]! & ~GF_OOS;
        continue;
      }
      for (let i = 0; i < n; i++) s[G_FLAGS + buf[i]!] = s[G_FLAGS + buf[i]!]! | GF_OOS;
      forage(c, s, h, side, n);
    }
  }
}

/**
 * 20.5, 20.7: +1 IT; each general draws one card (a CO with subordinates, a lone GiC and cavalry draw
 * two); a haystack feeds that general, a second haystack of a two-card drawer may feed another; each
 * unfed general adds an IT; more haystacks than generals lift the phase's first IT.
 */
function forage(c: LwContent, s: S, h: number, side: number, n: number): void {
  let it = itOf(s, h, side) + 1;
  const co = coOf(c, s, h, side);
  let fed = 0;
  let spare = 0;
  let hay = 0;
  for (let i = 0; i < n; i++) {
    const g = buf[i]!;
    const two = c.genCav[g] === 1 || (g === co && (n > 1 || (s[G_FLAGS + g]! & GF_GIC) !== 0));
    let found = 0;
    for (let d = 0; d < (two ? 2 : 1); d++) {
      const k = drawForCheck(s, side);
      if (k >= 0 && c.cardFlags[k]! & CF_HAY) found++;
    }
    hay += found;
    if (found > 0) fed++;
    if (found > 1) spare += found - 1;
  }
  const unfed = Math.max(0, n - fed - spare);
  it += unfed;
  if (hay > n) it -= 1;
  setIt(s, h, side, it);
}

/** 20.7.2, 13.2.2, 10.7.4: Raided markers and Reluctant tokens come off. */
function cleanup(c: LwContent, s: S): void {
  for (let k = 0; k < c.ncity; k++) s[CT_FLAGS + k] = s[CT_FLAGS + k]! & ~CTF_RAIDED;
  for (let g = 0; g < c.ng; g++) s[G_FLAGS + g] = s[G_FLAGS + g]! & ~(GF_RAIDED | GF_RELUCT);
}
