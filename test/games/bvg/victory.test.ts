/**
 * 18 Victory Conditions on constructed positions: the CSA objectives (18.3), the CSA automatic
 * victories (18.4), the 1864 Elections (18.5) and the end-game check (18.6).
 */
import { describe, expect, it } from 'vitest';
import { bvg } from '../../../src/games/bvg/index.js';
import * as L from '../../../src/games/bvg/layout.js';
import {
  checkAutomaticVictory,
  finalCheck,
  objectivesTotal,
  playElections,
} from '../../../src/games/bvg/victory.js';
import { railnetSevered } from '../../../src/games/bvg/map.js';
import { ctrl, setCtrl } from '../../../src/games/bvg/state.js';
import { c, card, empty, maps, own, START_MAPS } from './fixture.js';

/** The opening map cards; every city under its native control: no objective achieved (OT 0). */
function start(): Int32Array {
  const s = empty();
  maps(s, START_MAPS);
  return s;
}

/** Northern cities (native USA, 18.3) other than Washington. */
const NORTH = ['baltimore', 'harrisburg', 'harpers-ferry', 'pittsburgh', 'cleveland'];

describe('R18.2 USA objectives', () => {
  it('Richmond, Atlanta and the Shenandoah Valley each count one while the USA controls them', () => {
    const s = start();
    maps(s, { G: 'csa' }); // Atlanta's map card
    const cities = [c.cities.richmond, c.cities.atlanta, c.cities.shenandoah];
    for (const x of cities) expect(ctrl(s, x), c.cityId[x]).not.toBe(L.USA);
    expect(objectivesTotal(c, s)).toBe(0);
    cities.forEach((x, k) => {
      setCtrl(s, x, L.USA);
      expect(objectivesTotal(c, s), c.cityId[x]).toBe(k + 1);
    });
    setCtrl(s, c.cities.richmond, L.CSA); // lost again: no longer counts
    expect(objectivesTotal(c, s)).toBe(2);
  });
});

describe('R18.3 CSA objectives', () => {
  it('each northern city the CSA controls counts one, and a severed USA railnet (14.3) one more', () => {
    const s = start();
    expect(objectivesTotal(c, s)).toBe(0);
    expect(railnetSevered(c, s, L.USA)).toBe(false);
    for (let k = 1; k <= 4; k++) {
      own(s, 'csa', NORTH[k - 1]!);
      expect(objectivesTotal(c, s), `${k} cities`).toBe(-k - (railnetSevered(c, s, L.USA) ? 1 : 0));
    }
    expect(railnetSevered(c, s, L.USA)).toBe(true); // ten northern cities on A and B, six left
    for (const x of NORTH.slice(0, 4)) own(s, 'usa', x); // objectives lost again do not count
    expect(objectivesTotal(c, s)).toBe(0);
  });

  it('a city counts only while its map card is in play', () => {
    const s = start();
    maps(s, { C: 'pro-usa' }); // twelve northern cities: losing Cairo leaves a railnet of eleven
    own(s, 'csa', 'cairo');
    expect(railnetSevered(c, s, L.USA)).toBe(false);
    expect(objectivesTotal(c, s)).toBe(-1);
    s[L.H_MAPVER + 2] = -1; // map C out of play
    expect(railnetSevered(c, s, L.USA)).toBe(false);
    expect(objectivesTotal(c, s)).toBe(0);
  });
});

