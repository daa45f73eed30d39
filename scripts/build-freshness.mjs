// Whether `npm start` must build: the product's outputs against everything they are built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the three apps and the domain package are built from (folders are read whole, node_modules and dist aside). */
export const BUILD_SOURCES = [
  'backend/src',
  'frontend',
  'admin',
  'packages/domain/src',
  'packages/domain/package.json',
  'package.json',
  'package-lock.json',
  '.swcrc',
  'tsconfig.json',
  'tsconfig.build.json',
];

/** One file per build step, each written by that step alone (a failed or interrupted step leaves it out or older). */
export const BUILD_OUTPUTS = [
  'packages/domain/dist/index.js',
  'dist/backend/src/main.js',
  'dist/frontend/index.html',
  'dist/frontend-ssr/entry-server.cjs',
  'dist/admin/index.html',
];

const SKIPPED = new Set(['node_modules', 'dist']);

/** The newest modification under a path: files and folders (a folder's time moves when a file is added or removed). */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!SKIPPED.has(entry)) newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/**
 * Why the build must run, in French, or null when every output exists and is newer than every source. A missing
 * source is skipped (the optional configuration files); a missing output always means a build.
 */
export function staleBuildReason(root, sources = BUILD_SOURCES, outputs = BUILD_OUTPUTS) {
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} absent`;
  const oldestOutput = Math.min(...outputs.map((output) => statSync(join(root, output)).mtimeMs));
  for (const source of sources) {
    const path = join(root, source);
    if (existsSync(path) && newestChange(path) > oldestOutput) return `${source} modifié depuis la dernière construction`;
  }
  return null;
}
