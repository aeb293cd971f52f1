// StrykerJS mutation testing (issue 29): `npm run mutate`, or one module at a time,
// `npm run mutate -- --mutate src/games/ahd/victory.ts`. Not part of CI (too slow); how to run it,
// the scores and the equivalent survivors are in docs/testing.md.
// @ts-check

/** Where the reports go: tmp/mutation unless MUTATE_REPORT names another folder (one per module). */
const reports = process.env['MUTATE_REPORT'] ?? 'tmp/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // vitest.mutate.config.ts: the rules and statistics tests only (no dist/ build, no CLI or
  // simulator tests, no long property runs unless MUTATE_PROPERTY=1); vitest's related mode then runs
  // only the test files that import the mutated module.
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Static mutants (module-level values, evaluated once at import) are not activated by the vitest
  // runner (stryker-js issues 6144 and 6209): they would be reported as survivors whatever the tests
  // do. They are left out here and checked in a run of their own (docs/testing.md).
  ignoreStatic: true,
  mutate: [
    'src/stats/*.ts',
    'src/games/ahd/{combat,combat-fire,control,flow,movement,movement-routes,movement-units,promotion,recruitment,route-cache,setup,state,victory}.ts',
    'src/games/bvg/{cavalry,combat*,commands,deploy,draw,enigma,flow,hidden,map,setup,state,steps,victory}.ts',
  ],
  // The machine is shared: one test process unless the command line asks for more (--concurrency N).
  concurrency: 1,
  timeoutMS: 5000,
  ignorePatterns: ['results', 'dist', 'tmp', 'coverage'],
  tempDirName: 'tmp/.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  incrementalFile: `${reports}/incremental.json`,
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 80, break: null },
};
