/**
 * Action encoding: one integer per decision, `kind << 24 | x << 10 | y`, where x is a hex index, a
 * water node or a record index (< 16384) and y a count of Strength Points or a choice (< 1024).
 * Freely splittable stacks are moved by macro actions that count SP instead of naming counters
 * (digest §10.3): pick up k SP of a hex, move k SP of the force in motion to a neighbour (the rest
 * stays behind as a detachment with the MP it has left [5.13]), commit k SP of a hex to an attack.
 */

export const A_END = 1;
// set-up [19.1]
export const A_DEPLOY = 2;
export const A_LEE = 3;
// reinforcements [16]
export const A_REINF = 4;
export const A_RIVERINE_SITE = 5;
// movement phase, no force in motion [5.1]
export const A_PICK = 6;
export const A_PICK_U = 7;
export const A_PICK_LEAD = 8;
export const A_UNGARRISON = 9;
export const A_GARRISON = 10;
export const A_BUILD_FORT = 11;
export const A_DEMOLISH = 12;
export const A_PICK_LEADER = 13;
export const A_PICK_FLEET = 14;
export const A_PICK_RIVERINE = 15;
export const A_PICK_USMRR = 16;
// the force in motion
export const A_STEP = 17;
export const A_STOP = 18;
export const A_ENTRAIN = 19;
export const A_DETRAIN = 20;
export const A_EMBARK = 21;
export const A_RIVER_STEP = 22;
export const A_DISEMBARK = 23;
export const A_SEA = 24;
export const A_DM = 25;
export const A_WATER_STEP = 26;
// combat phase [8]
export const A_TARGET = 27;
export const A_COMMIT = 28;
export const A_COMMIT_NAVAL = 29;
export const A_RESOLVE = 30;
// decisions of either side inside a phase
export const A_MILITIA = 31;
export const A_STAND = 32;
export const A_RETREAT = 33;
export const A_COLUMN = 34;
export const A_CITY_LOSS = 35;
export const A_ADVANCE = 36;
export const A_NEW_LEADER = 37;
export const A_DECLINE = 38;

export const KIND_NAMES: Readonly<Record<number, string>> = {
  [A_END]: 'end',
  [A_DEPLOY]: 'deploy',
  [A_LEE]: 'place Leader A',
  [A_REINF]: 'reinforce',
  [A_RIVERINE_SITE]: 'riverine arrives',
  [A_PICK]: 'pick up',
  [A_PICK_U]: 'pick up unsupplied',
  [A_PICK_LEAD]: 'pick up with leader',
  [A_UNGARRISON]: 'leave fort',
  [A_GARRISON]: 'garrison fort',
  [A_BUILD_FORT]: 'build fort',
  [A_DEMOLISH]: 'remove fort',
  [A_PICK_LEADER]: 'move leader',
  [A_PICK_FLEET]: 'move naval',
  [A_PICK_RIVERINE]: 'move riverine',
  [A_PICK_USMRR]: 'move USMRR',
  [A_STEP]: 'move',
  [A_STOP]: 'stop',
  [A_ENTRAIN]: 'entrain',
  [A_DETRAIN]: 'detrain',
  [A_EMBARK]: 'embark',
  [A_RIVER_STEP]: 'river',
  [A_DISEMBARK]: 'disembark',
  [A_SEA]: 'sea move',
  [A_DM]: 'Double-Match',
  [A_WATER_STEP]: 'sail',
  [A_TARGET]: 'attack',
  [A_COMMIT]: 'commit',
  [A_COMMIT_NAVAL]: 'commit naval',
  [A_RESOLVE]: 'resolve',
  [A_MILITIA]: 'militia',
  [A_STAND]: 'stand',
  [A_RETREAT]: 'retreat',
  [A_COLUMN]: 'column',
  [A_CITY_LOSS]: 'city point',
  [A_ADVANCE]: 'advance',
  [A_NEW_LEADER]: 'new leader',
  [A_DECLINE]: 'decline',
};

export const act = (kind: number, x = 0, y = 0): number => (kind << 24) | (x << 10) | y;
export const kindOf = (a: number): number => a >>> 24;
export const xOf = (a: number): number => (a >>> 10) & 16383;
export const yOf = (a: number): number => a & 1023;
