/**
 * Supply and LOC (13): worked examples of section E (W40-W46) that the provisional map carries.
 */
import { describe, expect, it } from 'vitest';
import { CSA, USA, blank, c, checkInvariants, d, node, put } from './fixture.js';

describe('13.5 LOC along friendly waterways', () => {
  it('W44 Map Notes, Mobile Bay: Mobile and Blakeley taken by land, Fort Morgan keeps an LOC via Montgomery over the CSA-held bay', () => {
    const s = blank({ scenario: '1863', turn: 12 });
    put(s, 'Fort Morgan', CSA, 1);
    put(s, 'Mobile', USA, 2);
    put(s, 'Blakeley', USA, 1);
    const dd = d(s);
    // its land neighbours are Union-held: the LOC can only go up the bay the CSA still controls
    expect(dd.ctrl[node('Mobile')]).toBe(USA);
    expect(dd.ctrl[node('Blakeley')]).toBe(USA);
    expect(dd.nav[c.map.water.body.mobile!]).toBe(CSA);
    expect(dd.supplyOf(CSA).loc[node('Fort Morgan')]).toBe(1);
    checkInvariants(s);
  });
});
