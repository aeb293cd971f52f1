/**
 * Campaigns (10.7.3): two Forces designated before either moves, each activated free of PC; a
 * Special Campaign card keeps both in its region (10.7.3.1); a 6-value card plays as the Dual-Theater
 * Secret Campaign (10.7.3.2); only one of the two Forces may move or assault amphibiously (10.7.3).
 */
import { describe, expect, it } from 'vitest';
import { L, act, actions, blank, c, card, giveCard, has, hex, put } from './fixture.js';

const { CSA, USA } = L;

/** Printed ids of the hexes the pending moves go to ("move N to 1209", "move S to Petersburg (1906)"). */
function moveTargets(s: Int32Array): number[] {
  return actions(s)
    .filter((d) => d.startsWith('move '))
    .map((d) => Number(/(\d{4})\)?$/.exec(d)![1]));
}

describe('lw campaigns', () => {
  it('10.7.3.2 a Dual-Theater Secret Campaign: both Forces designated first, each activated free of PC', () => {
    const s = blank('Sp62', CSA);
    put(s, 'lee', 1905, 2);
    put(s, 'bragg', 1210, 1);
    giveCard(s, CSA, 1);
    s[L.H_PC + CSA] = 9;
    expect(has(s, 'as a campaign')).toBe(false); // 10.7.3: 10 PC needed
    s[L.H_PC + CSA] = 12;
    act(s, 'play #1 Judah P. Benjamin (6) as a campaign');
    expect(actions(s)).toEqual(['target Robert E. Lee', 'target Braxton Bragg']);
    act(s, 'target Robert E. Lee');
    act(s, 'target Braxton Bragg');
    act(s, 'move N to Fredericksburg (1904)');
    act(s, 'done (move)');
    expect(s[L.G_LOC + c.generals['lee']!]).toBe(hex(1904));
    act(s, 'move N to 1209');
    act(s, 'done (move)');
    expect(s[L.G_LOC + c.generals['bragg']!]).toBe(hex(1209));
    expect(s[L.H_PC + CSA]).toBe(12); // no PC spent nor banked
    expect(s[L.CD_LOC + card(CSA, 1)]).toBe(L.CL_DISCARD);
    expect(s[L.H_STEP_SIDE]).toBe(L.USA); // the play is over
    expect(s[L.H_CAMP_USED + CSA]).toBe(1); // one campaign a turn
  });

  it('10.7.3.1 a Special Campaign card keeps both Forces inside its region', () => {
    const s = blank('Sp62', CSA);
    put(s, 'lee', 1905, 2);
    put(s, 'jackson', 1803, 1);
    giveCard(s, CSA, 58); // Campaign: Eastern Theater (VA)
    s[L.H_PC + CSA] = 12;
    act(s, 'play #58 Campaign: Eastern Theater (VA) (0) as a campaign');
    act(s, 'target Robert E. Lee');
    act(s, 'target Thomas J. Jackson');
    const eastern = c.hexRegion[hex(1905)]!;
    for (let i = 0; i < 2; i++) {
      const targets = moveTargets(s);
      expect(targets.length).toBeGreaterThan(0);
      for (const id of targets) expect(c.hexRegion[hex(id)]).toBe(eastern);
      act(s, 'done (move)');
    }
    expect(s[L.H_STEP_SIDE]).toBe(L.USA);
  });

  it('10.7.3 only one of the two campaign Forces may conduct amphibious movement or assault', () => {
    const campaign = (firstByRiver: boolean): Int32Array => {
      const s = blank('Sp63', USA);
      put(s, 'grant', 1203, 1);
      put(s, 'sherman', 1903, 1); // Washington, a Union ocean port
      giveCard(s, USA, 16); // Oliver Morton (6)
      s[L.H_PC + USA] = 12;
      act(s, 'play #16 Oliver Morton (6) as a campaign');
      act(s, 'target Ulysses S. Grant');
      act(s, 'target William T. Sherman');
      const river = actions(s).find((d) => d.startsWith('river movement'));
      expect(river).toBeDefined();
      act(s, firstByRiver ? river! : 'done (move)');
      return s;
    };
    expect(has(campaign(false), 'ocean movement to Baltimore')).toBe(true);
    const s = campaign(true);
    const sherman = c.generals['sherman']!;
    expect(s[L.G_FLAGS + sherman]! & L.GF_MOVING).toBe(L.GF_MOVING); // Sherman's activation is under way
    expect(s[L.AC_HEX]).toBe(hex(1903));
    expect(actions(s).some((d) => d.startsWith('ocean movement'))).toBe(false);
    expect(has(s, 'done (move)')).toBe(true);
  });
});
