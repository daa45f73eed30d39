import { plainToInstance } from 'class-transformer';
import { validateCronExpression } from 'cron';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { passwordWeakness } from '../common/password-strength';
import { parseTrustProxy } from './trust-proxy';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { BOT_CHECK_PROVIDERS, MAX_MATCHING_RADIUS_KM, WORKSHOP_TOTAL_CENTS, isValidSiret } from '@ptits-mitrons/domain';

/** Every environment variable the product reads; `.env.example` documents each one. */
export class EnvironmentVariables {
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @IsOptional() @IsInt() @Min(0) @Max(65535)
  PORT?: number;

  @IsOptional() @IsUrl({ require_tld: false })
  PUBLIC_URL?: string;

  /** Addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed (trust-proxy.ts). */
  @IsOptional() @IsString()
  TRUST_PROXY?: string;

  @IsOptional() @IsString()
  DATABASE_URL?: string;

  @IsOptional() @IsString()
  DATA_DIR?: string;

  @IsOptional() @IsInt() @Min(100)
  DATABASE_CONNECT_TIMEOUT_MS?: number;

  @IsOptional() @IsInt() @Min(0)
  DATABASE_STATEMENT_TIMEOUT_MS?: number;

  @IsOptional() @IsString() @MinLength(32)
  JWT_SECRET?: string;

  @IsOptional() @IsString()
  JWT_EXPIRES_IN?: string;

  @IsOptional() @IsEmail()
  ADMIN_EMAIL?: string;

  /** Checked against the strength rule of every admin password (common/password-strength.ts) in validateEnvironment. */
  @IsOptional() @IsString()
  ADMIN_PASSWORD?: string;

  @IsOptional() @IsString()
  BRAND_NAME?: string;

  @IsOptional() @IsEmail()
  CONTACT_EMAIL?: string;

  @IsOptional() @IsString()
  CONTACT_PHONE?: string;

  @IsOptional() @IsString()
  STRIPE_SECRET_KEY?: string;

  @IsOptional() @IsString()
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional() @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional() @IsUrl({ require_tld: false })
  STRIPE_API_BASE?: string;

  @IsOptional() @IsString()
  RECAPTCHA_PROJECT_ID?: string;

  @IsOptional() @IsString()
  RECAPTCHA_SITE_KEY?: string;

  @IsOptional() @IsString()
  RECAPTCHA_API_KEY?: string;

  @IsOptional() @IsUrl({ require_tld: false })
  RECAPTCHA_API_BASE?: string;

  @IsOptional() @IsNumber() @Min(0) @Max(1)
  RECAPTCHA_MIN_SCORE?: number;

  @IsOptional() @IsIn(BOT_CHECK_PROVIDERS)
  BOT_CHECK_PROVIDER?: string;

  /** Signs ALTCHA's challenges; outside production it is derived from the JWT secret (bot-check/altcha.service.ts). */
  @IsOptional() @IsString() @MinLength(32)
  ALTCHA_HMAC_KEY?: string;

  @IsOptional() @IsInt() @Min(1) @Max(1_000_000)
  ALTCHA_COST?: number;

  @IsOptional() @IsInt() @Min(1) @Max(1_000_000)
  ALTCHA_MAX_COUNTER?: number;

  @IsOptional() @IsString()
  SMTP_URL?: string;

  @IsOptional() @IsString()
  MAIL_FROM?: string;

  @IsOptional() @IsEmail()
  OPERATOR_EMAIL?: string;

  @IsOptional() @IsInt() @Min(0)
  MAIL_WORKER_INTERVAL_MS?: number;

  @IsOptional() @IsInt() @Min(0)
  REMINDERS_INTERVAL_MS?: number;

  @IsOptional() @IsNumber() @Min(1) @Max(MAX_MATCHING_RADIUS_KM)
  MATCHING_RADIUS_KM?: number;

  @IsOptional() @IsInt() @Min(1) @Max(24 * 14)
  OFFER_DEADLINE_HOURS?: number;

  @IsOptional() @IsInt() @Min(0)
  MATCHING_INTERVAL_MS?: number;

  /** Cron expressions (Paris time) of the daily jobs, checked in validateEnvironment (a sixth leading field gives seconds). */
  @IsOptional() @IsString()
  STATS_ROLLUP_CRON?: string;

  @IsOptional() @IsString()
  TRACKING_PURGE_CRON?: string;

  @IsOptional() @IsString()
  RETENTION_CRON?: string;

  @IsOptional() @IsString()
  DAC7_COPIES_CRON?: string;

  @IsOptional() @IsIn(['true', 'false'])
  DEMO_DATA?: string;

  @IsOptional() @IsInt() @Min(1)
  TRACK_BEACONS_PER_MINUTE?: number;

  @IsOptional() @IsInt() @Min(2)
  STATS_MAX_PAGES_PER_DAY?: number;

  /** Throttle counters shared between instances in Redis (redis:// or rediss://); see throttling/. */
  @IsOptional() @IsString()
  REDIS_URL?: string;

  /** Bearer token that GET /api/metrics asks for; without it the route answers 404. */
  @IsOptional() @IsString() @MinLength(16)
  METRICS_TOKEN?: string;

  /** The operator's legal details, VAT rate, bank account and the artisans' default share (configuration.ts, moneyOut). */
  @IsOptional() @IsString() @MaxLength(140)
  OPERATOR_LEGAL_NAME?: string;

