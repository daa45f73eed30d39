import { applyDecorators, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';
import { BOT_CHECKED } from './bot-check.interceptor';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Per IP and per form: enough for a family or an office sharing one address, too few for a flood. */
export const PUBLIC_FORM_LIMIT = 20;
export const TOO_MANY_SUBMISSIONS = "Trop d'envois depuis cette connexion. Veuillez réessayer dans 15 minutes.";

export function isPublicForm(context: ExecutionContext): boolean {
  return Reflect.getMetadata(BOT_CHECKED, context.getHandler()) !== undefined;
}

export const PUBLIC_FORM_THROTTLER: ThrottlerOptions = {
  name: 'public-form',
  ttl: FIFTEEN_MINUTES,
  limit: PUBLIC_FORM_LIMIT,
  blockDuration: FIFTEEN_MINUTES,
  skipIf: (context) => !isPublicForm(context),
};

/** Per IP: a challenge per form sent, plus new ones when a page stays open past a challenge's life or a send fails. */
export const CHALLENGE_LIMIT = 60;
export const TOO_MANY_CHALLENGES = "Trop de vérifications anti-robot depuis cette connexion. Veuillez réessayer dans 15 minutes.";
const CHALLENGE_THROTTLED = 'bot-check-challenge';

export const isChallengeRoute = (context: ExecutionContext): boolean =>
  Reflect.getMetadata(CHALLENGE_THROTTLED, context.getHandler()) === true;

/** Bounds the signing work (and challenge stockpiling) one address can ask for. */
export const CHALLENGE_THROTTLER: ThrottlerOptions = {
  name: 'bot-check-challenge',
  ttl: FIFTEEN_MINUTES,
  limit: CHALLENGE_LIMIT,
  blockDuration: FIFTEEN_MINUTES,
  skipIf: (context) => !isChallengeRoute(context),
};

export const ChallengeThrottled = () => applyDecorators(SetMetadata(CHALLENGE_THROTTLED, true), UseGuards(ThrottlerGuard));
