import { addDays, parisDay, PARENT_SPACE_PATH } from '@ptits-mitrons/domain';
import { asc, eq } from 'drizzle-orm';
import { Clock } from '../../../backend/src/common/clock';
import { mailOutbox } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { proposalForm } from '../../support/parent-requests';

/** The app with a clock the test moves (the space's deadlines read it). */
export async function createSpaceApp(env: Record<string, string | undefined> = {}): Promise<{ t: TestApp; clock: TestClock }> {
  const clock = new TestClock();
  const t = await createTestApp({ env, override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
  return { t, clock };
}

const TOKEN_IN_TEXT = new RegExp(`${PARENT_SPACE_PATH}/([A-Za-z0-9_-]+)`);

/** The personal-link token a mail's text carries, or undefined. */
export function tokenInText(text: string | undefined | null): string | undefined {
  return text?.match(TOKEN_IN_TEXT)?.[1];
}

/** The token of the newest queued mail of this template for this request (the mail's own text, as rendered). */
export async function tokenFromOutbox(t: TestApp, requestId: string, template = 'parent-request-received'): Promise<string> {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, template)).orderBy(asc(mailOutbox.createdAt));
  const row = rows.filter((r) => r.dedupKey.includes(requestId)).at(-1);
  const token = tokenInText(row?.text);
  if (!token) throw new Error(`aucun lien personnel dans le mail ${template} de ${requestId}`);
  return token;
}

/** An instant at a Paris wall-clock time on a day (whatever the offset that day). */
export function parisInstant(day: string, time: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${day}T${time}:00${offset}`);
    const shown = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(instant);
    if (parisDay(instant) === day && shown === time) return instant;
  }
  throw new Error(`${day} ${time} n'existe pas à Paris`);
}

/** A proposal on a Paris day at 14:30, with or without a payment link. */
export function proposalOn(day: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return proposalForm({ date: parisInstant(day, '14:30').toISOString(), payment_link: '', ...overrides });
}

/** A day `days` after today (Paris). */
export const inDays = (days: number) => addDays(parisDay(), days);
