import type { ChipColor } from './chips';

/** The outbox: a mail is queued, then sent, or failed after its attempts. Order of the back office's filter. */
export const MAIL_STATUSES = ['queued', 'failed', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
};

export const MAIL_STATUS_COLORS: Record<MailStatus, ChipColor> = {
  queued: 'warning',
  sent: 'success',
  failed: 'error',
};

/**
 * The one operator action on a mail. Only a failed mail may be retried: a queued one may be leased by a worker
 * sending it right now (a retry would let a second worker send it twice), and a sent mail never leaves twice.
 */
export const MAIL_TRANSITIONS = {
  retry: { from: ['failed'] as readonly MailStatus[], to: 'queued' as MailStatus },
};

export function canRetryMail(status: string | undefined): boolean {
  return status !== undefined && (MAIL_TRANSITIONS.retry.from as readonly string[]).includes(status);
}
