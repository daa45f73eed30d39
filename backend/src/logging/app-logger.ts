import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pinoPretty from 'pino-pretty';
import { CENSORED, LOG_SERIALIZERS, maskEmails, REDACTED_PATHS } from './redaction';

export interface LoggerSettings {
  /** LOG_LEVEL, validated in config/env.validation.ts. */
  level: string;
  /** Readable lines (pino-pretty) instead of JSON: see readableLogs(). */
  pretty: boolean;
}

/**
 * Readable lines when NODE_ENV is development, or when a person watches the terminal (stdout is a TTY) of a server
 * that is not in production or under test; JSON otherwise, for log collectors (docs/decisions.md, "One logger").
 */
export function loggerSettings(env: Record<string, string | undefined>, stdoutIsTty = process.stdout.isTTY === true): LoggerSettings {
  const nodeEnv = env.NODE_ENV;
  return {
    level: env.LOG_LEVEL || 'info',
    pretty: nodeEnv === 'development' || (stdoutIsTty && nodeEnv !== 'production' && nodeEnv !== 'test'),
  };
}

const PRETTY_OPTIONS = {
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,context,reqId,req,res,responseTime',
  messageFormat: '{if context}[{context}] {end}{if reqId}({reqId}) {end}{msg}{if req.method} {req.method} {req.url} {res.statusCode} {responseTime} ms{end}',
};

/**
 * The process's one logger: Fastify's request lines and every Nest logger write through it (logging.module.ts), so
 * one level, one format, one redaction.
 * @param destination a stream to write to instead of stdout (tests read the lines from it)
 */
export function createAppLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  if (settings.pretty && !destination) return pino({ ...loggerOptions(settings), transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } });
  return destination ? pino(jsonOptions(settings), destination) : pino(jsonOptions(settings));
}

/**
 * The same lines as createAppLogger's, written to stdout synchronously: while the first start seeds the database
 * the event loop seldom turns, and an asynchronous stdout (pino's default, and its transport's) would hold every line
 * until the seeding ends.
 */
export function createSyncLogger(settings: LoggerSettings): Logger {
  return settings.pretty
    ? pino(loggerOptions(settings), pinoPretty({ ...PRETTY_OPTIONS, sync: true }))
    : pino(jsonOptions(settings), pino.destination({ dest: 1, sync: true }));
}

function loggerOptions(settings: LoggerSettings): LoggerOptions {
  return {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: CENSORED },
    serializers: LOG_SERIALIZERS,
    hooks: {
      // The safety net for free text: a message that interpolates an address loses it here.
      logMethod(args, method) {
        method.apply(this, args.map((arg: unknown) => (typeof arg === 'string' ? maskEmails(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

function jsonOptions(settings: LoggerSettings): LoggerOptions {
  return { ...loggerOptions(settings), formatters: { level: (label) => ({ level: label }) } };
}

type NestLevel = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
const PINO_LEVELS: Record<NestLevel, 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal'> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

/**
 * Nest's logger while the app starts, before nestjs-pino (which needs the app) takes over: a logger of the same
 * settings (createSyncLogger) and the same line shape (`context`, `msg`), written at once. So the long first start (migrations, the communes, the
 * demo data) shows each step as it happens, instead of every line at the end (Nest's bufferLogs).
 */
export function startupLogger(logger: Logger): LoggerService {
  const write =
    (level: NestLevel) =>
    (message: unknown, ...params: unknown[]): void => {
      const context = typeof params.at(-1) === 'string' ? (params.pop() as string) : undefined;
      // Nest's error(message, stack, context): the stack, when given, goes with the line.
      const stack = level === 'error' && typeof params[0] === 'string' ? params[0] : undefined;
      logger[PINO_LEVELS[level]]({ context, ...(stack ? { stack } : {}) }, typeof message === 'string' ? message : JSON.stringify(message));
    };
  return { log: write('log'), error: write('error'), warn: write('warn'), debug: write('debug'), verbose: write('verbose'), fatal: write('fatal') };
}
