import { asc } from 'drizzle-orm';
import { mailOutbox } from '../../backend/src/database/schema';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import type { TestApp } from './app';
import { HUMAN_TOKEN } from './fake-recaptcha';
import { freshIp } from './merchant-requests';

/** Lyon 1er, one of the seeded cities. */
export const LYON_1 = '69123-69001';

/** A valid public parent form, as the site sends it; override any field. */
export function parentForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    parent_firstname: 'Hélène',
    parent_lastname: 'Lefèvre',
    parent_email: 'helene.lefevre@example.fr',
    parent_phone: '0612345678',
    child_firstname: 'Zoé',
    child_age: 7,
    target_address: '12 rue de la République',
    target_city_id: LYON_1,
    desired_date: addDays(parisDay(), 30),
    number_of_children: 8,
    merchant_type: 'boulanger',
    recaptchaToken: HUMAN_TOKEN,
    terms_accepted: true,
    ...overrides,
  };
}

/** A valid proposal, dated a month ahead. */
export function proposalForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    establishment_name: 'Boulangerie du Parc',
    address: '3 place Bellecour, 69002 Lyon',
    date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    payment_link: 'https://paiement.example.fr/solde/123',
    ...overrides,
  };
}

/** Sends the public form (from a fresh address, clear of the per-IP throttle) and answers the new request's id. */
export async function submitRequest(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const { body } = await t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(parentForm(overrides)).expect(201);
  return body.id as string;
}

/** Pays the deposit through the demo provider (an app started without Stripe keys). */
export async function payWithDemo(t: TestApp, requestId: string): Promise<void> {
  const { body } = await t.http().post('/api/payments/create-payment-intent').send({ amount: 3000, currency: 'eur', metadata: { requestId } }).expect(200);
  await t.http().post('/api/payments/demo/confirm').send({ clientSecret: body.clientSecret }).expect(200);
}

/** The mails queued for one request, by template (whatever the SMTP server did with them). */
export async function queuedMails(t: TestApp, requestId: string): Promise<{ template: string; recipient: string; text: string }[]> {
  const rows = await t.db
    .select({ template: mailOutbox.template, recipient: mailOutbox.recipient, text: mailOutbox.text, dedupKey: mailOutbox.dedupKey })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.createdAt));
  return rows.filter((row) => row.dedupKey.includes(requestId));
}
