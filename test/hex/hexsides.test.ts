import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../src/hex/grid.js';
import { Hexsides, SIDE, SIDE_GAME } from '../../src/hex/hexsides.js';
import { LW, USCW } from './maps.js';

describe('hexside features', () => {
  const g = new HexGrid(LW);

  it('lw 8.1.2.2: the river hexside between 0806 and 0905 reads the same from both hexes', () => {
    const s = new Hexsides(g);
    s.addBetween(806, 905, SIDE.RIVER);
    const a = g.node(806);
    const b = g.node(905);
    expect(s.between(a, b)).toBe(SIDE.RIVER);
    expect(s.between(b, a)).toBe(SIDE.RIVER);
    expect(s.countSides(a, SIDE.RIVER)).toBe(1);
    expect(s.asymmetry()).toBeNull();
  });

  it('lw 2.1: the hexside between 0713 and 0714 is impassable and nothing else is', () => {
    const s = new Hexsides(g);
    s.addBetween(713, 714, SIDE.IMPASSABLE);
    let n = 0;
    for (let i = 0; i < s.bits.length; i++) if (s.bits[i] & SIDE.IMPASSABLE) n++;
    expect(n).toBe(2);
    expect(s.has(g.node(714), 0, SIDE.IMPASSABLE)).toBe(true);
  });

  it('naming two hexes that do not touch is an error that names them', () => {
    expect(() => new Hexsides(g).addBetween(2003, 2104, SIDE.IMPASSABLE)).toThrow(/2003 and 2104/);
  });

  it('uscw Special Hexes: a rail route 2316 -> 2415 -> 2516 marks both sides it crosses', () => {
    const u = new HexGrid(USCW);
    const s = new Hexsides(u);
    s.addAlong([2316, 2415, 2516], SIDE.RAIL | SIDE.FERRY);
    s.remove(u.node(2415), u.dirTo(u.node(2415), u.node(2516)), SIDE.FERRY);
    expect(s.between(u.node(2316), u.node(2415))).toBe(SIDE.RAIL | SIDE.FERRY);
    expect(s.between(u.node(2516), u.node(2415))).toBe(SIDE.RAIL);
    expect(s.asymmetry()).toBeNull();
  });

  it('game flags sit above the standard ones and survive the plain-data round trip', () => {
    const s = new Hexsides(g);
    const TIDAL_PATH = SIDE_GAME << 3;
    expect(Object.values(SIDE).every((f) => f < SIDE_GAME)).toBe(true);
    s.addSides(
      [
        [806, 905],
        [905, 906],
      ],
      SIDE.RIVER | SIDE.NAVIGABLE | TIDAL_PATH,
    );
    s.addSide(101, 0, SIDE.COAST); // a map-border side has one hex
    const t = Hexsides.fromList(g, s.toList());
    expect(Array.from(t.bits)).toEqual(Array.from(s.bits));
    expect(s.toList()).toContainEqual([101, -1, SIDE.COAST]);
  });

  it('asymmetry() reports a side that reads differently from its two hexes', () => {
    const s = new Hexsides(g);
    s.bits[g.node(806) * 6 + g.dirTo(g.node(806), g.node(905))] = SIDE.RIVER;
    expect(s.asymmetry()).toBe('0806/0905');
  });
});
