/**
 * The map's rules (map.ts) on constructed positions: adjacency and riverine interdiction (3.23, 3.25,
 * 9.5), map cards that fit (7.2), automatic surrender (8.8), supply lines (11), railnets (14),
 * naval squadrons, the blockade and naval support (9.2-9.7), CSA production (15) and Kentucky (16).
 */
import { describe, expect, it } from 'vitest';
import { LETTERS } from '../../../src/games/bvg/content-schema.js';
import {
  attackEdge,
  autoSurrender,
  bitCount,
  blockadeLevel,
  connectedAtStart,
  lastSeaPort,
  lineTouches,
  mapFits,
  navalSupport,
  neutralAttacked,
  productionLost,
  railnetSevered,
  recordConnected,
  SB_EAST,
  SB_SEA,
  SB_SEA_WEST,
  SB_WEST,
  squadrons,
  supplyBits,
  theaterBits,
  usaSquadronWest,
} from '../../../src/games/bvg/map.js';
import { ruleCount } from '../../../src/core/header.js';
import { COV_GAP } from '../../../src/games/bvg/coverage.js';
import { ctrl } from '../../../src/games/bvg/state.js';
import { c, city, empty, L, maps, own, START_MAPS, usa, type S } from './fixture.js';

const { USA, CSA } = L;

/** The four AT START map cards (A, B, D, E) and `extra` ones, every city under native control. */
function board(extra: Record<string, string> = {}): S {
  const s = empty();
  maps(s, { ...START_MAPS, ...extra });
  return s;
}

/** USA naval squadron card #n in a theater, face-down if asked (8.9). */
function squadron(s: S, n: number, theater: 'east' | 'west', down = false): void {
  s[L.C_LOC + usa(n)] = theater === 'east' ? L.LOC_EAST : L.LOC_WEST;
  s[L.C_FLAGS + usa(n)] = down ? L.F_FD_COMBAT : 0;
}

const at = (s: S, id: string): number => ctrl(s, city(id));
const letter = (l: string): number => LETTERS.indexOf(l as (typeof LETTERS)[number]);
/** A (lo, hi) 64-bit city set. */
function set(...ids: string[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const id of ids) {
    const x = city(id);
    if (x < 32) lo |= 1 << x;
    else hi |= 1 << (x - 32);
  }
  return [lo, hi];
}
const ATLANTIC = ['baltimore', 'norfolk', 'ft-monroe', 'new-berne', 'wilmington', 'savannah', 'charleston'];
const GULF = ['new-orleans', 'mobile', 'ft-morgan', 'pensacola', 'ft-pickens'];

describe('R3.23/9.5 riverine interdiction and R3.25 NO ATTACKS', () => {
  it('R9.5 only an active USA squadron in the West interdicts', () => {
    const s = board();
    expect(usaSquadronWest(c, s)).toBe(false);
    s[L.C_LOC + usa(1)] = L.LOC_WEST; // a USA card that is not a squadron
    expect(c.kind[usa(1)]).not.toBe(c.kind[usa(5)]);
    expect(usaSquadronWest(c, s)).toBe(false);
    squadron(s, 5, 'east');
    expect(usaSquadronWest(c, s)).toBe(false);
    squadron(s, 35, 'west', true); // moved there: no effect until the end of the Combat Step (8.9)
    expect(usaSquadronWest(c, s)).toBe(false);
    squadron(s, 35, 'west');
    expect(usaSquadronWest(c, s)).toBe(true);
  });

  it('R3.23 a river-only connection is not adjacent for the CSA under interdiction; rail and river is', () => {
    const s = board({ C: 'pro-usa', F: 'csa', G: 'csa' });
    const [memphis, cairo] = [city('memphis'), city('cairo')];
    expect(attackEdge(c, s, CSA, memphis, cairo, false)).toBe(true);
    expect(attackEdge(c, s, CSA, memphis, cairo, true)).toBe(false);
    expect(attackEdge(c, s, USA, cairo, memphis, true)).toBe(true); // the USA is never interdicted
    expect(attackEdge(c, s, CSA, city('decatur'), city('corinth'), true)).toBe(true); // rail and river
  });

  it('R3.25 no attack along a NO ATTACKS railroad, between non-adjacent cities or off the map', () => {
    const s = board();
    expect(attackEdge(c, s, USA, city('harrisburg'), city('pittsburgh'), false)).toBe(false);
    expect(attackEdge(c, s, USA, city('harrisburg'), city('baltimore'), false)).toBe(true);
    expect(attackEdge(c, s, USA, city('washington'), city('richmond'), false)).toBe(false);
    // Map Card C not in play: Lexington is not on the map, from either end.
    expect(attackEdge(c, s, USA, city('cincinnati'), city('lexington'), false)).toBe(false);
    expect(attackEdge(c, s, USA, city('lexington'), city('cincinnati'), false)).toBe(false);
    const t = empty();
    maps(t, { A: 'only', C: 'pro-usa', D: 'only', E: 'only' }); // B out: Cincinnati is not
    expect(attackEdge(c, t, USA, city('lexington'), city('cincinnati'), false)).toBe(false);
    expect(attackEdge(c, t, USA, city('cincinnati'), city('lexington'), false)).toBe(false);
    maps(t, { B: 'only' });
    expect(attackEdge(c, t, USA, city('cincinnati'), city('lexington'), false)).toBe(true);
  });
});

