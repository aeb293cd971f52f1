/**
 * 21.2.6 Strategic Naval Redeployment (`navalredeploy.ts`) on the provisional map with the Advanced
 * naval module on: to which friendly port each kind may go, what it may not pass, which ships go,
 * once a phase for each kind, the Union alone.
 */
import { describe, expect, it } from 'vitest';
import { G_CURSOR } from '../../../src/games/uscw/layout.js';
import { placeNavy } from '../../../src/games/uscw/navaladv.js';
import { listRedeploy, playRedeploy } from '../../../src/games/uscw/navalredeploy.js';
import {
  MK_OCEAN,
  MK_RIVER,
  U_DOCEAN,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  addNf,
  nf,
} from '../../../src/games/uscw/navalunits.js';
import { smStep } from '../../../src/games/uscw/strategic.js';
import { ADV, A, CSA, USA, blank, c, fort, mark, node, type S } from './fixture.js';

const out = new A.Out(new Int32Array(256));

/** The redeployments side may make now, as 'port/R' (River NSPs) or 'port/O' (Oceangoing NSPs). */
function offers(s: S, side = USA): string[] {
  out.n = 0;
  listRedeploy(c, s, side, out);
  return [...out.buf.subarray(0, out.n)].map(
    (a) => `${c.map.name[A.xOf(a)]}/${A.yOf(a) === MK_RIVER ? 'R' : 'O'}`,
  );
}

/** Redeploy the kind to port now. */
function redeploy(s: S, port: string, mask: number): void {
  playRedeploy(c, s, A.enc(A.OP_NAVREDEP, node(port), mask));
}

/** Turn 9, Union Naval Units only where `navy` puts them; Beaufort NC and its Fort Macon Union (an Ocean Port to go to). */
function fleet(navy: Parameters<typeof placeNavy>[2], options: Record<string, boolean> = ADV): S {
  const s = blank({ turn: 9, options });
  for (const p of ['Beaufort NC', 'Fort Macon']) mark(s, p, USA);
  placeNavy(c, s, navy);
  return s;
}

/** River NSPs at Cairo (2), Oceangoing NSPs in the Chesapeake Bay box (2). */
const BOTH = [
  { side: 'usa', at: 'Cairo', kind: 'river', n: 2 },
  { side: 'usa', at: 'Chesapeake Bay', kind: 'ocean', n: 2 },
];

describe('21.2.6 where Strategic Naval Redeployment may go', () => {
  it('21.2.6: River NSPs go to a friendly River Port they can reach: St. Louis, not Cairo where they are, not Cape Girardeau held by the Confederates, not a hex without a port, not Washington off their rivers', () => {
    const s = fleet(BOTH);
    mark(s, 'Cape Girardeau', CSA);
    mark(s, 2214, USA); // a Union hex on the Mississippi above Cairo, no port
    const o = offers(s);
    expect(o).toContain('St. Louis/R');
    expect(o).toContain('Paducah/R');
    for (const no of ['Cairo/R', 'Cape Girardeau/R', '2214/R', 'Washington/R', 'Baltimore/R'])
      expect(o).not.toContain(no);
  });

  it('21.2.6: Oceangoing NSPs go to a friendly Ocean Port (Beaufort NC); River NSPs are never redeployed as Oceangoing ones', () => {
    expect(offers(fleet(BOTH))).toContain('Beaufort NC/O');
    const rivers = fleet([
      { side: 'usa', at: 'Washington', kind: 'river', n: 2 },
      { side: 'usa', at: 'Baltimore', kind: 'river', n: 2 },
    ]);
    expect(offers(rivers)).toContain('Annapolis/R');
    expect(offers(rivers).filter((o) => o.endsWith('/O'))).toEqual([]);
  });

  it('21.2.6: damaged River and Oceangoing NSPs redeploy with the rest (Cairo to St. Louis, the Chesapeake Bay to Beaufort NC)', () => {
    const s = fleet([]);
    addNf(c, s, node('Cairo'), USA, U_DRIVER, 1);
    addNf(c, s, node('Chesapeake Bay'), USA, U_DOCEAN, 1);
    expect(offers(s)).toContain('St. Louis/R');
    expect(offers(s)).toContain('Beaufort NC/O');
    redeploy(s, 'St. Louis', MK_RIVER);
    redeploy(s, 'Beaufort NC', MK_OCEAN);
    expect(nf(c, s, node('St. Louis'), USA, U_DRIVER)).toBe(1);
    expect(nf(c, s, node('Beaufort NC'), USA, U_DOCEAN)).toBe(1);
  });

  it('21.2.6: the Union alone redeploys, and only in the Advanced game', () => {
    expect(offers(fleet(BOTH), CSA)).toEqual([]);
    expect(offers(fleet(BOTH, {}))).toEqual([]);
  });
});

describe('21.2.6 what Strategic Naval Redeployment may not pass', () => {
  it('21.2.6: only through water the Union controls: Clarksville, a Confederate port, holds the Cumberland, so the River NSPs at Nashville stay', () => {
    const s = fleet([
      { side: 'usa', at: 'Cairo', kind: 'river', n: 2 },
      { side: 'usa', at: 'Nashville', kind: 'river', n: 1 },
    ]);
    mark(s, 'Nashville', USA);
    redeploy(s, 'St. Louis', MK_RIVER);
    expect(nf(c, s, node('St. Louis'), USA, U_RIVER)).toBe(2);
    expect(nf(c, s, node('Nashville'), USA, U_RIVER)).toBe(1);
  });

  it('21.2.6: never past an enemy Fort, even where Union ships keep Naval Control: a Confederate Fort at 2416 across the Ohio bars Paducah from St. Louis', () => {
    const s = fleet([
      { side: 'usa', at: 'Cairo', kind: 'river', n: 2 },
      { side: 'usa', at: 'Paducah', kind: 'river', n: 1 },
    ]);
    fort(s, 2416, CSA, 1);
    redeploy(s, 'St. Louis', MK_RIVER);
    expect(nf(c, s, node('St. Louis'), USA, U_RIVER)).toBe(2);
    expect(nf(c, s, node('Paducah'), USA, U_RIVER)).toBe(1);
  });
});

describe('21.2.6 once a phase for each kind', () => {
  it('21.2.6: after the River redeployment the Oceangoing one is still open, then neither; the next Strategic Movement Phase opens both again', () => {
    const s = fleet(BOTH);
    redeploy(s, 'St. Louis', MK_RIVER);
    expect(nf(c, s, node('St. Louis'), USA, U_RIVER)).toBe(2);
    expect(offers(s).filter((o) => o.endsWith('/R'))).toEqual([]);
    expect(offers(s)).toContain('Beaufort NC/O');
    redeploy(s, 'Beaufort NC', MK_OCEAN);
    expect(nf(c, s, node('Beaufort NC'), USA, U_OCEAN)).toBe(2);
    expect(offers(s)).toEqual([]);
    s[G_CURSOR] = 0;
    smStep(c, s);
    expect(offers(s)).toContain('Cairo/R');
    expect(offers(s)).toContain('Chesapeake Bay/O');
  });
});
