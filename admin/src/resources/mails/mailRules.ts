/** The outbox statuses (backend MailStatus), in the order of the status filter, with their chip colours. */
export type MailStatus = 'queued' | 'sent' | 'failed';

export const MAIL_STATUSES: readonly MailStatus[] = ['queued', 'failed', 'sent'];
export const MAIL_STATUS_COLORS: Record<MailStatus, 'warning' | 'success' | 'error'> = {
  queued: 'warning',
  sent: 'success',
  failed: 'error',
};

/**
 * The server's retry rule (MailService MAIL_TRANSITIONS.retry): only a failed mail. A queued one is already on its
 * way (a worker may be sending it), and a sent mail never leaves twice.
 */
export const canRetryMail = (status?: string) => status === 'failed';
