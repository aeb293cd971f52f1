/**
 * Rule coverage (src/games/bvg/coverage.ts): for every switch, a constructed position where its rule
 * bites (its counter moves) and one where it cannot (its counter stays at 0, the switch on). Battle
 * outcomes come from the keyed dice: a test that needs one tries seeds (reseedChance) until the
 * battle ends that way, and says so. Opt 8 (The Middle Dept.) has its own file, middle-dept.test.ts;
 * read-8.6-wounded-routed is counted in combat-aftermath.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import { K_LEADER } from '../../../src/games/bvg/content.js';
import { BVG_OPTIONS } from '../../../src/games/bvg/options.js';
import {
  A,
  at,
  bvg,
  c,
  card,
  city,
  command,
  empty,
  hand,
  L,
  legal,
  maps,
  own,
  play,
  START_MAPS,
  type S,
} from './fixture.js';

const count = (s: S, id: string): number => bvg.ruleCounts!(s)[id] ?? 0;

/** The option bit of switch `id` (its non-default value). */
function bit(id: string): number {
  const spec = BVG_OPTIONS.find((o) => o.id === id)!;
  const s = bvg.create({
    scenario: 'standard',
    seed: 'bit',
    options: { [id]: spec.type === 'boolean' ? true : spec.values!.find((v) => v !== spec.default)! },
  });
  const base = bvg.create({ scenario: 'standard', seed: 'bit' });
  return s[L.H_OPT]! ^ base[L.H_OPT]!;
}
const on = (s: S, id: string): S => {
  s[L.H_OPT] = s[L.H_OPT]! | bit(id);
  return s;
};

/** Play DONE (or the first legal action) until the phasing side changes. */
function endTurn(s: S): void {
  const side = s[L.H_SIDE];
  for (let i = 0; i < 400 && s[L.H_SIDE] === side && !bvg.isTerminal(s); i++) {
    const l = legal(s);
    play(s, l.includes(A.DONE) ? A.DONE : l[0]!);
  }
}

/** An empty board with the start map cards, the switch on, `side` to act in `phase`. */
function board(
  id: string,
  side: 'usa' | 'csa',
  phase: number,
  mapSpec: Record<string, string> = START_MAPS,
): S {
  const s = empty();
  maps(s, mapSpec);
  on(s, id);
  at(s, side, phase);
  return s;
}

/** Apply DONE at the current decision (the engine compares the legal actions first). */
const pass = (s: S): S => {
  play(s, A.DONE);
  return s;
};

/** Meade (USA) attacks Manassas from Washington against Magruder; the reserve exchange is next. */
function meadeAttacks(s: S, usaCorps: number[] = [9], csa: number[] = [7, 10]): { meade: number } {
  const meade = command(s, 'usa', 'east', 56, usaCorps);
  const magruder = command(s, 'csa', 'east', 32, csa);
  at(s, 'usa', L.PH_COMBAT);
  play(s, A.enc(A.OP_ATTACK, meade, city('manassas'), city('washington')));
  play(s, A.enc(A.OP_DEFEND, magruder, 0));
  return { meade };
}

/** Both sides pass their reserves (the dice are rolled), then every later choice takes the first option. */
function fightOut(s: S): void {
  const rolls = s[L.H_ROLLS]!;
  for (
    let i = 0;
    i < 100 && (s[L.H_ROLLS] === rolls || s[L.H_PHASE] !== L.PH_COMBAT) && !bvg.isTerminal(s);
    i++
  ) {
    const l = legal(s);
    play(s, l.includes(A.DONE) ? A.DONE : l[0]!);
  }
}

/** The battle `setup` makes, fought out with the dice of `seed`. */
function foughtWith(setup: () => S, seed: number): S {
  const s = setup();
  bvg.reseedChance(s, Sfc32.from(seed, 'coverage'));
  fightOut(s);
  return s;
}

/** Try seeds until `ok` holds for the fought-out battle; returns that state and its seed. */
function seekBattle(setup: () => S, ok: (s: S) => boolean): S & { seed?: number } {
  for (let seed = 0; seed < 400; seed++) {
    const s: S & { seed?: number } = foughtWith(setup, seed);
    s.seed = seed;
    if (ok(s)) return s;
  }
  throw new Error('no seed gives that battle');
}

