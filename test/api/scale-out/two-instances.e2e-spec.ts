import { dac7CopyYearDue, parisDay } from '@ptits-mitrons/domain';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { databaseUrl, withAdminClient } from '../../support/database';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { freshIp } from '../../support/merchant-requests';
import { parentForm } from '../../support/parent-requests';
import { startServer, type RunningServer } from '../../support/server';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

/**
 * Two built servers started at once on one fresh PostgreSQL database, as a deploy without downtime or a second
 * instance for load does (docs/deploy.md). The embedded database is one instance by design (its data folder is locked
 * by the first server), so this file runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

const EVERY_TWO_SECONDS = '*/2 * * * * *';
/** The line ScheduledJobs logs for each run it made (jobs/scheduled-jobs.service.ts, runLogLine). */
const RUN_LINE = /Tâche (\S+) \(échéance (\S+)\) exécutée par/;

/** Each run either server logged, as `job@due time`. */
function loggedRuns(server: RunningServer): string[] {
  return server
    .logs()
    .split('\n')
    .map((line) => RUN_LINE.exec(line))
    .filter((match) => match !== null)
    .map((match) => `${match[1]}@${match[2]}`);
}

const ADMIN = { email: 'admin@test.fr', password: 'mot-de-passe-admin-test' };