describe('R7.2 a map card fits next to a card in play', () => {
  it('fits when one of its cities connects to a card in play, never when already in play', () => {
    const s = empty();
    maps(s, { A: 'only' }); // version 0 of A
    expect(mapFits(c, s, letter('B'))).toBe(true); // Harrisburg-Pittsburgh
    expect(mapFits(c, s, letter('A'))).toBe(false);
    expect(mapFits(c, s, letter('C'))).toBe(false); // C touches B, D, F only
    expect(mapFits(c, s, letter('F'))).toBe(false);
    const t = empty();
    maps(t, { K: 'csa' }); // the last letter counts too
    expect(mapFits(c, t, letter('H'))).toBe(true);
    expect(mapFits(c, t, letter('I'))).toBe(false);
  });
});

describe('R8.8 automatic surrender', () => {
  it('the opening position: nothing surrenders; neutral cities stay neutral', () => {
    const s = board();
    expect(autoSurrender(c, s)).toBe(0);
    expect(at(s, 'wheeling')).toBe(-1);
    expect(at(s, 'cumberland-gap')).toBe(-1);
  });

  it('R8.8 example: the USA holds New Orleans, Jackson and Memphis, takes Vicksburg: Port Hudson falls', () => {
    const s = board({ F: 'csa', I: 'csa' });
    own(s, 'usa', 'new-orleans', 'jackson', 'memphis');
    expect(autoSurrender(c, s)).toBe(0); // Vicksburg and Port Hudson support each other
    own(s, 'usa', 'vicksburg');
    expect(autoSurrender(c, s)).toBe(1);
    expect(at(s, 'port-hudson')).toBe(USA);
    expect(at(s, 'grenada')).toBe(CSA);
  });

  it('R8.8 one intervening city of any side is within two moves; the CSA ignores interdiction', () => {
    const s = board({ F: 'csa', I: 'csa' });
    own(s, 'usa', 'new-orleans', 'vicksburg', 'memphis');
    squadron(s, 5, 'west'); // 9.5: "except for avoiding automatic surrender"
    expect(autoSurrender(c, s)).toBe(0); // Port Hudson - New Orleans - Jackson, by river
    expect(at(s, 'port-hudson')).toBe(CSA);
  });

  it('R8.8 a city is not within two moves through a city off the map', () => {
    const s = board(); // Map Card C out: Lexington is not on the map
    own(s, 'usa', 'cumberland-gap');
    expect(autoSurrender(c, s)).toBe(1); // Cincinnati is two moves away only through Lexington
    expect(at(s, 'cumberland-gap')).toBe(CSA);
  });

  it('R8.8 USA ports do not surrender; CSA ports do', () => {
    const s = board({ H: 'csa' });
    own(s, 'usa', 'wilmington');
    expect(autoSurrender(c, s)).toBe(0);
    expect(at(s, 'wilmington')).toBe(USA);
    const t = board({ F: 'csa', I: 'usa' }); // New Orleans is no pesthole on this version
    own(t, 'usa', 'jackson', 'port-hudson', 'grenada', 'meridian', 'vicksburg');
    expect(autoSurrender(c, t)).toBe(1);
    expect(at(t, 'new-orleans')).toBe(USA);
  });

  it('R8.8 CSA pestholes do not surrender; USA-held ones do', () => {
    const s = board({ F: 'csa', G: 'csa' }); // Corinth is a pesthole on the CSA version of F
    own(s, 'usa', 'memphis', 'fts-henry-donelson', 'grenada', 'decatur', 'jackson', 'nashville', 'vicksburg');
    own(s, 'usa', 'chattanooga');
    expect(autoSurrender(c, s)).toBe(0);
    expect(at(s, 'corinth')).toBe(CSA);
    const t = board({ F: 'csa', G: 'csa' });
    own(t, 'usa', 'corinth');
    expect(autoSurrender(c, t)).toBe(1);
    expect(at(t, 'corinth')).toBe(CSA);
  });

  it('Opt 2 Cumberland Gap falls when Knoxville and Lexington are both enemy, and may isolate another', () => {
    const s = board({ C: 'pro-usa' });
    own(s, 'csa', 'cumberland-gap', 'louisville');
    own(s, 'usa', 'knoxville', 'bowling-green');
    const t = s.slice();
    expect(autoSurrender(c, t)).toBe(0); // Louisville - Lexington - Cumberland Gap support each other
    s[L.H_OPT] = s[L.H_OPT]! | L.O_CUMBERLAND_GAP;
    const u = s.slice();
    expect(autoSurrender(c, s)).toBe(2); // the Gap, then Louisville on the next pass
    expect([at(s, 'cumberland-gap'), at(s, 'louisville')]).toEqual([USA, USA]);
    expect([at(s, 'knoxville'), at(s, 'lynchburg'), at(s, 'lexington')]).toEqual([USA, CSA, USA]);
    own(u, 'csa', 'knoxville'); // Knoxville friendly: the Gap holds
    expect(autoSurrender(c, u)).toBe(0);
    own(u, 'usa', 'knoxville');
    own(u, 'csa', 'lexington'); // Lexington friendly: the Gap holds (Knoxville, alone, does not)
    expect(autoSurrender(c, u)).toBe(1);
    expect([at(u, 'cumberland-gap'), at(u, 'knoxville')]).toEqual([CSA, CSA]);
  });
});