describe('R18.4 CSA automatic victories', () => {
  /** The opening maps and map C: twelve northern cities, one railnet. */
  const startC = (): Int32Array => {
    const s = start();
    maps(s, { C: 'pro-usa' });
    return s;
  };
  const TWO = ['cairo', 'centralia']; // OT -2: the other ten still form one railnet
  const THREE = [...TWO, 'toledo']; // OT -3: nine left in one railnet
  const FOUR = [...TWO, 'harrisburg']; // OT -4: three cities and the USA railnet severed (14.3)

  it('the CSA capturing Washington is a CSA Strategic Victory, whatever the Objectives Total', () => {
    const s = startC();
    own(s, 'csa', 'washington');
    checkAutomaticVictory(c, s);
    expect(bvg.isTerminal(s)).toBe(true);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-washington' });
  });

  it('an Objectives Total of -4 is a CSA Strategic Victory', () => {
    const s = startC();
    own(s, 'csa', ...FOUR);
    s[L.H_FLAGS] = L.GF_EMANC; // Emancipation does not prevent it
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(-4);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-strategic', margin: -4 });
  });

  it('-3 before Emancipation is a CSA Diplomatic Victory; after it the war goes on', () => {
    const s = startC();
    own(s, 'csa', ...THREE);
    s[L.H_FLAGS] = L.GF_EMANC;
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(-3);
    expect(bvg.isTerminal(s)).toBe(false);
    s[L.H_FLAGS] = 0;
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-diplomatic', margin: -3 });
  });

  it('-2 ends nothing', () => {
    const s = startC();
    own(s, 'csa', ...TWO);
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(-2);
    expect(bvg.isTerminal(s)).toBe(false);
    expect(s[L.H_PHASE]).not.toBe(L.PH_OVER);
  });

  it('once the game is over, later checks do not change the verdict', () => {
    const s = startC();
    own(s, 'csa', ...THREE);
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s).victory).toBe('csa-diplomatic');
    own(s, 'csa', 'washington');
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ victory: 'csa-diplomatic', margin: -3 });
  });
});

describe('R18.5 the 1864 Elections', () => {
  it('the CSA wins if the Objectives Total is +3 or less when the card is played', () => {
    const s = start();
    playElections(c, s);
    expect(s[L.H_FLAGS]! & L.GF_ELECTIONS).toBe(L.GF_ELECTIONS);
    expect(s[L.H_OT]).toBe(0);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-elections', margin: 0 });
    expect(s[L.H_PHASE]).toBe(L.PH_OVER);
  });
});

