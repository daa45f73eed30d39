import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<Logger['info']>;

/**
 * A request's logger whose pino child (with the request id bound) is made the first time the request writes a line at
 * an enabled level. Fastify makes a child for every request, and with the app's redaction paths pino's child() costs
 * about as much as a beacon's own work; a beacon answered 204 under LOG_LEVEL=warn writes nothing and needs none.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made?: Logger;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
    private readonly childOptions: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.childOptions.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const values = this.parent.levels.values;
    return values[level] >= values[this.level];
  }

  fatal(...args: LogArguments): void {
    this.write('fatal', args);
  }

  error(...args: LogArguments): void {
    this.write('error', args);
  }

  warn(...args: LogArguments): void {
    this.write('warn', args);
  }

  info(...args: LogArguments): void {
    this.write('info', args);
  }

  debug(...args: LogArguments): void {
    this.write('debug', args);
  }

  trace(...args: LogArguments): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  bindings(): Bindings {
    return this.made?.bindings() ?? { ...this.parent.bindings(), ...this.childBindings };
  }

  private write(level: Level, args: LogArguments): void {
    if (this.isLevelEnabled(level)) this.real()[level](...args);
  }

  private real(): Logger {
    return (this.made ??= this.parent.child(this.childBindings, this.childOptions));
  }
}

/** Fastify's `childLoggerFactory` option (for the app's pino logger). */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger as Logger, bindings, options);