describe('R11 supply lines', () => {
  it('R11.2 a native USA city is a USA supply base of its theater; not off the map or enemy-held', () => {
    const s = board();
    expect(supplyBits(c, s, USA, city('washington'))).toBe(SB_EAST);
    expect(supplyBits(c, s, USA, city('pittsburgh'))).toBe(SB_WEST);
    expect(supplyBits(c, s, CSA, city('washington'))).toBe(0);
    expect(supplyBits(c, s, USA, city('cairo'))).toBe(0); // Map Card C out
  });

  it('R11.2 New Berne is no USA base: a USA New Berne is supplied by sea only (11.6)', () => {
    const s = board({ H: 'usa' });
    expect(supplyBits(c, s, USA, city('new-berne'))).toBe(SB_SEA);
    expect(lastSeaPort).toBe(city('new-berne'));
    expect(supplyBits(c, s, USA, city('washington'))).toBe(SB_EAST);
    expect(lastSeaPort).toBe(-1);
  });

  it('R11.2 a native CSA city is a CSA base only next to another friendly city (not across interdiction)', () => {
    const s = board({ F: 'csa' });
    own(s, 'usa', 'grenada', 'corinth');
    expect(supplyBits(c, s, CSA, city('memphis'))).toBe(SB_WEST); // next to Vicksburg, by river
    squadron(s, 7, 'west');
    expect(supplyBits(c, s, CSA, city('memphis'))).toBe(0);
    expect(supplyBits(c, s, CSA, city('richmond'))).toBe(SB_EAST);
    own(s, 'usa', 'vicksburg');
    squadron(s, 7, 'east');
    expect(supplyBits(c, s, CSA, city('memphis'))).toBe(0);
  });

  it('R11.3 a line stops at the first supply base; 11.5 situation 2 lines pass through', () => {
    const s = board({ C: 'pro-usa' });
    own(s, 'usa', 'cumberland-gap');
    expect(supplyBits(c, s, USA, city('cumberland-gap'))).toBe(SB_WEST); // Lexington, not Harrisburg
    expect(supplyBits(c, s, USA, city('cumberland-gap'), true)).toBe(SB_EAST | SB_WEST);
    expect(supplyBits(c, s, USA, city('lexington'))).toBe(SB_WEST); // a base supplies itself
    own(s, 'usa', 'knoxville', 'lynchburg', 'manassas'); // Lynchburg reaches Washington and Lexington
    expect(supplyBits(c, s, USA, city('lynchburg'))).toBe(SB_EAST | SB_WEST);
  });

  it('R11.3 no line through enemy or neutral cities', () => {
    const s = board({ C: 'neutral' });
    own(s, 'usa', 'cumberland-gap');
    expect(supplyBits(c, s, USA, city('cumberland-gap'))).toBe(0);
  });

  it('R11.6 the USA traces out to sea through a friendly port; 11.5 marks a port in the West', () => {
    const s = board({ F: 'csa', I: 'csa', J: 'csa', H: 'csa' });
    own(s, 'usa', 'port-hudson', 'new-orleans');
    expect(supplyBits(c, s, USA, city('port-hudson'))).toBe(SB_SEA | SB_SEA_WEST);
    expect(lastSeaPort).toBe(city('new-orleans'));
    own(s, 'usa', 'mobile', 'ft-morgan');
    supplyBits(c, s, USA, city('mobile'));
    expect(lastSeaPort).toBe(city('mobile')); // the first port found
    own(s, 'usa', 'wilmington');
    expect(supplyBits(c, s, USA, city('wilmington'))).toBe(SB_SEA);
    own(s, 'csa', 'new-orleans');
    own(s, 'usa', 'jackson', 'port-hudson');
    expect(supplyBits(c, s, CSA, city('new-orleans'))).toBe(0); // the CSA has no sea supply
  });

  it('R9.5 interdiction cuts CSA lines along rivers only, never USA lines', () => {
    const s = board({ C: 'pro-usa', F: 'csa' });
    own(s, 'usa', 'fts-henry-donelson');
    squadron(s, 5, 'west');
    expect(supplyBits(c, s, USA, city('fts-henry-donelson'))).toBe(SB_WEST); // Cairo, by river
    own(s, 'csa', 'fts-henry-donelson');
    own(s, 'usa', 'nashville', 'corinth', 'cairo');
    expect(supplyBits(c, s, CSA, city('fts-henry-donelson'))).toBe(0);
    own(s, 'csa', 'corinth');
    squadron(s, 5, 'east');
    expect(supplyBits(c, s, CSA, city('fts-henry-donelson'))).toBe(SB_WEST);
  });

  it('R11.6 sea supply counts as Eastern supply', () => {
    expect(theaterBits(0)).toBe(0);
    expect(theaterBits(SB_WEST)).toBe(SB_WEST);
    expect(theaterBits(SB_EAST)).toBe(SB_EAST);
    expect(theaterBits(SB_SEA | SB_SEA_WEST)).toBe(SB_EAST);
    expect(theaterBits(SB_WEST | SB_SEA)).toBe(SB_EAST | SB_WEST);
  });
});

