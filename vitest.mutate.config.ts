/**
 * Vitest settings for mutation testing (stryker.config.mjs): the tests of the rules modules and the
 * statistics, without the global setup that builds dist/ (nothing here runs compiled code). The long
 * property runs (test/games/<id>/property*.test.ts) are left out unless MUTATE_PROPERTY=1.
 */
import { configDefaults, defineConfig } from 'vitest/config';

const property = process.env['MUTATE_PROPERTY'] === '1';

export default defineConfig({
  test: {
    include: ['test/games/**/*.test.ts', 'test/stats/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(property ? [] : ['test/games/**/property*.test.ts'])],
    testTimeout: 120_000,
    pool: 'forks',
  },
});
