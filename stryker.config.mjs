// `npm run test:mutation`: StrykerJS over the domain package's rules, with its own specs only (no database, no app).
// Too slow for CI (every mutant is a Jest run): run it locally after changing a rule. `--mutate <file>` narrows it to
// one file; incremental mode (its file is git-ignored) re-tests only the mutants whose code or specs changed. It keeps
// a surviving static mutant (a module-level table or constant, which no test covers on its own) even when a new spec
// would kill it: add `--force` after adding specs, for figures.
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
// - frenchLongDate: the mutants of `/^\d{4}-\d{2}-\d{2}$/`: `new Date('YYYY-MM-DD')` is that day's UTC midnight, the same
//   day in Paris (UTC+1 or +2), so a day read by either branch gives the same date.
// - dac7CopyYearDue: `padStart(2, '0')` → `padStart(2, '')`: the send-from day (15) has two digits already.
// - erasurePending: `if (facts.disputedAt)` → `if (true)`: a null date reads as 1 January 1970, whose hold ended in 1970.
// - parseParisDateTime: `getUTCDate() !== +day` → false (a day past the month's end changes the month, checked next),
//   `+hour > 23` → false and `-hour` (an hour past 23 changes the day), `-year` (the leap-year rule is the same for
//   -y), `second = '0'` → `''` (`+''` is 0).
// - parisInstant: `paris.day === day` → true: of the two readings (1 and 2 hours before the same UTC time), one that
//   reads the right time is on the right day.
// - formatKm: `{ maximumFractionDigits: 1 }` → `{}`: the kilometres are rounded to one decimal before formatting.
// - isCalendarDay: DAY_PATTERN without `^` or `$`, and `typeof value !== 'string'` → false: the round trip through
//   toISOString compares the whole value, strictly, with a string. parisDay: `day === undefined` → true and the
//   `dayByHour.size >= 1000` mutants only change when the memo is filled or emptied.

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
