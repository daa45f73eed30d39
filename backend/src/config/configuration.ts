import { registerAs, type ConfigService } from '@nestjs/config';
import { electronicFormatIBAN } from 'ibantools';
import { DEFAULT_MATCHING_RADIUS_KM, DEFAULT_OFFER_DEADLINE_HOURS, type BotCheckProvider } from '@ptits-mitrons/domain';

/**
 * One namespace per module, read through ConfigService.get('<namespace>', { infer: true }).
 * Values were validated by validateEnvironment before these factories run.
 */
const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

export const appConfig = registerAs('app', () => ({
  production: env('NODE_ENV') === 'production',
  port: Number(env('PORT') ?? 3000),
  publicUrl: env('PUBLIC_URL') ?? `http://localhost:${env('PORT') ?? 3000}`,
  brandName: env('BRAND_NAME') ?? "Les P'tits Mitrons",
  contactEmail: env('CONTACT_EMAIL') ?? 'contact@lesptitsmitrons.fr',
  contactPhone: env('CONTACT_PHONE') ?? '01 23 45 67 89',
  logLevel: env('LOG_LEVEL') ?? 'info',
}));

export const databaseConfig = registerAs('database', () => ({
  url: env('DATABASE_URL'),
  dataDir: env('DATA_DIR') ?? './data',
  /** Demo data only on the embedded database unless asked for explicitly. */
  demoData: env('DEMO_DATA') ? env('DEMO_DATA') === 'true' : !env('DATABASE_URL'),
  /** PostgreSQL: an unreachable server answers a 503 within seconds instead of holding requests (docs/decisions.md). */
  connectTimeoutMs: Number(env('DATABASE_CONNECT_TIMEOUT_MS') ?? 3_000),
  statementTimeoutMs: Number(env('DATABASE_STATEMENT_TIMEOUT_MS') ?? 5_000),
}));

export const authConfig = registerAs('auth', () => ({
  jwtSecret: env('JWT_SECRET'),
  jwtExpiresIn: env('JWT_EXPIRES_IN') ?? '12h',
  adminEmail: env('ADMIN_EMAIL'),
  adminPassword: env('ADMIN_PASSWORD'),
}));

export const paymentsConfig = registerAs('payments', () => ({
  secretKey: env('STRIPE_SECRET_KEY'),
  publishableKey: env('STRIPE_PUBLISHABLE_KEY'),
  webhookSecret: env('STRIPE_WEBHOOK_SECRET'),
  apiBase: env('STRIPE_API_BASE'),
}));

export const recaptchaConfig = registerAs('recaptcha', () => ({
  projectId: env('RECAPTCHA_PROJECT_ID'),
  siteKey: env('RECAPTCHA_SITE_KEY'),
  apiKey: env('RECAPTCHA_API_KEY'),
  apiBase: env('RECAPTCHA_API_BASE') ?? 'https://recaptchaenterprise.googleapis.com',
  minScore: Number(env('RECAPTCHA_MIN_SCORE') ?? 0.5),
}));

/**
 * The public forms' bot check (bot-check/): ALTCHA unless BOT_CHECK_PROVIDER=recaptcha, and ALTCHA's work per
 * challenge: the browser derives a PBKDF2 key of ALTCHA_COST iterations up to ALTCHA_MAX_COUNTER times (between half
 * of it and all of it, at random).
 */
export const botCheckConfig = registerAs('botCheck', () => ({
  provider: (env('BOT_CHECK_PROVIDER') ?? 'altcha') as BotCheckProvider,
  altchaHmacKey: env('ALTCHA_HMAC_KEY'),
  altchaCost: Number(env('ALTCHA_COST') ?? 5_000),
  altchaMaxCounter: Number(env('ALTCHA_MAX_COUNTER') ?? 1_000),
}));

export const mailConfig = registerAs('mail', () => ({
  smtpUrl: env('SMTP_URL'),
  from: env('MAIL_FROM') ?? "Les P'tits Mitrons <ne-pas-repondre@lesptitsmitrons.fr>",
  operatorEmail: env('OPERATOR_EMAIL') ?? env('CONTACT_EMAIL') ?? 'contact@lesptitsmitrons.fr',
  /** How often the outbox worker looks for due mail; 0 stops the loop (tests call MailWorker.processDue themselves). */
  workerIntervalMs: Number(env('MAIL_WORKER_INTERVAL_MS') ?? 10_000),
}));

export const remindersConfig = registerAs('reminders', () => ({
  /** How often the reminders job looks for what is due; 0 stops it (tests call RemindersService.runOnce themselves). */
  intervalMs: Number(env('REMINDERS_INTERVAL_MS') ?? 15 * 60_000),
}));

export const matchingConfig = registerAs('matching', () => ({
  /** Radius around the request's commune within which artisans are candidates (km). */
  radiusKm: Number(env('MATCHING_RADIUS_KM') ?? DEFAULT_MATCHING_RADIUS_KM),
  /** How long an artisan has to answer an offer before it passes to the next one (hours). */
  offerDeadlineHours: Number(env('OFFER_DEADLINE_HOURS') ?? DEFAULT_OFFER_DEADLINE_HOURS),
  /** How often the offers job expires, reminds and passes offers on; 0 stops it (tests call it themselves). */
  intervalMs: Number(env('MATCHING_INTERVAL_MS') ?? 5 * 60_000),
}));

