// `npm run test:mutation`: StrykerJS over the domain package's rules, with its own specs only (no database, no app).
// Too slow for CI (every mutant is a Jest run): run it locally after changing a rule. `--mutate <file>` narrows it to
// one file; incremental mode (its file is git-ignored) re-tests only the mutants whose code or specs changed.
//
// Equivalent mutants (they survive, and no test can kill them):
// - canParentRequest, canPayoutBatch, canRetryMail, canMerchant: `status !== undefined` → `true`: no `from` list holds
//   undefined, so `.includes(undefined)` is already false.
// - merchantTypeSectorKeys: `sector.id === typed` → `false`: normalizeSearchText folds dashes into spaces, so the
//   dashed form beside it (`typed.replace(/ /g, '-')`) matches every id the plain one does. For the same reason
//   `typed.replace(/-/g, ' ')` finds no dash, and the last loop (`keys` holding a sector id) only meets one-word ids,
//   whose name's search key is the id itself, already a key: its mutants change nothing either.
// - luhnSum: `d > 9` → `d >= 9`: d is a doubled digit, hence even, never 9.
// - isValidFrenchVat, checkBic: `/\s+/g` → `/\s/g` when replaced by '': removing spaces one by one or by runs is the same.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner', './test/mutation/french-labels.ignorer.mjs'],
  // Mutants that only change a French label are left out of the score (see the ignorer and docs/decisions.md).
  ignorers: ['french-labels'],
  mutate: ['packages/domain/src/**/*.ts', '!packages/domain/src/**/*.spec.ts'],
  // The sandbox holds the domain package only: the rest of the repository (databases, front ends) is not needed.
  ignorePatterns: ['/*', '!/packages', '/packages/*', '!/packages/domain'],
  jest: { projectType: 'custom', configFile: 'packages/domain/jest.config.js' },
  // Each mutant runs only the specs that reach it.
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
