/** Hex geometry of core/board.ts, shared by the hex games' scenes and the page that draws them. */
import { describe, expect, it } from 'vitest';
import {
  frameHeight,
  hexCenter,
  hexCorners,
  hexside,
  projectLonLat,
  type HexGrid,
} from '../../src/core/board.js';

const flat: HexGrid = { size: 10, orientation: 'flat', offset: 'odd', originX: 0, originY: 0 };
const pointy: HexGrid = { size: 10, orientation: 'pointy', offset: 'even', originX: 0, originY: 0 };
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('hex grid geometry', () => {
  it('puts the six neighbours of a hex one hex width away (odd columns shifted down, flat top)', () => {
    const c = hexCenter(flat, 3, 3); // an odd column
    const near = [
      [3, 2],
      [3, 4],
      [2, 3],
      [2, 4],
      [4, 3],
      [4, 4],
    ].map(([q, r]) => dist(c, hexCenter(flat, q!, r!)));
    for (const d of near) expect(d).toBeCloseTo(Math.sqrt(3) * 10, 6);
    expect(dist(c, hexCenter(flat, 2, 2))).toBeGreaterThan(20); // not a neighbour of an odd column
    expect(hexCenter(flat, 1, 0).y).toBeCloseTo(hexCenter(flat, 0, 0).y + (Math.sqrt(3) * 10) / 2, 6);
  });

  it('shifts even rows right on a pointy-top grid with offset even', () => {
    expect(hexCenter(pointy, 0, 0).x).toBeCloseTo((Math.sqrt(3) * 10) / 2, 6);
    expect(hexCenter(pointy, 0, 1).x).toBeCloseTo(0, 6);
    expect(dist(hexCenter(pointy, 0, 0), hexCenter(pointy, 0, 1))).toBeCloseTo(Math.sqrt(3) * 10, 6);
  });

  it('draws corners one size from the centre and the shared side of two neighbours between them', () => {
    for (const [x, y] of hexCorners(flat, 5, 5)) expect(Math.hypot(x - 5, y - 5)).toBeCloseTo(10, 1);
    const a = hexCenter(flat, 0, 0);
    const b = hexCenter(flat, 0, 1);
    const side = hexside(flat, a, b)!;
    // The shared side is a corner pair of both hexes: horizontal, one size long, halfway between.
    expect(side[1]).toBeCloseTo(side[3], 1);
    expect(Math.abs(side[2] - side[0])).toBeCloseTo(10, 1);
    expect(side[1]).toBeCloseTo((a.y + b.y) / 2, 1);
    const corners = hexCorners(flat, a.x, a.y).map(([x, y]) => `${x},${y}`);
    expect(corners).toContain(`${side[0]},${side[1]}`);
    expect(corners).toContain(`${side[2]},${side[3]}`);
    expect(hexside(flat, a, hexCenter(flat, 0, 2))).toBeUndefined();
  });

  it('projects longitude and latitude into a frame: west left, north up, aspect by the middle latitude', () => {
    const f = { west: -90, east: -80, south: 30, north: 40, width: 1000 };
    expect(projectLonLat(f, -90, 40)).toEqual({ x: 0, y: 0 });
    expect(projectLonLat(f, -80, 30)).toEqual({ x: 1000, y: frameHeight(f) });
    expect(frameHeight(f)).toBe(Math.round(1000 / Math.cos((35 * Math.PI) / 180)));
  });
});
