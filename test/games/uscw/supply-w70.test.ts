/**
 * W70 A (Map Notes, New Orleans A; Special Hexes, Brashear City 5011): Brashear City is a Coastal Hex on
 * its Gulf side but no port there. Union units in it draw Full Supply from Atchafalaya Bay by River
 * Supply, but it projects no Full Supply inland from the Gulf; a LOC traced back to it gives Limited
 * Supply provided something there acts as a Depot. On the provisional map (pack datum
 * `coastNoPort` on Brashear City).
 */
import { describe, expect, it } from 'vitest';
import { USA, c, d, mark, node, put, uscw, type S } from './fixture.js';

/**
 * The 1862 setup (the Confederacy holds the rivers north of Forts St. Philip and Jackson, as W70
 * assumes) with two Union SPs in Brashear City and a Union Control marker there.
 */
function position(): S {
  const s = uscw.create({ scenario: '1862', seed: 'w70', content: c });
  put(s, 'Brashear City', USA, 2);
  mark(s, 'Brashear City', USA);
  return s;
}

describe('W70 A: Brashear City supply (Basic game)', () => {
  it('W70 A 13.3.4: Union SPs in Brashear City are in Full Supply by River Supply from Atchafalaya Bay', () => {
    const s = position();
    expect(d(s).supplyOf(USA).full[node('Brashear City')]).toBe(1);
  });

  it('W70 A 13.4.4: Brashear City projects no Full Supply inland: Thibodaux, by rail next to it and off the coast, is not in Full Supply', () => {
    const s = position();
    const sup = d(s).supplyOf(USA);
    expect(sup.net[node('Brashear City')]).toBe(0);
    expect(sup.full[node('Thibodaux')]).toBe(0);
  });

  it('W70 A 13.5: with an SP left there as a Depot, a LOC back to Brashear City gives Limited Supply inland', () => {
    const s = position();
    const sup = d(s).supplyOf(USA);
    expect(sup.loc[node('Thibodaux')]).toBe(1);
  });
});
