/**
 * The domain package's specs alone: no database, no app, no build. Used by `npm run test:mutation` (Stryker), which
 * must not load the root config's database set-up for each of its runs.
 */
const { readFileSync } = require('node:fs');

const swc = JSON.parse(readFileSync(`${__dirname}/../../.swcrc`, 'utf8'));
delete swc.$schema;

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', { ...swc, sourceMaps: 'inline' }] },
};
