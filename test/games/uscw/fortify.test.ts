/**
 * Fortifications (10.2): worked example W24 — a Fort started in an Action Phase is complete at the end
 * of its side's next Action Phase.
 */
import { describe, expect, it } from 'vitest';
import { supplySegment } from '../../../src/games/uscw/supplyseg.js';
import { buildStage, CARD_ANY, fortLevel, fortOwner, hand } from '../../../src/games/uscw/state.js';
import { A, CSA, USA, act, blank, c, can, cards, put } from './fixture.js';

describe('10.2 Forts', () => {
  it('W24 10.2.2: a Fort started in Action Phase 3 is complete in the Union portion of Action Phase 4', () => {
    const s = blank();
    const cairo = put(s, 'Cairo', USA, 2);
    expect(can(s, A.OP_FORT, cairo)).toBe(false); // a Special Action card pays for it
    cards(s, USA, CARD_ANY, 1);
    act(s, A.OP_FORT, cairo);
    expect(hand(s, USA, CARD_ANY)).toBe(0);
    expect([buildStage(c, s, cairo), fortLevel(c, s, cairo)]).toEqual([1, 0]);
    supplySegment(c, s, USA); // end of the Union portion of Action Phase 3
    expect(fortLevel(c, s, cairo)).toBe(0);
    supplySegment(c, s, CSA); // the Confederate portion changes nothing
    expect(fortLevel(c, s, cairo)).toBe(0);
    supplySegment(c, s, USA); // end of the Union portion of Action Phase 4
    expect([fortLevel(c, s, cairo), fortOwner(c, s, cairo), buildStage(c, s, cairo)]).toEqual([1, USA, 0]);
  });
});
