import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { databaseConfig } from '../config/configuration';
import { openDatabase } from './database.client';
import { SERVER } from './data-dir-lock';
import { DATABASE, DATABASE_HANDLE, type DatabaseHandle } from './database.types';

@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  /** Runs after every module's beforeApplicationShutdown, so buffers are flushed before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: DATABASE_HANDLE,
      inject: [ConfigService],
      useFactory: async (config: ConfigService): Promise<DatabaseHandle> => {
        const options = config.getOrThrow<ReturnType<typeof databaseConfig>>('database');
        const logger = new Logger(DatabaseModule.name);
        logger.log(options.url ? 'PostgreSQL (DATABASE_URL) : migrations…' : `PGlite embarqué dans ${options.dataDir} : ouverture et migrations…`);
        const handle = await openDatabase({ ...options, program: SERVER });
        logger.log(
          handle.kind === 'postgres'
            ? 'PostgreSQL (DATABASE_URL) prêt, migrations appliquées'
            : `PGlite embarqué prêt dans ${options.dataDir}, migrations appliquées`,
        );
        return handle;
      },
    },
    { provide: DATABASE, inject: [DATABASE_HANDLE], useFactory: (handle: DatabaseHandle) => handle.db },
    DatabaseCloser,
  ],
  exports: [DATABASE, DATABASE_HANDLE],
})
export class DatabaseModule {}
