import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
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
  const options: LoggerOptions = {
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
  if (settings.pretty && !destination) return pino({ ...options, transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } });
  const json: LoggerOptions = { ...options, formatters: { level: (label) => ({ level: label }) } };
  return destination ? pino(json, destination) : pino(json);
}
