import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { LOG_SERIALIZERS } from './redaction';

/** The logger the Fastify adapter was built with (app.factory.ts); tests that compile before the adapter exists override it. */
export const APP_LOGGER = Symbol('APP_LOGGER');

@Module({
  providers: [
    {
      provide: APP_LOGGER,
      inject: [HttpAdapterHost],
      useFactory: (host: HttpAdapterHost): Logger => host.httpAdapter.getInstance<FastifyInstance>().log as Logger,
    },
  ],
  exports: [APP_LOGGER],
})
class AppLoggerModule {}

/**
 * nestjs-pino on Fastify's own logger (useExisting): during a request every Nest logger writes through the request's
 * child logger, which carries its reqId; outside requests, through the same logger. Our serializers are given again
 * because nestjs-pino derives its out-of-request logger with pino-http's own otherwise.
 * `providers: []`: nestjs-pino 4 (pinned for Node 20, docs/node-version.md) types its options against NestJS 11's
 * `@nestjs/common/interfaces`, a path NestJS 12 no longer exports, so TypeScript asks for every field it picks.
 */
export const LoggingModule = LoggerModule.forRootAsync({
  imports: [AppLoggerModule],
  providers: [],
  inject: [APP_LOGGER],
  useFactory: (logger: Logger) => ({ pinoHttp: { logger, serializers: LOG_SERIALIZERS, wrapSerializers: false }, useExisting: true }),
});
