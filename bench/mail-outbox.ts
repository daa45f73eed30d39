/**
 * npm run bench:mail — the mail outbox on PGlite and on PostgreSQL: rendering and queueing (MJML compiled once, then
 * Handlebars per mail) inside transactions, then two workers draining the outbox at once into a local SMTP server,
 * checking that every mail arrives exactly once.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { ConfigService } from '@nestjs/config';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AuditService } from '../backend/src/audit/audit.service';
import { Clock } from '../backend/src/common/clock';
import { openDatabase } from '../backend/src/database/database.client';
import type { DatabaseHandle } from '../backend/src/database/database.types';
import { MailRenderer } from '../backend/src/mail/mail-renderer';
import { MailTransport } from '../backend/src/mail/mail-transport';
import { MailService } from '../backend/src/mail/mail.service';
import { MailWorker } from '../backend/src/mail/mail.worker';
import { SMTPServer } from 'smtp-server';
import { withScratchDatabase } from './support/scratch-database';
import type { AddressInfo } from 'node:net';

const MAILS = Number(process.env.BENCH_MAILS ?? 2000);

const request = {
  _id: '6f1c2b1e-4a7d-4a53-9a55-2d7f0b0c1a11',
  parent_firstname: 'Hélène',
  parent_lastname: 'Lefèvre',
  child_firstname: 'Zoé',
  child_age: 7,
  desired_date: '2027-06-12',
  number_of_children: 8,
  city_label: 'Lyon (69001)',
  merchant_type: 'boulanger',
};

async function measure(label: string, handle: DatabaseHandle, smtpUrl: string, delivered: () => number): Promise<void> {
  const config = new ConfigService({
    app: { publicUrl: 'http://localhost:3000', brandName: "Les P'tits Mitrons", contactEmail: 'contact@example.fr', contactPhone: '01 23 45 67 89' },
    mail: { smtpUrl, from: 'bench@example.fr', operatorEmail: 'operateur@example.fr', workerIntervalMs: 0 },
  });
  const renderer = new MailRenderer(config);
  await renderer.compileAll();
  const clock = new Clock();
  const mail = new MailService(handle.db, renderer, new AuditService(handle.db), config, clock);

  let started = performance.now();
  for (let i = 0; i < MAILS; i++) {
    await handle.db.transaction((tx) =>
      mail.enqueue(tx, { dedupKey: `bench:${i}`, to: `parent${i}@example.fr`, template: 'parent-deposit-paid', data: { request } }),
    );
  }
  const queueSeconds = (performance.now() - started) / 1000;

  const transport = new MailTransport(config);
  const workers = [0, 1].map(() => new MailWorker(handle.db, transport, config, new SchedulerRegistry(), clock));
  const before = delivered();
  started = performance.now();
  const reports = await Promise.all(workers.map((w) => w.processDue()));
  const sendSeconds = (performance.now() - started) / 1000;
  transport.close();
  const sent = reports.reduce((sum, r) => sum + r.sent, 0);
  const arrived = delivered() - before;
  console.log(
    `${label.padEnd(11)} mise en file ${String(Math.round(MAILS / queueSeconds)).padStart(5)} mails/s   envoi (2 workers) ${String(Math.round(sent / sendSeconds)).padStart(5)} mails/s   envoyés ${sent}/${MAILS}   reçus ${arrived} (${arrived === MAILS ? 'chacun une fois' : 'ÉCART'})`,
  );
}

/** An SMTP server that only counts what it receives: parsing each mail here would measure the parser, not the worker. */
async function countingSmtpServer(): Promise<{ url: string; count: () => number; stop: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    count: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main(): Promise<void> {
  const smtp = await countingSmtpServer();
  console.log(`${MAILS} mails « parent-deposit-paid », SMTP local (smtp-server)`);
  const embedded = await openDatabase({ dataDir: 'memory://' });
  try {
    await measure('PGlite', embedded, smtp.url, smtp.count);
  } finally {
    await embedded.close();
  }
  try {
    await withScratchDatabase('ptm_bench_mail', async (url) => {
      const postgres = await openDatabase({ url, poolSize: 10 });
      try {
        await measure('PostgreSQL', postgres, smtp.url, smtp.count);
      } finally {
        await postgres.close();
      }
    });
  } finally {
    await smtp.stop();
  }
}

void main();
