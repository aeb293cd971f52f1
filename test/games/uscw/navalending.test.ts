/**
 * 21.2.3 Ending Hex Restriction (Advanced game): after the phasing player's Naval Retreats, the
 * non-phasing player's Naval Units left in a place with the phasing player's Fort, Coastal Fort,
 * Naval Battery or Naval Units (or in his Hatteras Inlet / Roanoke Island) make a Naval Retreat too,
 * as a defender that lost a Naval Battle (Demoralized, 21.6.2, 21.14).
 *
 * The small map is fixture.ts's riverCoast: P (2112) a River port on the sea, Q (1911) a River port up
 * the river R, 2012 a hex on the river between them.
 */
import { describe, expect, it } from 'vitest';
import { navalSupplySegment } from '../../../src/games/uscw/navaladv.js';
import {
  C_BUILD,
  C_DEMOR,
  C_FLOT,
  U_DEMOR,
  U_RIVER,
  addNf,
  navFlag,
  nf,
} from '../../../src/games/uscw/navalunits.js';
import {
  ADV,
  CSA,
  USA,
  blank,
  checkInvariants,
  fort,
  mark,
  node,
  put,
  riverCoast,
  type S,
} from './fixture.js';

const river = riverCoast();
const at = (w: string | number): number => node(w, river);

/** The Union phasing; Q CSA-held, P Union-held (the Union took it this phase). */
function position(): S {
  const s = blank({ content: river, options: ADV, ap: 2 });
  mark(s, 'Q', CSA, river);
  mark(s, 'P', USA, river);
  return s;
}

describe("21.2.3 the non-phasing player's Ending Hex Restriction", () => {
  it('21.2.3: CSA ships left in a port with a Union Fort retreat to a friendly port, Demoralized', () => {
    const s = position();
    fort(s, 'P', USA, 1, river);
    put(s, 'P', USA, 1, [], river);
    addNf(river, s, at('P'), CSA, C_FLOT, 1);
    navalSupplySegment(river, s, USA);
    expect(nf(river, s, at('P'), CSA, C_FLOT)).toBe(0);
    expect(nf(river, s, at('Q'), CSA, C_FLOT)).toBe(1);
    expect(navFlag(river, s, at('Q'), CSA, C_DEMOR)).toBe(true);
    checkInvariants(s);
  });

  it('21.2.3: CSA ships facing Union ships that may stay (no CSA NSP guards the place but the ships) retreat', () => {
    const s = position();
    addNf(river, s, at(2012), USA, U_RIVER, 2);
    addNf(river, s, at(2012), CSA, C_FLOT, 1);
    navalSupplySegment(river, s, USA);
    // the Union ships face the flotilla: they retreat first (to P, not Demoralized); the flotilla then
    // faces nothing and stays
    expect(nf(river, s, at(2012), USA, U_RIVER)).toBe(0);
    expect(nf(river, s, at('P'), USA, U_RIVER)).toBe(2);
    expect(navFlag(river, s, at('P'), USA, U_DEMOR)).toBe(false);
    expect(nf(river, s, at(2012), CSA, C_FLOT)).toBe(1);
    expect(navFlag(river, s, at(2012), CSA, C_DEMOR)).toBe(false);
  });

  it('21.2.3, 21.10: an Ironclad under construction in a port the Union took is eliminated by the retreat', () => {
    const s = position();
    fort(s, 'P', USA, 1, river);
    put(s, 'P', USA, 1, [], river);
    addNf(river, s, at('P'), CSA, C_BUILD, 1);
    navalSupplySegment(river, s, USA);
    expect(nf(river, s, at('P'), CSA, C_BUILD)).toBe(0);
    expect(nf(river, s, at('Q'), CSA, C_BUILD)).toBe(0);
    checkInvariants(s);
  });
});
