/**
 * The map (3.2) and everything traced on it: adjacency with riverine interdiction (3.23, 9.5),
 * map cards that fit (7.2), automatic surrender (8.8), naval support and the blockade (9.2-9.7),
 * supply bases and supply lines (11), railnets (14), CSA production (15) and Kentucky (16).
 *
 * Graph searches run over at most 64 cities with preallocated queues; nothing here allocates.
 */
import { K_NAVAL, M_NO_ATTACK, M_RAIL, M_RIVER, type BvgContent } from './content.js';
import {
  BR_CONN,
  C_LOC,
  CSA,
  EAST,
  GF_IRONCLADS_PLAYED,
  GF_KY_NEUTRAL,
  GF_MONITOR,
  H_FLAGS,
  H_GAP_SIDE,
  H_MAPVER,
  LOC_EAST,
  LOC_WEST,
  O_CUMBERLAND_GAP,
  O_FACEDOWN_NO_BLOCKADE,
  O_MONITOR_SINGLE,
  O_RAILNET_CSA_CARDS,
  USA,
  WEST,
} from './layout.js';
import { ctrl, faceDown, isPesthole, nativeOf, onMap, opt, setCtrl, type S } from './state.js';

const queue = new Int32Array(64);
const seen = new Uint8Array(64);

// ---- adjacency (3.23, 9.5) -------------------------------------------------------------------------------
/**
 * 9.5/3.23: an active USA naval squadron in the West. One that just moved there is face-down and "has
 * no effect on play" until the end of the following Combat Step (7.8, 8.9 C); one deployed there from
 * hand interdicts at once ("as soon as the USA deploys a naval squadron in the West", 3.23).
 */
export function usaSquadronWest(c: BvgContent, s: S): boolean {
  for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++)
    if (c.kind[k] === K_NAVAL && s[C_LOC + k] === LOC_WEST && !faceDown(s, k)) return true;
  return false;
}

/**
 * Is edge j (from the CSR lists) usable by `side`: both cities on the map, and for the CSA not a
 * river-only connection while riverine interdiction is in effect (9.5).
 */
function edgeOk(c: BvgContent, s: S, side: number, j: number, interdicted: boolean): boolean {
  if (s[H_MAPVER + c.cityCard[c.adjTo[j]!]!]! < 0) return false;
  return !(side === CSA && interdicted && (c.adjMode[j]! & M_RAIL) === 0);
}

/** Edge index from a to b, or -1. */
function edgeIndex(c: BvgContent, a: number, b: number): number {
  for (let j = c.adjStart[a]!; j < c.adjStart[a + 1]!; j++) if (c.adjTo[j] === b) return j;
  return -1;
}

/** 3.25: may an attack cross edge a-b (adjacent for the attacker and not NO ATTACKS)? */
export function attackEdge(
  c: BvgContent,
  s: S,
  side: number,
  a: number,
  b: number,
  interdicted: boolean,
): boolean {
  const j = edgeIndex(c, a, b);
  if (j < 0 || !onMap(c, s, a) || !edgeOk(c, s, side, j, interdicted)) return false;
  return (c.adjMode[j]! & M_NO_ATTACK) === 0;
}

// ---- map cards (7.2) ------------------------------------------------------------------------------------
function lettersInPlay(s: S): number {
  let m = 0;
  for (let L = 0; L < 11; L++) if (s[H_MAPVER + L]! >= 0) m |= 1 << L;
  return m;
}
/** 7.2: a map card fits when one of its cities connects to a city of a card in play. */
export const mapFits = (c: BvgContent, s: S, letter: number): boolean =>
  s[H_MAPVER + letter]! < 0 && (c.letterNbrs[letter]! & lettersInPlay(s)) !== 0;

