import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiTypesSource } from './api-types.mjs';

/**
 * `npm run sync:api` (after build:backend): the OpenAPI document of the built server, read in Nest's preview mode
 * (backend/src/api-document.cli.ts, no database), written as packages/api-types/src/index.ts.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const json = execFileSync(process.execPath, ['dist/backend/src/api-document.cli.js'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
writeFileSync(`${root}packages/api-types/src/index.ts`, await apiTypesSource(JSON.parse(json)));