describe('Opt 12 cities connected to a port at the start of the turn', () => {
  it('the port, the friendly chain from it and the cities next to that chain', () => {
    const s = board({ F: 'csa', I: 'csa' });
    own(s, 'usa', 'new-orleans', 'port-hudson');
    const port = city('new-orleans');
    recordConnected(c, s, USA, port);
    for (const id of ['new-orleans', 'port-hudson', 'jackson', 'vicksburg'])
      expect(connectedAtStart(s, port, city(id)), id).toBe(true);
    for (const id of ['memphis', 'meridian', 'grenada', 'washington', 'richmond'])
      expect(connectedAtStart(s, port, city(id)), id).toBe(false);
    recordConnected(c, s, CSA, port); // not the CSA's: the port only
    expect(connectedAtStart(s, port, port)).toBe(true);
    expect(connectedAtStart(s, port, city('port-hudson'))).toBe(false);
  });

  it('R9.5 the CSA chain does not cross an interdicted river', () => {
    const s = board({ F: 'csa', I: 'csa' });
    const port = city('new-orleans');
    squadron(s, 5, 'west');
    recordConnected(c, s, CSA, port);
    expect(connectedAtStart(s, port, city('jackson'))).toBe(true);
    expect(connectedAtStart(s, port, city('port-hudson'))).toBe(false);
    squadron(s, 5, 'east');
    recordConnected(c, s, CSA, port);
    expect(connectedAtStart(s, port, city('port-hudson'))).toBe(true);
  });

  it('R8.3 reading: a supply line from the jump-off city touches the cities it may use, up to a base', () => {
    const s = board({ C: 'pro-usa' });
    own(s, 'usa', 'cumberland-gap');
    const gap = city('cumberland-gap');
    expect(lineTouches(c, s, USA, gap, ...set('cumberland-gap'))).toBe(true);
    expect(lineTouches(c, s, USA, gap, ...set('lexington'))).toBe(true);
    expect(lineTouches(c, s, USA, gap, ...set('cincinnati'))).toBe(false); // beyond the base
    expect(lineTouches(c, s, USA, gap, ...set('knoxville'))).toBe(false); // enemy
    const lex = city('lexington'); // a base jump-off city: its line may go on
    expect(lineTouches(c, s, USA, lex, ...set('cincinnati'))).toBe(true);
    expect(lineTouches(c, s, USA, lex, ...set('columbus-oh'))).toBe(false);
    const t = board({ F: 'csa', I: 'csa' });
    expect(lineTouches(c, t, CSA, city('new-orleans'), ...set('port-hudson'))).toBe(true);
    squadron(t, 5, 'west');
    expect(lineTouches(c, t, CSA, city('new-orleans'), ...set('port-hudson'))).toBe(false);
    expect(lineTouches(c, t, USA, city('new-orleans'), ...set('port-hudson'))).toBe(false); // not USA's
  });
});

