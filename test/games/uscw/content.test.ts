/**
 * Reading a uscw pack (content.ts `checkScenarios`): a scenario that names a place, a General or a
 * militia state the pack does not have is refused with the file, the scenario and the field.
 */
import { describe, expect, it } from 'vitest';
import { mini } from './fixture.js';

const places = [{ hex: 2010, name: 'A', state: 'VA' }];
const withScenario = (scenario: Parameters<typeof mini>[0]['scenario']) => () =>
  mini({ rows: ['cc'], places, scenario });

describe('content.ts: scenarios.json is checked against the map and the leaders', () => {
  it('an unknown place in a unit, a Control marker or a militia entry names the file, scenario and field', () => {
    expect(withScenario({ units: [{ side: 'usa', at: 'Nowhere', sp: 1 }] })).toThrow(
      /scenarios\.json.*'test'.*units\.at.*unknown place 'Nowhere'/s,
    );
    expect(withScenario({ control: [{ side: 'csa', at: 'Nowhere' }] })).toThrow(/control\.at.*'Nowhere'/s);
    expect(withScenario({ militia: [{ side: 'csa', state: 'VA', at: 'Nowhere' }] })).toThrow(
      /militia\.at.*'Nowhere'/s,
    );
  });

  it('an unknown General or militia state is refused', () => {
    expect(withScenario({ units: [{ side: 'usa', at: 'A', sp: 1, generals: ['nobody'] }] })).toThrow(
      /units\.generals.*unknown general 'nobody'/s,
    );
    expect(withScenario({ militia: [{ side: 'csa', state: 'XX', at: 'A' }] })).toThrow(
      /militia\.state.*unknown state 'XX'/s,
    );
    expect(withScenario({ militia: [{ side: 'csa', state: 'VA', at: 'A' }] })).not.toThrow();
  });
});
