/**
 * The rulebook's worked examples T13-T25 (digest Appendix), each on a constructed position and named
 * after its rule.
 */
import { describe, expect, it } from 'vitest';
import { activationCost } from '../../../src/games/lw/activation.js';
import { endOperations } from '../../../src/games/lw/cards.js';
import { gicLost } from '../../../src/games/lw/command.js';
import { CF_HAY } from '../../../src/games/lw/content.js';
import { proceed } from '../../../src/games/lw/flow.js';
import { raiderHit } from '../../../src/games/lw/naval.js';
import { resolvePlot } from '../../../src/games/lw/supplyphase.js';
import { losePc, setCtrl } from '../../../src/games/lw/state.js';
import {
  L,
  act,
  actions,
  blank,
  c,
  cardsWith,
  city,
  deckOf,
  dice,
  gen,
  giveCard,
  has,
  hex,
  itAt,
  lw,
  put,
  setIt,
  type S,
} from './fixture.js';

const { USA, CSA } = L;

/** Run the Supply Phase from `stage` (20.0) until the next decision. */
function supplyFrom(s: S, stage: number): void {
  s[L.H_PHASE] = L.PH_SUPPLY;
  s[L.SP_STAGE] = stage;
  s[L.H_STEP] = 0;
  s[L.CP_ACTIVE] = 0;
  s[L.AC_ACTIVE] = 0;
  s[L.BT_ACTIVE] = 0;
  proceed(c, s);
}

