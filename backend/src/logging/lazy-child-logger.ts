import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger whose pino child (with the request id bound) is made the first time the request writes a line at
 * an enabled level. Fastify makes a child for every request, and with the app's redaction paths pino's child() costs
 * about as much as a beacon's own work; a beacon answered 204 under LOG_LEVEL=warn writes nothing and needs none.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made?: Logger;
  readonly fatal: LogFn;
  readonly error: LogFn;
  readonly warn: LogFn;
  readonly info: LogFn;
  readonly debug: LogFn;
  readonly trace: LogFn;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    const write = (level: Level): LogFn =>
      ((...args: Parameters<LogFn>) => {
        if (this.enabled(level)) this.real()[level](...args);
      }) as LogFn;
    this.fatal = write('fatal');
    this.error = write('error');
    this.warn = write('warn');
    this.info = write('info');
    this.debug = write('debug');
    this.trace = write('trace');
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private enabled(level: Level): boolean {
    const values = this.parent.levels.values;
    return values[level] >= values[this.level];
  }

  private real(): Logger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
}

/** Fastify's `childLoggerFactory` option (for the app's pino logger). */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger as Logger, bindings, options);
