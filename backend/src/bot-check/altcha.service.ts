import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import { lt } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { ApiError } from '../common/api-error';
import type { botCheckConfig } from '../config/configuration';
import { DATABASE, type Database } from '../database/database.types';
import { BOT_CHECK_EXPIRED, BOT_CHECK_FAILED, BOT_CHECK_REUSED } from './bot-check.messages';
import { botCheckSpent } from './bot-check.schema';

/** The widget's default and the one its bundled workers derive fastest with WebCrypto. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough for a slow phone to solve and a person to press send; the widget asks for a new one after. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** A payload is about 600 characters; anything far longer is not the widget's. */
const MAX_PAYLOAD_LENGTH = 4_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's payload (base64 of `{ challenge, solution }`), or undefined when it has not that shape. */
function parsePayload(raw: unknown): Payload | undefined {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_PAYLOAD_LENGTH) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(payload) || !isRecord(payload.challenge) || !isRecord(payload.solution)) return undefined;
  const { parameters, signature } = payload.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string') return undefined;
  // Ours always have both (and the signature covers them).
  if (parameters.algorithm !== ALTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number') return undefined;
  return payload as unknown as Payload;
}

/**
 * ALTCHA's proof of work, self-hosted: challenges signed with ALTCHA_HMAC_KEY, solutions checked here, and each
 * solution accepted once across instances (bot_check_spent).
 */
@Injectable()
export class AltchaService {
  private readonly settings: ReturnType<typeof botCheckConfig>;
  private readonly hmacKey: string;
  private keySignatureSecret?: Promise<string>;

  constructor(
    config: ConfigService,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    this.settings = config.getOrThrow<ReturnType<typeof botCheckConfig>>('botCheck');
    // Required in production (env.validation.ts); elsewhere derived from the development JWT secret kept under
    // DATA_DIR, so challenges survive a restart without a second secret file to manage.
    this.hmacKey = this.settings.altchaHmacKey ?? createHmac('sha256', resolveJwtSecret(config)).update('altcha').digest('base64url');
  }

  /**
   * A challenge whose counter the server chose (deterministic mode): the browser's work is bounded, and a solution is
   * checked with one HMAC of the derived key instead of deriving it again.
   */
  async createChallenge(): Promise<Challenge> {
    const { altchaCost, altchaMaxCounter } = this.settings;
    return createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: altchaCost,
      counter: randomInt(altchaMaxCounter, Math.ceil(altchaMaxCounter / 2)),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: await this.keySecret(),
    });
  }

  /** Resolves when `raw` is a solved, unexpired challenge of ours never used before, and spends it; else a French 400. */
  async verify(raw: unknown): Promise<void> {
    const payload = parsePayload(raw);
    if (!payload) throw new ApiError(HttpStatus.BAD_REQUEST, BOT_CHECK_FAILED, 'BOT_CHECK_FAILED');
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.hmacKey,
        hmacKeySignatureSecret: await this.keySecret(),
      });
    } catch {
      // Parameters the library cannot even read (a signature check would refuse them anyway).
      throw new ApiError(HttpStatus.BAD_REQUEST, BOT_CHECK_FAILED, 'BOT_CHECK_FAILED');
    }
    if (result.expired) throw new ApiError(HttpStatus.BAD_REQUEST, BOT_CHECK_EXPIRED, 'BOT_CHECK_EXPIRED');
    if (!result.verified) throw new ApiError(HttpStatus.BAD_REQUEST, BOT_CHECK_FAILED, 'BOT_CHECK_FAILED');
    await this.spend(payload.challenge.signature!, payload.challenge.parameters.expiresAt!);
  }

  /** Records the solution as used; the primary key makes a second use fail even from another instance at the same time. */
  private async spend(signature: string, expiresAtSeconds: number): Promise<void> {
    const now = new Date();
    await this.db.delete(botCheckSpent).where(lt(botCheckSpent.expiresAt, now));
    const inserted = await this.db
      .insert(botCheckSpent)
      .values({ signature, expiresAt: new Date(expiresAtSeconds * 1_000) })
      .onConflictDoNothing()
      .returning({ signature: botCheckSpent.signature });
    if (inserted.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, BOT_CHECK_REUSED, 'BOT_CHECK_REUSED');
  }

  private keySecret(): Promise<string> {
    this.keySignatureSecret ??= deriveHmacKeySecret(this.hmacKey);
    return this.keySignatureSecret;
  }
}