describe('lw worked examples T13-T25', () => {
  it('T13 16.8.1 three wounds: +3 activation, -3 strength; one comes off in the Supply Phase', () => {
    const s = blank('Sp62');
    const g = put(s, 'grant', 304, 1);
    s[L.G_WOUNDS + g] = 3;
    expect(activationCost(c, s, g)).toBe(1 + 3);
    s[L.H_CSP + USA] = 0;
    giveCard(s, USA, 4);
    act(s, 'play #4');
    act(s, 'activate Ulysses S. Grant');
    act(s, 'attack S to Springfield, Mo.');
    act(s, 'commit the 0 Resource card');
    act(s, 'commit the 0 Resource card');
    expect(s[L.BT_STR + USA]).toBe(2 - 3);
    const wounds = s[L.G_WOUNDS + g]!; // the battle's casualty check may have added one
    supplyFrom(s, 2);
    expect(s[L.G_WOUNDS + g]).toBe(wounds - 1);
  });

  it('T14 16.10.1.1 Lyon sends Sigel to take Springfield: the capture IT is on Sigel, the PC change hands', () => {
    const s = blank('Sp62');
    s[L.H_CSP + USA] = 2;
    const lyon = put(s, 'lyon', 304, 2);
    const sigel = put(s, 'sigel', 304, 1);
    giveCard(s, USA, 24);
    act(s, 'play #24');
    act(s, 'activate Nathaniel Lyon');
    act(s, 'leave Nathaniel Lyon ** behind');
    act(s, 'attack S to Springfield, Mo.');
    act(s, 'commit the 0 Resource card');
    act(s, 'commit 2 CSP');
    act(s, 'commit the 0 Resource card'); // 1 + 2 against the city's 1: a Minor Victory, 2 IT > 1
    act(s, 'advance with all');
    expect(s[L.CT_CTRL + city('springfield-mo')]).toBe(USA);
    expect(s[L.G_LOC + sigel]).toBe(hex(305));
    expect(s[L.G_LOC + lyon]).toBe(hex(304));
    expect(itAt(s, 305, USA)).toBe(1);
    expect(itAt(s, 304, USA)).toBe(0);
    expect(s[L.H_PC + USA]).toBe(20 + 1);
    expect(s[L.H_PC + CSA]).toBe(15 - 1);
  });

  it('T15 16.10.2 garrisoned Chattanooga: the city at 2-1, mountains +2 or river +2, never a sum', () => {
    const s = blank('Sp62', CSA);
    setCtrl(c, s, city('chattanooga'), USA);
    put(s, 'thomas', 1208, 1); // defense 2
    put(s, 'price', 1207, 1);
    giveCard(s, CSA, 21);
    act(s, 'play #21');
    act(s, 'activate Sterling Price');
    act(s, 'attack S to Chattanooga');
    act(s, 'no');
    act(s, 'commit the 0 Resource card');
    act(s, 'commit 0 CSP');
    act(s, 'commit the 0 Resource card');
    expect(s[L.BT_STR + USA]).toBe(2 + 2);
  });

  it('T16 18.1 Grant with 4 IT: +1 activation, not growing with the excess', () => {
    const s = blank('Sp62');
    const g = put(s, 'grant', 1903, 2);
    const cost = (it: number): number => {
      setIt(s, 1903, USA, it);
      return activationCost(c, s, g);
    };
    expect([cost(0), cost(2), cost(3), cost(4)]).toEqual([1, 1, 2, 2]);
  });

  it('T17 18.2 detached subordinates may take IT up to their stars', () => {
    const s = blank('Sp62');
    put(s, 'hooker', 1902, 2);
    put(s, 'hancock', 1902, 2);
    put(s, 'sigel', 1902, 1);
    setIt(s, 1902, USA, 4);
    giveCard(s, USA, 13);
    act(s, 'play #13');
    act(s, 'activate Joseph Hooker');
    expect(has(s, 'leave Winfield S. Hancock ** behind with IT')).toBe(true);
    act(s, 'leave Winfield S. Hancock ** behind with IT');
    expect([itAt(s, 1902, USA), s[L.AC_IT]]).toEqual([2, 2]);
    act(s, 'leave Franz Sigel * behind with IT');
    expect([itAt(s, 1902, USA), s[L.AC_IT]]).toEqual([3, 1]);
  });

  it('T18 18.2 a fresh two-star relieves two of three IT and stops; passing on, he removes none', () => {
    const mk = (): S => {
      const s = blank('Sp62');
      put(s, 'sigel', 1902, 1);
      setIt(s, 1902, USA, 3);
      put(s, 'thomas', 1903, 2);
      giveCard(s, USA, 24);
      act(s, 'play #24');
      act(s, 'activate George H. Thomas');
      act(s, 'move N to 1902');
      return s;
    };
    const s = mk();
    act(s, 'join the Force here and remove its IT');
    expect(itAt(s, 1902, USA)).toBe(1);
    expect(s[L.AC_ACTIVE]).toBe(0);
    const t = mk();
    act(t, 'move N to Harrisburg'); // he outranks Sigel: he may go on, removing nothing
    expect(itAt(t, 1902, USA)).toBe(3);
  });

  it('T19 18.2 a Force with 4 IT joins one with 2: six IT; a clean GiC consolidating removes up to 3', () => {
    const s = blank('Sp62');
    put(s, 'sigel', 1902, 1);
    setIt(s, 1902, USA, 2);
    put(s, 'thomas', 1903, 2);
    setIt(s, 1903, USA, 4);
    giveCard(s, USA, 4);
    act(s, 'play #4');
    act(s, 'activate George H. Thomas');
    act(s, 'move N to 1902');
    act(s, 'done (move)');
    expect(itAt(s, 1902, USA)).toBe(6);
    const g = blank('Sp62');
    const grant = put(g, 'grant', 1903, 3);
    g[L.G_FLAGS + grant] = g[L.G_FLAGS + grant]! | L.GF_GIC;
    put(g, 'sigel', 1902, 1);
    setIt(g, 1902, USA, 3);
    giveCard(g, USA, 24);
    act(g, 'play #24');
    act(g, 'activate Ulysses S. Grant');
    act(g, 'consolidate from N');
    expect(g[L.AC_IT]).toBe(0);
    expect(g[L.G_LOC + gen('sigel')]).toBe(hex(1903));
  });

  it('T20 20.4 Pillow with 12 IT is disgraced with none left; an army sheds two stars and 10 IT', () => {
    const s = blank('Sp62');
    const pillow = put(s, 'pillow', 1311, 1);
    setIt(s, 1311, CSA, 12);
    supplyFrom(s, 1);
    act(s, 'demote Gideon Pillow');
    expect(s[L.G_LOC + pillow]).toBe(L.LOC_DISGRACED);
    expect(itAt(s, 1311, CSA)).toBe(0);
    const a = blank('Sp62');
    put(a, 'bragg', 1210, 3);
    put(a, 'polk', 1210, 2);
    const hardee = put(a, 'hardee', 1210, 2);
    setIt(a, 1210, CSA, 12);
    supplyFrom(a, 1);
    act(a, 'demote William J. Hardee');
    act(a, 'demote William J. Hardee');
    expect(a[L.G_LOC + hardee]).toBe(L.LOC_DISGRACED);
    expect(itAt(a, 1210, CSA)).toBe(0); // the two left come off in supply (Atlanta)
    const o = blank('Sp62');
    put(o, 'bragg', 902, 3); // in Illinois: out of supply
    put(o, 'polk', 902, 2);
    put(o, 'hardee', 902, 2);
    setIt(o, 902, CSA, 12);
    deckOf(o, CSA, cardsWith(CSA, CF_HAY, false).slice(0, 12));
    supplyFrom(o, 1);
    act(o, 'demote William J. Hardee');
    act(o, 'demote William J. Hardee');
    // out of supply: the two stay, one more, and the three generals find no forage: 2 + 1 + 3
    expect(o[L.G_FLAGS + gen('bragg')]! & L.GF_OOS).toBeTruthy();
    // the two kept, one for OOS, two unfed generals: five, so a third demotion follows (20.5)
    expect(o[L.H_STEP]).toBe(L.ST_DEMOTE);
    expect(itAt(o, 902, CSA)).toBe(2 + 1 + 2 - 5);
  });

  it('T21 20.5 Sherman forages: seven draws; six haystacks cost nothing, four cost two IT', () => {
    const run = (hay: number): number => {
      const s = blank('Sp62');
      put(s, 'sherman', 1311, 3);
      put(s, 'halleck', 1311, 2);
      put(s, 'mcclernand', 1311, 1);
      put(s, 'thomas', 1311, 1);
      put(s, 'stoneman', 1311, 1);
      setIt(s, 1311, USA, 2);
      deckOf(s, USA, [
        ...cardsWith(USA, CF_HAY, true).slice(0, hay),
        ...cardsWith(USA, CF_HAY, false).slice(0, 7 - hay),
      ]);
      supplyFrom(s, 3);
      return itAt(s, 1311, USA);
    };
    expect(run(6)).toBe(2);
    expect(run(4)).toBe(2 + 2);
    expect(run(7)).toBe(2);
  });

  it('T22 16.9.1 a Union force outside its territory retreats north, into Kentucky, breaking neutrality', () => {
    const s = blank('Sp62', CSA);
    s[L.H_CSP + CSA] = 5;
    put(s, 'sigel', 1106, 1);
    const mcpherson = put(s, 'mcpherson', 1106, 1); // survives the Rout that disgraces Sigel
    put(s, 'longstreet', 1107, 3);
    giveCard(s, CSA, 21);
    act(s, 'play #21');
    act(s, 'activate James Longstreet');
    act(s, 'attack N to 1106');
    act(s, 'no');
    act(s, 'commit the 0 Resource card');
    act(s, 'commit 5 CSP');
    act(s, 'commit the 0 Resource card');
    while (s[L.BT_ACTIVE] || s[L.DQ_N]) act(s, actions(s)[0]!);
    expect(c.hexFlags[s[L.G_LOC + mcpherson]!]! & 32).toBeTruthy(); // HF_KY
    expect(s[L.H_KY]).toBe(1 + USA);
    while (s[L.CP_ACTIVE]) act(s, actions(s).find((d) => d.startsWith('bank')) ?? actions(s)[0]!);
    let ky = 0;
    for (const id of ['louisville', 'lexington', 'bowling-green', 'paducah'])
      if (s[L.CT_CTRL + city(id)] === CSA) ky++;
    expect(ky).toBe(4);
  });

  it('T23 7.1.6.1, 10.6.6 PC and CSP shortfalls', () => {
    const s = blank('Sp62');
    s[L.H_CSP + USA] = 1;
    raiderHit(s);
    expect([s[L.H_PC + USA], s[L.H_CSP + USA]]).toEqual([20, 0]);
    raiderHit(s);
    expect([s[L.H_PC + USA], s[L.H_CSP + USA]]).toEqual([19, 0]);
    const g = put(s, 'grant', 1903, 3);
    s[L.G_FLAGS + g] = L.GF_GIC;
    s[L.H_PC + USA] = 2;
    s[L.H_CSP + USA] = 5;
    gicLost(c, s, g);
    expect([s[L.H_PC + USA], s[L.H_CSP + USA], s[L.H_PC + CSA]]).toEqual([0, 3, 19]);
    losePc(s, USA, 2);
    expect([s[L.H_PC + USA], s[L.H_CSP + USA]]).toEqual([0, 1]);
    // an assassinated GiC the player cannot pay for: automatic victory for the opponent
    const a = blank('Sp62');
    const gic = put(a, 'grant', 1903, 3);
    a[L.G_FLAGS + gic] = L.GF_GIC;
    a[L.H_PC + USA] = 1;
    a[L.H_CSP + USA] = 2;
    dice(a, [1, 6]);
    resolvePlot(c, a, CSA);
    expect(lw.isTerminal(a)).toBe(true);
    expect(lw.outcome(a).winner).toBe(CSA);
    expect([a[L.H_PC + USA], a[L.H_CSP + USA]]).toEqual([0, 0]);
    // purchases are paid in PC only
    const p = blank('Sp62');
    p[L.H_PC + USA] = 0;
    p[L.H_CSP + USA] = 5;
    p[L.H_PHASE] = L.PH_ADMIN;
    p[L.H_STEP] = L.ST_PURCHASE;
    p[L.H_STEP_SIDE] = USA;
    expect(actions(p)).toEqual(['done (purchase)']);
  });

  it('T24 10.7.8 the Union Eastern Theater requirement, penalty and rewards', () => {
    // a. an attack into Virginia that fails: +1 PC, requirement not met, -2 at the end
    const a = blank('Sp62');
    put(a, 'sigel', 1903, 1);
    put(a, 'longstreet', 1803, 3);
    giveCard(a, USA, 24);
    act(a, 'play #24');
    act(a, 'activate Franz Sigel');
    act(a, 'attack NW to Winchester');
    act(a, 'no');
    while (a[L.BT_ACTIVE] || a[L.H_STEP] === L.ST_VICTIM || a[L.H_STEP] === L.ST_DEMOTE)
      act(a, actions(a)[0]!);
    expect(a[L.H_ET_MET]).toBe(0);
    expect(a[L.H_PC + USA]).toBe(20 + 1);
    endOperations(c, a);
    expect(a[L.H_PC + USA]).toBe(20 + 1 - 2);
    // b. an attack that wins and advances into Virginia meets it
    const b = blank('Sp62');
    b[L.H_CSP + USA] = 5;
    put(b, 'grant', 1903, 3);
    put(b, 'floyd', 1803, 1);
    giveCard(b, USA, 24);
    act(b, 'play #24');
    act(b, 'activate Ulysses S. Grant');
    act(b, 'attack NW to Winchester');
    act(b, 'no');
    act(b, 'commit the 0 Resource card');
    act(b, 'commit 5 CSP');
    while (
      b[L.BT_ACTIVE] ||
      b[L.H_STEP] === L.ST_VICTIM ||
      b[L.H_STEP] === L.ST_DEMOTE ||
      b[L.H_STEP] === L.ST_RETREAT
    )
      act(b, actions(b)[0]!);
    expect(b[L.G_LOC + gen('grant')]).toBe(hex(1803));
    expect(b[L.H_ET_MET]).toBe(1);
    // c. a force activated in Virginia that leaves it does not
    const d = blank('Sp62');
    put(d, 'sigel', 1804, 1);
    giveCard(d, USA, 24);
    act(d, 'play #24');
    act(d, 'activate Franz Sigel');
    act(d, 'move NE to Washington');
    act(d, 'done (move)');
    expect(d[L.H_ET_MET]).toBe(0);
    // d. a Foray raid earns nothing and does not count; a Standard Activation raid earns 1 PC
    const f = blank('Sp62');
    put(f, 'buford', 1805, 1);
    put(f, 'floyd', 1806, 1);
    giveCard(f, USA, 24);
    act(f, 'play #24');
    dice(f, [1]);
    act(f, 'John Buford * forays: raid into 1806');
    expect(f[L.H_PC + USA]).toBe(20);
    expect(f[L.H_ET_MET]).toBe(0);
    act(f, 'activate John Buford');
    dice(f, [1]);
    act(f, 'raid S to 1806');
    expect(f[L.H_PC + USA]).toBe(21);
    expect(f[L.H_ET_MET]).toBe(1); // a cavalry Force activated in Virginia meets it
    // e. adjacent to Richmond twice in a turn: +1 PC once
    const e = blank('Sp62');
    put(e, 'sigel', 1705, 1);
    put(e, 'mcpherson', 1705, 1);
    giveCard(e, USA, 24);
    act(e, 'play #24');
    act(e, 'activate Franz Sigel');
    act(e, 'leave James B. McPherson * behind');
    act(e, 'move NE to 1805');
    expect(e[L.H_PC + USA]).toBe(21);
    act(e, 'move S to 1806');
    expect(e[L.H_PC + USA]).toBe(21);
  });

  it('T25 10.6.5 erratic cards: the printed PC without a roll, or a pressed roll where 1-2 gives 0', () => {
    const s = blank('Sp62');
    giveCard(s, USA, 18); // Nathaniel Banks, 2 PC, erratic, a resource
    const before = s.slice(L.H_DICE, L.H_DICE + 4);
    act(s, 'play #18 Nathaniel Banks (2) for PC');
    expect(Array.from(s.slice(L.H_DICE, L.H_DICE + 4))).toEqual(Array.from(before));
    expect(actions(s)).toContain('bank 2 PC');
    for (const [roll, pc] of [
      [1, 0],
      [2, 0],
      [3, 2],
      [5, 3],
      [6, 4],
    ] as const) {
      const t = blank('Sp62');
      giveCard(t, USA, 18);
      dice(t, [roll]);
      act(t, 'press #18');
      expect(actions(t)).toContain(`bank ${pc} PC`);
    }
    // as a resource it works only on 3-6
    const r = blank('Sp62', CSA);
    put(r, 'thomas', 1205, 1);
    put(r, 'price', 1206, 1);
    giveCard(r, USA, 18);
    giveCard(r, CSA, 21);
    act(r, 'play #21');
    act(r, 'activate Sterling Price');
    act(r, 'attack N to Lexington');
    act(r, 'no');
    act(r, 'commit the 0 Resource card');
    act(r, 'commit 0 CSP');
    dice(r, [2]);
    act(r, 'commit #18');
    expect(r[L.BT_STR + USA]).toBe(2 + 2); // Thomas and the river, Banks failed
  });
});
