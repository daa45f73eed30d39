import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { Clock } from '../../../backend/src/common/clock';
import { SCHEDULED_JOB_NAMES } from '../../../backend/src/jobs/job-names';
import { scheduledJobRuns } from '../../../backend/src/jobs/jobs.schema';
import { mailOutbox } from '../../../backend/src/mail/mail.schema';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { listen, rawRequest } from '../../support/raw-http';
import { TcpRelay } from '../../support/tcp-relay';
import { queueMail } from '../../support/queue-mail';
import { parsePrometheusText, sampleValue } from './prometheus-text';

const TOKEN = 'jeton-des-metriques-de-test-0123456789';
const UNAUTHORIZED = { statusCode: 401, message: 'Jeton des métriques absent ou invalide.', error: 'Unauthorized' };
const HOUR = 3_600_000;

async function scrape(t: TestApp) {
  const response = await t.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(response.text);
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the API's French 404 for unknown paths, token or not", async () => {
    const unknown = await t.http().get('/api/no-such-thing').expect(404);
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const call = t.http().get('/api/metrics');
      const response = await (authorization ? call.set('Authorization', authorization) : call);
      expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: unknown.body });
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
  });
  afterAll(() => t.close());

  it('answers a French 401 to a missing, wrong or malformed token, and to hostile values, never a 500', async () => {
    const origin = await listen(t);
    const values = [
      undefined,
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Bearer  ${TOKEN}`,
      `Bearer ${'a'.repeat(8_000)}`,
      'Bearer \u00e9\u00ff\u0080',
      'Bearer \t',
    ];
    for (const authorization of values) {
      const answer = await rawRequest(origin, 'GET', '/api/metrics', authorization === undefined ? {} : { authorization });
      expect({ authorization, status: answer.status, body: JSON.parse(answer.body.toString()) }).toEqual({ authorization, status: 401, body: UNAUTHORIZED });
    }
  });

  it('writes the format Prometheus reads, with the process figures', async () => {
    const samples = await scrape(t);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'ptm_database_reachable')).toBe(1);
    expect(sampleValue(samples, 'ptm_database_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    if (process.env.TEST_DATABASE_URL) expect(sampleValue(samples, 'ptm_database_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sampleValue(samples, 'ptm_tracking_buffered_views')).toBe(0);
    for (const reason of ['over_budget', 'buffer_full', 'refused']) expect(sampleValue(samples, 'ptm_tracking_dropped_views_total', { reason })).toBe(0);
  });

  it('counts each request under its route pattern and status class, never under its URL (a space token stays out)', async () => {
    const token = 'Z9'.repeat(20);
    await t.http().get(`/api/parent-space/${token}`).expect(404);
    await t.http().get(`/api/parent-space/${token}`).expect(404);
    await t.http().post('/api/track').set('X-Forwarded-For', '203.0.113.9').send({ session_id: 'metrics-session', page: '/', device: 'mobile' }).expect(204);
    const text = (await t.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
    expect(text).not.toContain(token);
    const samples = parsePrometheusText(text);
    const count = (method: string, route: string, status_class: string) =>
      sampleValue(samples, 'ptm_http_request_duration_seconds_count', { method, route, status_class });
    expect(count('GET', '/api/parent-space/:token', '4xx')).toBe(2);
    expect(count('POST', '/api/track', '2xx')).toBe(1);
    expect(sampleValue(samples, 'ptm_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/track', status_class: '2xx', le: '+Inf' })).toBe(1);
    // The scrape before this one is counted too, under its own pattern.
    expect(count('GET', '/api/metrics', '2xx')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'ptm_http_server_errors_total' && s.labels.route === '/api/parent-space/:token')).toBe(false);
  });

  it('shows the outbox: mail queued, the age of the oldest, mail given up on', async () => {
    await t.db.delete(mailOutbox);
    clock.set(Date.now());
    for (const key of ['metrics:1', 'metrics:2', 'metrics:3']) await queueMail(t, key);
    await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.dedupKey, 'metrics:3'));
    clock.advance(2 * HOUR);
    const samples = await scrape(t);
    expect(sampleValue(samples, 'ptm_mail_outbox_queued')).toBe(2);
    expect(sampleValue(samples, 'ptm_mail_outbox_failed')).toBe(1);
    const age = sampleValue(samples, 'ptm_mail_outbox_oldest_queued_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(2 * 3600 - 60);
    expect(age).toBeLessThanOrEqual(2 * 3600 + 60);

    await t.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() });
    const after = await scrape(t);
    expect([sampleValue(after, 'ptm_mail_outbox_queued'), sampleValue(after, 'ptm_mail_outbox_oldest_queued_age_seconds')]).toEqual([0, 0]);
  });

  it("gives each scheduled job's last success as a Unix time, 0 when it never succeeded; a failed run is not a success", async () => {
    await t.db.delete(scheduledJobRuns);
    const before = await scrape(t);
    for (const job of SCHEDULED_JOB_NAMES) expect({ job, value: sampleValue(before, 'ptm_scheduled_job_last_success_timestamp_seconds', { job }) }).toEqual({ job, value: 0 });

    const finished = new Date('2026-11-20T00:05:42.000Z');
    await t.db.insert(scheduledJobRuns).values([
      { job: 'stats-rollup', dueAt: new Date('2026-11-19T23:05:00Z'), instance: 'test:1', startedAt: finished, finishedAt: finished },
      { job: 'stats-rollup', dueAt: new Date('2026-11-20T23:05:00Z'), instance: 'test:1', finishedAt: new Date('2026-11-21T00:06:00Z'), error: 'échec' },
      { job: 'retention', dueAt: new Date('2026-11-21T03:00:00Z'), instance: 'test:1' },
    ]);
    const after = await scrape(t);
    expect(sampleValue(after, 'ptm_scheduled_job_last_success_timestamp_seconds', { job: 'stats-rollup' })).toBe(finished.getTime() / 1000);
    // Still running: not a success yet.
    expect(sampleValue(after, 'ptm_scheduled_job_last_success_timestamp_seconds', { job: 'retention' })).toBe(0);
  });
});

/** A real 5xx: the health check answers 503 once the database is out of reach. */
describe('GET /api/metrics counts the 5xx', () => {
  let t: TestApp;
  let relay: TcpRelay | undefined;

  beforeAll(async () => {
    const server = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : undefined;
    if (server) relay = await TcpRelay.start({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN },
      database: relay ? { port: relay.port, connectTimeoutMs: 1_000, statementTimeoutMs: 2_000 } : undefined,
    });
  });
  afterAll(async () => {
    await relay?.restore();
    await t.close();
    await relay?.stop();
  });

  it('counts the 503 under its route, and still answers the process figures while the database is gone', async () => {
    await t.http().get('/api/health').expect(200);
    if (relay) await relay.cut();
    else await (t.db as unknown as { $client: PGlite }).$client.close();
    await t.http().get('/api/health').expect(503);
    const samples = await scrape(t);
    expect(sampleValue(samples, 'ptm_http_server_errors_total', { method: 'GET', route: '/api/health' })).toBe(1);
    expect(sampleValue(samples, 'ptm_http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_class: '5xx' })).toBe(1);
    expect(sampleValue(samples, 'ptm_http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_class: '2xx' })).toBe(1);
    expect(sampleValue(samples, 'ptm_database_reachable')).toBe(0);
    expect(sampleValue(samples, 'ptm_mail_outbox_queued')).toBeNaN();
    expect(sampleValue(samples, 'ptm_scheduled_job_last_success_timestamp_seconds', { job: 'stats-rollup' })).toBeUndefined();
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});
