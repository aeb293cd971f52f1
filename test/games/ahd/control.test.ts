/**
 * R8.0 Capturing and controlling boxes, played through the game object: capture at the end of the
 * capturer's Combat Segment, Control markers, the lone-cavalry exception, and the victory re-check
 * on every change of control (digest §11 #29).
 */
import { describe, expect, it } from 'vitest';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { claimOf, ctrlOf } from '../../../src/games/ahd/state.js';
import { box, endPlayerTurn, findMove, position, type PositionSpec } from './position.js';

/** Play the rest of this Player Turn and the opponent's (who has nothing to do). */
function nextTurnOfSameSide(s: Int32Array): void {
  endPlayerTurn(s);
  endPlayerTurn(s);
}

describe('R8.0 capture', () => {
  it('moving into or through a box changes nothing; occupation at the end of the Combat Segment captures it', () => {
    const s = position({ side: 'usa', units: [['usa', 'Mc', 'nashville']] });
    ahd.apply(s, findMove(s, 'nashville', ['decatur', 'corinth'], 'Mc')!); // through Decatur
    expect(ctrlOf(s, box('decatur'))).toBe(L.CSA);
    expect(ctrlOf(s, box('corinth'))).toBe(L.CSA);
    ahd.apply(s, A.DONE); // end of movement: no battle, the Combat Segment ends
    expect(ctrlOf(s, box('corinth'))).toBe(L.USA);
    expect(ctrlOf(s, box('decatur'))).toBe(L.CSA);
    expect(ctrlOf(s, box('nashville'))).toBe(L.CSA); // left before its capture: never Union
  });

  it('a box captured with infantry keeps a Control marker when vacated', () => {
    const s = position({ side: 'usa', units: [['usa', 'Mi', 'decatur']] });
    nextTurnOfSameSide(s);
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'decatur', ['nashville'], 'Mi')!);
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
  });

  it('cavalry alone control a box only while they occupy it', () => {
    const s = position({ side: 'usa', units: [['usa', 'Mc', 'decatur']] });
    nextTurnOfSameSide(s);
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'decatur', ['nashville'], 'Mc')!);
    expect(ctrlOf(s, box('decatur'))).toBe(L.CSA); // back to its colour at once
    expect(claimOf(s, box('decatur'))).toBe(false); // and no Control marker is placed
  });

  it('cavalry leaving a tan box they captured leave it neutral, without a Control marker', () => {
    const s = position({ side: 'usa', units: [['usa', 'Mc', 'louisville']] });
    nextTurnOfSameSide(s);
    expect(ctrlOf(s, box('louisville'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'louisville', ['cincinnati'], 'Mc')!);
    expect(ctrlOf(s, box('louisville'))).toBe(-1);
    expect(claimOf(s, box('louisville'))).toBe(false);
  });

  it('an enemy Control marker does not give a cavalry capture a marker of its own', () => {
    // Decatur held by the Confederacy with a marker; Union cavalry capture it, then leave.
    const s = position({ side: 'usa', control: { decatur: 'csa' }, units: [['usa', 'Mc', 'decatur']] });
    nextTurnOfSameSide(s);
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'decatur', ['nashville'], 'Mc')!);
    expect(ctrlOf(s, box('decatur'))).toBe(L.CSA);
  });

  it('§11 #25: a capture made with infantry keeps its marker while cavalry alone hold the box', () => {
    const spec: PositionSpec = {
      side: 'usa',
      units: [
        ['usa', 'Mi', 'decatur'],
        ['usa', 'Mc', 'decatur'],
      ],
    };
    const s = position(spec);
    nextTurnOfSameSide(s); // captured with infantry
    ahd.apply(s, findMove(s, 'decatur', ['nashville'], 'Mi')!); // the infantry leave, the cavalry stay
    nextTurnOfSameSide(s); // re-captured by the cavalry alone at the end of the Combat Segment
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'decatur', ['corinth'], 'Mc')!);
    expect(ctrlOf(s, box('decatur'))).toBe(L.USA); // the marker stays
  });

  it('a cavalry raid into its own colour converts the box back for good', () => {
    const s = position({ side: 'usa', control: { cincinnati: 'csa' }, units: [['usa', 'Mc', 'cincinnati']] });
    expect(ctrlOf(s, box('cincinnati'))).toBe(L.CSA);
    nextTurnOfSameSide(s);
    expect(ctrlOf(s, box('cincinnati'))).toBe(L.USA);
    ahd.apply(s, findMove(s, 'cincinnati', ['dayton'], 'Mc')!);
    expect(ctrlOf(s, box('cincinnati'))).toBe(L.USA);
  });

  it('units passing in and out of an enemy-held box leave its control alone', () => {
    // Confederate cavalry hold neutral Louisville; Union infantry enter it and leave with a second March
    // (under read-leave-contested=allowed: by default R4.0 makes them stop there).
    const s = position({
      side: 'usa',
      options: { 'read-leave-contested': 'allowed' },
      control: { louisville: 'csa-cav' },
      units: [
        ['csa', 'Mc', 'louisville'],
        ['usa', 'Mi', 'cincinnati'],
      ],
    });
    ahd.apply(s, findMove(s, 'cincinnati', ['louisville'], 'Mi')!);
    ahd.apply(s, findMove(s, 'louisville', ['evansville'], 'Mi')!);
    expect(ctrlOf(s, box('louisville'))).toBe(L.CSA);
  });
});

describe('§11 #29 victory is re-checked whenever control changes', () => {
  it('a lone Union cavalry leaving Knoxville lowers the Union Army Maximum at once', () => {
    const s = position({
      side: 'usa',
      control: { knoxville: 'usa-cav' },
      units: [['usa', 'Mc', 'knoxville']],
    });
    expect(s[L.H_AM + L.USA]).toBe(35); // 34 + Knoxville's blue 1
    s[L.H_AM + L.CSA] = 35; // equal: no Confederate victory
    ahd.apply(s, findMove(s, 'knoxville', ['chattanooga'], 'Mc')!);
    expect(s[L.H_AM + L.USA]).toBe(34);
    expect(ahd.isTerminal(s)).toBe(true);
    expect(ahd.outcome(s)).toMatchObject({ winner: L.CSA, victory: 'army-maximum' });
  });
});
