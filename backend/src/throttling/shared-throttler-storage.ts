import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import type { throttlingConfig } from '../config/configuration';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.types';
import { PostgresThrottlerStorage, type ThrottlerStorageRecord } from './postgres-throttler-storage';

/** How often one instance deletes the PostgreSQL counters that are over (the in-memory storage sweeps as often). */
export const THROTTLE_SWEEP_MS = 60_000;
/** A Redis that does not answer within this bound counts as down: a hit must not hold a sign-in for long. */
const REDIS_TIMEOUT_MS = 1_000;

type SharedBackend = { kind: 'redis'; client: Redis; storage: ThrottlerStorage } | { kind: 'postgres'; storage: PostgresThrottlerStorage };

/**
 * ThrottlerModule's storage: the counters every instance shares (Redis when REDIS_URL is set, else the PostgreSQL
 * database), or this process's memory on the embedded database, which only one process can open.
 *
 * When the shared store fails (down, too slow, closed during shutdown), the hit is counted in this process's memory
 * instead: sign-in, forms and payments keep working and keep a limit, per instance, until the store is back; one
 * warning is logged when the outage starts and one line when it ends.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage, OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(SharedThrottlerStorage.name);
  private readonly memory = new ThrottlerStorageService();
  private readonly shared?: SharedBackend;
  private sweep?: NodeJS.Timeout;
  private started = false;
  private failing = false;
  private closing = false;

  constructor(config: ConfigService, @Inject(DATABASE_HANDLE) handle: DatabaseHandle) {
    const { redisUrl } = config.getOrThrow<ReturnType<typeof throttlingConfig>>('throttling');
    if (redisUrl) {
      const client = new Redis(redisUrl, {
        lazyConnect: true,
        // While Redis is unreachable a hit fails at once (and falls back to memory) instead of waiting in a queue.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: REDIS_TIMEOUT_MS,
        commandTimeout: REDIS_TIMEOUT_MS,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
        // On stopping, a socket that never opened is otherwise waited for 2 s before being dropped.
        disconnectTimeout: 200,
      });
      // Each failed reconnection is an 'error' event; the first failed hit already says Redis is down.
      client.on('error', () => undefined);
      this.shared = { kind: 'redis', client, storage: new ThrottlerStorageRedisService(client) };
    } else if (handle.kind === 'postgres') {
      this.shared = { kind: 'postgres', storage: new PostgresThrottlerStorage(handle.db) };
    }
  }

  /** Where the counters live, for the start-up log and the tests. */
  get kind(): 'redis' | 'postgres' | 'memory' {
    return this.shared?.kind ?? 'memory';
  }

  async onModuleInit(): Promise<void> {
    // Nest runs the hooks of this instance twice: as this provider and as ThrottlerModule's storage.
    if (this.started) return;
    this.started = true;
    const shared = this.shared;
    if (shared?.kind === 'redis') {
      // Started without Redis, the app still starts: hits use memory and the client keeps reconnecting.
      await shared.client.connect().catch((error: Error) => this.warnOutage(error));
    } else if (shared?.kind === 'postgres') {
      this.sweep = setInterval(() => {
        shared.storage.deleteExpired().catch((error: Error) => this.warnOutage(error));
      }, THROTTLE_SWEEP_MS);
      this.sweep.unref();
    }
    this.logger.log(`Compteurs de limitation par adresse : ${FRENCH_KIND[this.kind]}`);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.shared && !this.closing) {
      try {
        const record = await this.shared.storage.increment(key, ttl, limit, blockDuration, throttlerName);
        if (this.failing) {
          this.failing = false;
          this.logger.log(`Compteurs de limitation à nouveau partagés (${FRENCH_KIND[this.kind]})`);
        }
        return record;
      } catch (error) {
        this.warnOutage(error as Error);
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  /** Before DatabaseModule closes the pool (in its onApplicationShutdown). */
  beforeApplicationShutdown(): void {
    clearInterval(this.sweep);
  }

  /** Hits still arriving while the app stops are counted in memory, without an outage warning. */
  onApplicationShutdown(): void {
    this.closing = true;
    if (this.shared?.kind === 'redis') this.shared.client.disconnect();
    this.memory.onApplicationShutdown();
  }

  private warnOutage(error: Error): void {
    if (this.failing || this.closing) return;
    this.failing = true;
    this.logger.warn(
      `Compteurs de limitation partagés injoignables (${FRENCH_KIND[this.kind]} : ${error.message}) : ` +
        'chaque instance compte seule en attendant leur retour',
    );
  }
}

const FRENCH_KIND = { redis: 'Redis (REDIS_URL)', postgres: 'PostgreSQL (table throttle_hits)', memory: 'mémoire de ce processus' };
