import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { OPEN_PROPOSAL_STATUSES, PARENT_SPACE_MESSAGES, parentSpaceLinkValid, workshopDay } from '@ptits-mitrons/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../common/api-error';
import type { DbOrTx, Transaction } from '../database/database.types';
import { lockParentRequest, findParentRequestRow } from './parent-request-queries';
import type { ParentRequestMailData } from '../mail/templates/mail-data';
import { mailData, type CityLabel, type ParentRequestRow, type ProposalRow } from './parent-request-record';
import { parentSpaceTokens, proposals } from './parents.schema';

/** 24 random bytes (192 bits), written in base64url: 32 characters of [A-Za-z0-9_-]. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** What is stored of a token: its SHA-256, so a copy of the database opens no parent space. */
export function hashParentSpaceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new personal link's token for one request; the caller's transaction stores its hash. */
export async function issueParentSpaceToken(db: DbOrTx, parentRequestId: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(parentSpaceTokens).values({ tokenHash: hashParentSpaceToken(token), parentRequestId });
  return token;
}

/**
 * The request a token opens, or undefined for a malformed or unknown one. Whether it has expired (30 days after
 * the workshop) is the caller's question: the workshop day can move after the token was issued.
 */
export async function parentRequestIdOfToken(db: DbOrTx, token: string): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ parentRequestId: parentSpaceTokens.parentRequestId })
    .from(parentSpaceTokens)
    .where(eq(parentSpaceTokens.tokenHash, hashParentSpaceToken(token)));
  return row?.parentRequestId;
}

/** What a parent's mail says about their request, with a new personal link (every parent mail carries one). */
export async function parentMailData(db: DbOrTx, row: ParentRequestRow, city: CityLabel | undefined): Promise<ParentRequestMailData> {
  return { ...mailData(row, city), space_token: await issueParentSpaceToken(db, row.id) };
}

/** A request as its parent space sees it: the row, its current proposal (open or accepted) and its workshop day. */
export interface ParentSpaceSubject {
  row: ParentRequestRow;
  proposal: ProposalRow | undefined;
  workshopDay: string;
}

/** The one answer to any token that opens nothing; also what the router answers a token too long to be a route. */
export const parentSpaceNotFound = () => new ApiError(HttpStatus.NOT_FOUND, PARENT_SPACE_MESSAGES.notFound, 'PARENT_SPACE_NOT_FOUND');

/** The request's proposal in play or accepted, the newest. */
export async function currentProposal(db: DbOrTx, requestId: string): Promise<ProposalRow | undefined> {
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.parentRequestId, requestId), inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES, 'accepted'])))
    .orderBy(desc(proposals.createdAt))
    .limit(1);
  return proposal;
}

/**
 * What a token opens, or the one 404 (unknown, malformed, expired or anonymised alike). With a transaction the
 * request's row is locked, for an action.
 */
export async function resolveParentSpace(db: DbOrTx, token: string, now: Date, lock?: Transaction): Promise<ParentSpaceSubject> {
  const requestId = await parentRequestIdOfToken(db, token);
  if (!requestId) throw parentSpaceNotFound();
  const row = lock ? await lockParentRequest(lock, requestId) : await findParentRequestRow(db, requestId);
  if (!row || row.anonymizedAt) throw parentSpaceNotFound();
  const proposal = await currentProposal(lock ?? db, requestId);
  const day = workshopDay(row.desiredDate, proposal?.date);
  if (!parentSpaceLinkValid(day, now)) throw parentSpaceNotFound();
  return { row, proposal, workshopDay: day };
}
