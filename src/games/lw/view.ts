/**
 * What a person at the table sees (`renderFor`) and is told (`narrateFor`) in `cwsim play`: the
 * tracks, every Force (Forces are public, README), the person's own hand by name and number, the other
 * hand as a count (plus cards known to be in it), the battle in progress with the other side's
 * commitment hidden until it is revealed, and the other side's actions in the words it may know.
 */
import * as A from './actions.js';
import { BS_RESOLVE } from './combat.js';
import { K_ZERO, type LwContent } from './content.js';
import { cardLabel, describeAction, forces, headline, hexLabel } from './describe.js';
import {
  BT_ACTIVE,
  BT_ATT,
  BT_CSP,
  BT_RES,
  BT_STAGE,
  BT_TO,
  CD_FLAGS,
  CD_LOC,
  CDF_KNOWN,
  CL_DECK,
  CL_DISCARD,
  CL_HAND,
  COMM_CSA_HAND,
  COMM_USA_HAND,
  H_COMMITTEE,
  H_CSP,
  H_PC,
  H_STEP,
  H_STEP_SIDE,
  SIDE_NAMES,
  ST_CSP,
  ST_RESOURCE,
} from './layout.js';
import { countLoc, type S } from './state.js';

export function viewState(c: LwContent, s: S, viewer: number, compact: boolean): string {
  const L: string[] = [headline(s)];
  const hand: string[] = [];
  for (let k = viewer * 81; k < viewer * 81 + 81; k++)
    if (s[CD_LOC + k] === CL_HAND) hand.push(cardLabel(c, k));
  if (s[H_COMMITTEE] === (viewer === 0 ? COMM_USA_HAND : COMM_CSA_HAND))
    hand.push('US Committee on the Conduct of the War');
  L.push(`Your hand: ${hand.join(', ') || 'empty'}`);
  const opp = 1 - viewer;
  let n = 0;
  const known: string[] = [];
  for (let k = opp * 81; k < opp * 81 + 81; k++) {
    if (s[CD_LOC + k] !== CL_HAND || c.cardKind[k] === K_ZERO) continue;
    n++;
    if (s[CD_FLAGS + k]! & CDF_KNOWN) known.push(cardLabel(c, k));
  }
  if (s[H_COMMITTEE] === (opp === 0 ? COMM_USA_HAND : COMM_CSA_HAND)) {
    n++;
    known.push('US Committee on the Conduct of the War');
  }
  L.push(
    `${SIDE_NAMES[opp]} hand: ${n} cards${known.length ? ` (known: ${known.join(', ')})` : ''}; decks ${countLoc(s, viewer, CL_DECK)}/${countLoc(s, opp, CL_DECK)}, discards ${countLoc(s, viewer, CL_DISCARD)}/${countLoc(s, opp, CL_DISCARD)}`,
  );
  if (s[BT_ACTIVE]) L.push(battleLine(c, s, viewer));
  if (!compact)
    for (const side of [0, 1]) L.push(`${SIDE_NAMES[side]}: ${forces(c, s, side, viewer).join('; ')}`);
  return L.join('\n');
}

function battleLine(c: LwContent, s: S, viewer: number): string {
  const att = s[BT_ATT]!;
  const hidden = s[BT_STAGE]! < BS_RESOLVE;
  const part = (side: number): string => {
    if (hidden && side !== viewer) return 'hidden';
    const k = s[BT_RES + side]!;
    return `${k >= 0 ? cardLabel(c, k) : '0 card'}, ${s[BT_CSP + side]} CSP`;
  };
  return `Battle at ${hexLabel(c, s[BT_TO]!)}: ${SIDE_NAMES[att]} attacks (${part(att)}) vs ${SIDE_NAMES[1 - att]} (${part(1 - att)})`;
}

/** The other side's commitments are told as "committed"; everything else is public. */
export function narrateView(c: LwContent, before: S, after: S, action: number, viewer: number): string[] {
  const actor = before[H_STEP_SIDE]!;
  const step = before[H_STEP]!;
  const secret = actor !== viewer && (step === ST_RESOURCE || step === ST_CSP);
  const what = secret
    ? step === ST_RESOURCE
      ? 'commits a resource card (hidden)'
      : 'commits CSP (hidden)'
    : describeAction(c, before, action);
  const out = [`${SIDE_NAMES[actor]}: ${what}`];
  for (const side of [0, 1]) {
    const dpc = after[H_PC + side]! - before[H_PC + side]!;
    const dcsp = after[H_CSP + side]! - before[H_CSP + side]!;
    if (dpc) out.push(`  ${SIDE_NAMES[side]} PC ${dpc > 0 ? '+' : ''}${dpc} (now ${after[H_PC + side]})`);
    if (dcsp)
      out.push(`  ${SIDE_NAMES[side]} CSP ${dcsp > 0 ? '+' : ''}${dcsp} (now ${after[H_CSP + side]})`);
  }
  void A;
  return out;
}
