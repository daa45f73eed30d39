// `npm start`: builds the product only when a source changed since the last build (or an output is missing).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuildReason } from './build-freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reason = staleBuildReason(root);
if (reason === null) {
  console.log('Construction à jour : rien à reconstruire.');
} else {
  console.log(`Construction (${reason})…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
