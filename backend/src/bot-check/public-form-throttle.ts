import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
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
