/**
 * State clone: an A House Divided position (the middle-game one) copied by the engine's `clone` (a
 * view carved out of a shared slab, then one typed-array copy), by a plain `slice` (one ArrayBuffer
 * per copy, for reference), by `copyInto` (into an existing state, no allocation), and, as the naive
 * baseline, the same position as a plain object graph (snapshot.ts) copied by `structuredClone`.
 */
import { ahd } from '../../src/games/ahd/index.js';
import { middleState } from '../ahd-states.js';
import { timeBatch, type Timed } from '../measure.js';
import { snapshot } from '../snapshot.js';
import { fmt, type SuiteOptions, type SuiteResult } from '../suite.js';

export async function cloneSuite(o: SuiteOptions): Promise<SuiteResult> {
  const s = middleState();
  const snap = snapshot(s);
  const dst = ahd.clone(s);
  let sink = 0;
  const n = o.quick ? 10 : 20_000;
  o.log('clone: ahd clone, copyInto, structuredClone');
  const clone = await timeBatch(
    'ahd clone',
    n,
    () => {
      for (let i = 0; i < n; i++) sink ^= ahd.clone(s)[i & 7]!;
    },
    o.budget,
  );
  const slice = await timeBatch(
    'Int32Array slice',
    n,
    () => {
      for (let i = 0; i < n; i++) sink ^= s.slice()[i & 7]!;
    },
    o.budget,
  );
  const copy = await timeBatch(
    'ahd copyInto',
    n,
    () => {
      for (let i = 0; i < n; i++) {
        ahd.copyInto(dst, s);
        sink ^= dst[i & 7]!;
      }
    },
    o.budget,
  );
  const m = o.quick ? 2 : 200;
  const sc = await timeBatch(
    'structuredClone(plain snapshot)',
    m,
    () => {
      for (let i = 0; i < m; i++) sink ^= structuredClone(snap).boxes.length;
    },
    o.budget,
  );
  if (sink === 0x7fffffff) o.log('(sink)'); // keeps the loops observable
  return cloneResult(s.byteLength, JSON.stringify(snap).length, { clone, slice, copy, sc });
}

/** The suite's table and metrics from the four timings (bytes: the state; json: the snapshot as JSON). */
function cloneResult(
  bytes: number,
  json: number,
  { clone, slice, copy, sc }: Readonly<Record<'clone' | 'slice' | 'copy' | 'sc', Timed>>,
): SuiteResult {
  return {
    id: 'clone',
    title: 'State clone (A House Divided, middle-game position)',
    tables: [
      {
        title: 'Clone of one ahd state',
        head: ['method', 'ns per copy', 'copies per CPU-s', 'vs clone'],
        rows: [
          [`ahd.clone (${bytes} bytes, copied into a shared slab)`, fmt(clone.ns), fmt(clone.perSec), '1'],
          [
            'Int32Array slice (an ArrayBuffer per copy)',
            fmt(slice.ns),
            fmt(slice.perSec),
            fmt(slice.ns / clone.ns),
          ],
          ['copyInto (set into an existing state)', fmt(copy.ns), fmt(copy.perSec), fmt(copy.ns / clone.ns)],
          [
            `structuredClone of the plain-object snapshot (${fmt(json / 1000)} kB as JSON)`,
            fmt(sc.ns),
            fmt(sc.perSec),
            fmt(sc.ns / clone.ns),
          ],
        ],
      },
    ],
    metrics: {
      cloneNs: clone.ns,
      sliceNs: slice.ns,
      copyIntoNs: copy.ns,
      structuredCloneNs: sc.ns,
      structuredCloneRatio: sc.ns / clone.ns,
    },
    notes: [
      'The snapshot holds the same facts as the state (bench/snapshot.ts `restore` rebuilds the state word for word from it).',
    ],
  };
}
