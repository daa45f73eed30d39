import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { MailService } from '../../backend/src/mail/mail.service';
import { MailWorker } from '../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../support/app';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import { TcpRelay } from '../support/tcp-relay';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

const UNAVAILABLE = { statusCode: 503, message: 'Le service est momentanément indisponible. Veuillez réessayer.', error: 'Service Unavailable' };
/** The bounds given to the app below: connection 1 s, statement 2 s (the client gives up 1 s later). */
const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 2_000;
/** No call may take longer than the longest bound plus slack for a loaded machine. */
const ANSWER_WITHIN_MS = STATEMENT_TIMEOUT_MS + 1_000 + 2_000;

/** Calls a user would make with the database gone: with a valid admin token, signing in, and on the public site. */
function calls(t: TestApp, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  return [
    () => t.http().get('/api/admin/me').set(auth),
    () => t.http().get('/api/admin/parent-requests?range=[0,24]').set(auth),
    () => t.http().get('/api/admin/mails?range=[0,24]').set(auth),
    () => t.http().post('/api/admin/login').send({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
    // Not the autocomplete, which answers a search seen before from memory.
    () => t.http().get('/api/cities?range=[0,9]'),
    () => t.http().get('/api/activity-sectors'),
  ];
}

async function expectUnavailable(t: TestApp, token: string): Promise<void> {
  for (const [index, call] of calls(t, token).entries()) {
    const started = Date.now();
    const response = await call();
    expect({ index, status: response.status, body: response.body }).toEqual({ index, status: 503, body: UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  }
  const health = await t.http().get('/api/health');
  expect(health.status).toBe(503);
}

/** The server comes back by itself: within a few seconds of the database returning, every call answers again. */
async function expectRecovered(t: TestApp, token: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await t.http().get('/api/health')).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  for (const call of calls(t, token)) expect((await call()).status).toBeLessThan(300);
}

onPostgres('PostgreSQL out of reach (relay between the app and the server)', () => {
  let relay: TcpRelay;
  let t: TestApp;
  let smtp: TestSmtpServer;
  const received: ReceivedMail[] = [];
  let token: string;
  let mail: MailService;
  let worker: MailWorker;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    relay = await TcpRelay.start({ host: server.hostname, port: Number(server.port || 5432) });
    smtp = await startSmtpServer({ messages: received });
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      database: { port: relay.port, connectTimeoutMs: CONNECT_TIMEOUT_MS, statementTimeoutMs: STATEMENT_TIMEOUT_MS },
    });
    token = (await t.adminAuth()).Authorization.slice('Bearer '.length);
    mail = t.app.get(MailService);
    worker = t.app.get(MailWorker);
  });

  afterAll(async () => {
    await relay?.restore();
    await t?.close();
    await relay?.stop();
    await smtp?.stop();
  });

  it('answers every call with a French 503 at once when connections are reset and the port closes, then recovers; a queued mail is sent after', async () => {
    await mail.enqueue(t.db, { dedupKey: 'outage:1', to: 'camille@exemple.fr', template: 'parent-request-refused', data: {
      request: { _id: '6f1c2b1e-4a7d-4a53-9a55-2d7f0b0c1a11', parent_firstname: 'Camille', parent_lastname: 'Durand', child_firstname: 'Léo', child_age: 7, desired_date: '2027-03-14', number_of_children: 8, city_label: 'Lyon (69001)', merchant_type: 'boulanger' },
      reason: 'Aucun artisan disponible',
    } });
    await relay.cut();
    try {
      await expectUnavailable(t, token);
      // The worker's run fails without touching the queued mail.
      await expect(worker.processDue()).rejects.toThrow();
      expect(received).toHaveLength(0);
    } finally {
      await relay.restore();
    }
    await expectRecovered(t, token);
    expect(await worker.processDue()).toMatchObject({ sent: 1 });
    expect(received.map((m) => m.to)).toEqual([['camille@exemple.fr']]);
  });

  it('answers a French 503 within the configured bounds when the route goes dead (nothing answers, nothing closes), then recovers', async () => {
    relay.blackhole();
    try {
      await expectUnavailable(t, token);
    } finally {
      await relay.restore();
    }
    await expectRecovered(t, token);
  });

  it('answers a 503 for a statement the server cancels at the statement timeout, and the connection stays usable', async () => {
    await expect(t.db.execute(sql`SELECT pg_sleep(${(STATEMENT_TIMEOUT_MS / 1000) * 2})`)).rejects.toMatchObject({ cause: { code: '57014' } });
    expect((await t.http().get('/api/health')).status).toBe(200);
  });
});

onPglite('Embedded database closed under the app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 503 (not 401) to a valid admin token, and 503 on every call, once the database is closed', async () => {
    const { Authorization } = await t.adminAuth();
    await (t.db as unknown as { $client: PGlite }).$client.close();
    await expectUnavailable(t, Authorization.slice('Bearer '.length));
  });
});
