import { MailService } from '../../backend/src/mail/mail.service';
import type { TestApp } from './app';

/** A merchant application as the mail templates receive it. */
export const SAMPLE_MERCHANT = {
  establishment_name: 'Boulangerie du Parc',
  manager_firstname: 'Jeanne',
  manager_lastname: 'Martin',
  email: 'jeanne@boulangerie.fr',
  phone: '0612345678',
  city_label: 'Dijon (21000)',
  sector_label: 'Boulanger',
};

/** Queues one real mail (rendered from its template) through the outbox, as a business change would. */
export function queueMail(t: TestApp, dedupKey: string): Promise<boolean> {
  const merchant = SAMPLE_MERCHANT;
  return t.app.get(MailService).enqueue(t.db, { dedupKey, to: merchant.email, template: 'merchant-application-received', data: { merchant } });
}
