/**
 * Integer actions of Blue vs Gray: op in bits 0-5 and up to three 8-bit fields (a: bits 6-13,
 * b: 14-21, c: 22-29), so every action is a non-negative int32, stable across states (records and
 * search trees store them). Fields hold card indices (< 192), city indices (< 64), theaters or small
 * counts; NONE (255) marks an absent field.
 *
 *   DONE                     end the current step / pass / no (more) of this choice
 *   DRAW                     6.2 draw a card with one draw entitlement
 *   SUPPLY                   6.3 take a supply point with one draw entitlement
 *   CADRE card               6.4 take a face-up cadre card with one draw entitlement
 *   BUY card|NONE            6.5 cash in a supply point for a card from cadre (card) or the deck (NONE)
 *   RESTORE card             6.6/13 restore a depleted unit
 *   REPLACE                  6.7 draw the replacement of a useless map card
 *   RETURN card              CC13/CC6 Banks or Beauregard back to hand (Steps 1-2)
 *   MAP card                 7.2 play a map card
 *   DEPLOY card theater      7.3 deploy a card from hand as a new command
 *   ATTACH card leader       7.5 attach a command to a leader (or form a cavalry pair, 10.2)
 *   DETACH card              7.5 detach a unit or subcommand
 *   XFER_UP card             7.4 transfer a unit from a subordinate to the commander
 *   XFER_DOWN card sub       7.4 transfer a unit from the commander to a subordinate
 *   DISMISS leader repl      7.6 dismiss a leader, replaced by repl (hand or board) or NONE
 *   RAIL_SELECT root         7.7 select the command for rail movement
 *   RAIL card                7.7 move a command by rail to the other theater (12: any command)
 *   NAVAL card               7.8 move a naval squadron to the other theater
 *   TRANSMISS l1 l2 div      Opt 5 send two leaders and a division to the Trans-Mississippi
 *   GIVE card                four-player rule 7: give a card to the partner
 *   ENIGMA card param        3.7 play an Enigma card (param: a target when it needs one)
 *   ATTACK root target jump  8.2 attack
 *   PORT_ATTACK target jump  11.7 announce a CSA attack on a USA port (USA declares, then ATTACK)
 *   INVADE root port         9.6 invasion
 *   RAID                     10.3 begin a cavalry raid
 *   SEA yes                  11.7 USA: supply the attacked port by sea (1) or not (0)
 *   ABANDON                  8.3 abandon the city
 *   DEFEND root dow          8.3 defend with a command (dow 1: combined with Dept. of Washington)
 *   DEF_HAND card theater    8.3 defend with one unit played from hand
 *   DEF_DETACH card          8.3 detach from a command before choosing the defender
 *   RESERVE card leader      8.41 add a reserve (leader NONE: pair with the lone cavalry)
 *   WITHDRAW card            8.42 withdraw a unit
 *   JACKSON                  CC21 Jackson rejoins the defending command
 *   EXCESS card              4.5 turn an over-capacity card face-down
 *   LOSS card                8.5 take a step loss on a unit
 *   LEADER card              8.6 the affected leader
 *   RAID_ADD card            10.3 commit a cavalry unit to the raid (or its defence)
 *   PICK card                a card chosen for a card effect (Degataga, Draft Riots, Infernal Machines)
 *   YES                      accept an offer (Reorganization, Change of Base, Reserve Corps)
 *   BUY_CORPS card leader    Opt 10 buy a corps out of cadre for McClellan or Banks
 *   USE_RESERVE card         CC58 discard the Reserve/Provisional Corps to restore three corps
 */
export const OP_DONE = 0;
export const OP_DRAW = 1;
export const OP_SUPPLY = 2;
export const OP_CADRE = 3;
export const OP_BUY = 4;
export const OP_RESTORE = 5;
export const OP_REPLACE = 6;
export const OP_RETURN = 7;
export const OP_MAP = 8;
export const OP_DEPLOY = 9;
export const OP_ATTACH = 10;
export const OP_DETACH = 11;
export const OP_XFER_UP = 12;
export const OP_XFER_DOWN = 13;
export const OP_DISMISS = 14;
export const OP_RAIL_SELECT = 15;
export const OP_RAIL = 16;
export const OP_NAVAL = 17;
export const OP_TRANSMISS = 18;
export const OP_GIVE = 19;
export const OP_ENIGMA = 20;
export const OP_ATTACK = 21;
export const OP_PORT_ATTACK = 22;
export const OP_INVADE = 23;
export const OP_RAID = 24;
export const OP_SEA = 25;
export const OP_ABANDON = 26;
export const OP_DEFEND = 27;
export const OP_DEF_HAND = 28;
export const OP_DEF_DETACH = 29;
export const OP_RESERVE = 30;
export const OP_WITHDRAW = 31;
export const OP_JACKSON = 32;
export const OP_EXCESS = 33;
export const OP_LOSS = 34;
export const OP_LEADER = 35;
export const OP_RAID_ADD = 36;
export const OP_PICK = 37;
export const OP_YES = 38;
export const OP_BUY_CORPS = 39;
export const OP_USE_RESERVE = 40;

export const NONE = 255;

export const enc = (op: number, a = 0, b = 0, c = 0): number => op | (a << 6) | (b << 14) | (c << 22);
export const opOf = (x: number): number => x & 63;
export const fa = (x: number): number => (x >> 6) & 255;
export const fb = (x: number): number => (x >> 14) & 255;
export const fc = (x: number): number => (x >> 22) & 255;

export const DONE = enc(OP_DONE);
