/**
 * What happens when a force enters a hex (or takes it in battle):
 *  6.2.2  it removes the enemy Control marker there (a Cavalry Unit's extra MP is not charged: reading);
 *  7.6    enemy Generals alone there are Displaced;
 *  10.2.2 an enemy Fort under construction found alone is removed;
 *  17.1.3 entering Kentucky while it is neutral (before 1862) makes it join the other side;
 *  19.3.2 National Panic: the first Confederate SP in Washington gives the CSA 3 VP, never lost;
 *  21.10  (Advanced) Confederate Naval Batteries caught alone by Union SPs are eliminated at once;
 *  4.1.4  On to Richmond is satisfied by taking a Virginia, Maryland or Pennsylvania hex holding a
 *         Resource Hex, a Confederate SP or Fort.
 */
import { CH_TURN } from '../../core/header.js';
import type { UscwContent } from './content.js';
import { displaceGen } from './common.js';
import { NEUTRAL } from './control.js';
import { A_SP, CSA, G_BORDER, G_OTR, G_PANIC, G_PHASING, USA } from './layout.js';
import { NF_CAP_NAT, NF_RES } from './mapmodel.js';
import { navalPlaces } from './naval.js';
import { C_BATT, addNf, nf } from './navalunits.js';
import { optAdvancedNaval } from './options.js';
import { buildOwner, buildStage, gensAt, marker, setBuild, setMarker, sp, type S } from './state.js';

const gbuf = new Int32Array(64);
const OTR_STATES = ['VA', 'MD', 'PA'];

export function afterArrival(c: UscwContent, s: S, v: number): void {
  const side = s[G_PHASING]!;
  const enemy = 1 - side;
  const m = c.map;
  if (marker(c, s, v) === enemy) setMarker(c, s, v, -1);
  if (sp(c, s, v, enemy) === 0) {
    const k = gensAt(c, s, v, enemy, gbuf);
    for (let i = 0; i < k; i++) displaceGen(c, s, gbuf[i]!, m.theater[v]!);
  }
  if (buildStage(c, s, v) > 0 && buildOwner(c, s, v) === enemy) setBuild(c, s, v, 0, 0);
  if (side === USA && s[A_SP]! > 0 && sp(c, s, v, CSA) === 0 && optAdvancedNaval(s))
    addNf(c, s, v, CSA, C_BATT, -nf(c, s, v, CSA, C_BATT));
  if (m.stateOf[v] === navalPlaces(c).kentucky && s[G_BORDER + 1] === NEUTRAL && s[CH_TURN]! <= 3)
    s[G_BORDER + 1] = enemy;
  if (side === CSA && m.flags[v]! & NF_CAP_NAT && s[A_SP]! > 0) s[G_PANIC] = 1;
  if (
    side === USA &&
    s[G_OTR] === 1 &&
    OTR_STATES.includes(m.states[m.stateOf[v]!]!.postal) &&
    m.flags[v]! & NF_RES
  )
    s[G_OTR] = 2;
}
