import { SchedulerRegistry } from '@nestjs/schedule';
import { ConfigService } from '@nestjs/config';
import { and, count, eq, lte } from 'drizzle-orm';
import { Clock } from '../../backend/src/common/clock';
import { MailService, type MailRequest } from '../../backend/src/mail/mail.service';
import { mailOutbox } from '../../backend/src/mail/mail.schema';
import { MAIL_TEMPLATE_NAMES } from '../../backend/src/mail/mail-templates';
import { MailTransport } from '../../backend/src/mail/mail-transport';
import { MAX_ATTEMPTS, MailWorker } from '../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import { SAMPLE_MERCHANT } from '../support/queue-mail';

const request = {
  _id: '6f1c2b1e-4a7d-4a53-9a55-2d7f0b0c1a11',
  parent_firstname: 'Camille',
  parent_lastname: 'Durand',
  child_firstname: 'Léo',
  child_age: 7,
  desired_date: '2027-03-14',
  number_of_children: 8,
  city_label: 'Lyon (69001)',
  merchant_type: 'boulanger',
};
const merchant = SAMPLE_MERCHANT;

const depositPaid = (key: string, to = 'camille@exemple.fr'): MailRequest => ({
  dedupKey: key,
  to,
  template: 'parent-deposit-paid',
  data: { request },
});

