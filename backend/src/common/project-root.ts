import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository root (first folder up with a package.json), the same from backend/src and from dist/. */
export function projectRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json introuvable au-dessus de ' + from);
    dir = parent;
  }
  return dir;
}
