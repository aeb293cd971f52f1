/**
 * Militia [15], Kentucky neutrality [19.12], neutral Virginia [19.4].
 *
 *  - A state first invaded by enemy land units raises one militia SP on any of its cities, placed at
 *    once by its owner while the invader waits [15.1]; once per state per game [15.4]. The
 *    Union-sympathetic region does not raise Southern militia [15.5]; Arkansas's goes on 0119 [15.6];
 *    the set-up garrisons raise none [15.7]. Union states raise theirs alike (reading
 *    `northern-militia`).
 *  - An attack on a city across a border hexside, or by the Union from the sympathetic region into a
 *    city outside it, raises the militia before the combat, which may stand in the city [15.2, 15.5].
 *  - The CSA entering Kentucky on GT1-2 makes it a Union state at once: the Union places its militia,
 *    its cities gain intrinsic defence, its railroads become Union ones, and the Union may enter it
 *    from its next Player-Turn [19.12]. Otherwise Kentucky joins the Union on GT3, and the first Union
 *    unit to enter it from GT3 gives the CSA 1 SP in Nashville.
 *  - 19.4: a Union invasion of neutral Virginia on GT1-2 gives the CSA six militia SP on Virginia
 *    cities at once.
 */
import { CH_TURN } from '../../core/header.js';
import type { AcwContent } from './content.js';
import { KYF_CSA_INVADED, KYF_UNION_ENTERED, KYF_UNION_MAY_ENTER, VA_INVADED, VA_NEUTRAL } from './costs.js';
import { CSA, G_KY, G_KY_FLAGS, G_MILITIA, G_VA, P_A, P_B, P_KIND, P_SIDE, USA } from './layout.js';
import { R_SYMPATHETIC, SB_BORDER } from './map.js';
import { O_NO_NORTH_MILITIA, opt } from './options.js';
import { KY_NEUTRAL, KY_UNION, NEUTRAL, hexSide, isKentucky, southernCityAlive } from './places.js';
import { addField, gain, occupant, type S } from './state.js';

export const PK_MILITIA = 1;

/** The cities of state index `st` where its owner may place militia. */
export function militiaHexes(c: AcwContent, s: S, st: number, out: number[]): void {
  out.length = 0;
  const code = c.map.stateCodes[st]!;
  if (code === 'AR') {
    if (occupant(s, c.map.arkansas) !== USA) out.push(c.map.arkansas);
    return;
  }
  const owner = hexSide(c, s, c.map.cities.find((x) => x.state === code)?.hex ?? -1);
  for (let k = 0; k < c.map.cities.length; k++) {
    const city = c.map.cities[k]!;
    if (city.state !== code) continue;
    if (occupant(s, city.hex) === 1 - owner) continue;
    if (owner === CSA && !southernCityAlive(c, s, k)) continue;
    out.push(city.hex);
  }
}

const tmp: number[] = [];

/** Ask the owner of state `st` to place its militia (or mark it raised when it has nowhere to go). */
function raise(c: AcwContent, s: S, st: number, owner: number, count: number): void {
  s[G_MILITIA] = s[G_MILITIA]! | (1 << st);
  militiaHexes(c, s, st, tmp);
  if (tmp.length === 0) return;
  if (tmp.length === 1) {
    addField(s, tmp[0]!, owner, count);
    gain(s, owner, count);
    return;
  }
  s[P_KIND] = PK_MILITIA;
  s[P_SIDE] = owner;
  s[P_A] = st;
  s[P_B] = count;
}

/** A land unit of `mover` has entered hex h: the invasion rules that may follow [15.1, 19.12, 19.4]. */
export function invasion(c: AcwContent, s: S, mover: number, h: number): void {
  if (isKentucky(c, h)) kentucky(c, s, mover);
  if (
    mover === USA &&
    s[G_VA] === VA_NEUTRAL &&
    s[CH_TURN]! < 3 &&
    c.map.stateCodes[c.map.state[h]!] === 'VA'
  ) {
    s[G_VA] = VA_INVADED;
    const st = c.map.state[h]!;
    raise(c, s, st, CSA, 6);
    return;
  }
  const owner = hexSide(c, s, h);
  if (owner === NEUTRAL || owner === mover) return;
  if (owner === USA && opt(s, O_NO_NORTH_MILITIA)) return;
  if (owner === CSA && c.map.region[h]! & R_SYMPATHETIC) return; // 15.5, entered or attacked
  const st = c.map.state[h]!;
  if (s[G_MILITIA]! & (1 << st)) return;
  raise(c, s, st, owner, 1);
}

function kentucky(c: AcwContent, s: S, mover: number): void {
  const gt = s[CH_TURN]!;
  if (mover === CSA && s[G_KY] === KY_NEUTRAL && gt <= 2) {
    s[G_KY] = KY_UNION;
    s[G_KY_FLAGS] = s[G_KY_FLAGS]! | KYF_CSA_INVADED;
    const st = c.map.state[c.map.cities.find((x) => x.state === 'KY')!.hex]!;
    raise(c, s, st, USA, 1);
    return;
  }
  if (
    mover === USA &&
    gt >= 3 &&
    s[G_KY] === KY_UNION &&
    !(s[G_KY_FLAGS]! & (KYF_UNION_ENTERED | KYF_CSA_INVADED))
  ) {
    s[G_KY_FLAGS] = s[G_KY_FLAGS]! | KYF_UNION_ENTERED;
    const nashville = c.map.places.get('Nashville');
    const k = nashville === undefined ? -1 : c.map.city[nashville]!;
    if (nashville !== undefined && k >= 0 && southernCityAlive(c, s, k)) {
      addField(s, nashville, CSA, 1);
      gain(s, CSA, 1);
    }
  }
}

/** Kentucky joins the Union on GT3 if the CSA has not invaded [19.12]. */
export function kentuckyJoins(s: S): void {
  if (s[G_KY] === KY_NEUTRAL && s[CH_TURN]! >= 3) s[G_KY] = KY_UNION;
  if (s[G_KY] === KY_UNION) s[G_KY_FLAGS] = s[G_KY_FLAGS]! | KYF_UNION_MAY_ENTER;
}

/** Place one militia SP of the pending decision on hex h. */
export function placeMilitia(s: S, h: number): void {
  addField(s, h, s[P_SIDE]!, 1);
  gain(s, s[P_SIDE]!, 1);
  s[P_B] = s[P_B]! - 1;
  if (s[P_B]! <= 0) s[P_KIND] = 0;
}

/**
 * Does an attack from hex h on the city t (direction d) call out t's state militia [15.2, 15.5]?
 * Across a state border; or by the Union from the sympathetic region into a Southern city outside it
 * (Decatur), whose state the march through the region did not invade. A city in the region raises
 * none (`invasion`).
 */
export function militiaAttack(c: AcwContent, side: number, h: number, t: number, d: number): boolean {
  if (c.map.side[h * 6 + d]! & SB_BORDER) return true;
  const sym = (x: number): boolean => (c.map.region[x]! & R_SYMPATHETIC) !== 0;
  return side === USA && sym(h) && !sym(t);
}
