/**
 * Derived lists of a content pack's cards, per side and in card order, built once per pack: the
 * legal-action generators (deploy.ts) loop over these instead of over every card of the side.
 */
import { K_ENIGMA, K_LEADER, type BvgContent } from './content.js';

/** Per pack, per side, ascending: the cards with a theater directive (7.3), the leaders, the Enigmas. */
interface SideLists {
  readonly directed: readonly Int32Array[];
  readonly leaders: readonly Int32Array[];
  readonly enigmas: readonly Int32Array[];
}
const listsOf = new WeakMap<BvgContent, SideLists>();
let lastContent: BvgContent | undefined;
let lastLists: SideLists | undefined;
export function sideLists(c: BvgContent): SideLists {
  if (c === lastContent) return lastLists!;
  let lists = listsOf.get(c);
  if (!lists) {
    const per = (sd: number, keep: (j: number) => boolean): Int32Array => {
      const ks: number[] = [];
      for (let j = c.sideStart[sd]; j < c.sideEnd[sd]; j++) if (keep(j)) ks.push(j);
      return Int32Array.from(ks);
    };
    const directed = (j: number): boolean => c.theaterOnly[j]! >= 0;
    const leader = (j: number): boolean => c.kind[j] === K_LEADER;
    const enigma = (j: number): boolean => c.kind[j] === K_ENIGMA;
    lists = {
      directed: [per(0, directed), per(1, directed)],
      leaders: [per(0, leader), per(1, leader)],
      enigmas: [per(0, enigma), per(1, enigma)],
    };
    listsOf.set(c, lists);
  }
  lastContent = c;
  lastLists = lists;
  return lists;
}
