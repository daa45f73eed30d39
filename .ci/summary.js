/**
 * The end of `.ci/run`: a line per check, a line per tier (its tests, passed and failed, and how long it took) and
 * the one line "N passed, N failed" totalling them. Reads .tmp/ci-checks.txt ("<check> passed|failed" lines) and
 * .tmp/ci-tiers.txt ("<tier> <seconds>" lines, the tier's jest report in .tmp/ci-<tier>.json). Exits 1 on any failure.
 */
const { existsSync, readFileSync } = require('node:fs');

const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);
let passed = 0;
let failed = 0;
for (const line of lines('.tmp/ci-checks.txt')) {
  console.log(`check ${line}`);
  if (line.endsWith(' passed')) passed += 1;
  else failed += 1;
}
for (const line of lines('.tmp/ci-tiers.txt')) {
  const [tier, seconds] = line.split(' ');
  const report = `.tmp/ci-${tier}.json`;
  if (!existsSync(report)) {
    console.log(`${tier}: no report, the run did not finish (${seconds} s)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails before any test (a syntax error, a failing beforeAll import) counts once as a failure.
  const suiteErrors = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  const tierFailed = r.numFailedTests + suiteErrors;
  const errors = suiteErrors ? ` including ${suiteErrors} file${suiteErrors > 1 ? 's' : ''} that failed to run` : '';
  console.log(`${tier}: ${r.numPassedTests} passed, ${tierFailed} failed${errors} (${seconds} s)`);
  passed += r.numPassedTests;
  failed += tierFailed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
