import 'reflect-metadata';
import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { validateEnvironment } from './config/env.validation';
import { assertDataDirFree, SERVER } from './database/data-dir-lock';

/** A stop that takes longer than this is cut short (exit code 1): process managers wait about as long before SIGKILL. */
const STOP_DEADLINE_MS = 10_000;

/**
 * SIGTERM (or SIGINT): first stop accepting and let the requests in flight finish, so that everything they recorded
 * (page views in the tracking buffer, mail rows) is there when the shutdown hooks run: the tracking buffer is written,
 * the mail worker finishes its batch, a running job ends, then the pool closes. Nest's own order closes the server
 * after those hooks, which would drop views acknowledged in between.
 */
function stopGracefully(app: NestFastifyApplication, logger: LoggerService): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`Signal ${signal} reçu : arrêt en cours (au plus ${STOP_DEADLINE_MS / 1000} s).`, 'Bootstrap');
    setTimeout(() => {
      logger.error(`Arrêt forcé : l'application ne s'est pas arrêtée en ${STOP_DEADLINE_MS / 1000} s.`, undefined, 'Bootstrap');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    try {
      await app.getHttpAdapter().getInstance().close();
      await app.close();
    } catch (error) {
      logger.error(`Arrêt en erreur : ${(error as Error).message}`, (error as Error).stack, 'Bootstrap');
      process.exit(1);
    }
    logger.log('Arrêt terminé.', 'Bootstrap');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));
}

async function bootstrap(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    validateEnvironment(process.env);
    // A second server on the embedded database's folder stops here, before the long start (the lock is taken when
    // the database opens).
    if (!process.env.DATABASE_URL) assertDataDirFree(process.env.DATA_DIR || './data', SERVER);
  } catch (error) {
    // One clear line naming the missing or invalid setting (or who holds the data folder), no stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
  const { AppModule } = await import('./app.module.js');
  const { configureApp, createFastifyAdapter } = await import('./app.factory.js');
  const { createAppLogger, createSyncLogger, loggerSettings, startupLogger } = await import('./logging/app-logger.js');
  const settings = loggerSettings(process.env);
  // The start's lines are written as they happen; nestjs-pino then takes over with the app's logger.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createFastifyAdapter(createAppLogger(settings)), {
    rawBody: true,
    logger: startupLogger(createSyncLogger(settings)),
  });
  const logger = app.get(Logger);
  await configureApp(app);
  stopGracefully(app, logger);
  const port = Number(process.env.PORT ?? 3000);
  // The modules' start hooks (migrations done, communes, demo data) run in listen(): nestjs-pino takes over after.
  await app.listen(port, '0.0.0.0');
  app.useLogger(logger);
  // MJML loads in its own thread while nobody waits, rather than with the first mail after the start.
  const { MailRenderer } = await import('./mail/mail-renderer.js');
  app.get(MailRenderer).prepare();
  const base = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.log(`Site public : ${base}/  ·  Back-office : ${base}/admin/  ·  API : ${base}/api/docs`, 'Bootstrap');
}

void bootstrap();
