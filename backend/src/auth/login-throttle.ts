import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';

const FIFTEEN_MINUTES = 15 * 60_000;
const LOGIN_TRIES = 10;
export const TOO_MANY_LOGINS = 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.';

function loginEmail(req: Record<string, any>): string {
  const email = req.body?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * Named throttlers: login tries per IP and per e-mail. They only act where ThrottlerGuard is applied and are skipped
 * on every handler but login; common/throttlers.ts registers them with the others.
 */
export const LOGIN_THROTTLERS: ThrottlerOptions[] = [
  { name: 'login-ip', ttl: FIFTEEN_MINUTES, limit: LOGIN_TRIES, blockDuration: FIFTEEN_MINUTES, skipIf: notLogin },
  {
    name: 'login-email',
    ttl: FIFTEEN_MINUTES,
    limit: LOGIN_TRIES,
    blockDuration: FIFTEEN_MINUTES,
    skipIf: notLogin,
    getTracker: (req) => loginEmail(req) || String(req.ip),
  },
];

function notLogin(context: ExecutionContext): boolean {
  return context.getHandler().name !== 'login';
}

export const LOGIN_THROTTLE = {
  'login-ip': { limit: LOGIN_TRIES, ttl: FIFTEEN_MINUTES },
  'login-email': { limit: LOGIN_TRIES, ttl: FIFTEEN_MINUTES },
};
