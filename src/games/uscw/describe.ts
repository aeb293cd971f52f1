/**
 * Words for people: an action in the game's own terms ('Move Grant with 6 SP', 'Intercept from
 * Nashville (2722)'), and a text picture of the state (turn, phase, Action Points, VP against the
 * Benchmark, hands, and every stack on the map).
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { csaResourceBp } from './control.js';
import { derived } from './derived.js';
import {
  A_CG,
  A_NODE,
  A_ON,
  A_SP,
  G_AP,
  G_APHASE,
  G_DA,
  G_DB,
  G_DEC,
  G_DECSIDE,
  G_DIFF,
  G_DISP,
  G_MAINT,
  G_NAPH,
  G_PHASE,
  G_PHASING,
  G_TAP,
  G_TRAIN,
  SIDE_NAMES,
  USA,
  CSA,
} from './layout.js';
import { THEATER_NAMES } from './mapmodel.js';
import { PHASE_NAMES } from './phase.js';
import { blockadeDrms } from './reinforce.js';
import { Y_DROP, carriedGen, carriedSps } from './navalcarry.js';
import { dropAsksCounts, dropGoal } from './navaldrop.js';
import { soloLeader } from './navalleader.js';
import {
  CARD_NAMES,
  demor,
  entrench,
  fortLevel,
  fortOwner,
  gensAt,
  genLoc,
  genRank,
  hand,
  handSize,
  marker,
  sp,
  type S,
} from './state.js';
import { benchmark, csaVp, unionVp } from './victory.js';

/** 'Nashville (2722)' or '2722' or a space's name. */
function place(c: UscwContent, n: number): string {
  const m = c.map;
  if (n < 0 || n >= m.nn) return `node ${n}`;
  if (n >= m.nh) return m.name[n]!;
  return m.name[n] === m.label[n] ? m.label[n]! : `${m.name[n]} (${m.label[n]})`;
}

function gen(c: UscwContent, g: number): string {
  return c.gens[g]?.name ?? `general ${g}`;
}

export function describeAction(c: UscwContent, s: S, a: number): string {
  const x = A.xOf(a);
  const y = A.yOf(a);
  switch (A.opOf(a)) {
    case A.OP_END:
      return 'End the Action Phase';
    case A.OP_ACT_GEN:
      return `Move ${gen(c, x)} with ${y & 63} SP${y & A.ACT_SUBS ? ' and subordinates' : ''}${y & A.ACT_FM ? ' (Force March card)' : ''}`;
    case A.OP_ACT_SP:
      return `Move ${y} SP from ${place(c, x)}`;
    case A.OP_RALLY:
      return `Rally at ${place(c, x)}`;
    case A.OP_ENTRENCH:
      return `Entrench at ${place(c, x)}`;
    case A.OP_TRANSFER:
      return `Transfer ${gen(c, x)} to ${place(c, y)}`;
    case A.OP_TRAIN:
      return 'Training (1 AP)';
    case A.OP_FORT:
      return `Build or upgrade a fort at ${place(c, x)} (card)`;
    case A.OP_NAVAL:
      return `Naval transport of ${y} SP from ${place(c, x)}`;
    case A.OP_DISPERSE:
      return `Disperse the stack at ${place(c, x)}`;
    case A.OP_MILITIA:
      return `${c.map.states[x]?.postal ?? '?'} militia to ${place(c, y)}`;
    case A.OP_SUPPLYCARD:
      return `Supply card for ${place(c, x)}`;
    default:
      return describeMore(c, s, a, x, y);
  }
}