onPostgres('Deux instances sur une même base PostgreSQL', () => {
  const dbName = `ptm_two_${process.pid}`;
  let servers: RunningServer[];
  let db: Client;
  let stripe: FakeStripe;
  let smtp: TestSmtpServer;
  const at = (i: number) => servers[i % 2].url;

  beforeAll(async () => {
    await withAdminClient((c) => c.query(`CREATE DATABASE ${dbName}`));
    stripe = await startFakeStripe();
    smtp = await startSmtpServer();
    const env = {
      ...stripe.env,
      DATABASE_URL: databaseUrl(serverUrl!, dbName),
      DEMO_DATA: 'true',
      SMTP_URL: smtp.url,
      MAIL_WORKER_INTERVAL_MS: '100',
      LOG_LEVEL: 'info',
      // Beacons come from one address here; the per-address budget has its own specs.
      TRACK_BEACONS_PER_MINUTE: '1000000',
      // Every scheduled job due every two seconds, so both instances meet several due times of each.
      STATS_ROLLUP_CRON: EVERY_TWO_SECONDS,
      TRACKING_PURGE_CRON: EVERY_TWO_SECONDS,
      RETENTION_CRON: EVERY_TWO_SECONDS,
      DAC7_COPIES_CRON: EVERY_TWO_SECONDS,
      REMINDERS_INTERVAL_MS: '2000',
      MATCHING_INTERVAL_MS: '2000',
    };
    servers = await Promise.all([startServer({ empty: true, env }), startServer({ empty: true, env })]);
    db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all((servers ?? []).map((server) => server.stop()));
    for (const server of servers ?? []) rmSync(server.dataDir, { recursive: true, force: true });
    await smtp?.stop();
    await stripe?.close();
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });

  const scalar = async (query: string, values: unknown[] = []): Promise<number> => Number((await db.query(query, values)).rows[0].n);

  it('migrates and seeds once: one admin, each commune, sector and demo row once', async () => {
    expect(await scalar('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toBe(
      await scalar('SELECT count(DISTINCT hash) AS n FROM drizzle.__drizzle_migrations'),
    );
    expect(await scalar('SELECT count(*) AS n FROM admins')).toBe(1);
    expect(await scalar('SELECT count(*) AS n FROM cities')).toBeGreaterThan(35_000);
    expect(await scalar('SELECT count(*) AS n FROM activity_sectors')).toBe(await scalar('SELECT count(DISTINCT nom) AS n FROM activity_sectors'));
    // Demo rows seeded twice would be the same rows under new ids.
    const parents = await scalar('SELECT count(*) AS n FROM parent_requests');
    expect(parents).toBeGreaterThan(0);
    expect(parents).toBe(await scalar('SELECT count(*) AS n FROM (SELECT DISTINCT parent_email, child_firstname, desired_date, status FROM parent_requests) d'));
    const merchants = await scalar('SELECT count(*) AS n FROM merchant_requests');
    expect(merchants).toBeGreaterThan(0);
    expect(merchants).toBe(await scalar('SELECT count(DISTINCT email) AS n FROM merchant_requests'));
    const offers = await scalar('SELECT count(*) AS n FROM merchant_offers');
    expect(offers).toBe(await scalar('SELECT count(*) AS n FROM (SELECT DISTINCT parent_request_id, merchant_request_id FROM merchant_offers) d'));
  });

  it('accepts on one instance the sign-in token issued by the other', async () => {
    for (const [issuer, reader] of [
      [0, 1],
      [1, 0],
    ]) {
      const login = await fetch(`${at(issuer)}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const me = await fetch(`${at(reader)}/api/admin/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    }
  });

  it('refuses the 11th bad sign-in from one address whichever instance each try reaches', async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await fetch(`${at(i)}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        // Another account each time: only the per-address budget counts (each account has its own as well).
        body: JSON.stringify({ email: `inconnu.${i}@exemple.fr`, password: `mauvais-mot-de-passe-${i}` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('sends each mail once when requests, payments and replayed webhooks alternate between the instances', async () => {
    const emails: string[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (i) => {
        const email = `parent.deux.instances.${i}@exemple.fr`;
        emails.push(email);
        const submitted = await fetch(`${at(i)}/api/parents`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
          body: JSON.stringify(parentForm({ parent_email: email })),
        });
        expect(submitted.status).toBe(201);
        const { id } = (await submitted.json()) as { id: string };
        const intent = await fetch(`${at(i + 1)}/api/payments/create-payment-intent`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: 3000, currency: 'eur', metadata: { requestId: id }, description: "Acompte pour l'atelier" }),
        });
        expect(intent.status).toBe(200);
        const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
        const event = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(paymentIntentId));
        // Stripe's retry of one event reaches the other instance at the same moment.
        const answers = await Promise.all(
          [i, i + 1, i].map((n) =>
            fetch(`${at(n)}/api/payments/webhook`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
              body: event.payload,
            }),
          ),
        );
        for (const answer of answers) expect(answer.status).toBe(200);
      }),
    );
    const queued = `SELECT count(*) AS n FROM mail_outbox WHERE status = 'queued' AND recipient = ANY($1)`;
    const deadline = Date.now() + 30_000;
    while ((await scalar(queued, [emails])) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await scalar(queued, [emails])).toBe(0);
    // Both workers keep polling: a second sending would arrive within a few of their rounds.
    await new Promise((r) => setTimeout(r, 1_500));
    const sent = (await db.query<{ id: string }>(`SELECT id FROM mail_outbox WHERE status = 'sent' AND recipient = ANY($1)`, [emails])).rows;
    expect(sent.length).toBeGreaterThanOrEqual(emails.length);
    const received = smtp.messages.filter((m) => m.to.some((to) => emails.includes(to))).map((m) => m.parsed.messageId);
    expect(received.sort()).toEqual(sent.map((row) => `<${row.id}@outbox.ptits-mitrons>`).sort());
    // Each mail was queued once too, whichever instance took the event first.
    const twice = await db.query(`SELECT recipient, template FROM mail_outbox WHERE recipient = ANY($1) GROUP BY 1, 2 HAVING count(*) > 1`, [emails]);
    expect(twice.rows).toEqual([]);
  });

  it('counts every page view sent to either instance', async () => {
    const session = randomUUID();
    const pages = Array.from({ length: 400 }, (_, i) => `/deux-instances/${i}`);
    const answers = await Promise.all(
      pages.map((page, i) =>
        fetch(`${at(i)}/api/track`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' },
          body: JSON.stringify({ session_id: session, page, ts: Date.now(), device: 'desktop' }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(pages.map(() => 204));
    const stored = `SELECT count(*) AS n FROM page_views WHERE session_id = $1`;
    const deadline = Date.now() + 10_000;
    while ((await scalar(stored, [session])) < pages.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await scalar(stored, [session])).toBe(pages.length);
  });

  it("mails an artisan's yearly DAC7 copy once while both instances run its job every two seconds", async () => {
    // The year whose copies are due today; a transfer sent mid-year to an artisan with payout details.
    const year = dac7CopyYearDue(parisDay());
    const [line] = (
      await db.query<{ proposal_id: string; parent_request_id: string; merchant_request_id: string }>(
        `SELECT p.id AS proposal_id, p.parent_request_id, p.merchant_request_id FROM proposals p
           JOIN merchant_payout_details d ON d.merchant_request_id = p.merchant_request_id
          WHERE NOT EXISTS (SELECT 1 FROM payout_lines l WHERE l.proposal_id = p.id) LIMIT 1`,
      )
    ).rows;
    const sentAt = `${year}-06-15T10:00:00Z`;
    const batch = await db.query<{ id: string }>(
      `INSERT INTO payout_batches (reference, period_start, period_end, status, total_cents, xml, xml_sha256, created_by, sent_by, sent_at)
       VALUES ('DEUX-INSTANCES-DAC7', $1, $1, 'sent', 12000, '<Document/>', 'x', 'test', 'test', $2) RETURNING id`,
      [`${year}-06-01`, sentAt],
    );
    await db.query(
      `INSERT INTO payout_lines (batch_id, merchant_request_id, parent_request_id, proposal_id, kind, amount_cents, workshop_at)
       VALUES ($1, $2, $3, $4, 'workshop', 12000, $5)`,
      [batch.rows[0].id, line.merchant_request_id, line.parent_request_id, line.proposal_id, sentAt],
    );
    const key = `merchant-dac7-copy:${line.merchant_request_id}:${year}`;
    const mailed = `SELECT count(*) AS n FROM mail_outbox WHERE dedup_key LIKE $1 AND status = 'sent'`;
    const deadline = Date.now() + 20_000;
    while ((await scalar(mailed, [`${key}%`])) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // A few more due times of the job on both instances, and rounds of both mail workers.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await scalar(`SELECT count(*) AS n FROM dac7_copies WHERE merchant_request_id = $1 AND year = $2 AND mailed_at IS NOT NULL`, [line.merchant_request_id, year])).toBe(1);
    expect(await scalar(`SELECT count(*) AS n FROM mail_outbox WHERE dedup_key LIKE $1`, [`${key}%`])).toBe(1);
    expect(await scalar(mailed, [`${key}%`])).toBe(1);
    const runs = await scalar(`SELECT count(*) AS n FROM scheduled_job_runs WHERE job = 'dac7-copies' AND finished_at IS NOT NULL AND error IS NULL`);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(smtp.messages.filter((m) => m.parsed.subject === `Votre copie de la déclaration DAC7 ${year}`)).toHaveLength(1);
  }, 60_000);

  it('runs each scheduled job once per due time, offer expiry included', async () => {
    // The demo's offer waiting for an artisan is now past its deadline: one instance's job passes it on, once.
    const { rows } = await db.query<{ id: string; parent_request_id: string }>(
      `UPDATE merchant_offers SET expires_at = now() - interval '1 minute' WHERE status = 'pending' RETURNING id, parent_request_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const pending = `SELECT count(*) AS n FROM merchant_offers WHERE id = ANY($1) AND status = 'pending'`;
    const offerIds = rows.map((row) => row.id);
    const deadline = Date.now() + 20_000;
    while ((await scalar(pending, [offerIds])) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await scalar(pending, [offerIds])).toBe(0);
    // A few more due times of every job, on both instances.
    await new Promise((r) => setTimeout(r, 6_000));

    const expiries = await scalar(
      `SELECT count(*) AS n FROM audit_events WHERE action = 'offer_expired' AND entity_id = ANY($1)`,
      [rows.map((row) => row.parent_request_id)],
    );
    expect(expiries).toBe(rows.length);
    const runs = servers.flatMap(loggedRuns);
    // Counted from both processes' own logs, apart from the ledger's primary key.
    expect(runs.length).toBe(new Set(runs).size);
    for (const job of ['stats-rollup', 'tracking-purge', 'retention', 'reminders', 'matching-offers', 'dac7-copies']) {
      const dueTimes = runs.filter((run) => run.startsWith(`${job}@`));
      expect({ job, due: dueTimes.length >= 3 }).toEqual({ job, due: true });
      const finished = await scalar(`SELECT count(*) AS n FROM scheduled_job_runs WHERE job = $1 AND finished_at IS NOT NULL AND error IS NULL`, [job]);
      expect(finished).toBeGreaterThanOrEqual(dueTimes.length);
    }
    // Both instances took part: the claims are shared, not one instance doing everything by chance of timing.
    expect(servers.every((server) => loggedRuns(server).length > 0)).toBe(true);
  }, 60_000);
});
