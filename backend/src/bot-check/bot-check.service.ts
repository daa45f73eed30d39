import { HttpStatus, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiError } from '../common/api-error';
import type { appConfig, botCheckConfig, recaptchaConfig } from '../config/configuration';
import { AltchaService } from './altcha.service';
import { BOT_CHECK_FAILED, BOT_CHECK_UNAVAILABLE } from './bot-check.messages';

/** The action the public forms ask reCAPTCHA for (docs/decisions.md, Public forms). */
export const BOT_CHECK_ACTION = 'SUBMIT';
const API_TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 10_000;

/** The part of reCAPTCHA Enterprise's Assessment we read. */
interface Assessment {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number };
}

export interface BotCheckContext {
  ip?: string;
  userAgent?: string;
}

/** The bot-check fields of a public form, as received. */
export interface BotCheckAnswer {
  altcha?: unknown;
  recaptchaToken?: unknown;
}

type Mode = 'enterprise' | 'skipped' | 'unconfigured';

/**
 * The public forms' bot check: an ALTCHA solution, or with BOT_CHECK_PROVIDER=recaptcha a reCAPTCHA Enterprise token
 * (one create-assessment call per submitted form) from a visitor who accepted Google's script, ALTCHA otherwise.
 */
@Injectable()
export class BotCheckService implements OnApplicationBootstrap {
  private readonly logger = new Logger(BotCheckService.name);
  private readonly settings: ReturnType<typeof recaptchaConfig>;
  private readonly production: boolean;
  readonly provider: ReturnType<typeof botCheckConfig>['provider'];

  constructor(
    config: ConfigService,
    private readonly altcha: AltchaService,
  ) {
    this.settings = config.getOrThrow<ReturnType<typeof recaptchaConfig>>('recaptcha');
    this.production = config.getOrThrow<ReturnType<typeof appConfig>>('app').production;
    this.provider = config.getOrThrow<ReturnType<typeof botCheckConfig>>('botCheck').provider;
  }

  /** Resolves when the form's answer proves a human sent it; otherwise a French 400 (or 503 when Google cannot tell). */
  async verify(answer: BotCheckAnswer, context: BotCheckContext = {}): Promise<void> {
    // A visitor who refused Google's script sends an ALTCHA solution instead of a token.
    if (this.provider === 'altcha' || answer.altcha !== undefined) return this.altcha.verify(answer.altcha);
    return this.verifyRecaptcha(answer.recaptchaToken, context);
  }

  /** reCAPTCHA's state: configured, skipped (outside production without settings) or refusing every form. */
  get mode(): Mode {
    const { projectId, siteKey, apiKey } = this.settings;
    if (projectId && siteKey && apiKey) return 'enterprise';
    return this.production ? 'unconfigured' : 'skipped';
  }

  onApplicationBootstrap(): void {
    if (this.provider !== 'recaptcha') return;
    if (this.mode === 'skipped') {
      this.logger.warn('reCAPTCHA non configuré (RECAPTCHA_PROJECT_ID, RECAPTCHA_SITE_KEY, RECAPTCHA_API_KEY) : vérification anti-robot désactivée hors production.');
    } else if (this.mode === 'unconfigured') {
      this.logger.error('reCAPTCHA non configuré en production : les envois par reCAPTCHA sont refusés (503) tant que RECAPTCHA_* manque ; ceux par ALTCHA passent.');
    }
  }

  /** Resolves when the reCAPTCHA token proves a human submitted the form; otherwise a French 400 (or 503 when Google cannot tell). */
  async verifyRecaptcha(token: unknown, context: BotCheckContext = {}): Promise<void> {
    const mode = this.mode;
    if (mode === 'skipped') return;
    if (mode === 'unconfigured') throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, BOT_CHECK_UNAVAILABLE, 'BOT_CHECK_UNAVAILABLE');
    if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) {
      throw new ApiError(HttpStatus.BAD_REQUEST, BOT_CHECK_FAILED, 'BOT_CHECK_FAILED');
    }
    const assessment = await this.assess(token, context);
    if (!assessment) {
      // Google unreachable: fail closed in production; in development a form should still be testable.
      if (this.production) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, BOT_CHECK_UNAVAILABLE, 'BOT_CHECK_UNAVAILABLE');
      this.logger.warn('reCAPTCHA injoignable : formulaire accepté sans vérification (hors production).');
      return;
    }
    const valid = assessment.tokenProperties?.valid === true;
    const action = assessment.tokenProperties?.action;
    const score = assessment.riskAnalysis?.score;
    if (!valid || action !== BOT_CHECK_ACTION || typeof score !== 'number' || score < this.settings.minScore) {
      this.logger.warn(
        `Formulaire refusé par reCAPTCHA (valide : ${valid}, raison : ${assessment.tokenProperties?.invalidReason ?? '-'}, action : ${action ?? '-'}, score : ${score ?? '-'})`,
      );
      throw new ApiError(HttpStatus.BAD_REQUEST, BOT_CHECK_FAILED, 'BOT_CHECK_FAILED');
    }
  }

  /** The assessment, or undefined when the API cannot be reached or answers with an error. */
  private async assess(token: string, context: BotCheckContext): Promise<Assessment | undefined> {
    const { apiBase, projectId, apiKey, siteKey } = this.settings;
    const url = `${apiBase.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(projectId!)}/assessments?key=${encodeURIComponent(apiKey!)}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event: { token, siteKey, expectedAction: BOT_CHECK_ACTION, userIpAddress: context.ip, userAgent: context.userAgent },
        }),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      if (!response.ok) {
        this.logger.error(`reCAPTCHA Enterprise a répondu ${response.status} : ${(await response.text()).slice(0, 300)}`);
        return undefined;
      }
      return (await response.json()) as Assessment;
    } catch (error) {
      this.logger.error(`reCAPTCHA Enterprise injoignable : ${(error as Error).message}`);
      return undefined;
    }
  }
}
