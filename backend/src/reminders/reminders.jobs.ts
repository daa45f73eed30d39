import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { remindersConfig } from '../config/configuration';
import { RemindersService } from './reminders.service';

const JOB_NAME = 'reminders';

/**
 * Runs the reminders every REMINDERS_INTERVAL_MS (15 minutes by default; 0 stops it, as in the tests, which call
 * RemindersService.runOnce with their own clock). Every instance runs it: the claims keep each reminder to one mail.
 */
@Injectable()
export class RemindersJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RemindersJobs.name);
  private running?: Promise<unknown>;

  constructor(
    private readonly reminders: RemindersService,
    private readonly config: ConfigService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.getOrThrow<ReturnType<typeof remindersConfig>>('reminders').intervalMs;
    if (interval <= 0) return;
    this.scheduler.addInterval(
      JOB_NAME,
      setInterval(() => {
        // One pass at a time per process.
        this.running ??= this.reminders
          .runOnce()
          .catch((error: unknown) => this.logger.error(`Relances interrompues : ${(error as Error).message}`))
          .finally(() => (this.running = undefined));
      }, interval),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.scheduler.getIntervals().includes(JOB_NAME)) this.scheduler.deleteInterval(JOB_NAME);
    await this.running;
  }
}
