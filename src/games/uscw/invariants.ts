/**
 * The game's own invariants, checked by the conformance suite after every action:
 *  - SPs conserved: on the map + moving + in the Displaced Boxes (+ being returned) = entered - eliminated;
 *  - 5.1.2 no node counts more moved SPs than it holds; the two sides never share a node at a decision;
 *  - 10.3.2 at most 3 SPs of a side in a Coastal Fort; 7.3 a moving stack within its command limit;
 *  - 18.2 at most five cards in hand outside a discard; no negative counts; generals on real nodes.
 */
import type { UscwContent } from './content.js';
import { D_DISCARD } from './actions.js';
import { commandLimit } from './common.js';
import {
  A_CG,
  A_ON,
  A_SP,
  CSA,
  G_AP,
  G_CURSOR,
  G_DEC,
  G_DECSIDE,
  G_DISP,
  G_HAND,
  G_PHASING,
  G_PHASE,
  G_POOL,
  G_SPIN,
  G_SPOUT,
  G_TAP,
  GS_MAP,
  GW_LOC_MASK,
  GW_STATUS_SHIFT,
  USA,
} from './layout.js';
import { NF_CF } from './mapmodel.js';
import { P_REINF } from './phase.js';
import { L, handSize, sp, spMoved, type S } from './state.js';

export function invariants(c: UscwContent, s: S): string | undefined {
  const m = c.map;
  const onMap = [0, 0];
  for (let n = 0; n < m.nn; n++) {
    for (const side of [USA, CSA]) {
      onMap[side] = onMap[side]! + sp(c, s, n, side);
      if (spMoved(c, s, n, side) > sp(c, s, n, side)) return `${m.label[n]}: more moved SPs than SPs`;
      if (m.flags[n]! & NF_CF && sp(c, s, n, side) > 3)
        return `${m.name[n]}: more than 3 SPs in a Coastal Fort`;
    }
    if (sp(c, s, n, USA) > 0 && sp(c, s, n, CSA) > 0) return `${m.label[n]}: both sides' SPs in one hex`;
  }
  for (const side of [USA, CSA]) {
    let held = onMap[side]!;
    for (let t = 0; t < 3; t++) {
      if (s[G_DISP + side * 3 + t]! < 0) return 'negative Displaced Box';
      held += s[G_DISP + side * 3 + t]!;
    }
    if (s[A_ON] && s[G_PHASING] === side) held += s[A_SP]!;
    const returning = s[G_PHASE] === P_REINF && s[G_CURSOR] === 11 + side ? s[G_POOL + 3]! : 0;
    held += returning;
    const ledger = s[G_SPIN + side]! - s[G_SPOUT + side]!;
    if (held !== ledger)
      return `${side === USA ? 'Union' : 'CSA'} SPs not conserved: ${held} held, ledger ${ledger}`;
    if (handSize(s, side) > 5 && !(s[G_DEC] === D_DISCARD && s[G_DECSIDE] === side))
      return 'more than five cards in hand';
    for (let t = 0; t < 5; t++) if (s[G_HAND + side * 5 + t]! < 0) return 'negative card count';
  }
  if (s[G_AP]! < 0 || s[G_TAP]! < 0 || s[G_TAP + 1]! < 0 || s[G_TAP + 2]! < 0)
    return 'negative Action Points';
  if (s[A_ON] && s[A_CG]! >= 0 && s[A_SP]! > commandLimit(c, s, s[A_CG]!))
    return 'moving stack over its command limit';
  for (let g = 0; g < c.ng; g++) {
    const w = s[L(c).GEN + g]!;
    if (((w >>> GW_STATUS_SHIFT) & 7) === GS_MAP && ((w & GW_LOC_MASK) < 1 || (w & GW_LOC_MASK) > m.nn))
      return `${c.gens[g]!.name} on no node`;
  }
  return undefined;
}
