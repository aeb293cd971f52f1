/**
 * 21.4.1, 21.11 (Advanced game): an enemy Naval ZOI blocks an Amphibious Assault's landing water unless
 * the assault is led by Gunboats (Union) or Cottonclads (CSA); reading `read-21.11-gunboats-nsp`.
 *
 * A small coast in the West: rows 19-21 land, row 22 the Atlantic; P (2111) a Union Ocean port with 2
 * SPs, V (2114) a CSA Ocean port, a CSA River Flotilla at 2113 whose ZOI covers V's coast and blocks
 * Union Naval Control from P along the coast, so an Ocean Transport by the open sea must enter V's water
 * (in that ZOI) to land.
 */
import { describe, expect, it } from 'vitest';
import { C_FLOT, addNf } from '../../../src/games/uscw/navalunits.js';
import { G_AP } from '../../../src/games/uscw/layout.js';
import { sp } from '../../../src/games/uscw/state.js';
import { navalTargets } from '../../../src/games/uscw/transport.js';
import { A, CSA, USA, act, blank, checkInvariants, mark, mini, node, put, type S } from './fixture.js';

const coast = mini({
  firstRow: 19,
  rows: ['cccccc', 'cccccc', 'cccccc', '~~~~~~'],
  places: [
    { hex: 2111, name: 'P', state: 'VA', port: 'ocean' },
    { hex: 2114, name: 'V', state: 'VA', port: 'ocean' },
  ],
  theater: 'W',
});
const at = (w: string | number): number => node(w, coast);

function position(o: { reading?: boolean; advanced?: boolean; atV?: number } = {}): S {
  const s = blank({
    content: coast,
    options: { 'r21-advanced-naval': o.advanced ?? true, 'read-21.11-gunboats-nsp': o.reading ?? false },
    ap: 3,
  });
  mark(s, 'P', USA, coast);
  mark(s, 'V', CSA, coast);
  put(s, 'P', USA, 2, [], coast);
  addNf(coast, s, at(2113), CSA, C_FLOT, 1);
  if (o.atV) addNf(coast, s, at('V'), CSA, C_FLOT, o.atV);
  return s;
}
/** The Union's assault targets from P (place, 'o' for by the open sea). */
function targets(s: S): string[] {
  const out: string[] = [];
  navalTargets(coast, s, USA, at('P'), (v, assault, ocean) => {
    if (assault) out.push(`${coast.map.name[v]}${ocean ? 'o' : ''}`);
  });
  return out;
}

describe('21.4.1, 21.11 the Gunboats/Cottonclads exception to the Naval ZOI', () => {
  it('21.11 (default): every assault without Naval Units may be led by Gunboats: the ZOI on its landing water does not bar it', () => {
    const s = position();
    expect(targets(s)).toContain('Vo');
    act(s, A.OP_NAVAL, at('P'), 2);
    act(s, A.OP_NAV_TO, at('V'), 1);
    // a vacant enemy port: no battle, the 2 SPs land (20.5.3) for 1 AP each (20.3.5)
    expect(sp(coast, s, at('V'), USA)).toBe(2);
    expect(s[G_AP]).toBe(1);
    checkInvariants(s);
  });

  it('21.4.1 (reading on): only an assault on enemy NSPs is Gunboat-led; this one is barred by the ZOI', () => {
    expect(targets(position({ reading: true }))).not.toContain('Vo');
    // with a flotilla at V itself the assault is led by Gunboats (a naval battle on the 0 column first)
    expect(targets(position({ reading: true, atV: 1 }))).toContain('Vo');
  });

  it('21.4.1: the Basic game has no Naval ZOI: the assault is offered', () => {
    expect(targets(position({ advanced: false }))).toContain('Vo');
  });
});
