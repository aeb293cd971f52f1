/**
 * 21.10 MOVEMENT (Advanced game): Confederate Ironclads that move up a Navigable River may not pass
 * more than one Port per activation (they may reach a second one); down rivers they move freely.
 *
 * The small map is fixture.ts's riverCoast with two more River ports on R: from the sea at P (2112)
 * up the river the ports are X (2012), Y (1912) and Q (1911); the hex 2011 lies beside R between them.
 */
import { describe, expect, it } from 'vitest';
import { derived } from '../../../src/games/uscw/derived.js';
import { C_FLOT, C_IRON, MK_RIVER, addNf, navalReach } from '../../../src/games/uscw/navalunits.js';
import { ADV, CSA, blank, node, riverCoast, type S } from './fixture.js';

const river = riverCoast([], 'E', [
  { hex: 2012, name: 'X', state: 'VA', port: 'river' },
  { hex: 1912, name: 'Y', state: 'VA', port: 'river' },
]);
const out = new Int32Array(4096);

/** The places a Confederate stack at `from` may end its naval move. */
function reach(s: S, from: string): string[] {
  const k = navalReach(river, s, derived(river, s), node(from, river), CSA, MK_RIVER, out, true);
  return [...out.slice(0, k)].map((n) => river.map.name[n]!);
}

/** Confederate ships at `at`: one completed Ironclad with a Flotilla, or a Flotilla alone. */
function ships(at: string, iron: boolean): S {
  const s = blank({ content: river, options: ADV, side: CSA });
  addNf(river, s, node(at, river), CSA, C_FLOT, 1);
  if (iron) addNf(river, s, node(at, river), CSA, C_IRON, 1);
  return s;
}

describe('21.10 Confederate Ironclad movement', () => {
  it('21.10: up the river an Ironclad passes one Port (X) and reaches the second (Y), never Q beyond it; a Flotilla alone reaches Q', () => {
    const up = reach(ships('P', true), 'P');
    expect(up).toContain('X');
    expect(up).toContain('Y');
    expect(up).not.toContain('Q');
    expect(reach(ships('P', false), 'P')).toContain('Q');
  });

  it('21.10: down the river the Ironclad moves with no restriction (from Q past Y and X to the sea and along the coast)', () => {
    // past Y and X down to the sea and along the coast (2113, 2115)
    expect(reach(ships('Q', true), 'Q')).toEqual(expect.arrayContaining(['Y', 'X', 'P', '2113', '2115']));
  });
});
