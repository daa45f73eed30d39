import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEMO_SEEDERS } from '../../backend/src/demo/demo-seeders';
import { createTestApp, type TestApp } from '../support/app';
import { listen, rawRequest } from '../support/raw-http';

/** Every GET route of the served OpenAPI document without a path parameter: the lists and the public reads. */
describe('Compression of every API answer above 1 KB', () => {
  let t: TestApp;
  let origin: { host: string; port: number };
  let paths: string[];
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const seeder of DEMO_SEEDERS) await seeder.seed(t.db);
    origin = await listen(t);
    auth = (await t.adminAuth()).Authorization;
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    paths = Object.entries(document.paths)
      .filter(([path, methods]) => 'get' in methods && !path.includes('{'))
      .map(([path]) => path);
  }, 120_000);
  afterAll(() => t.close());

  it('compresses every list page and read above 1 KB (br, else gzip), with the same JSON and Content-Range', async () => {
    const compressedLists: string[] = [];
    for (const route of [...paths, '/api/docs-json']) {
      for (const query of ['', '?range=[0,99]']) {
        const path = route + query;
        const headers = { authorization: auth };
        const plain = await rawRequest(origin, 'GET', path, { ...headers, 'accept-encoding': 'identity' });
        expect(plain.headers['content-encoding']).toBeUndefined();
        if (plain.body.length <= 1024) continue;
        const json = JSON.parse(plain.body.toString());
        const br = await rawRequest(origin, 'GET', path, { ...headers, 'accept-encoding': 'br, gzip' });
        const gzip = await rawRequest(origin, 'GET', path, { ...headers, 'accept-encoding': 'gzip' });
        expect([path, br.status, br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([path, plain.status, 'br', 'gzip']);
        expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);
        expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
        expect(br.headers['content-range']).toBe(plain.headers['content-range']);
        expect(br.body.length).toBeLessThan(plain.body.length);
        if (plain.headers['content-range']) compressedLists.push(path);
      }
    }
    // The case, and the back office's lists filled by the demo data.
    expect(compressedLists).toEqual(
      expect.arrayContaining([
        '/api/cities?range=[0,99]',
        '/api/cities',
        '/api/admin/parent-requests',
        '/api/admin/merchant-requests',
        '/api/admin/audit',
        '/api/admin/daily-stats',
      ]),
    );
  });

  it('leaves answers of 1 KB or less as they are', async () => {
    const small = await rawRequest(origin, 'GET', '/api/cities/search?q=xyzw', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual([]);
  });
});
