import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { validateEnvironment } from './config/env.validation';
import { assertDataDirFree, SERVER } from './database/data-dir-lock';

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
  const { createAppLogger, loggerSettings } = await import('./logging/app-logger.js');
  // Nest's own start-up lines wait in a buffer until the app's logger is ready, then go through it like every other.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createFastifyAdapter(createAppLogger(loggerSettings(process.env))), {
    rawBody: true,
    bufferLogs: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  await configureApp(app);
  app.enableShutdownHooks();
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port, '0.0.0.0');
  const base = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.log(`Site public : ${base}/  ·  Back-office : ${base}/admin/  ·  API : ${base}/api/docs`, 'Bootstrap');
}

void bootstrap();
