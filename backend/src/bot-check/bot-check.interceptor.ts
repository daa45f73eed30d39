import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Observable, of } from 'rxjs';
import { BotCheckService } from './bot-check.service';

export const BOT_CHECKED = 'bot-checked';
/** The hidden field of both public forms: people never see it, form-filling robots do. */
export const HONEYPOT_FIELD = 'website';
export const ALTCHA_FIELD = 'altcha';
export const TOKEN_FIELD = 'recaptchaToken';

/**
 * What the honeypot's make-believe answer looks like: a created record in `createdStatus`, or the form's own fixed
 * `answer` (a form whose real answer never depends on the input, like the parent space's link request).
 */
export type BotCheckedOptions = { createdStatus: string } | { answer: object };

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * Runs before validation: a filled honeypot gets the same 201 `{ _id, id, status }` as a real submission and nothing
 * is stored; otherwise the ALTCHA solution (or reCAPTCHA token) must pass. The bot-check fields are then removed from
 * the body, so DTOs never see them (the global ValidationPipe would strip them anyway: it whitelists).
 */
@Injectable()
export class BotCheckInterceptor implements NestInterceptor {
  private readonly logger = new Logger(BotCheckInterceptor.name);

  constructor(
    private readonly botCheck: BotCheckService,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const options = this.reflector.get<BotCheckedOptions>(BOT_CHECKED, context.getHandler());
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : undefined;
    if (body && filled(body[HONEYPOT_FIELD])) {
      this.logger.warn(`Champ piège rempli sur ${request.routeOptions.url} : envoi ignoré.`);
      if ('answer' in options) return of(options.answer);
      const id = randomUUID();
      return of({ _id: id, id, status: options.createdStatus });
    }
    const userAgent = request.headers['user-agent'];
    await this.botCheck.verify(
      { altcha: body?.[ALTCHA_FIELD], recaptchaToken: body?.[TOKEN_FIELD] },
      { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined },
    );
    if (body) {
      delete body[ALTCHA_FIELD];
      delete body[TOKEN_FIELD];
      delete body[HONEYPOT_FIELD];
    }
    return next.handle();
  }
}
