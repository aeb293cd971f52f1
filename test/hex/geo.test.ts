import { describe, expect, it } from 'vitest';
import { byLongitude, fitGrid, hexOf, placeAll, residualReport, type Anchor } from '../../src/hex/geo.js';
import { HexGrid } from '../../src/hex/grid.js';
import { HexLayout } from '../../src/hex/layout.js';
import { ACW, LW, USCW } from './maps.js';

// Coordinates (lat, lon) from data/us-cities-1850-1870.csv; the forts by hand (not census places).
const USCW_ANCHORS: Anchor[] = [
  { name: 'Wheeling', id: 1337, lat: 40.0739, lon: -80.6954 },
  { name: 'Washington', id: 1647, lat: 38.9041, lon: -77.0171 },
  { name: 'Alexandria', id: 1747, lat: 38.8183, lon: -77.082 },
  { name: 'Cairo', id: 2316, lat: 37.0063, lon: -89.1829 },
  { name: 'Norfolk', id: 2449, lat: 36.923, lon: -76.2446 },
  { name: 'New Madrid', id: 2515, lat: 36.5857, lon: -89.5527 },
  { name: 'Charleston', id: 3839, lat: 32.8179, lon: -79.9589 },
  { name: 'Wilmington', id: 3345, lat: 34.2092, lon: -77.8858 },
  { name: 'Savannah', id: 4137, lat: 32.0025, lon: -81.1536 },
  { name: 'Vicksburg', id: 4011, lat: 32.3178, lon: -90.8867 },
  { name: 'Mobile', id: 4619, lat: 30.6684, lon: -88.1002 },
  { name: 'New Orleans', id: 4814, lat: 30.0686, lon: -89.939 },
  { name: 'Galveston', id: 5101, lat: 29.1833, lon: -94.9698 },
  { name: 'Pensacola', id: 4722, lat: 30.4413, lon: -87.1899 },
];

const USCW_CHECKS: Anchor[] = [
  { name: 'Georgetown', id: 3641, lat: 33.3724, lon: -79.2808 },
  { name: 'Beaufort', id: 3148, lat: 34.7277, lon: -76.6527 },
  { name: 'Decatur', id: 3221, lat: 34.573, lon: -86.9917 },
  { name: 'Florence', id: 3120, lat: 34.8303, lon: -87.6661 },
  { name: 'Tuscumbia', id: 3219, lat: 34.7187, lon: -87.7026 },
  { name: 'Jackson TN', id: 2917, lat: 35.6491, lon: -88.8306 },
  { name: 'Brownsville TN', id: 2915, lat: 35.5881, lon: -89.2575 },
  { name: 'Union City', id: 2616, lat: 36.4257, lon: -89.0461 },
  { name: 'McKenzie', id: 2718, lat: 36.1379, lon: -88.5083 },
  { name: 'Biloxi', id: 4718, lat: 30.4337, lon: -88.9534 },
  { name: 'Pascagoula', id: 4719, lat: 30.3601, lon: -88.5563 },
  { name: 'Marion', id: 2435, lat: 36.8388, lon: -81.5139 },
  { name: 'Hampton', id: 2349, lat: 37.048, lon: -76.2971 },
];