// ---- automatic surrender (8.8) ------------------------------------------------------------------------
/** Is there another city of `side` within two moves of `city` (rail or river, one intervening city)? */
function supported(c: BvgContent, s: S, side: number, city: number): boolean {
  // 8.8: the CSA ignores riverine interdiction for this purpose only.
  for (let j = c.adjStart[city]!; j < c.adjStart[city + 1]!; j++) {
    const b = c.adjTo[j]!;
    if (!onMap(c, s, b)) continue;
    if (ctrl(s, b) === side) return true;
    for (let i = c.adjStart[b]!; i < c.adjStart[b + 1]!; i++) {
      const d = c.adjTo[i]!;
      if (d !== city && onMap(c, s, d) && ctrl(s, d) === side) return true;
    }
  }
  return false;
}

/**
 * 8.8 Automatic Surrender, to a fixpoint (a surrender can isolate another city). Exempt: USA ports,
 * CSA pestholes, neutral cities. Opt 2: Cumberland Gap surrenders when Knoxville and Lexington are both
 * enemy-controlled. Returns the number of cities that changed hands.
 */
export function autoSurrender(c: BvgContent, s: S): number {
  let changed = 0;
  for (let pass = 0; pass < 64; pass++) {
    let any = false;
    for (let x = 0; x < c.ncity; x++) {
      if (!onMap(c, s, x)) continue;
      const side = ctrl(s, x);
      if (side < 0) continue;
      if (side === USA && c.port[x]) continue;
      if (side === CSA && isPesthole(c, s, x)) continue;
      let falls = !supported(c, s, side, x);
      if (!falls && x === c.cities.gap && opt(s, O_CUMBERLAND_GAP)) {
        const kx = c.cities.knoxville;
        const lx = c.cities.lexington;
        falls = onMap(c, s, kx) && onMap(c, s, lx) && ctrl(s, kx) === 1 - side && ctrl(s, lx) === 1 - side;
      }
      if (falls) {
        setCtrl(s, x, 1 - side);
        changed++;
        any = true;
      }
    }
    if (!any) break;
  }
  return changed;
}

// ---- supply (11) --------------------------------------------------------------------------------------
export const SB_EAST = 1; // a supply base in the East
export const SB_WEST = 2; // a supply base in the West
export const SB_SEA = 4; // USA: out to sea through a friendly port (an Eastern supply, 11.6)
export const SB_SEA_WEST = 8; // USA: ... through a port in the West (11.5 exception)
/** Port of the last sea line found by supplyBits (Opt 12), -1. */
export let lastSeaPort = -1;

/** 11.2 supply base for `side`. */
function isSupplyBase(c: BvgContent, s: S, side: number, city: number, interdicted: boolean): boolean {
  if (!onMap(c, s, city) || ctrl(s, city) !== side || nativeOf(c, s, city) !== side) return false;
  if (side === USA) return c.notUsaBase[city] === 0;
  // CSA: a native city adjacent to another friendly city.
  for (let j = c.adjStart[city]!; j < c.adjStart[city + 1]!; j++) {
    if (!edgeOk(c, s, CSA, j, interdicted)) continue;
    if (ctrl(s, c.adjTo[j]!) === CSA) return true;
  }
  return false;
}

/**
 * 11.3 supply lines from a friendly city: which theaters' supply bases it reaches through a chain of
 * adjacent friendly cities, stopping at the first base (SB_* bits). A city that is itself a base is
 * supplied from itself only (11.3 "must be supplied from Cairo"). `special`: 11.5 situation 2 lines may
 * pass through bases.
 */
export function supplyBits(c: BvgContent, s: S, side: number, city: number, special = false): number {
  lastSeaPort = -1;
  if (!onMap(c, s, city) || ctrl(s, city) !== side) return 0;
  const inter = side === CSA && usaSquadronWest(c, s);
  if (!special && isSupplyBase(c, s, side, city, inter))
    return c.cityTheater[city] === EAST ? SB_EAST : SB_WEST;
  seen.fill(0, 0, c.ncity);
  let head = 0;
  let tail = 0;
  queue[tail++] = city;
  seen[city] = 1;
  let bits = 0;
  while (head < tail) {
    const x = queue[head++]!;
    const base = isSupplyBase(c, s, side, x, inter);
    if (base) bits |= c.cityTheater[x] === EAST ? SB_EAST : SB_WEST;
    else if (side === USA && c.port[x]) {
      bits |= SB_SEA;
      if (c.cityTheater[x] === WEST) bits |= SB_SEA_WEST;
      if (lastSeaPort < 0) lastSeaPort = x;
    }
    if (base && !special && x !== city) continue; // 11.3: the line stops at the first base
    for (let j = c.adjStart[x]!; j < c.adjStart[x + 1]!; j++) {
      const b = c.adjTo[j]!;
      if (seen[b] || !edgeOk(c, s, side, j, inter) || ctrl(s, b) !== side) continue;
      seen[b] = 1;
      queue[tail++] = b;
    }
  }
  return bits;
}

