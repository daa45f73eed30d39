import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { canMerchant, MERCHANT_SPACE_MESSAGES, merchantLinkValid } from '@ptits-mitrons/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../common/api-error';
import type { DbOrTx } from '../database/database.types';
import type { MerchantMailData } from '../mail/templates/mail-data';
import { findMerchantRequest } from './merchant-request-queries';
import { merchantMailData, type MerchantRow } from './merchant-request-record';
import { merchantRequests, merchantSpaceTokens } from './merchants.schema';

/** 24 random bytes (192 bits), written in base64url: 32 characters of [A-Za-z0-9_-], as the parent space's. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export type MerchantTokenKind = 'space' | 'calendar';

/** The audit's actor for what an artisan does from their space (the entity or the reason says which artisan). */
export const MERCHANT_ACTOR = 'merchant';

/** What is stored of a token: its SHA-256, so a copy of the database opens no artisan's space. */
export function hashMerchantToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token for one artisan; the caller's transaction stores its hash (with the mail that carries it). */
export async function issueMerchantToken(db: DbOrTx, merchantRequestId: string, kind: MerchantTokenKind = 'space'): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(merchantSpaceTokens).values({ tokenHash: hashMerchantToken(token), merchantRequestId, kind });
  return token;
}

/**
 * What a mail to an approved artisan says of them, with a new link to their space: every mail to an artisan carries
 * one (merchantSpaceLinkBlock shows it), issued in the caller's transaction, the mail's.
 */
export async function artisanMailData(db: DbOrTx, row: MerchantRow): Promise<MerchantMailData> {
  const record = await findMerchantRequest(db, row.id);
  return { ...merchantMailData(row, record.city_id, record.activity_sector_id), space_token: await issueMerchantToken(db, row.id) };
}

/** The one answer to any token that opens nothing (unknown, malformed, expired, revoked, or not an active artisan's). */
export const merchantSpaceNotFound = () => new ApiError(HttpStatus.NOT_FOUND, MERCHANT_SPACE_MESSAGES.notFound, 'MERCHANT_SPACE_NOT_FOUND');

/**
 * The artisan a token opens, or the one 404. A space token works MERCHANT_LINK_VALID_DAYS after the mail that
 * carried it; a calendar token until a newer one replaces it or staff revoke the links. Only approved artisans
 * have a space. With `forUpdate` the artisan's row is locked, for an action: FOR NO KEY UPDATE, which still lets
 * another transaction insert a row referring to the artisan (a mail's new link holds FOR KEY SHARE on it), so an
 * answer holding the artisan and waiting for the request never deadlocks with a withdrawal holding the request and
 * mailing that artisan.
 */
export async function resolveMerchantToken(
  db: DbOrTx,
  token: string,
  kind: MerchantTokenKind,
  now: Date,
  forUpdate = false,
): Promise<MerchantRow> {
  if (!TOKEN_PATTERN.test(token)) throw merchantSpaceNotFound();
  const [found] = await db
    .select({ merchantRequestId: merchantSpaceTokens.merchantRequestId, createdAt: merchantSpaceTokens.createdAt })
    .from(merchantSpaceTokens)
    .where(and(eq(merchantSpaceTokens.tokenHash, hashMerchantToken(token)), eq(merchantSpaceTokens.kind, kind), isNull(merchantSpaceTokens.revokedAt)));
  if (!found || (kind === 'space' && !merchantLinkValid(found.createdAt, now))) throw merchantSpaceNotFound();
  const query = db.select().from(merchantRequests).where(eq(merchantRequests.id, found.merchantRequestId));
  const [row] = forUpdate ? await query.for('no key update') : await query;
  if (!row || !canMerchant('space_link', row.status) || row.anonymizedAt) throw merchantSpaceNotFound();
  return row;
}

/** Revokes every link of an artisan (space and calendar); the next mail carries a new one. */
export async function revokeMerchantTokens(db: DbOrTx, merchantRequestId: string, now: Date, kind?: MerchantTokenKind): Promise<number> {
  const revoked = await db
    .update(merchantSpaceTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(merchantSpaceTokens.merchantRequestId, merchantRequestId),
        isNull(merchantSpaceTokens.revokedAt),
        kind ? eq(merchantSpaceTokens.kind, kind) : undefined,
      ),
    )
    .returning({ id: merchantSpaceTokens.id });
  return revoked.length;
}