describe('fitting the printed grids to geography', () => {
  it('acw digest 5.3: four anchors fit to 0.2 hex and put Washington in 4406, Baltimore in 4505, Donelson in 1814', () => {
    const g = new HexGrid(ACW);
    const L = new HexLayout(g);
    const fit = fitGrid(L, [
      { name: 'St. Louis', id: 1208, lat: 38.6357, lon: -90.2446 },
      { name: 'Cairo', id: 1513, lat: 37.0063, lon: -89.1829 },
      { name: 'Fort Pickens', id: 2031, lat: 30.327, lon: -87.29 },
      { name: 'Fort Monroe', id: 4611, lat: 37.004, lon: -76.307 },
    ]);
    expect(Math.max(...fit.residuals.map((r) => r.dist))).toBeLessThan(0.2);
    expect(fit.exact).toBe(4);
    const at = (lat: number, lon: number): string => g.label(hexOf(L, fit, lon, lat));
    expect(at(38.9041, -77.0171)).toBe('4406'); // 11.3 example: Washington's number ends in 6
    expect(at(39.3002, -76.6105)).toBe('4505'); // 20.1: Baltimore's ends in 5
    expect(at(36.49, -87.86)).toBe('1814'); // 20.1: "fortify 1814" (Fort Donelson)
  });

  it('uscw digest 5.1: a fit through 14 stated hexes puts 13 other stated hexes within one hex', () => {
    const g = new HexGrid(USCW);
    const L = new HexLayout(g);
    const fit = fitGrid(L, USCW_ANCHORS);
    expect(fit.rms).toBeLessThan(0.5);
    for (const c of USCW_CHECKS)
      expect(g.distance(hexOf(L, fit, c.lon, c.lat), g.node(c.id))).toBeLessThanOrEqual(1);
    const report = residualReport(L, fit);
    expect(report).toHaveLength(14);
    expect(report[0]).toMatch(/^\S.* \d{4} -> \d{4} {2}\d\.\d\d hex$/);
  });

  it('an exact affine map is recovered with zero residuals; a wrong anchor id stands out', () => {
    const g = new HexGrid(LW);
    const L = new HexLayout(g);
    const lon = (h: number): number => -95 + 0.6 * L.cx[h] + 0.05 * L.cy[h];
    const lat = (h: number): number => 42 - 0.5 * L.cy[h] + 0.02 * L.cx[h];
    const ids = [103, 1903, 714, 2215, 1108, 501];
    const anchors = ids.map((id) => ({ id, lon: lon(g.node(id)), lat: lat(g.node(id)) }));
    const fit = fitGrid(L, anchors);
    expect(fit.rms).toBeLessThan(1e-9);
    for (let h = 0; h < g.count; h += 13) expect(hexOf(L, fit, lon(h), lat(h))).toBe(h);
    const wrong = fitGrid(L, [
      ...anchors,
      { id: 1305, lon: lon(g.node(1310)), lat: lat(g.node(1310)), name: 'typo' },
    ]);
    const worst = [...wrong.residuals].sort((a, b) => b.dist - a.dist)[0];
    expect(worst.name).toBe('typo');
  });

  it('a quadratic basis follows a curved projection the affine one cannot', () => {
    const g = new HexGrid(LW);
    const L = new HexLayout(g);
    // The map is x = 2u + 0.05u² (u = degrees east of 95°W), y = 2.5 (42 - lat): invert it per anchor.
    const lon = (h: number): number => -95 + (-2 + Math.sqrt(4 + 0.2 * L.cx[h])) / 0.1;
    const lat = (h: number): number => 42 - L.cy[h] / 2.5;
    const anchors = [101, 2201, 115, 2215, 1108, 608, 1603, 1613].map((id) => ({
      id,
      lon: lon(g.node(id)),
      lat: lat(g.node(id)),
    }));
    expect(fitGrid(L, anchors, 'quadratic').rms).toBeLessThan(1e-6);
    expect(fitGrid(L, anchors, 'affine').rms).toBeGreaterThan(0.05);
  });

  it('anchors on one line cannot fix the fit, and the error says so', () => {
    const L = new HexLayout(new HexGrid(LW));
    const line = [101, 102, 103, 104].map((id, k) => ({ id, lon: -90, lat: 40 - k }));
    expect(() => fitGrid(L, line)).toThrow(/collinear/);
  });

  it('lw digest 5.7: two fits joined at 90.1°W, each used on its side', () => {
    const west = { x: () => 1, y: () => 2 };
    const east = { x: () => 3, y: () => 4 };
    const t = byLongitude(-90.1, west, east);
    expect([t.x(-95, 35), t.y(-95, 35), t.x(-80, 35), t.y(-80, 35)]).toEqual([1, 2, 3, 4]);
  });
});

describe('placing towns on distinct hexes', () => {
  const g = new HexGrid(LW);
  const L = new HexLayout(g);
  // Drawing coordinates stand in for lon/lat here: the transform is the identity.
  const id = { x: (lon: number) => lon, y: (_lon: number, lat: number) => lat };
  const c = (h: number): { lon: number; lat: number } => ({ lon: L.cx[h], lat: L.cy[h] });

  it('pinned places keep their stated hex; others take their own hex or the nearest free one', () => {
    const w = g.node(1903);
    const out = placeAll(L, id, [
      { name: 'Alexandria', ...c(w) }, // listed first, but Washington is pinned there
      { name: 'Washington', ...c(w), id: 1903 },
      { name: 'Georgetown', ...c(w) },
      { name: 'Far away', lon: -100, lat: -100 },
    ]);
    expect(out.map((p) => p.how)).toEqual(['moved', 'pinned', 'moved', 'off-map']);
    expect(out[1].hex).toBe(w);
    expect(g.distance(out[0].hex, w)).toBe(1);
    expect(g.distance(out[2].hex, w)).toBe(1);
    expect(out[0].hex).not.toBe(out[2].hex);
  });

  it('a place goes only where allowed (e.g. land), within the radius', () => {
    const h = g.node(1108);
    const sea = new Set([h, ...[0, 1, 2, 3, 4, 5].map((d) => g.neighbor(h, d))]);
    const [p] = placeAll(L, id, [{ name: 'Port', ...c(h) }], { allowed: (x) => !sea.has(x) });
    expect(g.distance(p.hex, h)).toBe(2);
    const [q] = placeAll(L, id, [{ name: 'Port', ...c(h) }], { allowed: (x) => !sea.has(x), radius: 1 });
    expect(q.hex).toBe(-1);
  });

  it('two places pinned to one hex is an error', () => {
    expect(() =>
      placeAll(L, id, [
        { name: 'A', lon: 0, lat: 0, id: 101 },
        { name: 'B', lon: 0, lat: 0, id: 101 },
      ]),
    ).toThrow(/already taken/);
  });
});