/** Theater supply bits: SB_EAST includes sea supply (11.6: sea lines lead to an Eastern base). */
export const theaterBits = (b: number): number => (b & (SB_EAST | SB_WEST)) | (b & SB_SEA ? SB_EAST : 0);

/**
 * Opt 12: record the cities connected to `port` now (the start of the turn): the port, the friendly
 * cities reached from it through a chain of adjacent friendly cities, and the cities next to that
 * chain (the targets an attack may reach), as a 64-bit set in BR_CONN.
 */
export function recordConnected(c: BvgContent, s: S, side: number, port: number): void {
  let lo = 0;
  let hi = 0;
  const add = (x: number): void => {
    if (x < 32) lo |= 1 << x;
    else hi |= 1 << (x - 32);
  };
  add(port);
  if (onMap(c, s, port) && ctrl(s, port) === side) {
    const inter = side === CSA && usaSquadronWest(c, s);
    seen.fill(0, 0, c.ncity);
    let head = 0;
    let tail = 0;
    queue[tail++] = port;
    seen[port] = 1;
    while (head < tail) {
      const x = queue[head++]!;
      for (let j = c.adjStart[x]!; j < c.adjStart[x + 1]!; j++) {
        const y = c.adjTo[j]!;
        if (seen[y] || !edgeOk(c, s, side, j, inter)) continue;
        seen[y] = 1;
        add(y);
        if (ctrl(s, y) === side) queue[tail++] = y;
      }
    }
  }
  s[BR_CONN + 2 * port] = lo;
  s[BR_CONN + 2 * port + 1] = hi;
}

/**
 * Opt 12: was `b` connected to `port` "by a chain of adjacent, friendly cities at the start of the
 * turn" (recordConnected)?
 */
export function connectedAtStart(s: S, port: number, b: number): boolean {
  const w = s[BR_CONN + 2 * port + (b < 32 ? 0 : 1)]!;
  return ((w >>> (b & 31)) & 1) === 1;
}

/**
 * 8.3 multiple battles reading: does some supply line of the attacker from `jump` pass through or end
 * at a city of the set (lo, hi)? Approximated by the cities reachable from the jump-off city through
 * friendly cities before a supply base (the cities a line may use).
 */
export function lineTouches(
  c: BvgContent,
  s: S,
  side: number,
  jump: number,
  lo: number,
  hi: number,
): boolean {
  const inter = side === CSA && usaSquadronWest(c, s);
  const has = (x: number): boolean => (x < 32 ? (lo >>> x) & 1 : (hi >>> (x - 32)) & 1) === 1;
  seen.fill(0, 0, c.ncity);
  let head = 0;
  let tail = 0;
  queue[tail++] = jump;
  seen[jump] = 1;
  while (head < tail) {
    const x = queue[head++]!;
    if (has(x)) return true;
    if (x !== jump && isSupplyBase(c, s, side, x, inter)) continue;
    for (let j = c.adjStart[x]!; j < c.adjStart[x + 1]!; j++) {
      const y = c.adjTo[j]!;
      if (seen[y] || !edgeOk(c, s, side, j, inter) || ctrl(s, y) !== side) continue;
      seen[y] = 1;
      queue[tail++] = y;
    }
  }
  return false;
}