function describeMore(c: UscwContent, s: S, a: number, x: number, y: number): string {
  switch (A.opOf(a)) {
    case A.OP_STEP:
      return `Step to ${place(c, x)}`;
    case A.OP_STEP_ASSIST:
      return `Step to ${place(c, x)} (Naval Assist card)`;
    case A.OP_DROP:
      return `Drop ${y} SP`;
    case A.OP_DROPGEN:
      return `Drop ${gen(c, x)}`;
    case A.OP_PICKUP:
      return `Pick up ${y} SP`;
    case A.OP_PICKGEN:
      return `Pick up ${gen(c, x)}`;
    case A.OP_REGROUP:
      return `Regroup ${y} SP from ${place(c, x)}`;
    case A.OP_CONTROL:
      return 'Place a Control marker (1 MP)';
    case A.OP_DIG:
      return 'Entrench (2 MP)';
    case A.OP_STOP:
      return 'Stop';
    case A.OP_RAILMOVE:
      return `Rail Movement Bonus to ${place(c, x)}`;
    case A.OP_R_PASS:
      return 'No (further) reaction';
    case A.OP_R_INTERCEPT:
      return `Intercept from ${place(c, x)}`;
    case A.OP_R_AVOID:
      return 'Try to Avoid Battle';
    case A.OP_R_RESOLVE:
      return 'Roll the declared interceptions';
    case A.OP_R_MANEUVER:
      return `Maneuver from ${place(c, x)} to ${place(c, y)}`;
    case A.OP_AVOID_TO:
      return `Avoid Battle to ${place(c, x)}`;
    case A.OP_DECLINE:
      return 'Stay (count the Avoid Battle as failed)';
    case A.OP_BACKUP:
      return 'Cavalry backs up and stops';
    case A.OP_FIGHT:
      return 'Fight the interceptors';
    case A.OP_CARD:
      return (
        [
          'No card for the battle',
          'Play a card for +2',
          'Naval Support card (+1)',
          '+2 card and Naval Support (+3)',
        ][y] ?? 'card'
      );
    case A.OP_RETREAT_TO:
      return `Retreat to ${place(c, x)}`;
    default:
      return describeSetup(c, s, a, x, y);
  }
}

function describeSetup(c: UscwContent, s: S, a: number, x: number, y: number): string {
  switch (A.opOf(a)) {
    case A.OP_PLACE: {
      const p =
        s[G_DEC] === A.D_PLACE
          ? (A.PL_NAMES[s[G_DA]!] ?? 'unit')
          : s[G_DEC] === A.D_FREEFORT
            ? 'free fort'
            : 'General';
      return `Place ${p} at ${place(c, x)}`;
    }
    case A.OP_SKIP:
      return 'Skip';
    case A.OP_DISCARD:
      return `Discard a ${CARD_NAMES[y] ?? '?'} card`;
    case A.OP_SM_FROM:
      return `Strategic ${A.SM_NAMES[Math.min(3, y)]}${y >= 3 ? ` (${THEATER_NAMES[y - 3]})` : ''} movement of 1 SP from ${place(c, x)}`;
    case A.OP_SM_TO:
      return `Strategic movement to ${place(c, x)}`;
    case A.OP_DONE:
      return 'Done';
    case A.OP_LM_XFER:
      return `Free transfer of ${gen(c, x)} to ${place(c, y)}`;
    case A.OP_NAV_TO:
      return `${y ? 'Ocean' : 'River'} transport to ${place(c, x)}`;
    case A.OP_NAVMOVE:
      if (soloLeader(y) >= 0)
        return `Move ${gen(c, soloLeader(y))} alone from ${place(c, x)} (a Naval Leader)`;
      return `Move the ${['', 'River', 'Oceangoing', 'River and Oceangoing'][y] ?? ''} naval units at ${place(c, x)}`;
    case A.OP_NAVREDEP:
      return `Strategic Naval Redeployment of the ${y === 1 ? 'River' : 'Oceangoing'} NSPs to ${place(c, x)}`;
    case A.OP_BATTMOVE:
      return `Reposition the Naval Battery at ${place(c, x)} (a card)`;
    case A.OP_BATTCARRY:
      return `Move the Naval Battery at ${place(c, x)} by ${y ? 'River Transport' : 'Rail Movement'} (as 1 SP)`;
    case A.OP_BATTCARRYTO:
      return `Naval Battery ${s[G_DB] ? 'shipped' : 'railed'} to ${place(c, x)}`;
    case A.OP_BATTDEST:
      return `Naval Battery to ${place(c, x)}`;
    case A.OP_PORTCLAIM:
      return x ? `The ships at ${place(c, s[G_DA]! >> 12)} claim Port Protection` : 'The ships in port fight';
    case A.OP_PORTBACK:
      return x
        ? `The beaten ships retreat into the port of ${place(c, s[G_DA]! >> 12)} (Port Protection)`
        : 'The beaten ships make a Naval Retreat';
    case A.OP_NAVDROP:
      return describeDrop(c, s, x, y);
    case A.OP_NAVDEST:
      if (soloLeader(s[G_DB]!) >= 0)
        return `${gen(c, soloLeader(s[G_DB]!))} sails alone to join the Naval Units at ${place(c, x)}`;
      if (carriedGen(y) >= 0) return `Sail to ${place(c, x)} carrying ${gen(c, carriedGen(y))} without SPs`;
      return `Sail to ${place(c, x)}${carriedSps(y) ? ` carrying ${carriedSps(y)} SP` : ''}${y & Y_DROP ? ', dropping off ships on the way' : ''}${y & 1 ? ' (a Naval or Any card for +2 in the naval battle)' : ''}`;
  }
  void s[G_DB];
  return `action ${a}`;
}