  @IsOptional() @IsString() @MaxLength(300)
  OPERATOR_ADDRESS?: string;

  /** Checked with the SIRET rule (Luhn) in validateEnvironment. */
  @IsOptional() @IsString()
  OPERATOR_SIRET?: string;

  @IsOptional() @IsString() @Matches(/^[A-Z]{2}[0-9A-Z]{2,13}$/)
  OPERATOR_VAT_NUMBER?: string;

  @IsOptional() @IsNumber() @Min(0) @Max(100)
  VAT_RATE_PERCENT?: number;

  /** Checked with ibantools in validateEnvironment. */
  @IsOptional() @IsString()
  OPERATOR_IBAN?: string;

  @IsOptional() @IsString()
  OPERATOR_BIC?: string;

  @IsOptional() @IsInt() @Min(0) @Max(WORKSHOP_TOTAL_CENTS)
  ARTISAN_SHARE_CENTS?: number;

  /** The publication director, the host and the consumer mediator (configuration.ts, legal). */
  @IsOptional() @IsString() @MaxLength(140)
  OPERATOR_PUBLICATION_DIRECTOR?: string;

  @IsOptional() @IsString() @MaxLength(140)
  OPERATOR_HOST_NAME?: string;

  @IsOptional() @IsString() @MaxLength(300)
  OPERATOR_HOST_ADDRESS?: string;

  @IsOptional() @IsString() @MaxLength(30)
  OPERATOR_HOST_PHONE?: string;

  @IsOptional() @IsString() @MaxLength(140)
  OPERATOR_MEDIATOR_NAME?: string;

  @IsOptional() @IsString() @MaxLength(300)
  OPERATOR_MEDIATOR_ADDRESS?: string;

  @IsOptional() @IsUrl({ protocols: ['https', 'http'], require_protocol: true })
  OPERATOR_MEDIATOR_URL?: string;

  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;
}

const CRON_SETTINGS = ['STATS_ROLLUP_CRON', 'TRACKING_PURGE_CRON', 'RETENTION_CRON', 'DAC7_COPIES_CRON'] as const;

/** Settings that production cannot run without (issue: one clear line naming the first one missing). */
const REQUIRED_IN_PRODUCTION = [
  'PUBLIC_URL',
  'JWT_SECRET',
  'ALTCHA_HMAC_KEY',
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'OPERATOR_LEGAL_NAME',
  'OPERATOR_ADDRESS',
  'OPERATOR_SIRET',
  'OPERATOR_VAT_NUMBER',
  'OPERATOR_IBAN',
  'OPERATOR_BIC',
  'OPERATOR_PUBLICATION_DIRECTOR',
  'OPERATOR_HOST_NAME',
  'OPERATOR_HOST_ADDRESS',
  'OPERATOR_HOST_PHONE',
  'OPERATOR_MEDIATOR_NAME',
  'OPERATOR_MEDIATOR_ADDRESS',
  'OPERATOR_MEDIATOR_URL',
] as const;

export function validateEnvironment(raw: Record<string, unknown>): Record<string, unknown> {
  const env = plainToInstance(EnvironmentVariables, raw, { enableImplicitConversion: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) {
    const first = errors[0];
    throw new Error(
      `Configuration invalide : ${first.property} (${Object.values(first.constraints ?? {}).join(', ')})`,
    );
  }
  if (env.NODE_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.find((name) => !raw[name]);
    if (missing) {
      throw new Error(`Configuration manquante en production : ${missing} doit être défini.`);
    }
  }
  try {
    parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Configuration invalide : TRUST_PROXY (${(error as Error).message})`);
  }
  for (const name of CRON_SETTINGS) {
    const expression = env[name];
    if (expression && !validateCronExpression(expression).valid) {
      throw new Error(`Configuration invalide : ${name} (expression cron invalide : « ${expression} »)`);
    }
  }
  if (env.OPERATOR_SIRET !== undefined && !isValidSiret(env.OPERATOR_SIRET)) {
    throw new Error('Configuration invalide : OPERATOR_SIRET (numéro SIRET invalide)');
  }
  if (env.OPERATOR_IBAN !== undefined && !isValidIBAN(electronicFormatIBAN(env.OPERATOR_IBAN) ?? '')) {
    throw new Error('Configuration invalide : OPERATOR_IBAN (IBAN invalide)');
  }
  const bic = env.OPERATOR_BIC?.replace(/\s+/g, '').toUpperCase();
  if (bic !== undefined && !isValidBIC(bic)) {
    throw new Error('Configuration invalide : OPERATOR_BIC (BIC invalide)');
  }
  // The transfer file names the operator's bank by its BIC: one of another country than the IBAN's is refused there.
  const iban = electronicFormatIBAN(env.OPERATOR_IBAN ?? '');
  if (bic && iban && bic.slice(4, 6) !== iban.slice(0, 2)) {
    throw new Error("Configuration invalide : OPERATOR_BIC (le BIC n'est pas du pays de OPERATOR_IBAN)");
  }
  // The first admin is created from it: it must be as strong as any password set in the back office.
  const weakness = env.ADMIN_PASSWORD ? passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_EMAIL ? [env.ADMIN_EMAIL] : []) : undefined;
  if (weakness) throw new Error(`Configuration invalide : ADMIN_PASSWORD (${weakness})`);
  return { ...raw, ...env };
}
