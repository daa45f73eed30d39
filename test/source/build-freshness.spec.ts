import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staleBuildReason } from '../../scripts/build-freshness.mjs';

/** `npm start` skips the build only when every output is newer than every source (scripts/build-freshness.mjs). */
describe('npm start: build only what changed', () => {
  let root: string;
  const HOUR = 3_600;
  const at = (path: string, secondsAgo: number) => {
    const time = Date.now() / 1000 - secondsAgo;
    utimesSync(join(root, path), time, time);
  };
  const write = (path: string, secondsAgo: number) => {
    writeFileSync(join(root, path), 'x');
    at(path, secondsAgo);
  };
  const sources = ['src', 'package.json'];
  const outputs = ['dist/a.js', 'dist/b.html'];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
    mkdirSync(join(root, 'src', 'pages'), { recursive: true });
    mkdirSync(join(root, 'dist'));
    write('src/pages/page.tsx', 3 * HOUR);
    at('src/pages', 3 * HOUR);
    at('src', 3 * HOUR);
    write('package.json', 3 * HOUR);
    write('dist/a.js', 2 * HOUR);
    write('dist/b.html', HOUR);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('skips the build when every output is newer than every source', () => {
    expect(staleBuildReason(root, sources, outputs)).toBeNull();
  });

  it('builds when an output is missing', () => {
    unlinkSync(join(root, 'dist/b.html'));
    expect(staleBuildReason(root, sources, outputs)).toBe('dist/b.html absent');
  });

  it('builds when a source file changed after the oldest output, even deep in a folder', () => {
    at('src/pages/page.tsx', 1.5 * HOUR);
    expect(staleBuildReason(root, sources, outputs)).toBe('src modifié depuis la dernière construction');
  });

  it('builds when a file was removed (its folder changed)', () => {
    unlinkSync(join(root, 'src/pages/page.tsx'));
    expect(staleBuildReason(root, sources, outputs)).toBe('src modifié depuis la dernière construction');
  });

  it('builds when a top-level file changed, and ignores a source that does not exist', () => {
    expect(staleBuildReason(root, [...sources, 'absent.json'], outputs)).toBeNull();
    at('package.json', 0);
    expect(staleBuildReason(root, sources, outputs)).toBe('package.json modifié depuis la dernière construction');
  });
});