/** 21.2.4 (D_NAVDROP): where the dropping move goes next, or what it leaves at a drop place. */
function describeDrop(c: UscwContent, s: S, x: number, y: number): string {
  const kinds = s[G_DECSIDE] === USA ? ['River', 'Oceangoing'] : ['Flotilla', 'Ironclad'];
  if (dropAsksCounts(s)) {
    const k = [y & 15, y >> 4];
    const left = k.map((n, i) => `${n} ${kinds[i]}`).filter((_, i) => k[i]! > 0);
    return left.length ? `Drop ${left.join(' and ')} at ${place(c, x)}` : `Drop nothing at ${place(c, x)}`;
  }
  return x === dropGoal(s) ? `Sail on to ${place(c, x)}` : `Sail to ${place(c, x)} to drop ships there`;
}

export function renderState(c: UscwContent, s: S): string {
  const out: string[] = [];
  const d = derived(c, s);
  const dec = A.DECISION_NAMES[s[G_DEC]!] ?? 'none';
  out.push(
    `Turn ${s[CH_TURN]} - ${PHASE_NAMES[s[G_PHASE]!]} ${s[G_APHASE]}/${s[G_NAPH]} - phasing ${s[G_PHASING]! >= 0 ? SIDE_NAMES[s[G_PHASING]!] : '-'} - ` +
      `difference ${s[G_DIFF]}: ${s[G_AP]} AP, theater AP ${s[G_TAP]}/${s[G_TAP + 1]}/${s[G_TAP + 2]} - ${SIDE_NAMES[s[G_DECSIDE]!] ?? '?'} to ${dec}`,
  );
  out.push(
    `VP: Union ${unionVp(c, s)}, CSA ${csaVp(s)}; Benchmark ${benchmark(c, s)}; CSA Resource BP ${csaResourceBp(c, s, d.ctrl)}; ` +
      `Maintenance ${s[G_MAINT]}; blockade ${blockadeDrms(c, s).join('/')}; training ${s[G_TRAIN]}/${s[G_TRAIN + 1]}`,
  );
  for (const side of [USA, CSA]) {
    const cards = [0, 1, 2, 3, 4].map((t) => `${CARD_NAMES[t]} ${hand(s, side, t)}`).join(', ');
    out.push(
      `${SIDE_NAMES[side]} hand (${handSize(s, side)}): ${cards}; displaced ${[0, 1, 2].map((t) => s[G_DISP + side * 3 + t]).join('/')}`,
    );
  }
  if (s[A_ON])
    out.push(
      `Moving: ${s[A_SP]} SP under ${s[A_CG]! >= 0 ? gen(c, s[A_CG]!) : 'no General'} at ${place(c, s[A_NODE]!)}`,
    );
  out.push(...stacks(c, s));
  return out.join('\n');
}

const gbuf = new Int32Array(64);

function stacks(c: UscwContent, s: S): string[] {
  const out: string[] = [];
  for (let n = 0; n < c.map.nn; n++) {
    const bits: string[] = [];
    for (const side of [USA, CSA]) {
      const k = gensAt(c, s, n, side, gbuf);
      if (sp(c, s, n, side) === 0 && k === 0) continue;
      const names = Array.from(gbuf.subarray(0, k), (g) => `${gen(c, g)}${'*'.repeat(genRank(c, s, g))}`);
      bits.push(
        `${side === USA ? 'US' : 'CS'} ${sp(c, s, n, side)} SP${demor(c, s, n, side) ? ' (demoralized)' : ''}${names.length ? ' ' + names.join(' ') : ''}`,
      );
    }
    const f = fortLevel(c, s, n);
    if (f) bits.push(`F${f} ${fortOwner(c, s, n) === USA ? 'US' : 'CS'}`);
    const e = entrench(c, s, n);
    if (e >= 0) bits.push(`entrenched ${e === USA ? 'US' : 'CS'}`);
    if (bits.length === 0) continue;
    const mk = marker(c, s, n);
    out.push(`  ${place(c, n)}: ${bits.join('; ')}${mk >= 0 ? ` [${mk === USA ? 'US' : 'CS'} marker]` : ''}`);
  }
  void genLoc;
  return out;
}
