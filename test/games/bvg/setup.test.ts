/**
 * 2.1-2.4 and the scenario sheets: the start position of every scenario holds what its sheet lists
 * (map cards, commands with their units and subordinates, hands, cadre, discards, supply, control,
 * the initial draws) and begins where the sheet says (2.4 CSA Pre-Action, the Historical Scenario's
 * USA Draw/Replace Step, Gettysburg's CSA Combat Step).
 */
import { describe, expect, it } from 'vitest';
import { LETTERS } from '../../../src/games/bvg/content-schema.js';
import { K_CAV } from '../../../src/games/bvg/content.js';
import { A, at, bvg, c, card, city, command, has, L, maps, play, START_MAPS, type S } from './fixture.js';

const byId = (id: string): (typeof c.scenarios)[number] => c.scenarios.find((sc) => sc.id === id)!;
const loc = (s: S, k: number): number => s[L.C_LOC + k]!;
const parent = (s: S, k: number): number => s[L.C_PARENT + k]!;
const inHand = (l: number): boolean => l === L.LOC_HAND || l === L.LOC_HAND_W;

describe('2.1-2.3 every scenario starts with what its sheet lists', () => {
  for (const sc of c.scenarios) {
    it(`${sc.id}: map cards, commands, hands, cadre, discards, supply and control`, () => {
      const s = bvg.create({ scenario: sc.id, seed: `setup-${sc.id}` });
      expect(s[L.H_SCEN]).toBe(c.scenarios.indexOf(sc));
      expect(s[L.H_PLAYERS]).toBe(sc.players);
      const listed = new Set<number>();
      const inPlay = new Set<number>();
      for (let side = 0; side < 2; side++) {
        const st = sc.sides[side]!;
        for (const k of st.maps) {
          inPlay.add(c.mapLetter[k]!);
          expect(s[L.H_MAPVER + c.mapLetter[k]!]).toBe(c.mapVersion[k]);
          expect(loc(s, k)).toBe(L.LOC_MAP);
          listed.add(k);
        }
        st.commands.forEach((cmds, t) => {
          const l = t === 0 ? L.LOC_EAST : L.LOC_WEST;
          for (const cmd of cmds) {
            expect([loc(s, cmd.card), parent(s, cmd.card)]).toEqual([l, -1]);
            listed.add(cmd.card);
            for (const u of cmd.units) {
              expect([loc(s, u), parent(s, u)]).toEqual([l, cmd.card]);
              listed.add(u);
            }
            for (const sub of cmd.subs) {
              expect([loc(s, sub.card), parent(s, sub.card)]).toEqual([l, cmd.card]);
              listed.add(sub.card);
              for (const u of sub.units) {
                expect([loc(s, u), parent(s, u)]).toEqual([l, sub.card]);
                listed.add(u);
              }
            }
          }
        });
        for (const k of st.hand) {
          // AT START and scenario hands are public
          expect(inHand(loc(s, k))).toBe(true);
          expect(s[L.C_FLAGS + k]! & L.F_KNOWN).toBe(L.F_KNOWN);
          listed.add(k);
        }
        for (const k of st.cadre) expect(loc(s, k)).toBe(L.LOC_CADRE);
        for (const k of st.discard) expect(loc(s, k)).toBe(L.LOC_REMOVED);
        for (const k of [...st.cadre, ...st.discard]) listed.add(k);
        expect(s[L.H_SUPPLY + side]).toBe(st.supply);
        // 2.1 the initial draws: the hand holds the listed cards and as many drawn ones
        let held = 0;
        for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) if (inHand(loc(s, k))) held++;
        expect(held).toBe(st.hand.length + st.draw);
        for (let x = 0; x < c.ncity; x++)
          if (sc.control[side]!.includes(x)) expect(s[L.CITY + x]).toBe(side + 1);
      }
      // the map cards not listed are out of play
      for (let Li = 0; Li < LETTERS.length; Li++) if (!inPlay.has(Li)) expect(s[L.H_MAPVER + Li]).toBe(-1);
      // every card not listed is in the deck, the Late-War block, or (drawn) in hand; all at full strength
      for (let k = 0; k < c.nc; k++) {
        expect(s[L.C_STEPS + k]).toBe(c.steps[k]);
        if (listed.has(k)) continue;
        expect([L.LOC_DECK, L.LOC_BOTTOM, L.LOC_HAND, L.LOC_HAND_W]).toContain(loc(s, k));
        expect(parent(s, k)).toBe(-1);
      }
      // no battle, no end of the deck (17.4), no Cumberland Gap roll or token (Opt 2, 16.3) yet
      for (const w of [L.B_ATT, L.B_DEF, L.B_DOW, L.B_LL_SIDE, L.B_WINNER, L.B_SEA_PORT])
        expect(s[w]).toBe(-1);
      for (const w of [L.H_END_LEFT, L.H_GAP_REROLL, L.H_GAP_SIDE]) expect(s[w]).toBe(-1);
      expect(s[L.CH_TURN]).toBe(1);
    });
  }
});

