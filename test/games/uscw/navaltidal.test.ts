/**
 * 21.2.5 movement restrictions on the provisional map (Advanced game): Oceangoing NSPs sail the
 * All-Sea areas, so they round Florida between the Atlantic and the Gulf, where River NSPs may not;
 * Oceangoing NSPs stay off the coasts only a dotted or dashed Tidal River Path reaches (Proctorville,
 * Brashear City: Special Hexes), where River NSPs may go.
 */
import { describe, expect, it } from 'vitest';
import { derived } from '../../../src/games/uscw/derived.js';
import { MK_OCEAN, MK_RIVER, navalReach } from '../../../src/games/uscw/navalunits.js';
import { USA, blank, c, node, type S } from './fixture.js';

const out = new Int32Array(4096);
const empty = (): S => blank({ options: { 'r21-advanced-naval': true } });

/** The places a Union stack of the kinds in mask at `from` may end its naval move. */
function reach(s: S, from: string, mask: number): string[] {
  const k = navalReach(c, s, derived(c, s), node(from), USA, mask, out, true);
  return [...out.slice(0, k)].map((n) => c.map.name[n]!);
}

describe('21.2.5 movement restrictions', () => {
  it('21.2.5: Oceangoing NSPs round Florida from St. Augustine to Tampa and Pensacola; River NSPs may not', () => {
    const s = empty();
    expect(reach(s, 'St. Augustine', MK_OCEAN)).toEqual(expect.arrayContaining(['Tampa', 'Pensacola']));
    const river = reach(s, 'St. Augustine', MK_RIVER);
    expect(river).toContain('Jacksonville');
    expect(river).not.toContain('Tampa');
    expect(river).not.toContain('Pensacola');
  });

  it('21.2.5, Special Hexes: Oceangoing NSPs never enter Proctorville or Brashear City; River NSPs do', () => {
    const s = empty();
    const ocean = reach(s, 'Ship Island', MK_OCEAN);
    expect(ocean).toContain('Biloxi');
    expect(ocean).not.toContain('Proctorville');
    expect(ocean).not.toContain('Brashear City');
    expect(reach(s, 'Ship Island', MK_RIVER)).toEqual(
      expect.arrayContaining(['Proctorville', 'Brashear City']),
    );
  });
});
