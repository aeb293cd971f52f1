/**
 * The three hex games' grids as their digests infer them (test fixtures, not content packs):
 * - uscw: RRCC ids, pointy-topped rows, even rows half a hex east (digest §5.1; rows ~10-56, cols ~1-52);
 * - acw: CCRR ids, flat-topped columns, odd columns half a hex north = even columns shifted south
 *   (digest §5.3; cols 01-53, rows 01-33);
 * - lw: CCRR ids, flat-topped columns, odd columns shifted south ("odd-q", digest §5.7; 22 x 15).
 */
import type { GridSpec } from '../../src/hex/grid.js';

export const USCW: GridSpec = {
  orientation: 'pointy',
  shifted: 'even',
  idFormat: 'RRCC',
  firstCol: 1,
  lastCol: 52,
  firstRow: 10,
  lastRow: 56,
};

export const ACW: GridSpec = {
  orientation: 'flat',
  shifted: 'even',
  idFormat: 'CCRR',
  firstCol: 1,
  lastCol: 53,
  firstRow: 1,
  lastRow: 33,
};

export const LW: GridSpec = {
  orientation: 'flat',
  shifted: 'odd',
  idFormat: 'CCRR',
  firstCol: 1,
  lastCol: 22,
  firstRow: 1,
  lastRow: 15,
};

/** A small open grid of each shape, for property tests. */
export function smallSpecs(): GridSpec[] {
  const out: GridSpec[] = [];
  for (const orientation of ['flat', 'pointy'] as const) {
    for (const shifted of ['odd', 'even'] as const) {
      for (const firstCol of [1, 2]) {
        out.push({
          orientation,
          shifted,
          idFormat: 'CCRR',
          firstCol,
          lastCol: firstCol + 10,
          firstRow: 3,
          lastRow: 12,
        });
      }
    }
  }
  return out;
}

export function label(s: GridSpec): string {
  const gaps = s.omit && s.omit.length > 0 ? `, ${s.omit.length} ids omitted` : '';
  return `${s.orientation}/${s.shifted}/cols ${s.firstCol}-${s.lastCol}${gaps}`;
}
