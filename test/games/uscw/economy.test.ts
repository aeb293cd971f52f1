/**
 * Confederate production (14.3-14.5) worked examples W50 and W57.
 */
import { describe, expect, it } from 'vitest';
import { blockadeDrms, borderRecruits } from '../../../src/games/uscw/reinforce.js';
import { CSA, USA, blank, c, node, put } from './fixture.js';

describe('14.3-14.4 Confederate production', () => {
  it('W50 14.4.3: in the North Atlantic zone only Wilmington (+2) and Roanoke Island (+1) open: DRM +3', () => {
    const s = blank();
    for (const p of ['Wilmington', 'Fort Fisher', 'Roanoke Island']) put(s, p, CSA, 1);
    for (const p of ['Norfolk', 'Fort Monroe', 'Beaufort NC', 'Hatteras Inlet']) put(s, p, USA, 1);
    const zone = c.map.runnerZone[node('Wilmington')]!;
    expect(c.map.runnerZone[node('Roanoke Island')]).toBe(zone);
    expect(blockadeDrms(c, s)[zone]).toBe(3);
    // Wilmington closes when Fort Fisher falls (14.4.2): +1 from Roanoke Island alone
    const t = blank();
    for (const p of ['Wilmington', 'Roanoke Island']) put(t, p, CSA, 1);
    for (const p of ['Fort Fisher', 'Norfolk', 'Fort Monroe', 'Beaufort NC', 'Hatteras Inlet'])
      put(t, p, USA, 1);
    expect(blockadeDrms(c, t)[zone]).toBe(1);
  });

  it('W57 14.3.3: the CSA holding Columbus and Bowling Green (Kentucky Objective hexes) recruits 6 BP', () => {
    const s = blank({ turn: 2 });
    const base = borderRecruits(c, s);
    put(s, 'Columbus KY', CSA, 1);
    put(s, 'Bowling Green', CSA, 1);
    expect(borderRecruits(c, s) - base).toBe(6);
  });
});
