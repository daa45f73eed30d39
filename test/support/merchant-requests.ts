import { count, eq } from 'drizzle-orm';
import { mailOutbox, merchantRequests } from '../../backend/src/database/schema';
import type { TestApp } from './app';
import { HUMAN_TOKEN } from './fake-recaptcha';

/** Dijon, one of the seeded cities. */
export const DIJON = '21231-21000';
export const LYON_1 = '69123-69001';

/** A valid public merchant form, as the site sends it; override any field (undefined removes it). */
export function merchantForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const form: Record<string, unknown> = {
    establishment_name: 'Boulangerie du Parc',
    activity_sector_id: 'boulanger',
    address: '3 rue des Forges',
    city_id: DIJON,
    manager_firstname: 'Jeanne',
    manager_lastname: 'Martin',
    email: 'jeanne.martin@example.fr',
    phone: '0612345678',
    description: 'Fournil ouvert sur la boutique, atelier possible le mercredi.',
    capacity: 45,
    recaptchaToken: HUMAN_TOKEN,
    terms_accepted: true,
    ...overrides,
  };
  for (const key of Object.keys(form)) if (form[key] === undefined) delete form[key];
  return form;
}

let ipCounter = 0;
/** A fresh client address per call, so the per-IP throttle of the public forms never interferes. */
export function freshIp(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** Submits the public form and answers the new application's id. */
export async function submitMerchant(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.http().post('/api/merchants/request').set('X-Forwarded-For', freshIp()).send(merchantForm(overrides)).expect(201);
  return response.body.id as string;
}

export async function countRows(t: TestApp): Promise<{ merchants: number; mails: number }> {
  const [[merchants], [mails]] = await Promise.all([
    t.db.select({ n: count() }).from(merchantRequests),
    t.db.select({ n: count() }).from(mailOutbox),
  ]);
  return { merchants: merchants.n, mails: mails.n };
}

/** Puts an application straight into a status (fixtures for the operator's tests). */
export async function setStatus(t: TestApp, id: string, status: string): Promise<void> {
  await t.db.update(merchantRequests).set({ status }).where(eq(merchantRequests.id, id));
}
