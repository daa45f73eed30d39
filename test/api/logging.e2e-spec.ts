import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { mailOutbox } from '../../backend/src/database/schema';
import { MAX_ATTEMPTS, MailWorker } from '../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../support/app';
import { parentForm } from '../support/parent-requests';
import { startServer } from '../support/server';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

type LogLine = Record<string, unknown> & { level: string; msg?: string; reqId?: string };

/** Personal data and secrets the requests below carry; none may reach the log. */
const PARENT_EMAIL = 'helene.secret@fournisseur-test.fr';
const LOGIN_EMAIL = 'camille.martin@courriel-test.fr';
const CLIENT_IP = '198.51.100.77';
const BEARER = 'jeton-porteur-ultrasecret-0123456789';
const PATH_TOKEN = 'lienparentsecret42';
const SEARCH = 'dupontsecret';

describe('One logger', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let output = '';
  const lines = (): LogLine[] => output.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);
  const requestLines = (reqId: string) => lines().filter((line) => line.reqId === reqId);

  beforeAll(async () => {
    // A real SMTP server that refuses the parent's address the way mail servers do: quoting it.
    smtp = await startSmtpServer({
      beforeAnswer: async (mail) => {
        if (mail.to.includes(PARENT_EMAIL)) throw new Error(`<${PARENT_EMAIL}>: Recipient address rejected: mailbox full`);
      },
    });
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    t = await createTestApp({ env: { LOG_LEVEL: 'info', SMTP_URL: smtp.url }, logs });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('writes JSON lines with a level, and every line of a request (Nest loggers included) carries its id, answered in X-Request-Id', async () => {
    // A filled honeypot makes BotCheckInterceptor (a Nest logger) warn during the request.
    const response = await t.http().post('/api/parents').set('X-Request-Id', 'essai-honeypot-1').send(parentForm({ website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(response.headers['x-request-id']).toBe('essai-honeypot-1');
    const own = requestLines('essai-honeypot-1');
    expect(own.map((line) => [line.level, line.context ?? line.msg])).toEqual([
      ['warn', 'BotCheckInterceptor'],
      ['info', 'requête traitée'],
    ]);
    expect(own[1]).toMatchObject({ req: { method: 'POST', url: '/api/parents' }, res: { statusCode: 201 } });
    for (const line of lines()) expect(typeof line.level).toBe('string');

    // The beacon, served outside Nest (common/direct-routes.ts), logs its request line the same way.
    await t.http().post('/api/track').set('X-Request-Id', 'essai-balise-2').send({ session_id: 'log', page: '/', device: 'mobile' }).expect(204);
    expect(requestLines('essai-balise-2')).toMatchObject([
      { level: 'info', msg: 'requête traitée', req: { method: 'POST', url: '/api/track' }, res: { statusCode: 204 } },
    ]);

    // An id that could carry personal data or markup is replaced, not logged.
    const unsafe = await t.http().get('/api/health').set('X-Request-Id', CLIENT_IP);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(output).not.toContain(CLIENT_IP);
  });

  it('logs the stack of a 5xx with the request id answered to the client', async () => {
    await t.db.execute(sql`ALTER TABLE cities RENAME TO cities_out_of_reach`);
    try {
      const response = await t.http().get('/api/cities?range=[0,9]');
      expect(response.status).toBe(500);
      const id = response.headers['x-request-id'] as string;
      const failure = requestLines(id).find((line) => line.level === 'error');
      expect(failure).toMatchObject({ context: 'HttpExceptionFilter', err: { message: expect.stringContaining('cities') } });
      expect((failure!.err as { stack: string }).stack).toMatch(/\n\s+at /);
    } finally {
      await t.db.execute(sql`ALTER TABLE cities_out_of_reach RENAME TO cities`);
    }
  });

  it('keeps no e-mail address, client IP, token or search term', async () => {
    const from = { 'X-Forwarded-For': CLIENT_IP };
    await t.http().post('/api/admin/login').set(from).send({ email: LOGIN_EMAIL, password: 'pas-le-bon-mot-de-passe' }).expect(401);
    await t.http().get(`/api/parents/mon-espace/${PATH_TOKEN}?token=${PATH_TOKEN}`).set(from).set('Authorization', `Bearer ${BEARER}`);
    const auth = await t.adminAuth();
    await t.http().get(`/api/admin/parent-requests?filter=${encodeURIComponent(JSON.stringify({ q: SEARCH }))}`).set(from).set(auth).expect(200);
    await t.http().get(`/api/cities/search?q=${SEARCH}`).set(from);

    // The parent's form queues a mail to the parent; the SMTP server refuses it twice, the second time as its last attempt.
    await t.http().post('/api/parents').set(from).send(parentForm({ parent_email: PARENT_EMAIL })).expect(201);
    const worker = t.app.get(MailWorker);
    expect(await worker.processDue()).toEqual({ sent: 0, deferred: 1, failed: 0 });
    await t.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date() }).where(sql`status = 'queued'`);
    expect(await worker.processDue()).toEqual({ sent: 0, deferred: 0, failed: 1 });
    expect(lines().filter((line) => line.context === 'MailWorker').map((line) => line.level)).toEqual(['warn', 'error']);

    for (const secret of [PARENT_EMAIL, LOGIN_EMAIL, CLIENT_IP, BEARER, auth.Authorization.slice(7), PATH_TOKEN, SEARCH]) {
      expect({ secret, found: output.includes(secret) }).toEqual({ secret, found: false });
    }
    // What is kept instead: enough to follow the request.
    expect(lines().some((line) => (line.req as { url?: string } | undefined)?.url === '/api/parents/mon-espace/:token?token=[masqué]')).toBe(true);
  });
});

describe('LOG_LEVEL', () => {
  /** The built server's output (Fastify's request lines and Nest's loggers) after one request, at this level. */
  async function serverLines(level: string): Promise<LogLine[]> {
    const server = await startServer({ env: { LOG_LEVEL: level } });
    await fetch(`${server.url}/api/activity-sectors`);
    await server.stop();
    return server
      .logs()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }

  it('is one setting for Fastify and every Nest logger: info shows both, warn keeps only warnings and errors', async () => {
    const info = await serverLines('info');
    expect(info.some((line) => line.msg === 'requête traitée' && line.reqId)).toBe(true);
    expect(info.some((line) => line.level === 'info' && line.context === 'Bootstrap')).toBe(true);

    const warn = await serverLines('warn');
    expect(warn.filter((line) => line.level !== 'warn' && line.level !== 'error')).toEqual([]);
    // Nest's loggers are still heard at that level.
    expect(warn.some((line) => line.level === 'warn' && line.context === 'PaymentsModule')).toBe(true);
  }, 120_000);
});
