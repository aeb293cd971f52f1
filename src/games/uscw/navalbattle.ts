/**
 * The arithmetic of the Advanced naval module (21), on counts and dice alone so that the worked
 * examples can pin it: the Union Oceangoing Ironclad Strength (21.5), the NSPs a side brings to a
 * Naval Battle (21.6.3-21.6.4), the battle itself (21.6.2, 21.6.5-21.6.7), Running the Guns (21.13) and
 * the Naval Interception roll (21.4.2). navaladv.ts applies them to the board.
 */
import type { UscwContent } from './content.js';
import { column, crtRank } from './battle.js';

/** 21.5: the Union's Oceangoing Ironclad Strength grows by 1 NSP every even turn (T4 = 2, T16 = 8). */
export function ironcladStrength(turn: number): number {
  return Math.floor(Math.max(0, turn) / 2);
}

/** What a Naval Battle is fought against, for 21.5's third condition. */
export const TGT_OTHER = 0;
export const TGT_CF = 1;
export const TGT_ISLAND = 2;
/** An Ocean Port with a Blockade Runner DRM. */
export const TGT_RUNNER_PORT = 3;

/**
 * 21.5: the Ironclad Strength joins a Naval Battle only when the stack was activated with a Naval or
 * Any card, the Union attacks with at least 1 Oceangoing NSP, and the target is a Coastal Fort, an
 * Island or a Blockade-Runner Ocean Port.
 */
export function ironcladJoins(
  card: boolean,
  unionAttacks: boolean,
  oceanNsp: number,
  target: number,
): boolean {
  return card && unionAttacks && oceanNsp >= 1 && target !== TGT_OTHER;
}

/** The pieces one side has in a Naval Battle (21.6.3, 21.6.4). */
export interface NavalForce {
  /** NSPs of undamaged Naval Units (Union NSPs, CSA flotillas 1 each, completed Ironclads 2 each). */
  readonly ships: number;
  readonly cf?: boolean;
  /** A Fort marker (2 NSP). */
  readonly fort?: boolean;
  /** Naval Batteries (2 NSP each). */
  readonly batteries?: number;
  /** The Union Oceangoing Ironclad Strength, when 21.5 lets it join. */
  readonly ironclad?: number;
  /** A 0-NSP unit present (an Ironclad under construction, a damaged ship, an Entrenchment, a Union marker in a qualifying Ocean Port, Gunboats or Cottonclads). */
  readonly zero?: boolean;
}

/** 21.6.3: the NSPs a force fights with (CF 4, Fort 2, each Battery 2, plus its ships and Ironclads). */
export function forceNsp(c: UscwContent, f: NavalForce): number {
  const t = c.tables.json.naval;
  return (
    f.ships +
    (f.cf ? t.cfNsp : 0) +
    (f.fort ? t.fortNsp : 0) +
    (f.batteries ?? 0) * t.batteryNsp +
    (f.ironclad ?? 0)
  );
}

/**
 * 21.6.4: may the force fire at all? With more than 0 NSPs it fires on its column; with 0 NSPs one
 * 0-NSP unit fires on the 0 column (only one, however many there are); with neither it cannot.
 */
export function forceFires(c: UscwContent, f: NavalForce): boolean {
  return forceNsp(c, f) > 0 || f.zero === true;
}

/** 21.6.5: the DRM of a side in a Naval Battle. */
export function navalDrm(attacker: boolean, demoralized: boolean, leader: boolean, card: boolean): number {
  return (attacker && demoralized ? -2 : 0) + (leader ? 1 : 0) + (attacker && card ? 2 : 0);
}

/** A CRT result rank (3 * hits + mark, content.ts): hits sink, an asterisk damages one ship (21.6.6). */
export const hitsOf = (rank: number): number => Math.floor(rank / 3);
export const damagesOf = (rank: number): number => (rank % 3 === 2 ? 1 : 0);
const diamondsOf = (rank: number): number => (rank % 3 === 1 ? 1 : 0);

export interface NavalBattle {
  /** Result ranks (what each side inflicts). */
  readonly att: number;
  readonly def: number;
  /** 21.6.7: the higher result wins; equal results are a tie (the attacker retreats, undemoralized). */
  readonly attWon: boolean;
  readonly defWon: boolean;
}