// ---- railnets (14) ------------------------------------------------------------------------------------
/** Largest count of cities matching `count` in one railnet (14.2) of `side`. */
function largestRailnet(c: BvgContent, s: S, side: number, count: (x: number) => boolean): number {
  const inter = side === CSA && usaSquadronWest(c, s);
  seen.fill(0, 0, c.ncity);
  let best = 0;
  for (let start = 0; start < c.ncity; start++) {
    if (seen[start] || !onMap(c, s, start) || ctrl(s, start) !== side) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    let n = 0;
    while (head < tail) {
      const x = queue[head++]!;
      if (count(x)) n++;
      for (let j = c.adjStart[x]!; j < c.adjStart[x + 1]!; j++) {
        const y = c.adjTo[j]!;
        if (seen[y] || !edgeOk(c, s, side, j, inter) || ctrl(s, y) !== side) continue;
        seen[y] = 1;
        queue[tail++] = y;
      }
    }
    if (n > best) best = n;
  }
  return best;
}

/**
 * 14.3 severed railnets. USA: no railnet holds nine of the twelve northern cities. CSA: no railnet
 * holds as many native CSA cities as there are map cards in play (reading: every card; Opt reading
 * counts only the CSA-side cards).
 */
export function railnetSevered(c: BvgContent, s: S, side: number): boolean {
  if (side === USA) return largestRailnet(c, s, USA, (x) => c.north[x] === 1) < 9;
  let cards = 0;
  for (let L = 0; L < 11; L++) {
    const v = s[H_MAPVER + L]!;
    if (v < 0) continue;
    if (opt(s, O_RAILNET_CSA_CARDS) && c.versionDeck[L]![v] !== CSA) continue;
    cards++;
  }
  return largestRailnet(c, s, CSA, (x) => nativeOf(c, s, x) === CSA) < cards;
}

// ---- naval (9) -----------------------------------------------------------------------------------------
/** Squadrons of the USA in a theater (active only, or all). */
export function squadrons(c: BvgContent, s: S, theater: number, activeOnly: boolean): number {
  const l = theater === EAST ? LOC_EAST : LOC_WEST;
  let n = 0;
  for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++)
    if (c.kind[k] === K_NAVAL && s[C_LOC + k] === l && !(activeOnly && faceDown(s, k))) n++;
  return n;
}

const allUsa = (c: BvgContent, s: S, list: readonly number[]): boolean => {
  for (const x of list) if (!onMap(c, s, x) || ctrl(s, x) !== USA) return false;
  return list.length > 0;
};
export const allAtlanticPorts = (c: BvgContent, s: S): boolean => allUsa(c, s, c.atlanticPorts);
export const allGulfPorts = (c: BvgContent, s: S): boolean => allUsa(c, s, c.gulfPorts);
export const controlsMississippiCities = (c: BvgContent, s: S): boolean => allUsa(c, s, c.mississippiCities);

/** 9.7 blockade level: 0 none, 1 partial, 2 full. Monitor counts as a squadron in the East (CC23). */
export function blockadeLevel(c: BvgContent, s: S): number {
  let sq = squadrons(c, s, EAST, opt(s, O_FACEDOWN_NO_BLOCKADE));
  const monitor = (s[H_FLAGS]! & GF_MONITOR) !== 0 && (s[H_FLAGS]! & GF_IRONCLADS_PLAYED) === 0;
  const a = sq > 0 || monitor;
  if (monitor && !opt(s, O_MONITOR_SINGLE)) sq++;
  const b = allAtlanticPorts(c, s) || allGulfPorts(c, s);
  if ((a && b) || sq >= 2) return 2;
  return a || b ? 1 : 0;
}

/**
 * 9.9.2-9.4 naval support for the USA in a battle for `city`: Eastern squadrons at a port (Mobile only
 * with Ft Morgan, Pensacola only with Ft Pickens), Western squadrons at a river city connected by river
 * to a native USA city without intervening enemy or neutral cities. Invasions: every Eastern squadron.
 */
