/**
 * Confederate production (14.3-14.5) and the Salt option (22.2): worked examples W50, W56, W57.
 */
import { describe, expect, it } from 'vitest';
import { NF_SALT } from '../../../src/games/uscw/mapmodel.js';
import { blockadeDrms, borderRecruits, saltLoss } from '../../../src/games/uscw/reinforce.js';
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

describe('22.2 Salt', () => {
  it('W56 22.2: 3 Salt hexes lost cost 3 BP a turn, all 4 cost 7; nothing without the option', () => {
    const salt: number[] = [];
    for (let n = 0; n < c.map.nh; n++)
      if (c.map.flags[n]! & NF_SALT) salt.push(c.map.grid.id(c.map.hexOfNode[n]!));
    expect(salt).toHaveLength(4);
    const s = blank({ options: { 'r22.2-salt': true } });
    const off = blank();
    const lost = [0, 0, 1, 3, 7];
    for (let k = 1; k <= 4; k++) {
      put(s, salt[k - 1]!, USA, 1);
      put(off, salt[k - 1]!, USA, 1);
      expect(saltLoss(c, s)).toBe(lost[k]);
      expect(saltLoss(c, off)).toBe(0);
    }
  });
});
