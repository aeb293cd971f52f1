/**
 * Integer actions: op in bits 0-5, then three fields x (bits 6-14), y (bits 15-23), z (bits 24-30).
 * x and y hold a general, card, city, hex or amount (up to 511); z a small kind. Every decision is one
 * of these "macro" actions (digest §10): a whole purchase, a naval unit's destination, one rail move,
 * one card play, one hex of movement, one commitment.
 */

export const OP_DONE = 0;
export const OP_YES = 1;
export const OP_GIC = 2;
export const OP_BUY_CSP = 3;
export const OP_PROMOTE = 4;
export const OP_RETURN = 5;
export const OP_SWAP_CO = 6;
export const OP_APPOINT_GIC = 7;
export const OP_BUY_FLEET = 8;
export const OP_BUY_RAIDER = 9;
export const OP_BUY_ASSET = 10;
export const OP_BUY_PLOT = 11;
export const OP_PLACE_ASSET = 12;
export const OP_DRAFT = 13;
export const OP_NAVAL = 14;
export const OP_BLOCK_IT = 15;
export const OP_RAIL = 16;
export const OP_ABSORB = 17;
export const OP_TAKE_CAMPAIGN = 18;
export const OP_PLAY_PC = 19;
export const OP_PLAY_PRESS = 20;
export const OP_PLAY_EVENT = 21;
export const OP_PLAY_SEDITIOUS = 22;
export const OP_DISCARD_SEDITIOUS = 23;
export const OP_EXCHANGE = 24;
export const OP_PLAY_CAMPAIGN = 25;
export const OP_PASS = 26;
export const OP_ACTIVATE = 27;
export const OP_FORAY = 28;
export const OP_REMOVE_IT = 29;
export const OP_MOVE = 30;
export const OP_ATTACK = 31;
export const OP_DROP = 32;
export const OP_SPLIT = 33;
export const OP_PICKUP = 34;
export const OP_RELIEVE = 35;
export const OP_RAID = 36;
export const OP_RIT = 37;
export const OP_RIVER = 38;
export const OP_RIVER_ASSAULT = 39;
export const OP_OCEAN = 40;
export const OP_OCEAN_ASSAULT = 41;
export const OP_CONSOLIDATE = 42;
export const OP_HARASS = 43;
export const OP_RESOURCE = 44;
export const OP_CSP = 45;
export const OP_VICTIM = 46;
export const OP_RETREAT = 47;
export const OP_ADVANCE = 48;
export const OP_DEMOTE = 49;
export const OP_PCSA = 50;
export const OP_PCSA_REMOVE = 51;
export const OP_TARGET = 52;
export const OP_PEACE_PC = 53;
export const OP_BI_SWAP = 54;
// 55: free (was OP_SIEGE_PLAY)
export const OP_NO = 56;
export const OP_LAST_PLAY = 57;

/** OP_RESOURCE x for the 0 Resource card (10.3, 16.3). */
export const ZERO_CARD = 511;
/** OP_ADVANCE x values (16.10.1). */
export const ADV_NONE = 0;
export const ADV_ALL = 1;
export const ADV_CO = 2;
/** OP_FORAY z values (13.2.4). */
export const FORAY_RAID = 0;
export const FORAY_RIT = 1;
/** OP_RIT z values (13.2.3). */
export const RIT_PLACE = 0;
export const RIT_REMOVE = 1;

export const enc = (op: number, x = 0, y = 0, z = 0): number => op | (x << 6) | (y << 15) | (z << 24);
export const opOf = (a: number): number => a & 63;
export const xOf = (a: number): number => (a >>> 6) & 511;
export const yOf = (a: number): number => (a >>> 15) & 511;
export const zOf = (a: number): number => (a >>> 24) & 127;
