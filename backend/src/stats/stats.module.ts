import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AdminDailyStatsController } from './admin-daily-stats.controller';
import { DailyStatsService } from './daily-stats.service';
import { StatsRollupService } from './stats-rollup.service';
import { StatsController } from './stats.controller';
import { StatsJobs } from './stats.jobs';
import { StatsService } from './stats.service';

@Module({
  controllers: [StatsController, AdminDailyStatsController],
  providers: [StatsService, StatsRollupService, DailyStatsService, StatsJobs],
  exports: [StatsRollupService],
})
export class StatsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The CSV import may be posted as a file (text/csv): read it as text. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify && !fastify.hasContentTypeParser('text/csv')) {
      fastify.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    }
  }
}
