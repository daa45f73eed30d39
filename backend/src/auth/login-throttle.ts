import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerLimitDetail, ThrottlerOptions } from '@nestjs/throttler';
import { normalizedLoginEmail, type LoginRequest } from './login-devices';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Tries per 15 minutes for each budget below (docs/decisions.md, "Hardening: client addresses, sign-in and start-up"). */
export const LOGIN_TRIES = 10;
export const TOO_MANY_LOGINS = 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.';
export const TOO_MANY_ACCOUNT_LOGINS =
  "Trop de tentatives de connexion sur ce compte. Veuillez réessayer dans 15 minutes, ou depuis un navigateur où vous vous êtes déjà connecté.";
const ACCOUNT_TRACKER = 'compte:';

const loginRequest = (context: ExecutionContext) => context.switchToHttp().getRequest<LoginRequest>();
const notLogin = (context: ExecutionContext): boolean => context.getHandler().name !== 'login';

/**
 * Named throttlers of login, skipped on every other handler (throttlers.ts registers them with the others):
 * - per address, whatever the account: bounds the argon2 work one address can ask for;
 * - per account, for tries from browsers not recognised for it (LoginDevices): bounds guessing per account;
 * - per recognised browser: the admin's own browsers never share the budget an attacker can spend.
 */
export const LOGIN_THROTTLERS: ThrottlerOptions[] = [
  { name: 'login-ip', ttl: FIFTEEN_MINUTES, limit: LOGIN_TRIES, blockDuration: FIFTEEN_MINUTES, skipIf: notLogin },
  {
    name: 'login-account',
    ttl: FIFTEEN_MINUTES,
    limit: LOGIN_TRIES,
    blockDuration: FIFTEEN_MINUTES,
    skipIf: (context) => notLogin(context) || loginRequest(context).loginDevice !== undefined,
    getTracker: (req) => ACCOUNT_TRACKER + (normalizedLoginEmail(req.body) || String(req.ip)),
  },
  {
    name: 'login-device',
    ttl: FIFTEEN_MINUTES,
    limit: LOGIN_TRIES,
    blockDuration: FIFTEEN_MINUTES,
    skipIf: (context) => notLogin(context) || loginRequest(context).loginDevice === undefined,
    getTracker: (req) => `appareil:${(req as LoginRequest).loginDevice}`,
  },
];

export function loginLimitMessage(detail: ThrottlerLimitDetail): string {
  return detail.tracker.startsWith(ACCOUNT_TRACKER) ? TOO_MANY_ACCOUNT_LOGINS : TOO_MANY_LOGINS;
}

export const LOGIN_THROTTLE = Object.fromEntries(
  LOGIN_THROTTLERS.map((throttler) => [throttler.name!, { limit: LOGIN_TRIES, ttl: FIFTEEN_MINUTES }]),
);
