import { defineConfig } from 'vitest/config';

// Browser tests (`npm run test:e2e`, after `npm run build`): Debian's chromium driven by playwright-core.
// One file at a time: the server, its bot worker and the browser share two cores.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
