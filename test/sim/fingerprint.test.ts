import { describe, expect, it } from 'vitest';
import { canonicalJson, entryFingerprint, rowChecksum, rowProblem, seal } from '../../src/sim/fingerprint.js';

const entry = {
  game: 'ahd',
  pack: null,
  scenario: '1861-short',
  options: { 'r4.9-union-rail-bonus': true },
  players: { usa: 'heuristic', csa: 'heuristic' },
  seed: 'm/3',
  code: 'git abc123',
};

describe('record fingerprints and checksums (issue 23)', () => {
  it('fingerprints what decides a game, whatever the key order, and nothing else', () => {
    const fp = entryFingerprint(entry);
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(entryFingerprint({ ...entry, players: { csa: 'heuristic', usa: 'heuristic' } })).toBe(fp);
    for (const change of [
      { seed: 'm/4' },
      { code: 'git abc124' },
      { options: {} },
      { pack: 'packs/x' },
      { scenario: '1861' },
    ])
      expect(entryFingerprint({ ...entry, ...change })).not.toBe(fp);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('refuses a tampered line and a foreign line, and accepts an untouched one', () => {
    const fp = entryFingerprint(entry);
    const row = seal({ arm: 'x', index: 3, seed: 'm/3', winner: 'usa' }, fp);
    expect(row.sum).toBe(rowChecksum(row));
    expect(rowProblem(row, fp)).toBeUndefined();
    expect(rowProblem({ ...row, winner: 'csa' }, fp)).toMatch(/checksum does not match/);
    expect(rowProblem({ ...row, seed: 'm/9' }, fp)).toMatch(/checksum does not match/);
    const foreign = seal(
      { arm: 'x', index: 3, seed: 'm/3', winner: 'usa' },
      entryFingerprint({ ...entry, code: 'old' }),
    );
    expect(rowProblem(foreign, fp)).toMatch(/another plan, content pack or code version/);
    expect(rowProblem({ arm: 'x' }, fp)).toMatch(/no fingerprint/);
  });
});
