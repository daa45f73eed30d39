import { plainToInstance } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

/** Every environment variable the product reads (DESIGN.md, Configuration). */
export class EnvironmentVariables {
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @IsOptional() @IsInt() @Min(0) @Max(65535)
  PORT?: number;

  @IsOptional() @IsUrl({ require_tld: false })
  PUBLIC_URL?: string;

  @IsOptional() @IsString()
  DATABASE_URL?: string;

  @IsOptional() @IsString()
  DATA_DIR?: string;

  @IsOptional() @IsString() @MinLength(32)
  JWT_SECRET?: string;

  @IsOptional() @IsString()
  JWT_EXPIRES_IN?: string;

  @IsOptional() @IsEmail()
  ADMIN_EMAIL?: string;

  @IsOptional() @IsString() @MinLength(8)
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

  @IsOptional() @IsString()
  SMTP_URL?: string;

  @IsOptional() @IsString()
  MAIL_FROM?: string;

  @IsOptional() @IsEmail()
  OPERATOR_EMAIL?: string;

  @IsOptional() @IsInt() @Min(0)
  MAIL_WORKER_INTERVAL_MS?: number;

  @IsOptional() @IsIn(['true', 'false'])
  DEMO_DATA?: string;

  @IsOptional() @IsInt() @Min(1)
  TRACK_BEACONS_PER_MINUTE?: number;

  @IsOptional() @IsInt() @Min(2)
  STATS_MAX_PAGES_PER_DAY?: number;

  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;
}

/** Settings that production cannot run without (issue: one clear line naming the first one missing). */
const REQUIRED_IN_PRODUCTION = [
  'JWT_SECRET',
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
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
  return { ...raw, ...env };
}
