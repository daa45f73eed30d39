/**
 * Every test file in four projects, one per tier of `npm test` (each tier runs alone through test/tiers/<tier>.config.js):
 * - unit: the domain package's specs, the backend's unit specs and the source checks (node, no build, no database);
 * - web: component tests (jsdom, the API mocked);
 * - api: the API e2e files on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), after the backend's
 *   build, which a few of them start as a process;
 * - browser: Playwright driving Debian's Chromium against the built product.
 * `npx jest <path>` runs one file with its project's settings.
 */
const { readFileSync, readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const swc = JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.$schema;
const nodeTransform = { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', { ...swc, sourceMaps: 'inline' }] };
const webSwc = {
  ...swc,
  sourceMaps: 'inline',
  jsc: { ...swc.jsc, parser: { syntax: 'typescript', tsx: true, decorators: false }, transform: { react: { runtime: 'automatic' } } },
};
/**
 * NestJS 12 and a growing number of dependencies ship only ES modules, which Jest on Node 20 cannot require():
 * every installed package whose package.json says "type": "module" is turned into CommonJS by swc.
 */
function esmPackageNames() {
  const root = join(__dirname, 'node_modules');
  const names = [];
  for (const entry of readdirSync(root)) {
    const dirs = entry.startsWith('@') ? readdirSync(join(root, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of dirs) {
      const manifest = join(root, name, 'package.json');
      if (!existsSync(manifest)) continue;
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).type === 'module') names.push(name);
      } catch {
        // not a package folder
      }
    }
  }
  return names.map((n) => n.replace(/[.+]/g, '\\$&'));
}
const esmPackages = esmPackageNames().join('|');
/** The workspace's domain package is read from its TypeScript source, so tests never run a stale build. */
const workspacePackages = {
  '^@ptits-mitrons/domain$': '<rootDir>/packages/domain/src/index.ts',
  // Types only: an import of it that a transform kept finds an empty module.
  '^@ptits-mitrons/api-types$': '<rootDir>/packages/api-types/src/index.ts',
};
/** A backend spec that runs the built MJML thread (dist/): it needs the build, so it runs in the api tier, after it. */
const BUILT_MJML_SPEC = 'backend/src/mail/mjml-compiler.spec.ts';
/** Stryker's sandboxes (npm run test:mutation) copy the domain package: jest would find its package.json twice. */
const modulePathIgnorePatterns = ['<rootDir>/.stryker-tmp/'];

module.exports = {
  rootDir: __dirname,
  maxWorkers: 2,
  // Per file, a real database and a real app start; browser tests set their own, longer timeouts. A guard against a
  // hang, not a measure: on a loaded 2-core CI machine the start of one app in a beforeAll took over 60 s (its whole
  // file: 8 s alone).
  testTimeout: 120_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/packages/*/src/**/*.spec.ts', '<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/test/source/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', `/${BUILT_MJML_SPEC.replace(/\./g, '\\.')}$`],
      transform: nodeTransform,
      moduleNameMapper: workspacePackages,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: __dirname,
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts', `<rootDir>/${BUILT_MJML_SPEC}`],
      transform: nodeTransform,
      moduleNameMapper: workspacePackages,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      rootDir: __dirname,
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/frontend/src/**/*.test.{ts,tsx}', '<rootDir>/admin/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', webSwc] },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: {
        ...workspacePackages,
        '\\.(css|svg|png|jpg|webp|avif|woff2?)$': '<rootDir>/test/support/file-stub.js',
        // The ALTCHA widget needs Web Workers and the network: a stand-in here, the real one in the browser tests.
        '^altcha$': '<rootDir>/frontend/src/test-altcha.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/test/support/web-setup.ts'],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      rootDir: __dirname,
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/test/support/browser-global-setup.ts',
      transform: nodeTransform,
      moduleNameMapper: workspacePackages,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
    },
  ],
};