describe('R18.6 the end-game check', () => {
  it('after the USA bonus turn the CSA wins an Attritional Victory at +5 or less', () => {
    const s = start();
    own(s, 'csa', 'baltimore');
    finalCheck(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-attritional', margin: -1 });
    expect(s[L.H_PHASE]).toBe(L.PH_OVER);
  });
});

/** Every map card in play and every city under USA control; no squadron on the board. */
function conquered(): Int32Array {
  const s = empty();
  maps(s, { ...START_MAPS, C: 'pro-csa', F: 'csa', G: 'csa', H: 'csa', I: 'csa', J: 'csa', K: 'csa' });
  for (let x = 0; x < c.ncity; x++) setCtrl(s, x, L.USA);
  return s;
}
/** USA naval squadrons (3.6): cards 5 (Porter), 7 (Foote) and 35 of the USA deck. */
const squadron = (s: Int32Array, num: 5 | 7 | 35, theater: 'east' | 'west'): void => {
  s[L.C_LOC + card('usa', num)] = theater === 'east' ? L.LOC_EAST : L.LOC_WEST;
};
/**
 * The 24 native CSA cities that are neither ports, Richmond, Atlanta, the Shenandoah nor on the
 * Mississippi: held by the CSA they link into a railnet holding at least as many native CSA cities
 * as the 11 map cards in play (14.3, checked below), and touch no other USA objective.
 */
const CSA_RAILNET = [
  ...['louisville', 'lexington', 'bowling-green', 'knoxville', 'lynchburg', 'manassas', 'wilderness'],
  ...['petersburg', 'fts-henry-donelson', 'nashville', 'corinth', 'grenada', 'jackson'],
  ...['chattanooga', 'decatur', 'augusta', 'macon', 'greensboro', 'goldsboro', 'columbia'],
  ...['meridian', 'montgomery', 'selma', 'columbus-ga'],
];
/** Set an option bit on or off. */
const setOpt = (s: Int32Array, bit: number, on: boolean): void => {
  s[L.H_OPT] = on ? s[L.H_OPT]! | bit : s[L.H_OPT]! & ~bit;
};

describe('R18.2 the eight USA objectives', () => {
  it('without squadrons: Richmond, Atlanta, the Shenandoah, the CSA railnet and both coasts count; the ports alone are a Partial Blockade', () => {
    const s = conquered();
    // the CSA holds no city: no railnet holds as many native CSA cities as the 11 map cards (14.3)
    expect(railnetSevered(c, s, L.CSA)).toBe(true);
    expect(objectivesTotal(c, s)).toBe(6);
  });

  it('a squadron in the East completes the Full Blockade (9.7) and one in the West the Mississippi: eight', () => {
    const s = conquered();
    squadron(s, 5, 'east');
    expect(objectivesTotal(c, s)).toBe(7);
    squadron(s, 7, 'west');
    expect(objectivesTotal(c, s)).toBe(8);
  });

  it('each of the eight counts exactly one: losing any one of them leaves seven', () => {
    const lose: [string, (s: Int32Array) => void][] = [
      ['the Mississippi (no squadron West)', (s) => squadron(s, 7, 'east')],
      ['the Mississippi (Memphis lost)', (s) => own(s, 'csa', 'memphis')],
      ['the Full Blockade (no squadron East)', (s) => (s[L.C_LOC + card('usa', 5)] = L.LOC_REMOVED)],
      ['Richmond', (s) => own(s, 'csa', 'richmond')],
      ['Atlanta', (s) => own(s, 'csa', 'atlanta')],
      ['the Shenandoah Valley', (s) => own(s, 'csa', 'shenandoah-valley')],
      [
        'the CSA railnet',
        (s) => {
          own(s, 'csa', ...CSA_RAILNET);
          expect(railnetSevered(c, s, L.CSA)).toBe(false);
        },
      ],
      ['all Atlantic ports (Savannah lost)', (s) => own(s, 'csa', 'savannah')],
      ['all Gulf ports (Mobile lost)', (s) => own(s, 'csa', 'mobile')],
    ];
    for (const [name, change] of lose) {
      const s = conquered();
      squadron(s, 5, 'east');
      squadron(s, 7, 'west');
      change(s);
      expect(objectivesTotal(c, s), name).toBe(7);
    }
  });

  it('the Mississippi needs the five river cities and an active squadron in the West (7.8: not one that just moved)', () => {
    const s = conquered();
    squadron(s, 7, 'west');
    expect(objectivesTotal(c, s)).toBe(7);
    s[L.C_FLAGS + card('usa', 7)] = L.F_FD_COMBAT; // face-down until the end of the Combat Step
    expect(objectivesTotal(c, s)).toBe(6);
    s[L.C_FLAGS + card('usa', 7)] = 0;
    own(s, 'csa', 'port-hudson');
    expect(objectivesTotal(c, s)).toBe(6);
  });

  it('two squadrons in the East are a Full Blockade without the ports; one is only Partial', () => {
    const s = conquered();
    own(s, 'csa', 'savannah', 'mobile'); // neither coast: Richmond, Atlanta, Shenandoah, railnet
    expect(objectivesTotal(c, s)).toBe(4);
    squadron(s, 5, 'east');
    expect(objectivesTotal(c, s)).toBe(4);
    squadron(s, 35, 'east');
    expect(objectivesTotal(c, s)).toBe(5);
  });
});

describe('R18.4 USA automatic victory', () => {
  it('+6 before the 1864 Elections is a USA Operational Victory', () => {
    const s = conquered();
    setOpt(s, L.O_USA_STRATEGIC, false);
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(6);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.USA, victory: 'usa-operational', margin: 6 });
    expect(s[L.H_PHASE]).toBe(L.PH_OVER);
  });

  it('+6 after the 1864 Elections is a USA Attritional Victory', () => {
    const s = conquered();
    s[L.H_FLAGS] = L.GF_ELECTIONS;
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.USA, victory: 'usa-attritional', margin: 6 });
  });

  it('+5 ends nothing', () => {
    const s = conquered();
    own(s, 'csa', 'richmond');
    checkAutomaticVictory(c, s);
    expect(s[L.H_OT]).toBe(5);
    expect(bvg.isTerminal(s)).toBe(false);
    expect(s[L.H_PHASE]).not.toBe(L.PH_OVER);
  });
});

describe('Optional Rule 14 USA Strategic Victory', () => {
  it('an Operational Victory without the Emancipation card played becomes a Strategic Victory', () => {
    const s = conquered();
    setOpt(s, L.O_USA_STRATEGIC, true);
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.USA, victory: 'usa-strategic', margin: 6 });
  });

  it('after Emancipation it stays Operational', () => {
    const s = conquered();
    setOpt(s, L.O_USA_STRATEGIC, true);
    s[L.H_FLAGS] = L.GF_EMANC;
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.USA, victory: 'usa-operational' });
  });

  it('an Attritional Victory (after the Elections) is not upgraded', () => {
    const s = conquered();
    setOpt(s, L.O_USA_STRATEGIC, true);
    s[L.H_FLAGS] = L.GF_ELECTIONS;
    checkAutomaticVictory(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.USA, victory: 'usa-attritional' });
  });
});

