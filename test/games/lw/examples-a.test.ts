/**
 * The rulebook's worked examples T01-T12 (digest Appendix), each on a constructed position and named
 * after its rule. Values that depend on the provisional pack (ratings, card numbers) are the pack's.
 */
import { describe, expect, it } from 'vitest';
import { proceed } from '../../../src/games/lw/flow.js';
import { endOperations } from '../../../src/games/lw/cards.js';
import {
  L,
  act,
  actions,
  blank,
  c,
  card,
  city,
  gen,
  giveCard,
  has,
  hex,
  itAt,
  put,
  setIt,
  toPlay,
  type S,
} from './fixture.js';

const { USA, CSA } = L;

function purchasing(s: S, side: number): void {
  s[L.H_PHASE] = L.PH_ADMIN;
  s[L.H_SUB] = 0;
  s[L.H_FIRST] = side;
  s[L.H_STEP] = L.ST_PURCHASE;
  s[L.H_STEP_SIDE] = side;
}

describe('lw worked examples T01-T12', () => {
  it('T01 1.1 turn track of Spring 1863: 3 Fleets, 3 stars by sea, one Raider and one Asset', () => {
    const s = blank('Sp63');
    purchasing(s, USA);
    for (let i = 0; i < 3; i++) act(s, 'buy a Fleet');
    expect(has(s, 'buy a Fleet')).toBe(false);
    expect(s[L.H_PC + USA]).toBe(20 - 6);
    // Ocean Movement carries at most three stars this turn
    const t = blank('Sp63');
    put(t, 'grant', 1903, 3);
    put(t, 'sherman', 1903, 1);
    giveCard(t, USA, 24);
    act(t, 'play #24');
    act(t, 'activate Ulysses S. Grant');
    expect(has(t, 'ocean movement')).toBe(false); // four stars
    act(t, 'leave William T. Sherman * behind');
    expect(has(t, 'ocean movement to Baltimore')).toBe(true); // three stars
    const u = blank('Sp63', CSA);
    purchasing(u, CSA);
    act(u, 'buy a Raider for Raid hex 1');
    expect(actions(u).some((d) => d.startsWith('buy a Raider'))).toBe(false);
    act(u, 'buy a CSN Asset');
    act(u, 'place the Asset in Charleston');
    expect(has(u, 'buy a CSN Asset')).toBe(false);
  });

  it('T02 9.1 rail cost of IT: a lone one-star with one IT uses two stars of capacity', () => {
    const s = blank('Sp62');
    const g = put(s, 'grant', 1203, 1);
    setIt(s, 1203, USA, 1);
    s[L.H_PHASE] = L.PH_RAIL;
    s[L.H_SUB] = 0;
    s[L.H_FIRST] = USA;
    s[L.H_STEP] = L.ST_RAIL;
    s[L.H_STEP_SIDE] = USA;
    s[L.H_RAIL_USED + USA] = c.tables.rail.usa[1]! - 1; // one star of capacity left
    expect(has(s, 'rail Ulysses S. Grant')).toBe(false);
    setIt(s, 1203, USA, 0);
    expect(has(s, 'rail Ulysses S. Grant * to Cairo')).toBe(true);
    setIt(s, 1203, USA, 1);
    s[L.H_RAIL_USED + USA] = 0;
    act(s, 'rail Ulysses S. Grant * to Cairo');
    expect(s[L.H_RAIL_USED + USA]).toBe(2);
    expect(itAt(s, 805, USA)).toBe(1); // he carried his IT
    // 9.1 note: no naval transport for a general who railed this turn
    toPlay(s, USA);
    giveCard(s, USA, 24);
    act(s, 'play #24');
    act(s, 'activate Ulysses S. Grant');
    expect(actions(s).some((d) => d.startsWith('river'))).toBe(false);
    s[L.G_FLAGS + g] = s[L.G_FLAGS + g]! & ~L.GF_RAILED;
    expect(actions(s).some((d) => d.startsWith('river movement'))).toBe(true);
  });

  it('T03 10.5 a retained card counts against the next draw; Campaign cards are never retained', () => {
    const s = blank('Su62');
    const kept = giveCard(s, USA, 13);
    s[L.H_PHASE] = L.PH_DRAW;
    s[L.H_SUB] = 0;
    s[L.H_FIRST] = USA;
    s[L.H_DRAW_STAGE] = 0;
    s[L.H_COMMITTEE] = L.COMM_CSA_POOL;
    s[L.H_STEP] = 0;
    proceed(c, s);
    // seven below the limit drawn, then the choice of the eighth: a Special Campaign card or the deck
    expect(s[L.H_STEP]).toBe(L.ST_CAMPAIGN_DRAW);
    expect(handOf(s, USA)).toHaveLength(7);
    expect(handOf(s, USA)).toContain(kept);
    act(s, 'take Campaign: Eastern Theater (VA)');
    expect(handOf(s, USA)).toHaveLength(8);
    expect(s[L.CD_LOC + card(USA, 72)]).toBe(L.CL_HAND); // the 0 Resource card besides the eight
    endOperations(c, s);
    expect(s[L.CD_LOC + card(USA, 58)]).toBe(L.CL_POOL);
    expect(handOf(s, USA)).toHaveLength(1); // only one card may be retained
  });

  it('T04 10.6 a card is independent of the general on it', () => {
    const s = blank('Sp62');
    s[L.G_LOC + gen('mcclellan')] = L.LOC_DECEASED;
    const k = giveCard(s, USA, 42); // George B. McClellan
    act(s, 'play #42 George B. McClellan (2) for PC');
    act(s, 'bank 2 PC');
    expect(s[L.H_PC + USA]).toBe(22);
    expect(s[L.CD_LOC + k]).toBe(L.CL_DISCARD);
  });

  it('T05 10.6 Judah P. Benjamin: activation, IT removal and PC in one play, or its event', () => {
    const setup = (): S => {
      const s = blank('Sp62', CSA);
      put(s, 'lee', 1905, 1);
      put(s, 'as-johnston', 1007, 1);
      setIt(s, 1007, CSA, 2);
      giveCard(s, CSA, 1);
      return s;
    };
    const a = setup();
    act(a, 'play #1 Judah P. Benjamin (6) for PC');
    act(a, 'activate Robert E. Lee');
    act(a, 'done (move)');
    act(a, 'remove an IT at Nashville');
    act(a, 'remove an IT at Nashville');
    act(a, 'bank 3 PC');
    expect(a[L.H_PC + CSA]).toBe(15 + 3);
    expect(itAt(a, 1007, CSA)).toBe(0);
    const b = setup();
    act(b, 'play #1 Judah P. Benjamin (6) for PC');
    act(b, 'activate Robert E. Lee');
    act(b, 'done (move)');
    act(b, 'bank 5 PC');
    expect(b[L.H_PC + CSA]).toBe(20);
    const d = setup();
    d[L.H_PC + USA] = 1;
    d[L.H_CSP + USA] = 5;
    act(d, 'play #1 Judah P. Benjamin (6) for its event');
    expect(d[L.H_PC + CSA]).toBe(18);
    expect([d[L.H_PC + USA], d[L.H_CSP + USA]]).toEqual([0, 3]); // the shortfall comes off CSP (10.6.6)
    // a Dual-Theater Secret Campaign needs two IT-free Forces: Johnston's 2 IT rule him out
    const e = setup();
    expect(has(e, 'as a campaign')).toBe(false);
    put(e, 'bragg', 1210, 1);
    expect(has(e, 'play #1 Judah P. Benjamin (6) as a campaign')).toBe(true);
    // in Summer 1861 IT cannot be removed by purchase (10.2)
    const f = setup();
    f[L.H_TURNIDX] = 0;
    act(f, 'play #1 Judah P. Benjamin (6) for PC');
    expect(has(f, 'remove an IT')).toBe(false);
  });

  it('T06 11.0 Butler (activation 3) needs a 3-PC card', () => {
    for (const [num, pc] of [
      [48, 1],
      [24, 2],
      [13, 3],
      [4, 4],
    ] as const) {
      const s = blank('Sp62');
      put(s, 'butler', 2005, 1);
      giveCard(s, USA, num);
      act(s, `play #${num}`);
      expect(has(s, 'activate Benjamin Butler')).toBe(pc >= 3);
      if (pc < 3) continue;
      act(s, 'activate Benjamin Butler');
      act(s, 'done (move)');
      expect(actions(s)).toContain(`bank ${pc - 3} PC`);
    }
  });

  it('T07 11.0 Grant with a 2-PC card: the excess PC is banked or removes an IT elsewhere', () => {
    const s = blank('Sp62');
    put(s, 'grant', 805, 2);
    put(s, 'sherman', 1203, 1);
    setIt(s, 1203, USA, 1);
    giveCard(s, USA, 24);
    act(s, 'play #24');
    act(s, 'activate Ulysses S. Grant');
    act(s, 'done (move)');
    expect(has(s, 'remove an IT at Cincinnati')).toBe(true);
    act(s, 'remove an IT at Cincinnati');
    expect(itAt(s, 1203, USA)).toBe(0);
    expect(actions(s)).toEqual(['bank 0 PC']);
  });

  it('T08 11.2.2 Wheeler leaves Polk on a 1-PC card and passes Bragg without stopping', () => {
    const s = blank('Sp62', CSA);
    put(s, 'polk', 708, 1);
    put(s, 'wheeler', 708, 1);
    put(s, 'bragg', 808, 2);
    giveCard(s, CSA, 52);
    act(s, 'play #52');
    expect(has(s, 'activate Leonidas Polk')).toBe(false);
    act(s, 'activate Joseph Wheeler');
    act(s, 'move NE to Corinth');
    expect(s[L.G_LOC + gen('polk')]).toBe(hex(708));
    expect(actions(s)).toContain('done (move)'); // he may end under Bragg
    expect(actions(s).some((d) => d.startsWith('move '))).toBe(true); // or go on
    act(s, 'move S to 0809');
    expect(s[L.G_LOC + gen('wheeler')]).toBe(hex(809));
  });

  it('T09 12.4, 13.1.1 stacking limits for promotions and cavalry', () => {
    const full = blank('Sp62');
    purchasing(full, USA);
    put(full, 'grant', 1902, 3);
    put(full, 'sherman', 1902, 3);
    put(full, 'thomas', 1902, 2);
    put(full, 'meade', 1902, 2);
    put(full, 'mcpherson', 1902, 2);
    put(full, 'buford', 1902, 1);
    expect(has(full, 'promote George H. Thomas')).toBe(false);
    expect(has(full, 'promote John Buford')).toBe(true); // cavalry stars do not count
    const six = blank('Sp62');
    purchasing(six, USA);
    put(six, 'thomas', 1902, 2);
    put(six, 'meade', 1902, 2);
    put(six, 'hancock', 1902, 1);
    put(six, 'mcpherson', 1902, 1);
    expect(has(six, 'promote Winfield S. Hancock')).toBe(false);
    expect(has(six, 'promote George H. Thomas')).toBe(true); // 7 under a new 3-star (reading of T09 Open)
    const mtn = blank('Sp62');
    purchasing(mtn, USA);
    put(mtn, 'grant', 1504, 3);
    put(mtn, 'sherman', 1504, 2);
    put(mtn, 'mcpherson', 1504, 1);
    expect(has(mtn, 'promote James B. McPherson')).toBe(false);
    const cav = blank('Sp62');
    purchasing(cav, USA);
    put(cav, 'mcpherson', 1902, 1);
    put(cav, 'buford', 1902, 1);
    expect(has(cav, 'promote John Buford')).toBe(false);
    // a two-star cavalry general may not end his move with one-star infantry
    const mv = blank('Sp62');
    put(mv, 'mcpherson', 1902, 1);
    put(mv, 'pleasonton', 1903, 2);
    giveCard(mv, USA, 13);
    act(mv, 'play #13');
    act(mv, 'activate Alfred Pleasonton');
    act(mv, 'move N to 1902');
    expect(actions(mv)).not.toContain('done (move)');
    // five infantry stars and a two-star cavalry general are a five-star Minor Army
    const minor = blank('Sp62');
    put(minor, 'thomas', 1902, 2);
    put(minor, 'meade', 1902, 2);
    put(minor, 'mcpherson', 1902, 1);
    put(minor, 'pleasonton', 1902, 2);
    giveCard(minor, USA, 13);
    act(minor, 'play #13');
    act(minor, 'activate George H. Thomas');
    expect(minor[L.AC_PROFILE]).toBe(0);
  });

  it('T10 15.0 terrain is not cumulative: a city of 2 attacked across a river defends +2, not +4', () => {
    const s = blank('Sp62', CSA);
    put(s, 'thomas', 604, 1); // defense 2 in St. Louis (defense 2), the Mississippi on its east side
    put(s, 'price', 703, 1); // attack 1
    giveCard(s, CSA, 21);
    act(s, 'play #21');
    act(s, 'activate Sterling Price');
    act(s, 'attack SW to St. Louis');
    act(s, 'no'); // no withdrawal
    act(s, 'commit the 0 Resource card');
    act(s, 'commit 0 CSP');
    act(s, 'commit the 0 Resource card');
    expect(s[L.BT_STR + USA]).toBe(2 + 2);
    expect(s[L.BT_STR + CSA]).toBe(1);
  });

  it('T11 16.1.2 empty St. Louis: no Union CSP, one IT for the attacker, the city never takes IT', () => {
    const s = blank('Sp62', CSA);
    s[L.H_CSP + USA] = 4;
    s[L.H_CSP + CSA] = 5;
    put(s, 'price', 703, 2); // attack 2
    giveCard(s, CSA, 21);
    act(s, 'play #21');
    act(s, 'activate Sterling Price');
    act(s, 'attack SW to St. Louis');
    act(s, 'commit the 0 Resource card');
    expect(actions(s)).toContain('commit 5 CSP'); // Missouri is not Union territory (16.3.1)
    act(s, 'commit 5 CSP');
    expect(s[L.H_STEP]).toBe(L.ST_RESOURCE); // the Union may add a resource card
    act(s, 'commit the 0 Resource card');
    expect(s[L.H_STEP]).not.toBe(L.ST_CSP); // but no CSP for an empty city
    // 7 against 2: a Major Victory; 5 IT exceed the city's 2, so the city falls
    expect(s[L.CT_CTRL + city('st-louis')]).toBe(CSA);
    expect(s[L.H_PC + CSA]).toBe(15 + 2);
    expect(s[L.H_PC + USA]).toBe(20 - 2);
    expect(s[L.G_LOC + gen('price')]).toBe(hex(604));
    expect(itAt(s, 604, CSA)).toBe(1); // one, and only one, IT
    expect(s[L.H_CSP + CSA]).toBe(0);
  });

  it('T12 16.3 a defender commits Superior Artillery and 3 CSP: +6, CSP 7 -> 4, a replacement card', () => {
    const s = blank('Sp62', CSA);
    s[L.H_CSP + USA] = 7;
    put(s, 'thomas', 1205, 1); // Lexington (Kentucky: not Union territory)
    put(s, 'price', 1206, 1);
    const pontoons = giveCard(s, USA, 39);
    const artillery = giveCard(s, USA, 40);
    giveCard(s, CSA, 21);
    act(s, 'play #21');
    act(s, 'activate Sterling Price');
    act(s, 'attack N to Lexington');
    act(s, 'no');
    act(s, 'commit the 0 Resource card');
    act(s, 'commit 0 CSP');
    expect(actions(s)).toEqual([
      'commit the 0 Resource card',
      `commit #39 ${c.cardName[pontoons]} (${c.cardPc[pontoons]})`,
      `commit #40 ${c.cardName[artillery]} (${c.cardPc[artillery]})`,
    ]);
    act(s, 'commit #40');
    expect(actions(s)).toEqual([
      'commit 0 CSP',
      'commit 1 CSP',
      'commit 2 CSP',
      'commit 3 CSP',
      'commit 4 CSP',
      'commit 5 CSP',
    ]);
    act(s, 'commit 3 CSP');
    expect(s[L.BT_STR + USA]).toBe(2 + 2 + 3 + 3); // Thomas 2, across the Cumberland 2, the cards 6
    expect(s[L.H_CSP + USA]).toBe(4);
    expect(s[L.CD_LOC + artillery]).toBe(L.CL_DISCARD);
    expect(handOf(s, USA)).toHaveLength(2 + 2); // Pontoons, the replacement and the two fillers
    expect(handOf(s, USA)).toContain(pontoons);
  });
});

function handOf(s: S, side: number): number[] {
  const out: number[] = [];
  for (let k = side * 81; k < side * 81 + 81; k++)
    if (s[L.CD_LOC + k] === L.CL_HAND && c.cardKind[k] !== 4) out.push(k);
  return out;
}