describe('bvg rule coverage: each switch counts where its rule bites, and only there', () => {
  it('Opt 1 theater deployment: a West-home leader may not go East; a two-theater corps may', () => {
    const deploy = (num: number): S => {
      const s = board('opt1-theater-deployment', 'usa', L.PH_DEPLOY);
      hand(s, 'usa', num);
      return pass(s);
    };
    expect(count(deploy(14), 'opt1-theater-deployment')).toBe(1); // Halleck, home West
    expect(count(deploy(10), 'opt1-theater-deployment')).toBe(0); // XII Corps, East or West
  });

  it('Opt 2 Cumberland Gap: an attack on neutral Kentucky rolls for the Gap; without map card D, no roll', () => {
    const attack = (mapSpec: Record<string, string>): S => {
      const s = board('opt2-cumberland-gap', 'usa', L.PH_COMBAT, mapSpec);
      s[L.H_FLAGS] = s[L.H_FLAGS]! | L.GF_KY_NEUTRAL;
      const halleck = command(s, 'usa', 'west', 14, [18]);
      play(s, A.enc(A.OP_ATTACK, halleck, city('louisville'), city('cincinnati')));
      return s;
    };
    expect(count(attack({ B: 'only', C: 'neutral', D: 'only' }), 'opt2-cumberland-gap')).toBe(1);
    expect(count(attack({ B: 'only', C: 'neutral' }), 'opt2-cumberland-gap')).toBe(0);
  });

  it('Opt 3 Fort Monroe: no attack from the fort while Manassas (next to Washington) is Confederate', () => {
    const fromFort = (manassas: 'usa' | 'csa'): S => {
      const s = board('opt3-fort-monroe', 'usa', L.PH_COMBAT);
      own(s, manassas, 'manassas');
      command(s, 'usa', 'east', 56, [9]);
      return pass(s);
    };
    expect(count(fromFort('csa'), 'opt3-fort-monroe')).toBe(1);
    expect(count(fromFort('usa'), 'opt3-fort-monroe')).toBe(0);
  });

  it('Opt 4 cavalry losses: cavalry lost before Late War goes to cadre face-down; in Late War it does not', () => {
    const setup = (lateWar: number) => (): S => {
      const s = board('opt4-cavalry-losses', 'usa', L.PH_COMBAT);
      s[L.H_LATEWAR + L.CSA] = lateWar;
      meadeAttacks(s, [9, 10, 24], [45]); // JEB Stuart alone with Magruder
      return s;
    };
    const lost = (s: S): boolean => s[L.C_LOC + card('csa', 45)] === L.LOC_CADRE;
    expect(count(seekBattle(setup(0), lost), 'opt4-cavalry-losses')).toBe(1);
    expect(count(seekBattle(setup(1), lost), 'opt4-cavalry-losses')).toBe(0);
  });

  it('Opt 5 Trans-Mississippi: the CSA may send two 2/2 leaders and a division; the USA deploys as before', () => {
    const deploy = (side: 'usa' | 'csa'): S => {
      const s = board('opt5-trans-mississippi', side, L.PH_DEPLOY);
      const leaders: number[] = [];
      for (let k = c.sideStart[L.CSA]!; k < c.sideEnd[L.CSA]!; k++)
        if (c.kind[k] === K_LEADER && c.initAtk[k] === 2 && c.initDef[k] === 2 && leaders.length < 2)
          leaders.push(k);
      for (const k of [...leaders, card('csa', 9)]) s[L.C_LOC + k] = L.LOC_HAND;
      expect(leaders).toHaveLength(2);
      return pass(s);
    };
    expect(count(deploy('csa'), 'opt5-trans-mississippi')).toBe(1);
    expect(count(deploy('usa'), 'opt5-trans-mississippi')).toBe(0);
  });

  it('Opt 6 political favor: McDowell may not command as many cards as McClellan; with no favored leader, no limit', () => {
    const deploy = (withMcClellan: boolean): S => {
      const s = board('opt6-political-favor', 'usa', L.PH_DEPLOY);
      command(s, 'usa', 'east', 8, [9]); // McDowell (disfavored) with I Corps
      if (withMcClellan) command(s, 'usa', 'east', 11, [24]); // McClellan (favored) with II Corps
      command(s, 'usa', 'east', 25); // III Corps alone: attaching it to McDowell would give him two
      return pass(s);
    };
    expect(count(deploy(true), 'opt6-political-favor')).toBe(1);
    expect(count(deploy(false), 'opt6-political-favor')).toBe(0);
  });

  it('Opt 7 isolation: a defender with no supply line in his theater gets no reserves; a supplied one does', () => {
    const defend = (cut: boolean): S => {
      const s = board('opt7-isolation', 'usa', L.PH_COMBAT, { A: 'only', E: 'only' });
      const meade = command(s, 'usa', 'east', 56, [9]);
      const magruder = command(s, 'csa', 'east', 32, [7]);
      if (cut) own(s, 'usa', 'richmond', 'petersburg', 'norfolk', 'wilderness');
      play(s, A.enc(A.OP_ATTACK, meade, city('manassas'), city('washington')));
      play(s, A.enc(A.OP_DEFEND, magruder, 0));
      return s;
    };
    expect(count(defend(true), 'opt7-isolation')).toBe(1);
    expect(count(defend(false), 'opt7-isolation')).toBe(0);
  });

  it('Opt 9 garrisons: VII Corps never attacks; a command without it does', () => {
    const attackWith = (corps: number): S => {
      const s = board('opt9-garrisons', 'usa', L.PH_COMBAT);
      command(s, 'usa', 'east', 56, [corps]);
      return pass(s);
    };
    expect(count(attackWith(44), 'opt9-garrisons')).toBe(1); // VII Corps
    expect(count(attackWith(9), 'opt9-garrisons')).toBe(0); // I Corps
  });

  it('Opt 10 political generals: McClellan buys a corps out of cadre; without McClellan or Banks, nothing', () => {
    const regroup = (leader: number): S => {
      const s = board('opt10-political-generals', 'usa', L.PH_REGROUP);
      command(s, 'usa', 'east', leader, [9]);
      s[L.C_LOC + card('usa', 24)] = L.LOC_CADRE; // II Corps, face-up in cadre
      return pass(s);
    };
    expect(count(regroup(11), 'opt10-political-generals')).toBe(1); // McClellan
    expect(count(regroup(56), 'opt10-political-generals')).toBe(0); // Meade
  });

  it('Opt 15 western dispersion: no CSA defence of a Western city from hand; in the East, allowed', () => {
    const defendFromHand = (west: boolean): S => {
      const s = board('opt15-western-dispersion', 'usa', L.PH_COMBAT, {
        A: 'only',
        B: 'only',
        C: 'pro-usa',
        E: 'only',
        F: 'csa',
      });
      const attacker = west ? command(s, 'usa', 'west', 14, [18]) : command(s, 'usa', 'east', 56, [9]);
      hand(s, 'csa', west ? 13 : 7); // Cheatham (West) / Pickett (East)
      const [target, jump] = west ? ['memphis', 'cairo'] : ['manassas', 'washington'];
      play(s, A.enc(A.OP_ATTACK, attacker, city(target), city(jump)));
      expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
      play(s, A.enc(A.OP_ABANDON));
      return s;
    };
    expect(count(defendFromHand(true), 'opt15-western-dispersion')).toBe(1);
    expect(count(defendFromHand(false), 'opt15-western-dispersion')).toBe(0);
  });

  it('reading 4.6 (sacked): a leaderless disfavored leader leaves the game; a favored one goes to cadre', () => {
    const dismiss = (leader: number): S => {
      const s = board('read-4.6-leaderless', 'usa', L.PH_DEPLOY);
      command(s, 'usa', 'east', leader, []);
      return pass(s);
    };
    const mcdowell = dismiss(8);
    expect(mcdowell[L.C_LOC + card('usa', 8)]).toBe(L.LOC_REMOVED);
    expect(count(mcdowell, 'read-4.6-leaderless')).toBe(1);
    expect(count(dismiss(11), 'read-4.6-leaderless')).toBe(0);
  });

  it('reading 6.6 (costs supply): a free restore for lost production costs the CSA a supply point', () => {
    const csaTurn = (contraband: boolean): S => {
      const s = board('read-6.6-production-restore', 'usa', L.PH_COMBAT, {
        ...START_MAPS,
        C: 'pro-usa',
        F: 'usa',
        I: 'usa',
      });
      own(s, contraband ? 'usa' : 'csa', 'memphis', 'vicksburg', 'port-hudson', 'new-orleans');
      own(s, 'usa', 'cairo');
      endTurn(s); // the CSA Draw/Replace Step begins
      return s;
    };
    expect(count(csaTurn(true), 'read-6.6-production-restore')).toBe(1);
    expect(count(csaTurn(false), 'read-6.6-production-restore')).toBe(0);
  });

  it('reading 17.3 (supply): in USA Late War the bonus is a supply point; before it, nothing', () => {
    const usaTurn = (lateWar: number): S => {
      const s = board('read-17.3-late-war-bonus', 'csa', L.PH_COMBAT);
      s[L.H_LATEWAR + L.USA] = lateWar;
      endTurn(s);
      return s;
    };
    expect(count(usaTurn(1), 'read-17.3-late-war-bonus')).toBe(1);
    expect(count(usaTurn(0), 'read-17.3-late-war-bonus')).toBe(0);
  });

  it('reading CC20 (die roll too): The Slows gives -1 to the red die of a USA attack; without The Slows, no', () => {
    const battle = (slows: number): S => {
      const s = board('read-cc20-slows', 'usa', L.PH_COMBAT);
      meadeAttacks(s);
      s[L.B_INIT_PEN] = slows;
      play(s, A.DONE);
      play(s, A.DONE); // both pass: the dice
      return s;
    };
    expect(count(battle(1), 'read-cc20-slows')).toBe(1);
    expect(count(battle(0), 'read-cc20-slows')).toBe(0);
  });

  it('reading 10.3 (sum): an unopposed raid by 4 or more destroys 1 + 1; with one result only, no change', () => {
    const raid = (raider: number): S => {
      const s = board('read-10.3-raid', 'csa', L.PH_RAID_DEF);
      s[L.B_ATT_SIDE] = L.CSA;
      s[L.B_RAID + L.CSA] = raider;
      s[L.B_RAID + L.USA] = 0;
      s[L.H_SUPPLY + L.USA] = 5;
      play(s, A.DONE);
      return s;
    };
    expect(count(raid(5), 'read-10.3-raid')).toBe(1);
    expect(count(raid(2), 'read-10.3-raid')).toBe(0);
  });

  it('reading 10.3 (sum): a USA raid by exactly 4 on a CSA without cavalry, after a capture this Combat Step, counts', () => {
    const s = board('read-10.3-raid', 'usa', L.PH_RAID_DEF);
    s[L.B_ATT_SIDE] = L.USA;
    s[L.B_CAPTURED] = 1; // an earlier attack of this Combat Step took its city (8.7)
    s[L.B_RAID + L.USA] = 4;
    s[L.B_RAID + L.CSA] = 0;
    s[L.H_SUPPLY + L.CSA] = 5;
    play(s, A.DONE);
    expect(s[L.H_SUPPLY + L.CSA]).toBe(3); // 1 + 1
    expect(count(s, 'read-10.3-raid')).toBe(1);
  });

  it('reading 9.7 (inactive): a squadron face-down after its move does not count for the Full Blockade', () => {
    const check = (faceDown: boolean): S => {
      const s = board('read-9.7-moved-squadron', 'usa', L.PH_DEPLOY);
      for (const num of [5, 35]) s[L.C_LOC + card('usa', num)] = L.LOC_EAST; // Porter and Farragut
      if (faceDown) s[L.C_FLAGS + card('usa', 35)] = s[L.C_FLAGS + card('usa', 35)]! | L.F_FD_COMBAT;
      s[L.H_DIRTY] = 1; // naval presence changed: the objectives are checked (face-down until combat ends)
      play(s, A.DONE);
      return s;
    };
    expect(count(check(true), 'read-9.7-moved-squadron')).toBeGreaterThan(0);
    expect(count(check(false), 'read-9.7-moved-squadron')).toBe(0);
  });

  it('reading CC23 (partial only): Monitor and one squadron are a Partial, not a Full Blockade; without Monitor, no change', () => {
    const csaTurn = (monitor: boolean): S => {
      const s = board('read-cc23-monitor', 'usa', L.PH_COMBAT);
      s[L.C_LOC + card('usa', 5)] = L.LOC_EAST;
      if (monitor) s[L.H_FLAGS] = s[L.H_FLAGS]! | L.GF_MONITOR;
      endTurn(s);
      return s;
    };
    expect(count(csaTurn(true), 'read-cc23-monitor')).toBeGreaterThan(0);
    expect(count(csaTurn(false), 'read-cc23-monitor')).toBe(0);
  });

  it('reading 14.3 (CSA cards): the CSA railnet counts only CSA-deck map cards; with CSA cards only, no change', () => {
    const check = (mapSpec: Record<string, string>): S => {
      const s = board('read-14.3-csa-railnet', 'usa', L.PH_COMBAT, mapSpec);
      // the CSA keeps Lynchburg - Shenandoah Valley (and Knoxville): fewer native cities than all four
      // map cards in play, not fewer than the two CSA-deck cards
      own(s, 'usa', 'manassas', 'wilderness', 'richmond', 'petersburg');
      s[L.H_DIRTY] = 1; // control changed: the objectives are checked
      play(s, A.DONE);
      return s;
    };
    expect(count(check(START_MAPS), 'read-14.3-csa-railnet')).toBeGreaterThan(0);
    expect(count(check({ D: 'only', E: 'only' }), 'read-14.3-csa-railnet')).toBe(0);
  });

  it('reading 7.8 (once a turn): a squadron that moved in the Deploy/Move Step may not move again this turn', () => {
    const endStep = (moved: boolean, reading = true, phase = L.PH_DEPLOY): S => {
      const s = board('read-7.8-naval-moves', 'usa', phase);
      if (!reading) s[L.H_OPT] = s[L.H_OPT]! & ~bit('read-7.8-naval-moves');
      const porter = card('usa', 5);
      s[L.C_LOC + porter] = L.LOC_EAST;
      if (moved) s[L.C_FLAGS + porter] = s[L.C_FLAGS + porter]! | L.F_NAVAL_MOVED;
      return pass(s);
    };
    expect(count(endStep(true), 'read-7.8-naval-moves')).toBe(1);
    expect(count(endStep(false), 'read-7.8-naval-moves')).toBe(0);
    expect(count(endStep(true, false), 'read-7.8-naval-moves')).toBe(0); // the default: the move is over
    // the Reorganization Step is the turn's last chance to move a squadron: the reading changes nothing there
    const reorg = endStep(true, true, L.PH_REORG);
    expect(reorg[L.H_PHASE]).not.toBe(L.PH_REORG);
    expect(count(reorg, 'read-7.8-naval-moves')).toBe(0);
  });

  it('reading Gettysburg Gap (USA): the Gap starts with the USA in Gettysburg; other scenarios are unchanged', () => {
    const options = { 'read-gettysburg-gap': 'usa' };
    expect(count(bvg.create({ scenario: 'gettysburg', seed: 1, options }), 'read-gettysburg-gap')).toBe(1);
    expect(count(bvg.create({ scenario: 'standard', seed: 1, options }), 'read-gettysburg-gap')).toBe(0);
  });

  it('Opt 11 deathride: the city falls though the attacking commander fell (a seed where he does)', () => {
    const setup = (): S => {
      const s = board('opt11-deathride', 'usa', L.PH_COMBAT);
      meadeAttacks(s, [9, 10, 24, 25], [7]);
      return s;
    };
    const fell = seekBattle(setup, (s) => count(s, 'opt11-deathride') > 0);
    expect(fell[L.CITY + city('manassas')]).toBe(L.USA + 1);
    // The same dice against a defender without a leader: no leader loss (8.6), so no Deathride
    const noLeader = (): S => {
      const s = board('opt11-deathride', 'usa', L.PH_COMBAT);
      const meade = command(s, 'usa', 'east', 56, [9, 10, 24, 25]);
      const pickett = command(s, 'csa', 'east', 7);
      play(s, A.enc(A.OP_ATTACK, meade, city('manassas'), city('washington')));
      play(s, A.enc(A.OP_DEFEND, pickett, 0));
      return s;
    };
    expect(count(foughtWith(noLeader, fell.seed!), 'opt11-deathride')).toBe(0);
  });

  it('Opt 12 Atlantic theater: an attack from Ft Monroe ties the command to the fort; one from Washington does not', () => {
    const attack = (from: string, target: string): S => {
      const s = board('opt12-atlantic-theater', 'usa', L.PH_COMBAT);
      const meade = command(s, 'usa', 'east', 56, [9]);
      const magruder = command(s, 'csa', 'east', 32, [7]);
      play(s, A.enc(A.OP_ATTACK, meade, city(target), city(from)));
      if (s[L.H_PHASE] === L.PH_PORT_DECL) play(s, A.enc(A.OP_SEA, 0));
      play(s, A.enc(A.OP_DEFEND, magruder, 0));
      fightOut(s);
      return s;
    };
    expect(count(attack('ft-monroe', 'norfolk'), 'opt12-atlantic-theater')).toBeGreaterThan(0);
    expect(count(attack('washington', 'manassas'), 'opt12-atlantic-theater')).toBe(0);
  });

  it('Opt 13 change of base: an Eastern command that takes Knoxville (West) may change theater (a seed where it takes it)', () => {
    const setup = (cross: boolean) => (): S => {
      const s = board('opt13-change-of-base', 'usa', L.PH_COMBAT, {
        A: 'only',
        B: 'only',
        C: 'pro-usa',
        D: 'only',
        E: 'only',
      });
      own(s, 'usa', 'lynchburg', 'shenandoah-valley', 'cumberland-gap', 'lexington', 'manassas');
      const meade = command(s, 'usa', 'east', 56, [9, 10, 24, 25]);
      const [target, from] = cross ? ['knoxville', 'lynchburg'] : ['richmond', 'lynchburg'];
      const defender = command(s, 'csa', cross ? 'west' : 'east', cross ? 18 : 32, [cross ? 12 : 7]);
      play(s, A.enc(A.OP_ATTACK, meade, city(target), city(from)));
      play(s, A.enc(A.OP_DEFEND, defender, 0));
      return s;
    };
    const taken = seekBattle(setup(true), (s) => s[L.CITY + city('knoxville')] === L.USA + 1);
    expect(count(taken, 'opt13-change-of-base')).toBe(1);
    // Richmond is in the attacker's own theater: the same dice, no window
    expect(count(foughtWith(setup(false), taken.seed!), 'opt13-change-of-base')).toBe(0);
  });

  it('Opt 14 USA strategic victory: +6 without the Emancipation Proclamation is Strategic; with it, Operational', () => {
    const win = (emancipation: boolean): S => {
      const s = board('opt14-usa-strategic-victory', 'usa', L.PH_COMBAT, {
        A: 'only',
        B: 'only',
        C: 'pro-usa',
        D: 'only',
        E: 'only',
        F: 'usa',
        G: 'usa',
        H: 'usa',
        I: 'usa',
        J: 'usa',
        K: 'usa',
      });
      for (let x = 0; x < c.ncity; x++) if (s[L.CITY + x] !== 0) s[L.CITY + x] = L.USA + 1;
      for (const num of [5, 35]) s[L.C_LOC + card('usa', num)] = L.LOC_EAST;
      s[L.C_LOC + card('usa', 7)] = L.LOC_WEST;
      if (emancipation) s[L.H_FLAGS] = s[L.H_FLAGS]! | L.GF_EMANC;
      s[L.H_DIRTY] = 1;
      play(s, A.DONE);
      expect(bvg.isTerminal(s)).toBe(true);
      return s;
    };
    const strategic = win(false);
    expect(bvg.outcome(strategic).victory).toBe('usa-strategic');
    expect(count(strategic, 'opt14-usa-strategic-victory')).toBe(1);
    expect(count(win(true), 'opt14-usa-strategic-victory')).toBe(0);
  });

  it('reading 8.3 (cities only): a command that defended Manassas may not defend Richmond against an attack supplied through Manassas', () => {
    const defendAgain = (earlier: string): S => {
      const s = board('read-8.3-second-defence', 'usa', L.PH_COMBAT);
      own(s, 'usa', 'manassas', 'wilderness');
      const meade = command(s, 'usa', 'east', 56, [9]);
      const magruder = command(s, 'csa', 'east', 32, [7]);
      for (const k of [magruder, card('csa', 7)]) {
        s[L.C_FLAGS + k] = s[L.C_FLAGS + k]! | L.F_DEFENDED;
        s[L.C_DEF0 + k] = 1 << city(earlier); // the city it defended earlier this turn (8.3)
      }
      play(s, A.enc(A.OP_ATTACK, meade, city('richmond'), city('wilderness')));
      expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
      play(s, A.enc(A.OP_ABANDON));
      return s;
    };
    expect(count(defendAgain('manassas'), 'read-8.3-second-defence')).toBe(1);
    expect(count(defendAgain('norfolk'), 'read-8.3-second-defence')).toBe(0);
  });

  it('every switch of the game has a counter', () => {
    expect(bvg.coverage).toEqual(bvg.options.map((o) => o.id));
  });
});