describe('2.4 where each scenario begins', () => {
  it('standard and four-player: the CSA Pre-Action before the USA first turn, decks shuffled, Late War to the bottom', () => {
    for (const id of ['standard', 'four-player']) {
      const s = bvg.create({ scenario: id, seed: 1 });
      expect([s[L.H_SIDE], s[L.H_PHASE]]).toEqual([L.CSA, L.PH_PREACTION]);
      expect(s[L.H_TURN_FLAGS]! & L.TF_PREACTION).toBe(L.TF_PREACTION);
      const f = s[L.H_FLAGS]!;
      expect(f & (L.GF_ORDERED | L.GF_LW_IMMEDIATE | L.GF_HIST_FIRST | L.GF_EMANC)).toBe(0);
      // 17.1 a Late-War card drawn at the start went to the bottom of the deck
      for (let k = 0; k < c.nc; k++)
        if (c.lateWar[k] && loc(s, k) !== L.LOC_BOTTOM) expect(inHand(loc(s, k))).toBe(false);
    }
  });

  it('Historical Scenario: the USA Draw/Replace Step first, numbered decks, Late War at once, first-turn rules', () => {
    const s = bvg.create({ scenario: 'historical', seed: 1 });
    expect([s[L.H_SIDE], s[L.H_PHASE]]).toEqual([L.USA, L.PH_DRAW]);
    // the USA plays no cards and must attack on its first turn: an ordinary turn, not a free one
    expect(s[L.H_TURN_FLAGS]).toBe(L.TF_NO_CARDS | L.TF_MUST_ATTACK);
    const f = s[L.H_FLAGS]!;
    expect(f & (L.GF_ORDERED | L.GF_LW_IMMEDIATE | L.GF_HIST_FIRST)).toBe(
      L.GF_ORDERED | L.GF_LW_IMMEDIATE | L.GF_HIST_FIRST,
    );
    expect(f & L.GF_EMANC).toBe(0);
  });

  it('Gettysburg: Step 3 (Combat) of the CSA turn, Emancipation already played, cavalry free to raid', () => {
    const s = bvg.create({ scenario: 'gettysburg', seed: 1 });
    expect([s[L.H_SIDE], s[L.H_PHASE], s[L.H_PTURNS]]).toEqual([L.CSA, L.PH_COMBAT, 1]);
    expect(s[L.H_TURN_FLAGS]).toBe(0);
    const f = s[L.H_FLAGS]!;
    expect(f & (L.GF_ORDERED | L.GF_LW_IMMEDIATE | L.GF_EMANC)).toBe(
      L.GF_ORDERED | L.GF_LW_IMMEDIATE | L.GF_EMANC,
    );
    expect(f & L.GF_HIST_FIRST).toBe(0);
    // 10.3 the CSA cavalry unattached to a leader is free cavalry at the start of this Combat Step
    const st = byId('gettysburg').sides[L.CSA]!;
    const lone = st.commands
      .flat()
      .filter((cmd) => cmd.units.length === 0 && cmd.subs.length === 0 && c.kind[cmd.card] === K_CAV);
    expect(lone.length).toBeGreaterThan(0);
    for (const cmd of lone) expect(s[L.C_FLAGS + cmd.card]! & L.F_UNATT_CS).toBe(L.F_UNATT_CS);
  });

  it('reading Gettysburg Gap (USA) gives the USA the Cumberland Gap, the sheet the CSA', () => {
    const gap = city('cumberland-gap');
    expect(bvg.create({ scenario: 'gettysburg', seed: 1 })[L.CITY + gap]).toBe(L.CSA + 1);
    const options = { 'read-gettysburg-gap': 'usa' };
    expect(bvg.create({ scenario: 'gettysburg', seed: 1, options })[L.CITY + gap]).toBe(L.USA + 1);
    // not in another scenario
    expect(bvg.create({ scenario: 'standard', seed: 1, options })[L.CITY + gap]).toBe(
      bvg.create({ scenario: 'standard', seed: 1 })[L.CITY + gap],
    );
  });

  it('7.51, 7.7 the first Deploy/Move Step of a game has its Free Transfer and its rail movement', () => {
    const s = bvg.create({ scenario: 'standard', seed: 1 });
    maps(s, START_MAPS);
    command(s, 'csa', 'east', 38, [10], [[21, [9]]]);
    command(s, 'csa', 'east', 41, [7]);
    at(s, 'csa', L.PH_DEPLOY);
    expect(has(s, A.enc(A.OP_RAIL_SELECT, card('csa', 38)))).toBe(true);
    play(s, A.enc(A.OP_DETACH, card('csa', 10)));
    expect(has(s, A.enc(A.OP_ATTACH, card('csa', 10), card('csa', 41)))).toBe(true);
  });
});