export const trackingConfig = registerAs('tracking', () => ({
  /** Page-view beacons accepted per client address and per minute; past it they are answered 204 and dropped. */
  beaconsPerMinute: Number(env('TRACK_BEACONS_PER_MINUTE') ?? 240),
  /** Distinct page rows per day in daily_stats; the least viewed pages past it share one "autres pages" row. */
  maxPagesPerDay: Number(env('STATS_MAX_PAGES_PER_DAY') ?? 300),
  /** How late today's figures on the statistics screen may be (seconds) while views keep arriving; 0: never late. */
  todayMaxAgeSeconds: Number(env('STATS_TODAY_MAX_AGE_SECONDS') ?? 30),
}));

export const jobsConfig = registerAs('jobs', () => ({
  /** When the daily jobs run (cron expressions, Paris time, seconds allowed): each runs once per due time. */
  statsRollupCron: env('STATS_ROLLUP_CRON') ?? '5 0 * * *',
  trackingPurgeCron: env('TRACKING_PURGE_CRON') ?? '30 3 * * *',
  retentionCron: env('RETENTION_CRON') ?? '0 4 * * *',
  /** Every morning; it mails the past year's DAC7 copies from 15 January on (dac7CopyYearDue, docs/dac7.md). */
  dac7CopiesCron: env('DAC7_COPIES_CRON') ?? '0 9 * * *',
}));

export const throttlingConfig = registerAs('throttling', () => ({
  /** Where per-address counters live: Redis when set, else PostgreSQL when DATABASE_URL is set, else this process. */
  redisUrl: env('REDIS_URL'),
}));

/**
 * The operator's legal details (receipts, statements, /mentions-legales), its VAT rate and bank account (payout
 * files), and the artisans' default share per workshop. The defaults are fictitious demo values: production requires
 * its own (REQUIRED_IN_PRODUCTION).
 */
export const moneyOutConfig = registerAs('moneyOut', () => ({
  legalName: env('OPERATOR_LEGAL_NAME') ?? "Les P'tits Mitrons SAS",
  address: env('OPERATOR_ADDRESS') ?? '12 rue des Boulangers, 75011 Paris',
  siret: env('OPERATOR_SIRET') ?? '12345678200002',
  vatNumber: env('OPERATOR_VAT_NUMBER') ?? 'FR11123456782',
  /** Percent, prices being all taxes included (splitVat). */
  vatRatePercent: Number(env('VAT_RATE_PERCENT') ?? 20),
  // As transfer files carry them: no spaces, upper case (people paste them by groups of four).
  iban: electronicFormatIBAN(env('OPERATOR_IBAN') ?? 'FR7630006000011234567890189') ?? '',
  bic: (env('OPERATOR_BIC') ?? 'AGRIFRPP882').replace(/\s+/g, '').toUpperCase(),
  /** What an artisan receives per workshop unless staff set their own share (cents). */
  artisanShareCents: Number(env('ARTISAN_SHARE_CENTS') ?? 12000),
}));

/**
 * Who answers for the site besides the operator (LCEN art. 6: publication director, host) and the consumer mediator
 * the CGV name (Code de la consommation, art. L616-1 and R616-1). Fictitious demo values by default: production
 * requires its own (REQUIRED_IN_PRODUCTION).
 */
export const legalConfig = registerAs('legal', () => ({
  publicationDirector: env('OPERATOR_PUBLICATION_DIRECTOR') ?? 'Camille Martin',
  hostName: env('OPERATOR_HOST_NAME') ?? 'Hébergeur Exemple SAS',
  hostAddress: env('OPERATOR_HOST_ADDRESS') ?? '2 rue des Serveurs, 59100 Roubaix',
  hostPhone: env('OPERATOR_HOST_PHONE') ?? '01 02 03 04 05',
  mediatorName: env('OPERATOR_MEDIATOR_NAME') ?? 'Médiateur Exemple de la consommation',
  mediatorAddress: env('OPERATOR_MEDIATOR_ADDRESS') ?? '3 rue de la Médiation, 75008 Paris',
  mediatorUrl: env('OPERATOR_MEDIATOR_URL') ?? 'https://mediateur.example',
}));

export const metricsConfig = registerAs('metrics', () => ({
  /** GET /api/metrics answers only with `Authorization: Bearer <token>`; unset, the route is off (404). */
  token: env('METRICS_TOKEN'),
}));

/** The tracking settings from Nest's configuration, or from the environment for a service built by hand (a command). */
export function trackingSettings(config?: ConfigService): ReturnType<typeof trackingConfig> {
  return config?.get<ReturnType<typeof trackingConfig>>('tracking') ?? trackingConfig();
}

export const configNamespaces = [
  appConfig,
  databaseConfig,
  authConfig,
  paymentsConfig,
  recaptchaConfig,
  botCheckConfig,
  mailConfig,
  remindersConfig,
  matchingConfig,
  trackingConfig,
  jobsConfig,
  throttlingConfig,
  metricsConfig,
  moneyOutConfig,
  legalConfig,
];