describe('Mail outbox over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let received: ReceivedMail[];
  let mail: MailService;
  let worker: MailWorker;
  const clock = new TestClock();
  /** What the SMTP server does before answering each message, for the test that needs a slow server. */
  let beforeAnswer: ((mail: ReceivedMail) => Promise<void>) | undefined;
  const startSmtp = (port?: number) =>
    startSmtpServer({ port, messages: received, beforeAnswer: async (m) => beforeAnswer?.(m) });

  beforeAll(async () => {
    received = [];
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
    mail = t.app.get(MailService);
    worker = t.app.get(MailWorker);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    // Each test starts from an empty outbox and mailbox, at the real time, with a prompt SMTP server.
    await t.db.delete(mailOutbox);
    received.splice(0);
    clock.set(Date.now());
    beforeAnswer = undefined;
  });

  const rows = () => t.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);

  it('never sends a mail queued in a transaction that rolls back; sends the committed one with its French subject and both parts', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await mail.enqueue(tx, depositPaid('rollback:1'));
        throw new Error('business change fails');
      }),
    ).rejects.toThrow('business change fails');
    await t.db.transaction((tx) => mail.enqueue(tx, depositPaid('commit:1')));

    expect(await worker.processDue()).toEqual({ sent: 1, deferred: 0, failed: 0 });
    await smtp.waitForMessages(1);
    expect(received).toHaveLength(1);
    const [{ to, parsed }] = received;
    expect(to).toEqual(['camille@exemple.fr']);
    expect(parsed.subject).toBe("Paiement autorisé : l'atelier de Léo est réservé");
    expect(parsed.text).toContain('Paiement autorisé. Votre acompte de 30 € est bien réglé');
    expect(parsed.text).toContain('Date souhaitée : dimanche 14 mars 2027');
    expect(parsed.text).toContain('Une question ? Écrivez-nous à contact@test.fr ou appelez le 01 23 45 67 89.');
    expect(parsed.html).toContain('Les P&#x27;tits Mitrons');
    expect(parsed.html).toContain('Paiement autorisé.');
    expect(parsed.from?.text).toContain('ne-pas-repondre@lesptitsmitrons.fr');
    const [row] = await rows();
    expect(row).toMatchObject({ dedupKey: 'commit:1', status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await worker.processDue()).toEqual({ sent: 0, deferred: 0, failed: 0 });
  });

  it('queues one mail per de-duplication key, however often the event is replayed', async () => {
    await t.db.transaction((tx) => mail.enqueue(tx, depositPaid('paid:abc')));
    await t.db.transaction((tx) => mail.enqueue(tx, depositPaid('paid:abc', 'autre@exemple.fr')));
    expect(await rows()).toHaveLength(1);
    await worker.processDue();
    expect(received.map((m) => m.to)).toEqual([['camille@exemple.fr']]);
  });

  it('sends the operator mails to OPERATOR_EMAIL', async () => {
    await mail.enqueue(t.db, { dedupKey: 'op:1', template: 'operator-new-merchant-application', data: { merchant } });
    await worker.processDue();
    expect(received[0].to).toEqual(['operateur@test.fr']);
    expect(received[0].parsed.subject).toBe('Nouvelle candidature artisan : Boulangerie du Parc (Dijon (21000))');
  });

  it("elides de before a child's name starting with a vowel: « d'Inès », « de Léo »", async () => {
    await mail.enqueue(t.db, { dedupKey: 'elide:1', to: 'camille@exemple.fr', template: 'parent-deposit-paid', data: { request: { ...request, child_firstname: 'Inès' } } });
    await mail.enqueue(t.db, { dedupKey: 'elide:2', to: 'camille@exemple.fr', template: 'parent-deposit-paid', data: { request } });
    await worker.processDue();
    const texts = received.map((mail) => `${mail.parsed.subject} ${mail.parsed.text}`);
    expect(texts.find((text) => text.includes('Inès'))).toContain("Paiement autorisé : l'atelier d'Inès est réservé");
    expect(texts.find((text) => text.includes('Inès'))).toContain("d'anniversaire d'Inès est bloquée");
    expect(texts.find((text) => text.includes('Inès'))).not.toContain('de Inès');
    expect(texts.find((text) => text.includes('Léo'))).toContain("l'atelier de Léo est réservé");
  });

  it('escapes HTML in user values: a <script> in a first name arrives as text', async () => {
    const hostile = { ...request, parent_firstname: '<script>alert("x")</script>', child_firstname: '<b>Léo</b>' };
    await mail.enqueue(t.db, { dedupKey: 'xss:1', to: 'camille@exemple.fr', template: 'parent-request-refused', data: { request: hostile, reason: '<img src=x onerror=alert(1)>' } });
    await worker.processDue();
    const { parsed } = received[0];
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<img src=x');
    expect(parsed.html).not.toContain('<b>Léo</b>');
    expect(parsed.html).toContain('&lt;script&gt;');
    expect(parsed.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(parsed.text).toContain('Bonjour <script>alert("x")</script>,');
    expect(parsed.text).toContain('Motif : <img src=x onerror=alert(1)>');
  });

  it("escapes HTML in a merchant's comments shown to the operator", async () => {
    await mail.enqueue(t.db, { dedupKey: 'xss:2', template: 'operator-new-merchant-application', data: { merchant: { ...merchant, description: '<script>vol()</script> & cie' } } });
    await worker.processDue();
    const { parsed } = received[0];
    expect(parsed.html).toContain('Commentaires : &lt;script&gt;vol()&lt;/script&gt; &amp; cie');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.text).toContain('Commentaires : <script>vol()</script> & cie');
  });

  it('renders every template in French with the brand and contact, a text part, and no raw user markup', async () => {
    const evil = '<i>x</i>';
    const data = {
      request: { ...request, parent_firstname: evil },
      merchant: { ...merchant, manager_firstname: evil },
      proposal: { establishment_name: 'Fournil <Saint-Jean>', address: '3 rue du Pain, Lyon', date: '2027-03-14T13:30:00.000Z', payment_link: 'https://paiement.exemple.fr/solde?x=1&y=2' },
      reason: 'Date indisponible',
      dac7_copy: { year: 2026 },
      erasure: { confirmation: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' },
    };
    for (const template of MAIL_TEMPLATE_NAMES) {
      await mail.enqueue(t.db, { dedupKey: `all:${template}`, to: 'dest@exemple.fr', template, data } as MailRequest);
    }
    const all = await rows();
    expect(all).toHaveLength(MAIL_TEMPLATE_NAMES.length);
    for (const row of all) {
      expect(row.subject.length).toBeGreaterThan(10);
      expect(row.html).toContain('<!doctype html>');
      expect(row.html).toContain('Les P&#x27;tits Mitrons');
      expect(row.html).toContain('contact@test.fr');
      expect(row.text).toContain('01 23 45 67 89');
      expect(row.html).not.toContain(evil);
      expect(row.html).not.toMatch(/\{\{|\}\}/);
    }
    const proposal = all.find((r) => r.template === 'parent-proposal')!;
    expect(proposal.text).toContain('Date : dimanche 14 mars 2027 à 14:30');
    expect(proposal.text).toContain('https://paiement.exemple.fr/solde?x=1&y=2');
    expect(proposal.html).toContain('href="https://paiement.exemple.fr/solde?x&#x3D;1&amp;y&#x3D;2"');
    expect(proposal.html).toContain('Fournil &lt;Saint-Jean&gt;');
    const withoutLink = await t.app.get(MailService);
    await withoutLink.enqueue(t.db, { dedupKey: 'nolink', to: 'd@exemple.fr', template: 'parent-proposal', data: { request, proposal: { ...data.proposal, payment_link: 'javascript:alert(1)' } } });
    const [noLink] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, 'nolink'));
    expect(noLink.html).not.toContain('javascript:');
    expect(noLink.html).not.toContain('Régler le solde');
  });

  it('keeps mail queued while the SMTP server is down, records attempts and errors, then delivers each mail exactly once', async () => {
    for (let i = 0; i < 3; i++) await mail.enqueue(t.db, depositPaid(`down:${i}`, `parent${i}@exemple.fr`));
    await smtp.stop();
    const start = clock.now();
    try {
      expect(await worker.processDue()).toEqual({ sent: 0, deferred: 3, failed: 0 });
      for (const row of await rows()) {
        expect(row).toMatchObject({ status: 'queued', attempts: 1 });
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);
      }
      // Not due yet: nothing is tried before the backoff delay.
      clock.set(start.getTime() + 30_000);
      expect(await worker.processDue()).toEqual({ sent: 0, deferred: 0, failed: 0 });
      clock.set(start.getTime() + 61_000);
      expect(await worker.processDue()).toEqual({ sent: 0, deferred: 3, failed: 0 });
      for (const row of await rows()) expect(row.attempts).toBe(2);
    } finally {
      smtp = await startSmtp(smtp.port);
    }
    clock.set(start.getTime() + 10 * 60_000);
    expect(await worker.processDue()).toEqual({ sent: 3, deferred: 0, failed: 0 });
    clock.set(start.getTime() + 24 * 3_600_000);
    expect(await worker.processDue()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    expect(received.map((m) => m.to[0]).sort()).toEqual(['parent0@exemple.fr', 'parent1@exemple.fr', 'parent2@exemple.fr']);
    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} attempts with backoff up to 6 h, and an operator can retry it`, async () => {
    await mail.enqueue(t.db, depositPaid('fail:1'));
    await smtp.stop();
    const delays: number[] = [];
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const now = clock.now();
        const report = await worker.processDue();
        const [row] = await rows();
        expect(row.attempts).toBe(attempt);
        if (attempt < MAX_ATTEMPTS) {
          expect(report.deferred).toBe(1);
          delays.push((row.nextAttemptAt.getTime() - now.getTime()) / 60_000);
          clock.set(row.nextAttemptAt);
        } else {
          expect(report.failed).toBe(1);
          expect(row.status).toBe('failed');
          expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        }
      }
    } finally {
      smtp = await startSmtp(smtp.port);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    clock.advance(7 * 3_600_000);
    expect(await worker.processDue()).toEqual({ sent: 0, deferred: 0, failed: 0 });

    const [failed] = await rows();
    const auth = await t.adminAuth();
    const retried = await t.http().post(`/api/admin/mails/${failed.id}/retry`).set(auth).expect(200);
    expect(retried.body).toMatchObject({ _id: failed.id, id: failed.id, status: 'queued', attempts: 0, last_error: null });
    // Queued again, it is on its way: a second retry could let two workers send it.
    const queued = await t.http().post(`/api/admin/mails/${failed.id}/retry`).set(auth).expect(409);
    expect(queued.body).toMatchObject({ code: 'MAIL_QUEUED', message: "Ce mail est déjà dans la file d'envoi : le prochain passage l'enverra." });
    expect(await worker.processDue()).toEqual({ sent: 1, deferred: 0, failed: 0 });
    const again = await t.http().post(`/api/admin/mails/${failed.id}/retry`).set(auth).expect(409);
    expect(again.body.message).toBe('Ce mail a déjà été envoyé : il ne peut pas être renvoyé.');
    const history = await t.http().get('/api/admin/audit').query({ filter: JSON.stringify({ entity_id: failed.id }) }).set(auth).expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({ entity_type: 'mail', action: 'retry', status_before: 'failed', status_after: 'queued', actor_label: 'admin@test.fr' }),
    ]);
  });

  const secondWorker = () => new MailWorker(t.db, t.app.get(MailTransport), t.app.get(ConfigService), t.app.get(SchedulerRegistry), clock);

  it('a run that outlasts the lease claims each batch at the time of the claim, so no other worker can take a mail in flight', async () => {
    const total = 20; // two batches of 10
    for (let i = 0; i < total; i++) await mail.enqueue(t.db, depositPaid(`slow:${i}`, `lent${i}@exemple.fr`));
    const second = secondWorker();
    let answered = 0;
    let claimableDuringSecondBatch: number | undefined;
    let secondWorkerReport: Awaited<ReturnType<MailWorker['processDue']>> | undefined;
    beforeAnswer = async () => {
      answered++;
      // The first batch's answers take six minutes, more than the five-minute lease.
      if (answered === 1) clock.advance(6 * 60_000);
      // While a mail of the second batch waits for its answer: what could any other worker claim now?
      if (answered === 11) {
        const [{ due }] = await t.db
          .select({ due: count() })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, clock.now())));
        claimableDuringSecondBatch = due;
        secondWorkerReport = await second.processDue();
      }
    };

    expect(await worker.processDue()).toEqual({ sent: total, deferred: 0, failed: 0 });
    expect(claimableDuringSecondBatch).toBe(0);
    expect(secondWorkerReport).toEqual({ sent: 0, deferred: 0, failed: 0 });
    await smtp.waitForMessages(total);
    const recipients = received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("a worker whose lease expired during a slow answer leaves the new claim alone when it records its failure", async () => {
    await mail.enqueue(t.db, depositPaid('expired:1'));
    const second = secondWorker();
    const lease = async () => (await rows())[0];
    let secondRun: Promise<unknown> | undefined;
    let releaseSecond!: () => void;
    const secondMayAnswer = new Promise<void>((resolve) => (releaseSecond = resolve));
    let answers = 0;
    beforeAnswer = async () => {
      if (++answers === 2) return secondMayAnswer; // the second worker's send, held until the end of the test
      // The first worker's answer takes six minutes: its lease expires and the second worker claims the mail.
      clock.advance(6 * 60_000);
      secondRun = second.processDue();
      for (let tries = 0; (await lease()).attempts < 2; tries++) {
        if (tries > 200) throw new Error('second claim not seen');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('451 timeout, try again later');
    };

    expect(await worker.processDue()).toEqual({ sent: 0, deferred: 1, failed: 0 });
    const claimedBySecond = await lease();
    expect(claimedBySecond.attempts).toBe(2);
    // The second worker's lease still runs its five minutes: nobody else may take the mail it is sending.
    expect(claimedBySecond.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 5 * 60_000);
    releaseSecond();
    expect(await secondRun).toEqual({ sent: 1, deferred: 0, failed: 0 });
    expect(received).toHaveLength(1);
    expect(await lease()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two workers running at once deliver each mail once', async () => {
    const count = 40;
    for (let i = 0; i < count; i++) await mail.enqueue(t.db, depositPaid(`pair:${i}`, `p${i}@exemple.fr`));
    const second = secondWorker();
    const reports = await Promise.all([worker.processDue(), second.processDue(), worker.processDue()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(count);
    await smtp.waitForMessages(count);
    const recipients = received.map((m) => m.to[0]);
    expect(new Set(recipients).size).toBe(count);
    expect(recipients).toHaveLength(count);
    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('lists mails for the operator with status filter and q, shows one, and refuses without a token', async () => {
    await mail.enqueue(t.db, depositPaid('list:1', 'zoe@exemple.fr'));
    await mail.enqueue(t.db, { dedupKey: 'list:2', to: 'jeanne@boulangerie.fr', template: 'merchant-approved', data: { merchant } });
    await worker.processDue();
    await mail.enqueue(t.db, depositPaid('list:3', 'yann@exemple.fr'));
    const auth = await t.adminAuth();

    const queued = await t.http().get('/api/admin/mails').query({ filter: JSON.stringify({ status: 'queued' }) }).set(auth).expect(200);
    expect(queued.body.map((m: { recipient: string }) => m.recipient)).toEqual(['yann@exemple.fr']);
    expect(queued.headers['content-range']).toBe('mails 0-0/1');

    const search = await t.http().get('/api/admin/mails').query({ filter: JSON.stringify({ q: 'BIENVENUE parmi' }) }).set(auth).expect(200);
    expect(search.body).toHaveLength(1);
    expect(search.body[0]).toMatchObject({ recipient: 'jeanne@boulangerie.fr', status: 'sent', status_label: 'Envoyé' });
    const byRecipient = await t.http().get('/api/admin/mails').query({ filter: JSON.stringify({ q: 'zoe@' }), range: '[0,9]', sort: '["createdAt","DESC"]' }).set(auth).expect(200);
    expect(byRecipient.body).toHaveLength(1);

    const one = await t.http().get(`/api/admin/mails/${search.body[0].id}`).set(auth).expect(200);
    expect(one.body).toMatchObject({ _id: search.body[0].id, template: 'merchant-approved', dedup_key: 'list:2' });
    expect(one.body.html).toContain('Boulangerie du Parc');
    expect(one.body.text).toContain('Boulangerie du Parc');

    await t.http().get('/api/admin/mails/00000000-0000-4000-8000-000000000000').set(auth).expect(404);
    await t.http().get('/api/admin/mails/pas-un-id').set(auth).expect(404);
    await t.http().get('/api/admin/mails').expect(401);
    await t.http().get(`/api/admin/mails/${search.body[0].id}`).expect(401);
    await t.http().post(`/api/admin/mails/${search.body[0].id}/retry`).expect(401);
    await t.http().get('/api/admin/audit').expect(401);
  });
});

describe('Mail outbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: undefined } });
  });
  afterAll(() => t.close());

  it('keeps mail queued and readable in the back office', async () => {
    await t.app.get(MailService).enqueue(t.db, depositPaid('nosmtp:1'));
    expect(await t.app.get(MailWorker).processDue()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    const { body } = await t.http().get('/api/admin/mails').set(await t.adminAuth()).expect(200);
    expect(body).toEqual([expect.objectContaining({ status: 'queued', attempts: 0, recipient: 'camille@exemple.fr' })]);
  });
});