describe('Optional Rule 5 Trans-Mississippi', () => {
  it('control of the Mississippi is worth two objectives unless the CSA sent its troops west', () => {
    const s = conquered();
    squadron(s, 5, 'east');
    squadron(s, 7, 'west');
    setOpt(s, L.O_TRANS_MISS, false);
    expect(objectivesTotal(c, s)).toBe(8);
    setOpt(s, L.O_TRANS_MISS, true);
    expect(objectivesTotal(c, s)).toBe(9);
    s[L.H_FLAGS] = L.GF_TRANSMISS; // two leaders and a division removed to the Trans-Mississippi
    expect(objectivesTotal(c, s)).toBe(8);
  });

  it('without control of the Mississippi nothing is doubled', () => {
    const s = conquered();
    squadron(s, 5, 'east');
    setOpt(s, L.O_TRANS_MISS, true);
    expect(objectivesTotal(c, s)).toBe(7);
  });
});

describe('R18.5 the 1864 Elections at +3, +4 and +5', () => {
  const at = (lost: string[]): Int32Array => {
    const s = conquered();
    own(s, 'csa', ...lost);
    playElections(c, s);
    return s;
  };
  it('+3 is a CSA victory', () => {
    const s = at(['richmond', 'atlanta', 'shenandoah-valley']);
    expect(s[L.H_OT]).toBe(3);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-elections', margin: 3 });
  });
  it('+4 and +5: the war continues', () => {
    for (const lost of [['richmond', 'atlanta'], ['richmond']]) {
      const s = at(lost);
      expect(s[L.H_OT]).toBe(6 - lost.length);
      expect(bvg.isTerminal(s)).toBe(false);
      expect(s[L.H_FLAGS]! & L.GF_ELECTIONS).toBe(L.GF_ELECTIONS);
    }
  });
});

describe('R18.6 the end-game check at +5 and +6', () => {
  it('+5 after the bonus turn is a CSA Attritional Victory', () => {
    const s = conquered();
    own(s, 'csa', 'atlanta');
    s[L.H_FLAGS] = L.GF_ELECTIONS;
    finalCheck(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'csa-attritional', margin: 5 });
  });
  it('+6 is the USA automatic victory (18.4): Attritional after the Elections, Operational before', () => {
    const s = conquered();
    s[L.H_FLAGS] = L.GF_ELECTIONS;
    finalCheck(c, s);
    expect(bvg.outcome(s)).toMatchObject({ winner: L.USA, victory: 'usa-attritional', margin: 6 });
    const t = conquered();
    setOpt(t, L.O_USA_STRATEGIC, false);
    finalCheck(c, t);
    expect(bvg.outcome(t)).toMatchObject({ winner: L.USA, victory: 'usa-operational', margin: 6 });
  });
});

describe('rule coverage at the objectives check (18.4): a switch counts where it changes the total', () => {
  const counted = (s: Int32Array, id: string): number => {
    const before = bvg.ruleCounts!(s)[id] ?? 0;
    checkAutomaticVictory(c, s);
    return (bvg.ruleCounts!(s)[id] ?? 0) - before;
  };

  it('Opt 5 counts while the USA controls the Mississippi, not otherwise', () => {
    const mississippi = (west: boolean): Int32Array => {
      const s = conquered();
      own(s, 'csa', 'richmond', 'atlanta'); // +4 or +5: no automatic victory
      if (west) squadron(s, 7, 'west');
      setOpt(s, L.O_TRANS_MISS, true);
      return s;
    };
    expect(counted(mississippi(true), 'opt5-trans-mississippi')).toBe(1);
    expect(counted(mississippi(false), 'opt5-trans-mississippi')).toBe(0);
  });

  it('reading CC23 counts where Monitor and one squadron would otherwise be a Full Blockade', () => {
    const monitor = (inPlay: boolean): Int32Array => {
      const s = conquered();
      own(s, 'csa', 'savannah', 'mobile', 'richmond'); // no coast: the blockade needs two squadrons
      squadron(s, 5, 'east');
      if (inPlay) s[L.H_FLAGS] = L.GF_MONITOR;
      setOpt(s, L.O_MONITOR_SINGLE, true);
      return s;
    };
    expect(counted(monitor(true), 'read-cc23-monitor')).toBe(1);
    expect(counted(monitor(false), 'read-cc23-monitor')).toBe(0);
  });
});
