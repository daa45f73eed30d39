import { inArray, sql } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import type { Transaction } from '../database/database.types';
import { mailOutbox } from '../mail/mail.schema';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, parentSpaceTokens } from '../parents/parents.schema';

/**
 * The one anonymisation of a record (a parent's request, a merchant's application): the retention job's, when the
 * keeping period is over, and the data rights' erasure (backend/src/parent-space/parent-data.service.ts), at once.
 */

/** What erased text fields read afterwards: still valid for the NOT NULL columns and plain to the operator. */
export const ANONYMIZED = 'Anonymisé';
/** A reserved domain (RFC 2606): nothing can ever be delivered there. */
export const ANONYMIZED_EMAIL = 'anonyme@anonyme.invalid';
export const NOT_SENT = 'Anonymisé avant envoi : ce mail ne sera pas envoyé.';

/** Audit actors that are not a person typing: their reasons are generated text (payment ids, amounts), kept. */
const GENERATED_AUDIT_ACTORS = ['public', 'stripe', 'system'];
/** …except the parent's own words: the optional reason they give when declining a proposal (action `reject`). */
const PARENT_WORDS_ACTIONS = ['reject'];

export type AnonymizedEntity = 'parent_request' | 'merchant_request';

/** A record to anonymise: its id, and the address its mails went to. */
export interface AnonymizationSubject {
  id: string;
  email: string;
}

/** The history entry each anonymised record gets (never the data itself). */
export interface AnonymizationEntry {
  action: 'anonymize' | 'erase';
  /** `system` for the retention job, `public` for the parent, an admin's id for staff. */
  actor: string;
  reason?: string;
}

const RETENTION_ENTRY: AnonymizationEntry = { action: 'anonymize', actor: 'system' };

/**
 * Anonymises records the caller has locked: their traces (mails, typed history) first, since mails are matched on
 * the address the record still holds, then their own fields, and one history entry each.
 */
export async function anonymizeRecords(
  tx: Transaction,
  entityType: AnonymizedEntity,
  subjects: AnonymizationSubject[],
  entry: AnonymizationEntry = RETENTION_ENTRY,
): Promise<void> {
  if (subjects.length === 0) return;
  const ids = subjects.map((s) => s.id);
  await anonymizeTraces(tx, entityType, subjects);
  await (entityType === 'parent_request' ? eraseParentRequestFields(tx, ids) : eraseMerchantRequestFields(tx, ids));
  await recordAnonymization(tx, entityType, ids, entry);
}

/**
 * Amounts, dates, status, payment intents and the deposit flag stay for accounting; the personal links stop
 * working (their hashes go: a request without personal data has no space to open).
 */
async function eraseParentRequestFields(tx: Transaction, ids: string[]): Promise<void> {
  await tx
    .update(parentRequests)
    .set({
      parentFirstname: ANONYMIZED,
      parentLastname: ANONYMIZED,
      parentEmail: ANONYMIZED_EMAIL,
      parentPhone: '',
      childFirstname: ANONYMIZED,
      targetAddress: '',
      // Health data about a child (GDPR article 9): nothing of it outlives the request.
      allergies: null,
      adminNotes: null,
      searchText: '',
      anonymizedAt: sql`now()`,
    })
    .where(inArray(parentRequests.id, ids));
  await tx.delete(parentSpaceTokens).where(inArray(parentSpaceTokens.parentRequestId, ids));
}

/**
 * An artisan's personal fields once erased (the retention job's rejected applications, staff's erasure on request,
 * backend/src/merchant-space/merchant-data.service.ts); the establishment's name is the caller's choice (a paid
 * artisan's stays for the tax records).
 */
export const ERASED_MERCHANT_FIELDS = {
  address: '',
  managerFirstname: ANONYMIZED,
  managerLastname: ANONYMIZED,
  email: ANONYMIZED_EMAIL,
  phone: '',
  description: null,
  rejectionReason: null,
  searchText: '',
  anonymizedAt: sql`now()`,
};

async function eraseMerchantRequestFields(tx: Transaction, ids: string[]): Promise<void> {
  await tx
    .update(merchantRequests)
    .set({ establishmentName: ANONYMIZED, ...ERASED_MERCHANT_FIELDS })
    .where(inArray(merchantRequests.id, ids));
}

/**
 * The record's mails lose their recipient (when it is the person's), subject and bodies, and one never sent is
 * never sent; the history keeps its entries but loses the reasons people typed (they may name people). The record's
 * mails are those keyed by its id; `sentTo` adds the mails of these templates sent to the person's address whatever
 * their key (an artisan's offers and statements are keyed by the offer or the statement).
 */
export async function anonymizeTraces(
  tx: Transaction,
  entityType: AnonymizedEntity,
  subjects: AnonymizationSubject[],
  sentTo?: { templatePrefix: string },
): Promise<void> {
  const ids = subjects.map((s) => s.id);
  const emails = subjects.map((s) => s.email.toLowerCase());
  const byAddress = sentTo ? sql`OR (lower(recipient) IN ${emails} AND template LIKE ${`${sentTo.templatePrefix}%`})` : sql``;
  await tx.execute(sql`
    UPDATE ${mailOutbox} SET
      recipient = CASE WHEN lower(recipient) IN ${emails} THEN ${ANONYMIZED_EMAIL} ELSE recipient END,
      subject = ${ANONYMIZED}, html = '', text = '', attachments = NULL, body_purged_at = coalesce(body_purged_at, now()),
      status = CASE WHEN status = 'sent' THEN 'sent' ELSE 'failed' END,
      last_error = CASE WHEN status = 'sent' THEN NULL ELSE ${NOT_SENT} END
    WHERE split_part(dedup_key, ':', 2) IN ${ids} ${byAddress}`);
  await tx.execute(sql`
    UPDATE ${auditEvents} SET reason = NULL
    WHERE entity_type = ${entityType} AND entity_id IN ${ids} AND reason IS NOT NULL
      AND (actor NOT IN ${GENERATED_AUDIT_ACTORS} OR (actor = 'public' AND action IN ${PARENT_WORDS_ACTIONS}))`);
}

/** One history entry per record, so the operator sees when and why the fields went blank. */
async function recordAnonymization(tx: Transaction, entityType: AnonymizedEntity, ids: string[], entry: AnonymizationEntry): Promise<void> {
  const table = entityType === 'parent_request' ? parentRequests : merchantRequests;
  await tx.execute(sql`
    INSERT INTO ${auditEvents} (entity_type, entity_id, action, actor, status_before, status_after, reason)
    SELECT ${entityType}, id::text, ${entry.action}, ${entry.actor}, status, status, ${entry.reason ?? null}::text FROM ${table} WHERE id IN ${ids}`);
}
