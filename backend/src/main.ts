import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
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
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    createFastifyAdapter(process.env.LOG_LEVEL ?? 'info'),
    { rawBody: true },
  );
  await configureApp(app);
  app.enableShutdownHooks();
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port, '0.0.0.0');
  const base = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  new Logger('Démarrage').log(`Site public : ${base}/  ·  Back-office : ${base}/admin/  ·  API : ${base}/api/docs`);
}

void bootstrap();
