import { it } from 'vitest';
import { runProperty } from './invariants.js';

it('invariants hold after every action of 500 random 1864 games (R7.1, R8.0, R9.0, counter mix)', () => {
  runProperty('1864', 500);
});
