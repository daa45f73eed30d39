import { applyDecorators, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { BOT_CHECKED, BotCheckInterceptor, type BotCheckedOptions } from './bot-check.interceptor';

/**
 * On a public form's POST handler: per-IP throttling (the `public-form` throttler), the honeypot field `website`,
 * and the ALTCHA solution `altcha` (or the reCAPTCHA Enterprise token `recaptchaToken`, action SUBMIT, with that
 * provider), all before the body is validated.
 */
export function BotChecked(options: BotCheckedOptions): MethodDecorator {
  return applyDecorators(SetMetadata(BOT_CHECKED, options), UseGuards(ThrottlerGuard), UseInterceptors(BotCheckInterceptor));
}
