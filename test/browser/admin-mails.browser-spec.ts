import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SchedulerRegistry } from '@nestjs/schedule';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { AuditService } from '../../backend/src/audit/audit.service';
import { projectRoot } from '../../backend/src/common/project-root';
import { appConfig, mailConfig, paymentsConfig } from '../../backend/src/config/configuration';
import { openDatabase } from '../../backend/src/database/database.client';
import type { Database } from '../../backend/src/database/database.types';
import { MailRenderer } from '../../backend/src/mail/mail-renderer';
import type { MerchantMailData } from '../../backend/src/mail/templates/mail-data';
import { MailTransport } from '../../backend/src/mail/mail-transport';
import { MailService } from '../../backend/src/mail/mail.service';
import { MailWorker, MAX_ATTEMPTS } from '../../backend/src/mail/mail.worker';
import { adminToken, button, notification, openSignedInPage } from '../support/admin-session';
import { launchBrowser, screenshot } from '../support/browser';
import { TestClock } from '../support/clock';
import { DISK_TEMPLATE, startServer, type RunningServer } from '../support/server';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';

jest.setTimeout(180_000);

const merchant = (establishment: string, email: string): MerchantMailData => ({
  establishment_name: establishment,
  manager_firstname: 'Paul',
  manager_lastname: 'Bocuse',
  email,
  phone: '0478123456',
  city_label: 'Lyon (69001)',
  sector_label: 'Boulanger',
});

/**
 * The real mail module on the server's data folder, before the server opens it (PGlite is single-process): one mail
 * is delivered, then, with the SMTP server down, another goes through every attempt of the worker until `failed`.
 */
async function seedOutbox(dataDir: string, smtp: TestSmtpServer): Promise<void> {
  // The worker's warnings about the SMTP server being down are this scene's point, not news.
  Logger.overrideLogger(false);
  const handle = await openDatabase({ dataDir });
  const config = new ConfigService({ app: appConfig(), payments: paymentsConfig(), mail: { ...mailConfig(), smtpUrl: smtp.url } });
  const db: Database = handle.db;
  const clock = new TestClock();
  const mails = new MailService(db, new MailRenderer(config), new AuditService(db), config, clock);
  const transport = new MailTransport(config);
  const worker = new MailWorker(db, transport, config, new SchedulerRegistry(), clock);
  try {
    await mails.enqueue(db, { dedupKey: 'seed:approved:mie', template: 'merchant-approved', to: 'mie@example.fr', data: { merchant: merchant('La Mie Dorée', 'mie@example.fr') } });
    expect(await worker.processDue()).toMatchObject({ sent: 1 });
    await smtp.stop();
    await mails.enqueue(db, {
      dedupKey: 'seed:approved:fournil',
      template: 'merchant-approved',
      to: 'fournil@example.fr',
      data: { merchant: merchant('Fournil des Canuts', 'fournil@example.fr') },
    });
    // Each run is past the previous backoff (capped at 6 h), so each one is an attempt.
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++, clock.advance(7 * 3_600_000)) {
      const report = await worker.processDue();
      expect(report).toEqual(attempt < MAX_ATTEMPTS ? { sent: 0, deferred: 1, failed: 0 } : { sent: 0, deferred: 0, failed: 1 });
    }
  } finally {
    transport.close();
    await handle.close();
  }
}

/** The mail outbox screens against the built product: a failed mail found, read, retried and delivered. */
describe('Back-office : file d’envoi des courriels', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtpServer;
  let token: string;
  const received: ReceivedMail[] = [];
  const dataDir = join(projectRoot(), '.tmp', 'servers', `mails-${process.pid}`);

  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(DISK_TEMPLATE)) cpSync(DISK_TEMPLATE, dataDir, { recursive: true });
    smtp = await startSmtpServer({ messages: received });
    await seedOutbox(dataDir, smtp);
    // The SMTP server stays down for now; the server's own worker runs every half second.
    [server, browser] = await Promise.all([
      startServer({ dataDir, env: { SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_MS: '500' } }),
      launchBrowser(),
    ]);
    token = await adminToken(server.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const statusChip = (page: Page, label: string) => page.locator('.RaShow-main .MuiChip-label', { hasText: label }).waitFor();

  it('finds the failed mail, shows both parts and the error, retries it and sees it sent', async () => {
    const { page, errors } = await openSignedInPage(browser, token);

    await page.goto(`${server.url}/admin/mails`);
    await page.locator('tbody tr').nth(1).waitFor();
    await expect(page.locator('tbody tr').count()).resolves.toBe(2);
    await button(page, 'Échec').click();
    await page.waitForURL(/status/);
    await page.getByPlaceholder('Rechercher').fill('fournil');
    // The search is debounced: a row clicked before it reaches the URL can be undone by its late list navigation.
    await page.waitForURL(/fournil/);
    const row = page.locator('tbody tr', { hasText: 'fournil@example.fr' });
    await row.waitFor();
    await page.locator('tbody tr', { hasText: 'mie@example.fr' }).waitFor({ state: 'detached' });
    await expect(row.locator('.MuiChip-label').textContent()).resolves.toBe('Échec');
    await expect(row.textContent()).resolves.toContain('Commerçant : candidature validée');
    await screenshot(page, 'admin-mails-failed-filter');

    await row.click();
    await page.waitForURL(/\/admin\/mails\/[0-9a-f-]+\/show$/);
    await statusChip(page, 'Échec');
    await page.getByText(/ECONNREFUSED/).waitFor();
    const frame = page.locator('iframe[title="Aperçu de la version HTML du courriel"]');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('');
    await page.frameLocator('iframe[title="Aperçu de la version HTML du courriel"]').getByText('Fournil des Canuts').first().waitFor();
    await expect(page.locator('pre').textContent()).resolves.toContain('Bonjour Paul');
    await screenshot(page, 'admin-mail-failed');

    // SMTP back: the retried mail is queued again and the worker (every 0.5 s here) sends it.
    smtp = await startSmtpServer({ port: smtp.port, messages: received });
    await button(page, 'Renvoyer').click();
    await notification(page, "Courriel remis dans la file d'envoi");
    const [, delivered] = await smtp.waitForMessages(2, 20_000);
    expect(delivered.to).toEqual(['fournil@example.fr']);
    expect(delivered.parsed.html).toContain('Fournil des Canuts');
    await page.reload();
    await statusChip(page, 'Envoyé');
    await expect(button(page, 'Renvoyer').isDisabled()).resolves.toBe(true);
    await expect(page.getByText(/ECONNREFUSED/).count()).resolves.toBe(0);
    await screenshot(page, 'admin-mail-sent');

    await page.goto(`${server.url}/admin/mails`);
    await button(page, 'Envoyé').click();
    await page.locator('tbody tr', { hasText: 'fournil@example.fr' }).waitFor();
    await screenshot(page, 'admin-mails-sent-filter');

    // No CSP report for the framed mail (nor anything else) in the console.
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
