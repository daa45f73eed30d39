import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { configureApp, createFastifyAdapter } from '../../backend/src/app.factory';
import { AppModule } from '../../backend/src/app.module';
import { DATABASE_HANDLE, type Database, type DatabaseHandle } from '../../backend/src/database/database.types';
import { createAppLogger, loggerSettings } from '../../backend/src/logging/app-logger';
import { APP_LOGGER } from '../../backend/src/logging/logging.module';
import { createTestDatabase, type TestDatabaseOptions } from './database';
import { TEST_ENV } from './test-env';

export interface TestApp {
  app: NestFastifyApplication;
  db: Database;
  handle: DatabaseHandle;
  http: () => TestAgent;
  /** A Bearer header for the seeded test admin. */
  adminAuth: () => Promise<{ Authorization: string }>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment for this app, on top of TEST_ENV (a value of undefined removes a variable). */
  env?: Record<string, string | undefined>;
  /** Replace adapters to the outside world (never the database or the services). */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /** How the app reaches its database (e.g. through a relay, with bounds). */
  database?: TestDatabaseOptions;
  /** An open database instead of a fresh one, e.g. another app's through openSameDatabase (a second instance). */
  handle?: DatabaseHandle;
  /** Where the app's log lines go, at LOG_LEVEL (TEST_ENV's `silent` keeps tests quiet); stdout by default. */
  logs?: DestinationStream;
}

export function applyTestEnv(env: Record<string, string | undefined> = {}): void {
  for (const [key, value] of Object.entries({ ...TEST_ENV, ...env })) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/**
 * The real AppModule on a fresh seeded database, served by Fastify in-process.
 * Configuration namespaces read process.env when the module compiles, so options.env applies to this app.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  applyTestEnv(options.env);
  const handle = options.handle ?? (await createTestDatabase(options.database));
  // The module compiles before the adapter exists here (unlike main.ts): it is handed the adapter's logger directly.
  const logger = createAppLogger(loggerSettings(process.env), options.logs);
  let builder = Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(DATABASE_HANDLE)
    .useValue(handle)
    .overrideProvider(APP_LOGGER)
    .useValue(logger);
  if (options.override) builder = options.override(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(logger), { rawBody: true });
  app.useLogger(app.get(Logger));
  await configureApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  let token: string | undefined;
  const http = () => request(app.getHttpServer());
  return {
    app,
    db: handle.db,
    handle,
    http,
    adminAuth: async () => {
      if (!token) {
        const response = await http()
          .post('/api/admin/login')
          .send({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD })
          .expect(200);
        token = response.body.token as string;
      }
      return { Authorization: `Bearer ${token}` };
    },
    close: () => app.close(),
  };
}
