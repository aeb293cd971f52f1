/**
 * 8.1.2.2 Ironclads and Kentucky: an ironclad whose river route must pass the hexside inside Kentucky
 * (0806/0905) breaks Kentucky's neutrality (2.4.3: the Union gains 5 PC and Kentucky's cities);
 * one that stays on the rivers outside Kentucky does not.
 */
import { describe, expect, it } from 'vitest';
import { crossesKentucky } from '../../../src/games/lw/ironclad.js';
import { CFL_KY } from '../../../src/games/lw/mapdata.js';
import { act, blank, c, city, hex, L, type S } from './fixture.js';

const { USA, CSA } = L;

/** The Naval Phase with the Confederacy moving, an ironclad (Asset 1) at Fort Donelson. */
function ironcladAtDonelson(): S {
  const s = blank('Sp62', CSA);
  s[L.H_PHASE] = L.PH_NAVAL;
  s[L.H_FIRST] = CSA;
  s[L.H_SUB] = 0;
  s[L.H_STEP] = L.ST_NAVAL;
  s[L.H_STEP_SIDE] = CSA;
  s[L.H_KY] = 0;
  s[L.ASSET_TYPE] = L.AT_IRONCLAD;
  s[L.ASSET_LOC] = city('fort-donelson');
  for (const k of ['fort-donelson', 'memphis', 'nashville']) s[L.CT_CTRL + city(k)] = CSA;
  return s;
}

describe('8.1.2.2 ironclads and Kentucky', () => {
  it('the river route from Fort Donelson to Memphis passes 0806/0905; to Nashville it does not', () => {
    expect(crossesKentucky(c, hex(906), hex(708))).toBe(true);
    expect(crossesKentucky(c, hex(906), hex(1007))).toBe(false);
    // Cairo to Paducah is along the Ohio, a border river: no violation (8.1.2.2)
    expect(crossesKentucky(c, hex(805), hex(806))).toBe(false);
  });

  it('8.1.2.2 an ironclad moving Fort Donelson -> Memphis breaks Kentucky neutrality: Union +5 PC', () => {
    const s = ironcladAtDonelson();
    const pc = s[L.H_PC + USA]!;
    act(s, 'Asset 1 to Memphis');
    expect(s[L.ASSET_LOC]).toBe(city('memphis'));
    expect(s[L.H_KY]).toBe(1 + CSA);
    // 2.4.3: 5 PC, and the neutral Kentucky cities go to the Union with their supply PC
    let supply = 0;
    for (let k = 0; k < c.ncity; k++)
      if (c.cityFlags[k]! & CFL_KY) {
        expect(s[L.CT_CTRL + k]).toBe(USA);
        supply += Math.max(0, c.citySup[k]!);
      }
    expect(supply).toBeGreaterThan(0);
    expect(s[L.H_PC + USA]).toBe(pc + 5 + supply);
  });

  it('8.1.2.2 an ironclad moving Fort Donelson -> Nashville on the Cumberland leaves Kentucky neutral', () => {
    const s = ironcladAtDonelson();
    const pc = s[L.H_PC + USA]!;
    act(s, 'Asset 1 to Nashville');
    expect(s[L.ASSET_LOC]).toBe(city('nashville'));
    expect(s[L.H_KY]).toBe(0);
    expect(s[L.H_PC + USA]).toBe(pc);
  });

  it('8.1.2.2 once Kentucky is broken, the same move costs nothing more', () => {
    const s = ironcladAtDonelson();
    s[L.H_KY] = 1 + USA;
    const pc = s[L.H_PC + USA]!;
    act(s, 'Asset 1 to Memphis');
    expect(s[L.H_KY]).toBe(1 + USA);
    expect(s[L.H_PC + USA]).toBe(pc);
  });
});
