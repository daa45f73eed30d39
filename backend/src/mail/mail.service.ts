import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MAIL_STATUS_LABELS, MAIL_TRANSITIONS, type MailStatus } from '@ptits-mitrons/domain';
import { ConfigService } from '@nestjs/config';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { filterDate, filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { normalizeSearchText } from '@ptits-mitrons/domain';
import { escapeLike } from '../common/text-search';
import { isUuid } from '../common/uuid';
import type { mailConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { MailRenderer } from './mail-renderer';
import { mailOutbox, type MailAttachment } from './mail.schema';
import type { MailDataByTemplate, MailTemplateName, OperatorTemplateName } from './mail-templates';
import type { MailDetailResponse, MailResponse } from './dto/mail.response';

/** One mail to queue: `to` is required except for the operator's mails, which default to OPERATOR_EMAIL. */
export type MailRequest = {
  [K in MailTemplateName]: { dedupKey: string; template: K; data: MailDataByTemplate[K]; attachments?: MailAttachment[] } & (K extends OperatorTemplateName
    ? { to?: string }
    : { to: string });
}[MailTemplateName];

/** A mail to queue, without its dedup key (enqueueOnce takes the key apart). */
export type MailContent = MailRequest extends infer M ? (M extends MailRequest ? Omit<M, 'dedupKey'> : never) : never;


export const MAIL_SORTABLE = ['id', 'createdAt', 'status', 'recipient', 'subject', 'template', 'attempts', 'sent_at', 'next_attempt_at'] as const;

type MailRow = typeof mailOutbox.$inferSelect;

const listColumns = {
  id: mailOutbox.id,
  template: mailOutbox.template,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

function toRecord(row: Pick<MailRow, keyof typeof listColumns>): MailResponse {
  return {
    _id: row.id,
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as MailStatus,
    status_label: MAIL_STATUS_LABELS[row.status as MailStatus] ?? row.status,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    last_error: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

const SORT_COLUMNS = {
  id: mailOutbox.id,
  createdAt: mailOutbox.createdAt,
  status: mailOutbox.status,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  attempts: mailOutbox.attempts,
  sent_at: mailOutbox.sentAt,
  next_attempt_at: mailOutbox.nextAttemptAt,
} as const;

const MAIL_NOT_FOUND = 'Ce mail est introuvable.';

@Injectable()
export class MailService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly renderer: MailRenderer,
    private readonly audit: AuditService,
    private readonly config: ConfigService,
    private readonly clock: Clock,
  ) {}

  /**
   * Renders the mail and queues it inside the caller's transaction: it exists if and only if the business change
   * commits. The same dedupKey never queues a second mail (a replayed event or a double click stays one mail).
   * Answers whether this call queued it.
   */
  async enqueue(tx: DbOrTx, mail: MailRequest): Promise<boolean> {
    const rendered = await this.renderer.render(mail.template, mail.data as never);
    const to = mail.to ?? this.config.getOrThrow<ReturnType<typeof mailConfig>>('mail').operatorEmail;
    const queued = await tx
      .insert(mailOutbox)
      // Due from the application's clock, the one the worker compares with (in milliseconds): with the database's
      // now() (microseconds, maybe another machine's clock) a worker run in the same millisecond skipped the mail.
      .values({ dedupKey: mail.dedupKey, template: mail.template, recipient: to, nextAttemptAt: this.clock.now(), attachments: mail.attachments ?? null, ...rendered })
      .onConflictDoNothing({ target: mailOutbox.dedupKey })
      .returning({ id: mailOutbox.id });
    return queued.length > 0;
  }

  /**
   * Like enqueue, but the mail is built only when its dedup key is new: building may write (a parent mail stores
   * its personal link's token), and a replay must write nothing. The transaction-scoped advisory lock on the key
   * makes a concurrent caller with the same key wait for this transaction, then find the mail queued.
   */
  async enqueueOnce(tx: Transaction, dedupKey: string, build: () => Promise<MailContent>): Promise<boolean> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${dedupKey}, 0))`);
    const [existing] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupKey, dedupKey)).limit(1);
    if (existing) return false;
    return this.enqueue(tx, { ...(await build()), dedupKey } as MailRequest);
  }

  async list(query: ListQuery): Promise<ListPage<MailResponse>> {
    const conditions: SQL[] = [];
    const ids = filterIds(query.filter);
    if (ids) conditions.push(inArray(mailOutbox.id, ids.filter(isUuid)));
    const status = filterString(query.filter, 'status');
    if (status) conditions.push(eq(mailOutbox.status, status));
    const template = filterString(query.filter, 'template');
    if (template) conditions.push(eq(mailOutbox.template, template));
    const q = filterString(query.filter, 'q');
    if (q) {
      const pattern = '%' + escapeLike(normalizeSearchText(q)) + '%';
      conditions.push(
        sql`regexp_replace(lower(unaccent(${mailOutbox.recipient} || ' ' || ${mailOutbox.subject})), '[[:space:]''’_-]+', ' ', 'g') LIKE ${pattern}`,
      );
    }
    const after = filterDate(query.filter, 'createdAt_gte');
    if (after) conditions.push(gte(mailOutbox.createdAt, after));
    const before = filterDate(query.filter, 'createdAt_lte');
    if (before) conditions.push(lte(mailOutbox.createdAt, before));
    const where = conditions.length ? and(...conditions) : undefined;
    const column = SORT_COLUMNS[(query.sort?.field ?? 'createdAt') as keyof typeof SORT_COLUMNS] ?? mailOutbox.createdAt;
    const order = (query.sort?.order ?? 'DESC') === 'ASC' ? asc(column) : desc(column);
    let select = this.db.select(listColumns).from(mailOutbox).where(where).orderBy(order, asc(mailOutbox.id)).$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([select, this.db.select({ total: count() }).from(mailOutbox).where(where)]);
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<MailDetailResponse> {
    const [row] = isUuid(id) ? await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1) : [];
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, MAIL_NOT_FOUND);
    return { ...toRecord(row), dedup_key: row.dedupKey, html: row.html, text: row.text, body_purged_at: row.bodyPurgedAt?.toISOString() ?? null };
  }

  /** Sends a failed mail again as soon as the worker runs, with a fresh series of attempts (never an erased one). */
  async retry(id: string, actor: string): Promise<MailDetailResponse> {
    const current = await this.findOne(id);
    const transition = MAIL_TRANSITIONS.retry;
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(mailOutbox)
        .set({ status: transition.to, attempts: 0, nextAttemptAt: this.clock.now(), lastError: null })
        .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, [...transition.from]), isNull(mailOutbox.bodyPurgedAt)))
        .returning({ id: mailOutbox.id });
      if (updated.length === 0) {
        if (current.body_purged_at) {
          throw new ApiError(HttpStatus.CONFLICT, 'Le contenu de ce mail a été effacé au terme de sa durée de conservation : il ne peut pas être renvoyé.', 'MAIL_PURGED');
        }
        throw current.status === 'sent'
          ? new ApiError(HttpStatus.CONFLICT, 'Ce mail a déjà été envoyé : il ne peut pas être renvoyé.', 'MAIL_ALREADY_SENT')
          : new ApiError(HttpStatus.CONFLICT, "Ce mail est déjà dans la file d'envoi : le prochain passage l'enverra.", 'MAIL_QUEUED');
      }
      await this.audit.record(tx, {
        entityType: 'mail',
        entityId: id,
        action: 'retry',
        actor,
        statusBefore: current.status,
        statusAfter: transition.to,
      });
    });
    return this.findOne(id);
  }
}