export function navalSupport(c: BvgContent, s: S, city: number, invasion: boolean): number {
  let str = 0;
  let east = invasion;
  if (!east && c.port[city]) {
    east = true;
    if (city === c.cities.mobile && ctrl(s, c.cities.ftMorgan) !== USA) east = false;
    if (city === c.cities.pensacola && ctrl(s, c.cities.ftPickens) !== USA) east = false;
  }
  const west = !invasion && c.onRiver[city] === 1 && riverLinkedToNativeUsa(c, s, city);
  if (!east && !west) return 0;
  for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++) {
    if (c.kind[k] !== K_NAVAL || faceDown(s, k)) continue;
    const l = s[C_LOC + k]!;
    if ((east && l === LOC_EAST) || (west && l === LOC_WEST)) str += c.strength[k]!;
  }
  return str;
}

function riverLinkedToNativeUsa(c: BvgContent, s: S, city: number): boolean {
  seen.fill(0, 0, c.ncity);
  let head = 0;
  let tail = 0;
  queue[tail++] = city;
  seen[city] = 1;
  while (head < tail) {
    const x = queue[head++]!;
    for (let j = c.adjStart[x]!; j < c.adjStart[x + 1]!; j++) {
      const y = c.adjTo[j]!;
      if (seen[y] || !(c.adjMode[j]! & M_RIVER) || !onMap(c, s, y) || ctrl(s, y) !== USA) continue;
      if (nativeOf(c, s, y) === USA) return true;
      seen[y] = 1;
      queue[tail++] = y;
    }
  }
  return false;
}

// ---- production (15) ------------------------------------------------------------------------------------
const PROD_FOOD = 1;
export const PROD_INDUSTRY = 2;
const PROD_CONTRABAND = 4;
/** 15.2 productions lost (bits); regained as soon as the conditions end (15.4). */
export function productionLost(c: BvgContent, s: S): number {
  let m = 0;
  const usa = (x: number): boolean => onMap(c, s, x) && ctrl(s, x) === USA;
  if (usa(c.cities.shenandoah) && railnetSevered(c, s, CSA)) m |= PROD_FOOD;
  if (usa(c.cities.richmond) && usa(c.cities.atlanta)) m |= PROD_INDUSTRY;
  if (controlsMississippiCities(c, s)) m |= PROD_CONTRABAND;
  return m;
}
export const bitCount = (m: number): number => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
};

// ---- distances (for bots and the initiative-2 reach) ------------------------------------------------------

// ---- Kentucky and neutral cities (3.27, 16) ------------------------------------------------------------
/**
 * 3.27/16.3: an attack is announced on a neutral city; the attacker's opponent places his token. In a
 * neutral Kentucky all four cities join him (Opt 2: a die decides Cumberland Gap). Returns the Opt 2 die
 * (0 if none) so the flow can schedule the second roll.
 */
export function neutralAttacked(
  c: BvgContent,
  s: S,
  city: number,
  attacker: number,
  roll: () => number,
): number {
  const defender = 1 - attacker;
  let gapDie = 0;
  const gap = c.cities.gap;
  const kyNeutral = (s[H_FLAGS]! & GF_KY_NEUTRAL) !== 0;
  if (c.kentucky[city] && (kyNeutral || city === gap)) {
    const cOnMap = s[H_MAPVER + c.cityCard[c.cities.lexington]!]! >= 0;
    for (const k of c.kentuckyCities) {
      if (!onMap(c, s, k) || ctrl(s, k) >= 0) continue;
      if (k === gap && opt(s, O_CUMBERLAND_GAP)) continue;
      setCtrl(s, k, defender);
    }
    if (ctrl(s, gap) < 0 && onMap(c, s, gap)) {
      if (opt(s, O_CUMBERLAND_GAP)) {
        // Opt 2: 1-3 USA, 4-6 CSA (and a second roll next turn on 4-6).
        gapDie = roll();
        setCtrl(s, gap, gapDie <= 3 ? USA : CSA);
      } else setCtrl(s, gap, defender);
    }
    if (!cOnMap && city === gap) s[H_GAP_SIDE] = defender; // 16.3 NO CARD C
    s[H_FLAGS] = s[H_FLAGS]! & ~GF_KY_NEUTRAL;
    return gapDie;
  }
  if (ctrl(s, city) < 0) setCtrl(s, city, defender);
  return 0;
}
