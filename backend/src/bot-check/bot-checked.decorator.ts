import { applyDecorators, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiExtraModels } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { BOT_CHECKED, BotCheckInterceptor, type BotCheckedOptions } from './bot-check.interceptor';
import { BotCheckFieldsDto } from './dto/bot-check-fields.dto';

/**
 * On a public form's POST handler: per-IP throttling (the `public-form` throttler), the honeypot field `website`,
 * and the ALTCHA solution `altcha` (or the reCAPTCHA Enterprise token `recaptchaToken`, action SUBMIT, with that
 * provider), all before the body is validated. The API document describes those fields as BotCheckFieldsDto.
 */
export function BotChecked(options: BotCheckedOptions): MethodDecorator {
  return applyDecorators(SetMetadata(BOT_CHECKED, options), UseGuards(ThrottlerGuard), UseInterceptors(BotCheckInterceptor), ApiExtraModels(BotCheckFieldsDto));
}
