/**
 * The domain package's specs alone: no database, no app, no build. Used by `npm run test:mutation` (Stryker), which
 * must not load the root config's database set-up for each of its runs. The swc options are the root `.swcrc`'s that
 * plain TypeScript needs (the package has no decorators), written here: the package reads no file of the repository.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline' },
    ],
  },
};
