import { Inject, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { databaseConfig } from '../config/configuration';
import { DATABASE, type Database } from '../database/database.types';
import { exclusiveAcrossInstances, FIRST_START_LOCK_KEY } from '../database/instance-lock';
import { DEMO_SEEDERS } from './demo-seeders';

export async function seedDemoData(db: Database, logger = new Logger(DemoModule.name)): Promise<void> {
  for (const seeder of DEMO_SEEDERS) {
    await seeder.seed(db);
    logger.log(`Données de démonstration prêtes : ${seeder.name}`);
  }
}

/** After every module's reference data (cities, sectors, first admin) is in place. */
@Module({})
export class DemoModule implements OnApplicationBootstrap {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly config: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.getOrThrow<ReturnType<typeof databaseConfig>>('database').demoData) return;
    // Each seeder skips rows already there: instances starting together take turns, so none seeds them twice.
    await exclusiveAcrossInstances(this.db, FIRST_START_LOCK_KEY, () => seedDemoData(this.db));
  }
}
