/**
 * `npm run check:imports`: the layers of the code base, checked by dependency-cruiser.
 * Type-only imports (`import type`) count like any other: a type borrowed across a layer couples the two sides as
 * surely as a value does, and a circle of types still makes two files impossible to understand one without the other.
 */
// Every top folder of backend/src is a feature, except the infrastructure every feature uses.
const INFRASTRUCTURE = '(common|config|database)';
const FEATURE_FILE = `^backend/src/(?!${INFRASTRUCTURE}/)[^/]+/`;
const FEATURE_FOLDER = `^backend/src/(?!${INFRASTRUCTURE}$)[^/]+$`;

module.exports = {
  forbidden: [
    {
      name: 'fronts-not-backend',
      comment: 'The public site and the back office talk to the server over HTTP only; shared rules live in packages/domain.',
      severity: 'error',
      from: { path: '^(frontend|admin)/' },
      to: { path: '^backend/' },
    },
    {
      name: 'domain-framework-free',
      comment: 'packages/domain is plain TypeScript read by the three apps: it imports nothing outside itself (its tests may use test libraries).',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: '^packages/domain/' },
    },
    {
      name: 'api-types-not-in-backend',
      comment:
        'packages/api-types is generated from the backend (npm run sync:api): the backend describes its answers with its own DTO and response classes, so it never reads them back.',
      severity: 'error',
      from: { path: '^backend/' },
      to: { path: '^packages/api-types/' },
    },
    {
      name: 'api-types-not-in-domain',
      comment: 'packages/domain holds rules only; the shapes of requests and answers belong to the API document (packages/api-types).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/api-types/' },
    },
    {
      name: 'api-types-generated-only',
      comment: 'packages/api-types is the output of openapi-typescript: it imports nothing.',
      severity: 'error',
      from: { path: '^packages/api-types/' },
      to: { pathNot: '^packages/api-types/' },
    },
    {
      name: 'infrastructure-no-feature',
      comment: 'common, config and database serve every feature, so they depend on none.',
      severity: 'error',
      from: { path: `^backend/src/${INFRASTRUCTURE}/` },
      to: { path: FEATURE_FILE },
    },
    {
      name: 'no-circular',
      comment: 'Files that import each other, directly or through others, cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-features',
      comment: 'Feature folders that need each other (auth → audit → auth) cannot be understood, tested or removed alone.',
      severity: 'error',
      scope: 'folder',
      from: { path: FEATURE_FOLDER },
      to: { path: FEATURE_FOLDER, circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)(dist|\\.tmp)/',
        // Drizzle's typed client needs every feature's tables in one schema: the only sanctioned infrastructure →
        // feature import, left out rather than let it join every feature into one folder circle.
        '^backend/src/database/schema\\.ts$',
        // Unit tests beside the sources: nothing imports them, so they close no circle, and what they import to
        // set up a test is no dependency of the folder they sit in.
        '^backend/src/.+\\.spec\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    // The workspace package resolves to its TypeScript source, as for tsc, Vite and Jest.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
