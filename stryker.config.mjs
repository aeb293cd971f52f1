// StrykerJS mutation testing (issue 29): `npm run mutate`, or one module at a time,
// `npm run mutate -- --mutate src/games/ahd/victory.ts`. Not part of CI (too slow); how to run it,
// the scores and the equivalent survivors are in docs/testing.md.
// @ts-check
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // test/vitest.mutate.config.ts: the rules and statistics tests only (no dist/ build, no CLI or
  // simulator tests, no long property runs unless MUTATE_PROPERTY=1); vitest's related mode then runs
  // only the test files that import the mutated module.
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  mutate: [
    'src/stats/*.ts',
    'src/games/ahd/{combat,control,flow,movement,promotion,recruitment,setup,state,victory}.ts',
  ],
  // The machine is shared: one test process unless the command line asks for more (--concurrency N).
  concurrency: 1,
  timeoutMS: 5000,
  ignorePatterns: ['results', 'dist', 'tmp', 'coverage'],
  tempDirName: 'tmp/.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'tmp/mutation/index.html' },
  jsonReporter: { fileName: 'tmp/mutation/mutation.json' },
  incrementalFile: 'tmp/mutation/incremental.json',
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 80, break: null },
};
