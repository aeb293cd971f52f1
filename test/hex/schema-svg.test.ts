import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../src/hex/grid.js';
import { Hexsides, SIDE } from '../../src/hex/hexsides.js';
import { HexLayout } from '../../src/hex/layout.js';
import { GridSpecSchema, HexsideListSchema } from '../../src/hex/schema.js';
import { hexMapSvg } from '../../src/hex/svg.js';
import { LW } from './maps.js';

describe('content pack schemas', () => {
  it('accept a grid spec with spaces and links, and reject a bad orientation by its field', () => {
    const spec = { ...LW, spaces: [{ name: 'Box' }], links: [{ a: 'Box', b: 101, kind: 1 }] };
    expect(GridSpecSchema.parse(spec)).toEqual(spec);
    const bad = GridSpecSchema.safeParse({ ...LW, orientation: 'diagonal' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['orientation']);
    expect(GridSpecSchema.safeParse({ ...LW, lastCol: 0 }).success).toBe(false);
  });

  it('accept the plain-data hexside list that Hexsides.toList writes', () => {
    const g = new HexGrid(LW);
    const s = new Hexsides(g);
    s.addBetween(806, 905, SIDE.RIVER);
    s.addSide(101, 5, SIDE.COAST);
    expect(HexsideListSchema.parse(s.toList())).toEqual(s.toList());
    expect(HexsideListSchema.safeParse([[806, 905]]).success).toBe(false);
  });
});

describe('SVG map picture', () => {
  const g = new HexGrid({ ...LW, lastCol: 4, lastRow: 3 });
  const L = new HexLayout(g, 30);
  const s = new Hexsides(g);
  s.addBetween(101, 102, SIDE.RIVER);
  s.addAlong([201, 202, 203], SIDE.RAIL);

  it('draws every hex, each marked side once, the rails centre to centre, and the marks', () => {
    const svg = hexMapSvg(L, {
      title: 'Test <map>',
      fill: (h) => (h === 0 ? '#00ff00' : '#ffffff'),
      sides: [
        { hexsides: s, flags: SIDE.RIVER, stroke: 'blue', width: 3, draw: 'along' },
        { hexsides: s, flags: SIDE.RAIL, stroke: 'black', width: 2, draw: 'across', dash: '4 2' },
      ],
      marks: [{ hex: g.node(303), color: 'red', text: 'Pinned & placed', ring: true }],
    });
    expect(svg.match(/<polygon /g)).toHaveLength(g.count);
    expect(svg.match(/stroke="blue"/g)).toHaveLength(1);
    expect(svg.match(/stroke="black"/g)).toHaveLength(2);
    expect(svg).toContain('fill="#00ff00"');
    expect(svg).toContain('Test &lt;map&gt;');
    expect(svg).toContain('Pinned &amp; placed');
    expect(svg).toContain('>0403<');
    const [x1, y1, x2, y2] = L.side(g.node(101), g.dirTo(g.node(101), g.node(102)));
    const r = (v: number): string => (Math.round(v * 10) / 10).toString();
    expect(svg).toContain(`x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}"`);
    expect(hexMapSvg(L)).toBe(hexMapSvg(L));
  });
});
