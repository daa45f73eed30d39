import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import fc from 'fast-check';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Pool } from 'pg';
import { MALFORMED_TEXT } from '../../backend/src/common/hostile-input';
import { queryRows } from '../../backend/src/database/database.client';
import type { Database } from '../../backend/src/database/database.types';
import { validateTrackPayload } from '../../backend/src/tracking/dto/track.dto';
import { MAX_BUFFERED_ROWS, RETRY_DELAY_MS, TrackingService } from '../../backend/src/tracking/tracking.service';
import { createTestApp, type TestApp } from '../support/app';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface StoredView {
  session_id: string;
  page: string;
  ts: string;
  day: string;
  device: string;
  paris_day: string;
}

describe('Suivi des pages vues (POST /api/track)', () => {
  let t: TestApp;
  let tracking: TrackingService;
  beforeAll(async () => {
    // The per-address budget has its own file (tracking-budget.e2e-spec.ts): here bursts come from one address.
    t = await createTestApp({ env: { TRACK_BEACONS_PER_MINUTE: '1000000' } });
    tracking = t.app.get(TrackingService);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await tracking.flush();
    await t.db.execute(sql`DELETE FROM page_views`);
  });

  const track = (body: unknown, userAgent = BROWSER) =>
    t.http().post('/api/track').set('User-Agent', userAgent).send(body as object);
  const stored = async () => {
    await tracking.flush();
    return queryRows<StoredView>(
      t.db,
      sql`SELECT session_id, page, ts::text AS ts, day::text AS day, device,
                 (ts AT TIME ZONE 'Europe/Paris')::date::text AS paris_day
          FROM page_views ORDER BY id`,
    );
  };

  it('answers 204 and stores the view with its Europe/Paris day, and no IP address', async () => {
    await track({ session_id: 'abc-123', page: '/parents', ts: Date.now(), device: 'mobile' }).expect(204);
    const views = await stored();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ session_id: 'abc-123', page: '/parents', device: 'mobile' });
    expect(views[0].day).toBe(views[0].paris_day);
    const columns = await queryRows<{ column_name: string }>(
      t.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'page_views'`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(['day', 'device', 'id', 'page', 'session_id', 'ts']);
  });

  it('answers like every API route though Nest does not serve it: request id, query string, French 404 for another method', async () => {
    const answer = await track({ session_id: 'ids', page: '/', device: 'mobile' }).set('X-Request-Id', 'essai-balise-1').expect(204);
    expect(answer.headers['x-request-id']).toBe('essai-balise-1');
    const refused = await t.http().post('/api/track?x=%ff').set('X-Request-Id', 'essai-balise-2').send({ session_id: 'bad', page: '/', device: 'mobile' }).expect(400);
    expect(refused.headers['x-request-id']).toBe('essai-balise-2');
    await t.http().post('/api/track?utm_source=mail').send({ session_id: 'query', page: '/', device: 'mobile' }).expect(204);
    expect((await stored()).map((v) => v.session_id)).toEqual(['ids', 'query']);
    const other = await t.http().get('/api/track').expect(404);
    expect(other.body).toEqual({ statusCode: 404, message: 'Ressource introuvable.', error: 'Not Found' });
    await t.http().post('/api/track/').send({ session_id: 'slash', page: '/', device: 'mobile' }).expect(404);
  });

  it('counts a view at 00:30 in Paris (23:30 UTC the day before) on the Paris day', async () => {
    const now = Date.parse('2026-11-21T23:30:00Z');
    tracking.record({ session_id: 's1', page: '/', ts: now, device: 'desktop' }, BROWSER, now);
    const [view] = await stored();
    expect(view.day).toBe('2026-11-22');
  });

  it('accepts a text/plain JSON body, as navigator.sendBeacon sends it', async () => {
    await t
      .http()
      .post('/api/track')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ session_id: 'beacon', page: '/merchants', ts: new Date().toISOString(), device: 'desktop' }))
      .expect(204);
    expect((await stored()).map((v) => v.page)).toEqual(['/merchants']);
  });

  it('refuses a text/plain body that is not JSON with a French 400', async () => {
    const { body } = await t.http().post('/api/track').set('Content-Type', 'text/plain').send('session_id=1').expect(400);
    expect(body.message).toBe("Le corps de la requête n'est pas un JSON valide.");
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['/parents/payment/6f1c2a9e-1b2c-4d3e-8f90-123456789abc', '/parents/payment/:id'],
    ['/parents/refund/42?x=1', '/parents/refund/:id'],
    ['/parents/confirmation/abc#top', '/parents/confirmation/:id'],
    ['/parents/payment-return/abc?payment_intent_client_secret=pi_secret', '/parents/payment-return/:id'],
    ['/mon-espace/Qm9uam91ciBsZXMgcGFyZW50cyAhISE', '/mon-espace/:token'],
    ['/merchants/?utm_source=mail', '/merchants'],
    ['/?q=1', '/'],
  ])('stores %s as %s', async (page, expected) => {
    await track({ session_id: 's', page, ts: Date.now(), device: 'unknown' }).expect(204);
    expect((await stored()).map((v) => v.page)).toEqual([expected]);
  });

  it('replaces a timestamp more than a day off, or missing, by the server time; keeps one within a day', async () => {
    const before = Date.now();
    const hoursAgo = before - 20 * 3600_000;
    await track({ session_id: 'a', page: '/', ts: before - 3 * 86_400_000, device: 'mobile' }).expect(204);
    await track({ session_id: 'b', page: '/', ts: '2999-01-01T00:00:00Z', device: 'mobile' }).expect(204);
    await track({ session_id: 'c', page: '/', device: 'mobile' }).expect(204);
    await track({ session_id: 'd', page: '/', ts: new Date(hoursAgo).toISOString(), device: 'mobile' }).expect(204);
    const after = Date.now();
    const views = await stored();
    for (const view of views.slice(0, 3)) {
      expect(Date.parse(view.ts)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(view.ts)).toBeLessThanOrEqual(after + 1000);
    }
    expect(Date.parse(views[3].ts)).toBe(hoursAgo);
  });

  it('answers 204 to a known bot and stores nothing', async () => {
    for (const bot of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'curl/8.5.0']) {
      await track({ session_id: 'bot', page: '/', ts: Date.now(), device: 'desktop' }, bot).expect(204);
    }
    expect(await stored()).toEqual([]);
  });

  it.each([
    [{ page: '/', device: 'mobile' }, "L'identifiant de session est obligatoire."],
    [{ session_id: 'a b', page: '/', device: 'mobile' }, "L'identifiant de session doit faire 1 à 64 caractères parmi lettres, chiffres, « . », « _ » et « - »."],
    [{ session_id: 'x'.repeat(65), page: '/', device: 'mobile' }, "L'identifiant de session doit faire 1 à 64 caractères parmi lettres, chiffres, « . », « _ » et « - »."],
    [{ session_id: 42, page: '/', device: 'mobile' }, "L'identifiant de session doit être une chaîne de caractères."],
    [{ session_id: 's', device: 'mobile' }, 'La page est obligatoire.'],
    [{ session_id: 's', page: 'parents', device: 'mobile' }, 'La page doit être un chemin commençant par « / » (512 caractères au plus, sans espace).'],
    [{ session_id: 's', page: '//evil.example', device: 'mobile' }, 'La page doit être un chemin commençant par « / » (512 caractères au plus, sans espace).'],
    [{ session_id: 's', page: '/' + 'a'.repeat(512), device: 'mobile' }, 'La page doit être un chemin commençant par « / » (512 caractères au plus, sans espace).'],
    [{ session_id: 's', page: '/', device: 'tablet' }, "L'appareil doit être « mobile », « desktop » ou « unknown »."],
    [{ session_id: 's', page: '/' }, "L'appareil est obligatoire."],
    [{ session_id: 's', page: '/', device: 'mobile', ts: 'hier' }, "L'horodatage doit être un nombre de millisecondes ou une date ISO 8601."],
  ])('refuses %j with a French 400 and stores nothing', async (payload, message) => {
    const { body } = await track(payload).expect(400);
    expect(body.message).toBe(message);
    expect(await stored()).toEqual([]);
  });

  it('refuses a page holding a lone surrogate with a French 400, and keeps storing the next views', async () => {
    for (const page of ['/x\ud800', '/\udc00abc', '/a\ud83d']) {
      // The edge rule answers first for every route; the beacon's own validator holds on its own too.
      const { body } = await track({ session_id: 's', page, device: 'mobile' }).expect(400);
      expect(body.message).toBe(MALFORMED_TEXT);
      expect(validateTrackPayload({ session_id: 's', page, device: 'mobile' })).toEqual({
        errors: [{ field: 'page', message: 'La page contient un caractère Unicode invalide (demi-paire de substitution isolée).' }],
      });
    }
    await track({ session_id: 's', page: '/gâteaux-🎂', device: 'mobile' }).expect(204);
    expect((await stored()).map((v) => v.page)).toEqual(['/gâteaux-🎂']);
  });

  it('drops only the rows the database refuses for their content, and keeps writing later views', async () => {
    // Below the validator: rows PostgreSQL refuses (a lone surrogate, a NUL byte) among 1,200 good ones.
    const bad = new Map([[0, '/x\ud800'], [617, '/nul\u0000byte'], [1199, '/\udfff']]);
    const refusedBefore = tracking.refused.total;
    for (let i = 0; i < 1200; i++) {
      tracking.record({ session_id: `row-${i}`, page: bad.get(i) ?? `/p${i % 9}`, device: 'desktop' }, BROWSER);
    }
    const views = await stored();
    expect(views).toHaveLength(1197);
    expect(new Set(views.map((v) => v.session_id))).toEqual(
      new Set(Array.from({ length: 1200 }, (_, i) => i).filter((i) => !bad.has(i)).map((i) => `row-${i}`)),
    );
    expect(tracking.refused.total - refusedBefore).toBe(3);
    expect(tracking.pendingRows).toBe(0);

    await track({ session_id: 'later', page: '/', device: 'mobile' }).expect(204);
    expect((await stored()).filter((v) => v.session_id === 'later')).toHaveLength(1);
  });

  it('keeps views while the database is unreachable, bounded by dropping the oldest, and writes them once it answers', async () => {
    const outage = await unreachableDatabase(t);
    const cut = new TrackingService(outage.db);
    try {
      outage.cut();
      const total = MAX_BUFFERED_ROWS + 10;
      for (let i = 0; i < total; i++) cut.record({ session_id: `o${i}`, page: '/', device: 'mobile' }, BROWSER);
      await cut.flush();
      expect(cut.pendingRows).toBe(MAX_BUFFERED_ROWS);
      // A retry happens, and fails again, while the database is still away.
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 1.5));
      expect(outage.attempts()).toBeGreaterThanOrEqual(2);
      expect(cut.pendingRows).toBe(MAX_BUFFERED_ROWS);

      await outage.restore();
      let count = 0;
      for (let attempt = 0; attempt < 100 && count < MAX_BUFFERED_ROWS; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        [{ count }] = await queryRows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM page_views`);
      }
      await cut.flush();
      const [kept] = await queryRows<{ count: number; distinct: number; oldest_dropped: number; newest: number }>(
        t.db,
        sql`SELECT count(*)::int AS count, count(DISTINCT session_id)::int AS distinct,
                   count(*) FILTER (WHERE session_id IN ('o0', 'o9'))::int AS oldest_dropped,
                   count(*) FILTER (WHERE session_id IN ('o10', ${`o${total - 1}`}))::int AS newest
            FROM page_views`,
      );
      expect(kept).toEqual({ count: MAX_BUFFERED_ROWS, distinct: MAX_BUFFERED_ROWS, oldest_dropped: 0, newest: 2 });
      expect(cut.pendingRows).toBe(0);
      expect(cut.overflow.total).toBe(10);
      expect(cut.refused.total).toBe(0);
    } finally {
      await cut.beforeApplicationShutdown();
      await outage.close();
    }
  });

  it('accepts a page of 512 characters once the query string is dropped', async () => {
    const page = '/' + 'a'.repeat(511);
    await track({ session_id: 's', page: `${page}?${'b'.repeat(1000)}`, device: 'desktop' }).expect(204);
    expect((await stored()).map((v) => v.page)).toEqual([page]);
  });

  it('writes a burst in batches without losing a view, and flushes by itself after a short while', async () => {
    // Waves of 100 at once: more would overflow the listen backlog of the test's socket, not the service.
    for (let wave = 0; wave < 12; wave++) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => track({ session_id: `burst-${(wave * 100 + i) % 97}`, page: `/p${i % 7}`, device: 'desktop' })),
      );
      expect(responses.every((r) => r.status === 204)).toBe(true);
    }
    expect(await stored()).toHaveLength(1200);

    await track({ session_id: 'alone', page: '/', device: 'desktop' }).expect(204);
    // No explicit flush: the timer writes it.
    let count = 0;
    for (let attempt = 0; attempt < 100 && count === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [{ count }] = await queryRows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM page_views WHERE session_id = 'alone'`);
    }
    expect(count).toBe(1);
  });

  it('writes what is still buffered when the application shuts down', async () => {
    tracking.record({ session_id: 'last', page: '/', device: 'mobile' }, BROWSER);
    expect(tracking.pendingRows).toBe(1);
    await tracking.beforeApplicationShutdown();
    expect(tracking.pendingRows).toBe(0);
    const rows = await queryRows<{ session_id: string }>(t.db, sql`SELECT session_id FROM page_views`);
    expect(rows).toEqual([{ session_id: 'last' }]);
  });

  it('purges raw views older than 25 months, keeping the rest', async () => {
    await t.db.execute(sql`INSERT INTO page_views (session_id, page, ts, day, device) VALUES
      ('old', '/', '2024-10-20T10:00:00Z', '2024-10-20', 'mobile'),
      ('kept', '/', '2024-10-22T10:00:00Z', '2024-10-22', 'mobile'),
      ('recent', '/', '2026-11-21T10:00:00Z', '2026-11-21', 'mobile')`);
    expect(await tracking.purgeOldViews('2026-11-22')).toBe(1);
    expect((await stored()).map((v) => v.session_id)).toEqual(['kept', 'recent']);
  });

  it('purges a backlog in several short statements until none is left', async () => {
    await t.db.execute(sql`DELETE FROM page_views`);
    await t.db.execute(sql`INSERT INTO page_views (session_id, page, ts, day, device)
      SELECT 'old-' || n, '/', '2024-01-01T10:00:00Z', '2024-01-01', 'mobile' FROM generate_series(1, 25) n`);
    await t.db.execute(sql`INSERT INTO page_views (session_id, page, ts, day, device) VALUES ('recent', '/', '2026-11-21T10:00:00Z', '2026-11-21', 'mobile')`);
    expect(await tracking.purgeOldViews('2026-11-22', 10)).toBe(25);
    expect((await stored()).map((v) => v.session_id)).toEqual(['recent']);
  });

  it('answers 4xx or 204 to 1,000 random malformed payloads, never 500, and stores only valid views', async () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', ' ', '\u0000', '../../etc', 'a'.repeat(100)));
    const anyValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
    const payload = fc.record(
      {
        session_id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/), anyValue),
        page: fc.oneof(fc.constantFrom('/', '/parents', '/parents/payment/123?x=1', '/a b', '//x'), fc.string().map((s) => '/' + s), anyValue),
        ts: fc.oneof(fc.integer(), fc.double(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), anyValue),
        device: fc.oneof(fc.constantFrom('mobile', 'desktop', 'unknown', 'Mobile', 'tablet'), anyValue),
        __proto__: fc.constant({ admin: true }),
      },
      { requiredKeys: [] },
    );
    const request = fc.oneof(
      payload.map((body) => ({ type: 'application/json', body: JSON.stringify(body) })),
      payload.map((body) => ({ type: 'text/plain', body: JSON.stringify(body) })),
      fc.oneof(text, fc.json()).map((body) => ({ type: 'application/json', body })),
      fc.oneof(text, fc.json()).map((body) => ({ type: 'text/plain', body })),
      text.map((body) => ({ type: 'application/x-www-form-urlencoded', body })),
    );
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(request, async ({ type, body }) => {
        const response = await t.http().post('/api/track').set('User-Agent', BROWSER).set('Content-Type', type).send(body);
        statuses.push(response.status);
        expect(response.status === 204 || (response.status >= 400 && response.status < 500)).toBe(true);
        if (response.status !== 204) expect(typeof response.body.message).toBe('string');
      }),
      { numRuns: 1000 },
    );
    const views = await stored();
    expect(views).toHaveLength(statuses.filter((s) => s === 204).length);
    const now = Date.now();
    for (const view of views) {
      expect(view.session_id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      expect(view.page).toMatch(/^\/(?!\/)[^\s?#\u0000-\u001f\u007f]*$/);
      expect(view.page.length).toBeLessThanOrEqual(512);
      expect(view.page).not.toMatch(/^\/parents\/(payment|refund|confirmation|payment-return)\/(?!:id(\/|$))/);
      expect(['mobile', 'desktop', 'unknown']).toContain(view.device);
      expect(Math.abs(Date.parse(view.ts) - now)).toBeLessThanOrEqual(86_400_000 + 120_000);
      expect(view.day).toBe(view.paris_day);
    }
  });
});

interface Outage {
  db: Database;
  /** From now on the database cannot be reached. */
  cut(): void;
  restore(): Promise<void>;
  /** Statements tried so far. */
  attempts(): number;
  close(): Promise<void>;
}

/**
 * The test database behind a switch. On PostgreSQL, a real TCP relay to the server in front of a pool of its own: cut,
 * it closes every connection and stops listening (ECONNREFUSED, what a stopped server gives), restored it listens on
 * the same port again. PGlite runs in the process and has no connection to lose: its client is wrapped so that a
 * statement fails as the driver fails on a refused connection (an error with no SQLSTATE).
 */
async function unreachableDatabase(t: TestApp): Promise<Outage> {
  let attempts = 0;
  let down = false;
  const counted = (db: Database, failWhenDown: boolean) =>
    new Proxy(db, {
      get: (target, property) =>
        property === 'execute'
          ? (query: Parameters<Database['execute']>[0]) => {
              attempts++;
              return failWhenDown && down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : target.execute(query);
            }
          : Reflect.get(target, property),
    });
  if (t.handle.kind === 'pglite') {
    return {
      db: counted(t.db, true),
      cut: () => void (down = true),
      restore: async () => void (down = false),
      attempts: () => attempts,
      close: async () => {},
    };
  }
  const target = new URL((t.db as unknown as { $client: Pool }).$client.options.connectionString!);
  const sockets = new Set<Socket>();
  const relay: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) => relay.listen(port, '127.0.0.1', () => resolve((relay.address() as { port: number }).port)));
  const port = await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  // Connection errors of idle clients are events of the pool: heard here as the application hears them.
  const pool = new Pool({ connectionString: url.toString(), max: 2, connectionTimeoutMillis: 2000 }).on('error', () => undefined);
  const cut = () => {
    relay.close();
    for (const socket of sockets) socket.destroy();
  };
  return {
    db: counted(drizzle(pool) as unknown as Database, false),
    cut,
    restore: async () => void (await listen(port)),
    attempts: () => attempts,
    close: async () => {
      await pool.end();
      if (relay.listening) cut();
    },
  };
}