describe('R14 railnets', () => {
  it('R14.3 USA: severed unless one railnet holds nine of the twelve northern cities', () => {
    const s = board(); // ten northern cities on the map, and Ft Monroe apart
    expect(railnetSevered(c, s, USA)).toBe(false);
    own(s, 'csa', 'baltimore'); // nine
    expect(railnetSevered(c, s, USA)).toBe(false);
    own(s, 'csa', 'harrisburg'); // Washington and Harper's Ferry cut off from the six of Map Card B
    expect(railnetSevered(c, s, USA)).toBe(true);
    own(s, 'usa', 'wheeling'); // joined again through Wheeling, which does not count: eight
    expect(railnetSevered(c, s, USA)).toBe(true);
    own(s, 'usa', 'baltimore');
    expect(railnetSevered(c, s, USA)).toBe(false);
  });

  it('R14.2 the USA railnet may use rivers whatever the squadrons', () => {
    const s = board({ C: 'pro-usa' });
    own(s, 'csa', 'centralia', 'baltimore', 'washington'); // eight, and Cairo by river via Louisville
    squadron(s, 5, 'west');
    expect(railnetSevered(c, s, USA)).toBe(false);
    own(s, 'csa', 'louisville');
    expect(railnetSevered(c, s, USA)).toBe(true);
  });

  it('R14.3 CSA: severed unless one railnet holds as many native CSA cities as map cards in play', () => {
    const s = board(); // four cards; eight native CSA cities in one railnet
    expect(railnetSevered(c, s, CSA)).toBe(false);
    own(s, 'usa', 'knoxville', 'shenandoah-valley', 'manassas', 'wilderness'); // Lynchburg, Richmond, Petersburg, Norfolk
    expect(railnetSevered(c, s, CSA)).toBe(false);
    own(s, 'csa', 'washington'); // not native CSA: does not count
    own(s, 'usa', 'norfolk');
    expect(railnetSevered(c, s, CSA)).toBe(true);
    s[L.H_OPT] = s[L.H_OPT]! | L.O_RAILNET_CSA_CARDS; // reading: only D and E are CSA-side cards
    expect(railnetSevered(c, s, CSA)).toBe(false);
    own(s, 'usa', 'lynchburg', 'petersburg');
    expect(railnetSevered(c, s, CSA)).toBe(true);
  });

  it('R14.2 R9.5 the CSA railnet does not cross an interdicted river', () => {
    const s = board({ F: 'csa' }); // five cards
    own(s, 'usa', 'knoxville', 'lynchburg', 'shenandoah-valley', 'manassas', 'wilderness', 'richmond');
    own(s, 'usa', 'petersburg', 'norfolk', 'grenada');
    expect(railnetSevered(c, s, CSA)).toBe(false); // six F cities joined by the rivers
    squadron(s, 5, 'west');
    expect(railnetSevered(c, s, CSA)).toBe(true);
  });
});

describe('R9 naval squadrons, blockade and support', () => {
  it('squadrons counts the USA squadrons of a theater, the active ones if asked', () => {
    const s = board();
    squadron(s, 5, 'east');
    squadron(s, 7, 'east', true);
    squadron(s, 35, 'west');
    expect(squadrons(c, s, L.EAST, false)).toBe(2);
    expect(squadrons(c, s, L.EAST, true)).toBe(1);
    expect(squadrons(c, s, L.WEST, false)).toBe(1);
  });

  it('R9.7 blockade: none, partial with one condition, full with both or two Eastern squadrons', () => {
    const s = board({ H: 'csa', K: 'csa', I: 'csa', J: 'csa' });
    squadron(s, 5, 'west');
    expect(blockadeLevel(c, s)).toBe(0);
    squadron(s, 5, 'east');
    expect(blockadeLevel(c, s)).toBe(1);
    squadron(s, 7, 'east');
    expect(blockadeLevel(c, s)).toBe(2);
    squadron(s, 7, 'west');
    own(s, 'usa', ...ATLANTIC);
    expect(blockadeLevel(c, s)).toBe(2);
    squadron(s, 5, 'west');
    expect(blockadeLevel(c, s)).toBe(1); // the ports alone
    own(s, 'csa', 'savannah');
    expect(blockadeLevel(c, s)).toBe(0);
    own(s, 'usa', ...GULF);
    expect(blockadeLevel(c, s)).toBe(1);
    own(s, 'csa', 'ft-pickens');
    expect(blockadeLevel(c, s)).toBe(0);
  });

  it('R9.7 ports of a card not in play are not USA-controlled', () => {
    const s = board({ H: 'csa', I: 'csa', J: 'csa' }); // K out: Savannah and Charleston missing
    own(s, 'usa', ...ATLANTIC.slice(0, 5));
    expect(blockadeLevel(c, s)).toBe(0);
  });

  it('R9.7 options: a face-down squadron blockades unless Opt; Monitor counts as a squadron (CC23)', () => {
    const s = board();
    squadron(s, 5, 'east');
    squadron(s, 7, 'east', true);
    expect(blockadeLevel(c, s)).toBe(2);
    s[L.H_OPT] = s[L.H_OPT]! | L.O_FACEDOWN_NO_BLOCKADE;
    expect(blockadeLevel(c, s)).toBe(1);
    const t = board();
    t[L.H_FLAGS] = L.GF_MONITOR;
    expect(blockadeLevel(c, t)).toBe(1);
    squadron(t, 5, 'east');
    expect(blockadeLevel(c, t)).toBe(2);
    t[L.H_OPT] = t[L.H_OPT]! | L.O_MONITOR_SINGLE;
    expect(blockadeLevel(c, t)).toBe(1);
    t[L.H_FLAGS] = L.GF_MONITOR | L.GF_IRONCLADS_PLAYED; // CC19: Monitor no longer counts
    expect(blockadeLevel(c, t)).toBe(1);
    t[L.H_OPT] = 0;
    expect(blockadeLevel(c, t)).toBe(1);
    squadron(t, 5, 'west');
    expect(blockadeLevel(c, t)).toBe(0);
  });

  it('R9.3 Eastern squadrons support at a port; Mobile only with Ft Morgan, Pensacola with Ft Pickens', () => {
    const s = board({ H: 'csa', J: 'csa' });
    own(s, 'csa', 'ft-pickens');
    squadron(s, 5, 'east');
    squadron(s, 35, 'east');
    squadron(s, 7, 'east', true); // inactive: no support
    expect(navalSupport(c, s, city('wilmington'), false)).toBe(5);
    expect(navalSupport(c, s, city('goldsboro'), false)).toBe(0); // not a port
    expect(navalSupport(c, s, city('mobile'), false)).toBe(0);
    expect(navalSupport(c, s, city('pensacola'), false)).toBe(0);
    own(s, 'usa', 'ft-morgan');
    expect(navalSupport(c, s, city('mobile'), false)).toBe(5);
    expect(navalSupport(c, s, city('pensacola'), false)).toBe(0);
    own(s, 'usa', 'ft-pickens');
    expect(navalSupport(c, s, city('pensacola'), false)).toBe(5);
    own(s, 'usa', 'mobile', 'pensacola');
    expect(navalSupport(c, s, city('new-berne'), false)).toBe(5);
  });

  it('R9.6 every Eastern squadron supports an invasion, and no Western one', () => {
    const s = board({ C: 'pro-usa', F: 'csa', I: 'csa' });
    own(s, 'usa', 'memphis', 'vicksburg', 'port-hudson'); // New Orleans linked to Cairo by river
    squadron(s, 7, 'east');
    squadron(s, 35, 'west');
    expect(navalSupport(c, s, city('new-orleans'), true)).toBe(2);
    expect(navalSupport(c, s, city('new-orleans'), false)).toBe(5);
    expect(navalSupport(c, s, city('grenada'), true)).toBe(2);
  });

  it('R9.4 example: no riverine support at Corinth before Fts Henry & Donelson are taken', () => {
    const s = board({ C: 'pro-usa', F: 'csa' });
    squadron(s, 35, 'west');
    squadron(s, 5, 'east');
    own(s, 'usa', 'memphis'); // Memphis - Corinth is a railroad only
    expect(navalSupport(c, s, city('corinth'), false)).toBe(0);
    own(s, 'usa', 'fts-henry-donelson');
    expect(navalSupport(c, s, city('corinth'), false)).toBe(3);
    squadron(s, 35, 'west', true);
    expect(navalSupport(c, s, city('corinth'), false)).toBe(0);
    squadron(s, 35, 'west');
    expect(navalSupport(c, s, city('grenada'), false)).toBe(0); // not on a river
  });

  it('R9.4 the link may run through friendly non-native cities, not enemy ones', () => {
    const s = board({ C: 'pro-usa', F: 'csa', I: 'csa' });
    squadron(s, 35, 'west');
    own(s, 'usa', 'memphis', 'port-hudson');
    expect(navalSupport(c, s, city('new-orleans'), false)).toBe(0); // Vicksburg is enemy
    own(s, 'usa', 'vicksburg');
    expect(navalSupport(c, s, city('new-orleans'), false)).toBe(3);
  });
});

