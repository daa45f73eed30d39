import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import type TestAgent from 'supertest/lib/agent';
import { ALTCHA_ALGORITHM } from '../../backend/src/bot-check/altcha.service';
import { freshIp } from './merchant-requests';

/** The widget's payload for a solved challenge: base64 of `{ challenge, solution }`. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('défi ALTCHA non résolu');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** What the site's widget sends: a challenge fetched from the app (from a fresh address), solved here. */
export async function solvedAltcha(http: () => TestAgent): Promise<string> {
  const { body } = await http().get('/api/bot-check/challenge').set('X-Forwarded-For', freshIp()).expect(200);
  return solve(body as Challenge);
}

/** A challenge signed as the app signs them (ALTCHA_HMAC_KEY of the test environment), e.g. one already expired. */
export async function signedChallenge(expiresAt: Date, hmacKey = process.env.ALTCHA_HMAC_KEY!): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: 1,
    counter: 3,
    deriveKey,
    expiresAt,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: await deriveHmacKeySecret(hmacKey),
  });
}
