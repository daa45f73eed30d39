import { Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { DATABASE, type Database } from '../database/database.types';
import { exclusiveAcrossInstances, FIRST_START_LOCK_KEY } from '../database/instance-lock';
import { CitiesController } from './cities.controller';
import { seedCitiesAndSectors } from './cities.seed';
import { cityCoordinatesCoverage, coverageLine } from './commune-coordinates';
import { CitiesService } from './cities.service';

@Module({
  controllers: [CitiesController],
  providers: [CitiesService],
  exports: [CitiesService],
})
export class CitiesModule implements OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Reference data is seeded before the server listens (by one instance at a time); later starts only count rows. */
  async onModuleInit(): Promise<void> {
    const logger = new Logger(CitiesModule.name);
    const { citiesInserted, sectorsInserted, coordinatesFilled } = await exclusiveAcrossInstances(this.db, FIRST_START_LOCK_KEY, () =>
      seedCitiesAndSectors(this.db, (line) => logger.log(line)),
    );
    if (citiesInserted || sectorsInserted) logger.log(`${citiesInserted} villes et ${sectorsInserted} secteurs d'activité ajoutés`);
    if (coordinatesFilled) logger.log(coverageLine(await cityCoordinatesCoverage(this.db)));
  }
}