/** 21.6.2: each side rolls on the column of its own NSPs, adds its DRM and reads the CRT. */
export function navalBattle(
  c: UscwContent,
  attNsp: number,
  attDrm: number,
  attRoll: number,
  defNsp: number,
  defDrm: number,
  defRoll: number,
): NavalBattle {
  const att = crtRank(c, column(c, attNsp), attRoll + attDrm);
  const def = crtRank(c, column(c, defNsp), defRoll + defDrm);
  return { att, def, attWon: att > def, defWon: def > att };
}

/** Dice a side rolls in a Naval Battle on the column of n NSPs (11.2.1, 21.6.2). */
export const navalDice = (c: UscwContent, n: number): number => c.tables.crt[column(c, n)]!.dice;

/** How the attacker's result falls on the defender's pieces (21.6.6). */
export interface HitsTaken {
  /** Hits and damage that fell on a Coastal Fort, Fort or Battery (no effect). */
  readonly absorbed: number;
  /** Ships sunk (Union NSPs to the Naval Pool, CSA units removed). */
  readonly sunk: number;
  /** Ships damaged (0 NSP; a CSA Ironclad flips back to under construction). */
  readonly damaged: number;
}

/**
 * 21.6.6: the attacker's first hit goes on a Coastal Fort, Fort or Battery when one is present and
 * does nothing; when he scored no hit, his damage goes there instead. The rest sink and damage ships
 * (the Ironclad Strength absorbs nothing). `installation` says whether the side hit has one; `ships`
 * how many ship units it has that can take a result.
 */
export function takeHits(rank: number, installation: boolean, byAttacker: boolean, ships: number): HitsTaken {
  let hits = hitsOf(rank);
  let dmg = damagesOf(rank);
  let absorbed = 0;
  if (byAttacker && installation) {
    if (hits > 0) {
      hits--;
      absorbed = 1;
    } else if (dmg > 0) {
      dmg = 0;
      absorbed = 1;
    }
  }
  const sunk = Math.min(hits, ships);
  const damaged = Math.min(dmg, ships - sunk);
  return { absorbed, sunk, damaged };
}

/**
 * 21.6.6: a Confederate Ironclad hit or damaged rolls a die; on 4-6 the result drops one level (a hit
 * becomes damage, damage becomes nothing). Returns 2 sunk, 1 damaged, 0 unharmed.
 */
export function ironcladSaves(level: 1 | 2, roll: number): number {
  return roll >= 4 ? level - 1 : level;
}

/** The outcome of Running the Guns for `ships` moving units (21.13). */
export interface GunsRun {
  readonly sunk: number;
  /** Damaged: back to the port of origin (eliminated in a Naval Retreat). */
  readonly damaged: number;
  /** Sailing upriver, each diamond sends one undamaged unit back to port unharmed. */
  readonly turnedBack: number;
  /** Units that get past and may move on. */
  readonly through: number;
}

/**
 * 21.13: only the non-phasing player rolls, on the column of his NSPs at -2; sailing upriver he rolls
 * twice and the two results are added (hits, asterisks and diamonds each summed). 0-NSP units never
 * fire on ships running past them.
 */
export function runGuns(
  c: UscwContent,
  guardNsp: number,
  ships: number,
  upriver: boolean,
  rolls: readonly number[],
): GunsRun {
  if (guardNsp <= 0) return { sunk: 0, damaged: 0, turnedBack: 0, through: ships };
  const col = column(c, guardNsp);
  let hits = 0;
  let dmg = 0;
  let dia = 0;
  for (let i = 0; i < (upriver ? 2 : 1); i++) {
    const r = crtRank(c, col, rolls[i]! - 2);
    hits += hitsOf(r);
    dmg += damagesOf(r);
    dia += diamondsOf(r);
  }
  const sunk = Math.min(hits, ships);
  const damaged = Math.min(dmg, ships - sunk);
  const turnedBack = upriver ? Math.min(dia, ships - sunk - damaged) : 0;
  return { sunk, damaged, turnedBack, through: ships - sunk - damaged - turnedBack };
}

/**
 * 21.4.2: a Naval Interception succeeds on 2d6 >= 7, +1 with a Union Naval Leader among the
 * interceptors, -1 when a Confederate Ironclad takes part.
 */
export function navalInterception(roll2d6: number, unionLeader: boolean, csaIronclad: boolean): boolean {
  return roll2d6 + (unionLeader ? 1 : 0) - (csaIronclad ? 1 : 0) >= 7;
}