describe('R15 CSA production', () => {
  it('R15.2 food, industry and contraband, each lost on its own conditions (15.4 regained)', () => {
    const s = board({ C: 'pro-usa', F: 'csa', G: 'csa', I: 'csa' });
    expect(productionLost(c, s)).toBe(0);
    own(s, 'usa', 'shenandoah-valley'); // the railnet is whole: food kept
    expect(productionLost(c, s)).toBe(0);
    own(s, 'usa', 'richmond');
    expect(productionLost(c, s)).toBe(0);
    own(s, 'usa', 'atlanta');
    expect(productionLost(c, s)).toBe(2);
    own(s, 'usa', 'memphis', 'vicksburg', 'port-hudson', 'new-orleans');
    expect(productionLost(c, s)).toBe(2 | 4);
    own(s, 'usa', 'knoxville', 'lynchburg', 'manassas', 'wilderness', 'petersburg', 'norfolk');
    own(s, 'usa', 'chattanooga', 'decatur', 'grenada', 'jackson'); // CSA railnet severed
    expect(railnetSevered(c, s, CSA)).toBe(true);
    expect(productionLost(c, s)).toBe(1 | 2 | 4);
    own(s, 'csa', 'shenandoah-valley');
    expect(productionLost(c, s)).toBe(2 | 4);
    own(s, 'csa', 'cairo');
    expect(productionLost(c, s)).toBe(2);
    own(s, 'usa', 'shenandoah-valley');
    own(s, 'csa', 'richmond');
    expect(productionLost(c, s)).toBe(1);
    expect([0, 1, 2, 3, 5, 7].map(bitCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });
});

describe('R3.27/R16 neutral cities and Kentucky', () => {
  const never = (): number => {
    throw new Error('no die');
  };

  it('R3.27 the attacker’s opponent takes an attacked neutral city', () => {
    const s = board();
    expect(neutralAttacked(c, s, city('wheeling'), USA, never)).toBe(0);
    expect(at(s, 'wheeling')).toBe(CSA);
  });

  it('R16.3 neutral Kentucky: an attack on one city gives all four to the attacker’s opponent', () => {
    const s = board({ C: 'neutral' });
    s[L.H_FLAGS] = L.GF_KY_NEUTRAL;
    s[L.H_GAP_SIDE] = -1;
    expect(neutralAttacked(c, s, city('lexington'), CSA, never)).toBe(0);
    for (const id of ['louisville', 'lexington', 'bowling-green', 'cumberland-gap'])
      expect(at(s, id), id).toBe(USA);
    expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(0);
    expect(s[L.H_GAP_SIDE]).toBe(-1);
    expect(at(s, 'wheeling')).toBe(-1);
  });

  it('R16.3 a Kentucky city already held keeps its token', () => {
    const s = board({ C: 'neutral' });
    s[L.H_FLAGS] = L.GF_KY_NEUTRAL;
    own(s, 'usa', 'cumberland-gap');
    neutralAttacked(c, s, city('louisville'), USA, never);
    expect([at(s, 'louisville'), at(s, 'lexington'), at(s, 'bowling-green')]).toEqual([CSA, CSA, CSA]);
    expect(at(s, 'cumberland-gap')).toBe(USA);
  });

  it('R16.3 NO CARD C: an attack on Cumberland Gap gives it to the attacker’s opponent, who is recorded', () => {
    const s = board();
    s[L.H_GAP_SIDE] = -1;
    expect(neutralAttacked(c, s, city('cumberland-gap'), USA, never)).toBe(0);
    expect(at(s, 'cumberland-gap')).toBe(CSA);
    expect(s[L.H_GAP_SIDE]).toBe(CSA);
    const t = board({ C: 'pro-usa' }); // card C in play: no record
    t[L.H_GAP_SIDE] = -1;
    neutralAttacked(c, t, city('cumberland-gap'), CSA, never);
    expect(at(t, 'cumberland-gap')).toBe(USA);
    expect(t[L.H_GAP_SIDE]).toBe(-1);
  });

  it('Opt 2: a die gives Cumberland Gap to the USA on 1-3, to the CSA on 4-6', () => {
    for (const [die, side] of [
      [1, USA],
      [3, USA],
      [4, CSA],
      [6, CSA],
    ] as const) {
      const s = board({ C: 'neutral' });
      s[L.H_FLAGS] = L.GF_KY_NEUTRAL;
      s[L.H_OPT] = s[L.H_OPT]! | L.O_CUMBERLAND_GAP;
      expect(neutralAttacked(c, s, city('bowling-green'), USA, () => die)).toBe(die);
      expect(at(s, 'cumberland-gap'), `die ${die}`).toBe(side);
      expect(at(s, 'bowling-green')).toBe(CSA);
    }
  });
});

describe('map.ts edge cases', () => {
  it('R3.25 Harrisburg and Washington are not adjacent (Harrisburg - Harpers Ferry - Washington)', () => {
    const s = board();
    expect(attackEdge(c, s, USA, city('harrisburg'), city('washington'), false)).toBe(false);
  });

  it('R8.3 reading: a CSA line from New Orleans touches Jackson', () => {
    const s = board({ F: 'csa', I: 'csa' });
    expect(lineTouches(c, s, CSA, city('new-orleans'), ...set('jackson'))).toBe(true);
    expect(lineTouches(c, s, CSA, city('new-orleans'), ...set('washington'))).toBe(false);
  });

  it('R16.3 NO CARD C: the Kentucky cities off the map stay neutral when the Gap is attacked', () => {
    const s = board();
    neutralAttacked(c, s, city('cumberland-gap'), CSA, () => 1);
    expect(at(s, 'cumberland-gap')).toBe(USA);
    for (const id of ['louisville', 'lexington', 'bowling-green']) expect(at(s, id), id).toBe(-1);
  });
});

describe('map.ts edge cases (2)', () => {
  it('R3.25 the first connection of the list counts (Washington - Baltimore)', () => {
    expect(attackEdge(c, board(), USA, city('washington'), city('baltimore'), false)).toBe(true);
  });

  it('R7.2 a card in play (version 0) does not fit again', () => {
    const s = empty();
    maps(s, { A: 'only', B: 'only' });
    expect(mapFits(c, s, letter('A'))).toBe(false);
  });

  it('R8.8 automatic surrender ends even for a city with no controlled city near it', () => {
    const s = empty();
    maps(s, { B: 'only' });
    for (const id of ['pittsburgh', 'cleveland', 'toledo', 'columbus-oh', 'cincinnati', 'indianapolis'])
      own(s, null, id);
    own(s, 'usa', 'wheeling');
    expect(autoSurrender(c, s)).toBeGreaterThan(0);
  });

  it('Opt 2 the Gap rule is counted only when it takes the Gap', () => {
    const s = board({ C: 'pro-usa' });
    s[L.H_OPT] = s[L.H_OPT]! | L.O_CUMBERLAND_GAP;
    own(s, 'csa', 'cumberland-gap', 'louisville');
    own(s, 'usa', 'bowling-green');
    const n = ruleCount(s, COV_GAP);
    expect(autoSurrender(c, s)).toBe(0); // Knoxville friendly
    expect(ruleCount(s, COV_GAP)).toBe(n);
    own(s, 'usa', 'knoxville');
    autoSurrender(c, s);
    expect(ruleCount(s, COV_GAP)).toBe(n + 1);
  });

  it('R11.2/R11.3 Wilderness is not next to Lynchburg: a lone CSA Wilderness is no base and has no line', () => {
    const s = board();
    own(s, 'usa', 'shenandoah-valley', 'manassas', 'richmond');
    expect(supplyBits(c, s, CSA, city('wilderness'))).toBe(0);
  });

  it('Opt 12/R8.3 Wilmington is not next to Augusta', () => {
    const s = board({ G: 'csa', H: 'csa' });
    own(s, 'usa', 'goldsboro', 'columbia');
    const port = city('wilmington');
    recordConnected(c, s, CSA, port);
    expect(connectedAtStart(s, port, city('columbia'))).toBe(true);
    expect(connectedAtStart(s, port, city('augusta'))).toBe(false);
    expect(lineTouches(c, s, CSA, port, ...set('augusta'))).toBe(false);
  });

  it('R14.3 Opt reading counts the CSA-side cards only; the CSA railnet counts native CSA cities only', () => {
    const s = board({ C: 'pro-usa' }); // A, B, C USA-side; D, E CSA-side
    s[L.H_OPT] = s[L.H_OPT]! | L.O_RAILNET_CSA_CARDS;
    own(s, 'usa', 'knoxville', 'lynchburg', 'shenandoah-valley', 'manassas', 'wilderness', 'norfolk');
    expect(railnetSevered(c, s, CSA)).toBe(false); // Richmond, Petersburg: two
    own(s, 'usa', 'petersburg');
    expect(railnetSevered(c, s, CSA)).toBe(true);
    s[L.H_OPT] = 0; // five cards; Richmond and Ft Monroe (not native CSA)
    own(s, 'csa', 'ft-monroe', 'petersburg', 'norfolk', 'lynchburg');
    expect(railnetSevered(c, s, CSA)).toBe(true); // Richmond, Petersburg, Norfolk, Lynchburg: four of five
    own(s, 'csa', 'knoxville');
    expect(railnetSevered(c, s, CSA)).toBe(false);
  });

  it('R9.2 only squadrons count as squadrons and give naval support', () => {
    const s = board({ H: 'csa' });
    squadron(s, 5, 'east');
    s[L.C_LOC + usa(1)] = L.LOC_EAST; // Map Card A
    s[L.C_LOC + usa(9)] = L.LOC_EAST; // an infantry corps of strength 5
    expect(squadrons(c, s, L.EAST, false)).toBe(1);
    expect(navalSupport(c, s, city('wilmington'), false)).toBe(2);
  });

  it('R16.3 an attack on a neutral city outside Kentucky leaves a neutral Kentucky neutral', () => {
    const s = board({ C: 'neutral' });
    s[L.H_FLAGS] = L.GF_KY_NEUTRAL;
    neutralAttacked(c, s, city('wheeling'), USA, () => 1);
    expect(at(s, 'wheeling')).toBe(CSA);
    expect(at(s, 'louisville')).toBe(-1);
    expect(s[L.H_FLAGS]! & L.GF_KY_NEUTRAL).toBe(L.GF_KY_NEUTRAL);
  });
});

describe('map.ts edge cases (3)', () => {
  it('R14.2 Wilmington and Augusta are not adjacent: two CSA railnets of five natives, six cards: severed', () => {
    const s = board({ G: 'csa', H: 'csa' });
    own(s, 'usa', 'knoxville', 'lynchburg', 'shenandoah-valley', 'manassas', 'wilderness', 'richmond');
    own(s, 'usa', 'columbia', 'greensboro');
    expect(railnetSevered(c, s, CSA)).toBe(true);
    own(s, 'csa', 'columbia'); // joined through Columbia: ten
    expect(railnetSevered(c, s, CSA)).toBe(false);
  });
});

describe('map.ts edge cases (4)', () => {
  it('R9.4 reading: Western support at Cairo or Ft Monroe needs a river link to another native USA city', () => {
    const s = board({ C: 'pro-csa', F: 'csa' }); // Louisville, Memphis, Fts Henry & Donelson enemy
    squadron(s, 35, 'west');
    expect(navalSupport(c, s, city('cairo'), false)).toBe(0);
    own(s, 'csa', 'ft-monroe');
    own(s, 'usa', 'norfolk');
    expect(navalSupport(c, s, city('norfolk'), false)).toBe(0); // Richmond enemy, Ft Monroe enemy
    own(s, 'usa', 'louisville');
    expect(navalSupport(c, s, city('cairo'), false)).toBe(3); // Louisville - Cincinnati
  });
});
