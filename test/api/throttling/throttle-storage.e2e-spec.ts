import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { ConfigService } from '@nestjs/config';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '../../../backend/src/database/database.types';
import { PostgresThrottlerStorage, type ThrottlerStorageRecord } from '../../../backend/src/throttling/postgres-throttler-storage';
import { SharedThrottlerStorage } from '../../../backend/src/throttling/shared-throttler-storage';
import { createTestDatabase, openSameDatabase } from '../../support/database';
import { runTag, TEST_REDIS_URL } from './redis';

const LIMIT = 3;
const TTL = 1_000;
const BLOCK = 2_500;
const NAME = 'essai';

interface Backend {
  /** Two storages on one database or Redis, as two instances have. */
  storages: [ThrottlerStorage, ThrottlerStorage];
  close(): Promise<void>;
}

const backends: Record<string, () => Promise<Backend>> = {
  // PGlite in the default run, PostgreSQL when TEST_DATABASE_URL is set.
  'the throttle_hits table': async () => {
    const handle = await createTestDatabase();
    const second = await openSameDatabase(handle);
    return {
      storages: [new PostgresThrottlerStorage(handle.db), new PostgresThrottlerStorage(second.db)],
      close: async () => {
        await second.close();
        await handle.close();
      },
    };
  },
  Redis: async () => {
    const clients = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
    return {
      storages: [new ThrottlerStorageRedisService(clients[0]), new ThrottlerStorageRedisService(clients[1])],
      close: async () => {
        await Promise.all(clients.map((client) => client.quit()));
      },
    };
  },
};

/**
 * What the guard reads of a record: while blocked only the time left of the block, else the count. The count of a
 * blocked key differs between storages and is never read: Redis counts the refused hits too, and the memory storage
 * expires each hit on its own, where the table restarts the window (they differ when the hits are spread out).
 */
const seen = ({ totalHits, timeToExpire, isBlocked, timeToBlockExpire }: ThrottlerStorageRecord) => ({
  totalHits: isBlocked ? 0 : totalHits,
  timeToExpire,
  isBlocked,
  timeToBlockExpire: isBlocked ? timeToBlockExpire : 0,
});

describe.each(Object.keys(backends))('Throttle counters in %s', (backendName) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await backends[backendName]();
  });
  afterAll(() => backend?.close());

  it('answers each hit as the in-memory storage does: limit, block for blockDuration, then a new count', async () => {
    const memory = new ThrottlerStorageService();
    const key = `sequence-${runTag()}`;
    const [shared] = backend.storages;
    const steps: Array<{ step: string; memory: ThrottlerStorageRecord; shared: ThrottlerStorageRecord }> = [];
    const hit = async (step: string) => {
      const record = await memory.increment(key, TTL, LIMIT, BLOCK, NAME);
      steps.push({ step, memory: record, shared: await shared.increment(key, TTL, LIMIT, BLOCK, NAME) });
    };
    // Waits count from the end of the hit that started the window, then the block, in both storages: on a loaded
    // machine a hit may take hundreds of milliseconds.
    const hitEnds: number[] = [];
    for (let i = 1; i <= LIMIT + 2; i++) {
      await hit(`hit ${i}`);
      hitEnds.push(Date.now());
    }
    const [windowStarted, blockStarted] = [hitEnds[0], hitEnds[LIMIT]];
    await sleep(windowStarted + TTL + 300 - Date.now());
    await hit('window over, still blocked');
    await sleep(blockStarted + BLOCK + 400 - Date.now());
    for (let i = 1; i <= LIMIT + 1; i++) await hit(`after the block, hit ${i}`);
    memory.onApplicationShutdown();

    expect(steps.map((s) => [s.step, s.memory.isBlocked])).toEqual([
      ['hit 1', false],
      ['hit 2', false],
      ['hit 3', false],
      ['hit 4', true],
      ['hit 5', true],
      ['window over, still blocked', true],
      ['after the block, hit 1', false],
      ['after the block, hit 2', false],
      ['after the block, hit 3', false],
      ['after the block, hit 4', true],
    ]);
    for (const { step, memory: expected, shared: actual } of steps) {
      // Times are whole seconds rounded up: hits a few milliseconds apart may straddle one.
      expect({ step, ...seen(actual), timeToExpire: 0, timeToBlockExpire: 0 }).toEqual({
        step,
        ...seen(expected),
        timeToExpire: 0,
        timeToBlockExpire: 0,
      });
      expect(Math.abs(actual.timeToExpire - expected.timeToExpire)).toBeLessThanOrEqual(1);
      expect(Math.abs(seen(actual).timeToBlockExpire - seen(expected).timeToBlockExpire)).toBeLessThanOrEqual(1);
    }
    expect(steps[3].shared.timeToBlockExpire).toBe(BLOCK / 1000 + 0.5);
  }, 20_000);

  it('counts every one of 20 concurrent hits from two instances', async () => {
    const key = `concurrent-${runTag()}`;
    const records = await Promise.all(
      Array.from({ length: 20 }, (_, i) => backend.storages[i % 2].increment(key, 60_000, 100, 60_000, NAME)),
    );
    expect(records.map((r) => r.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await backend.storages[0].increment(key, 60_000, 100, 60_000, NAME)).totalHits).toBe(21);
  });
});

describe('SharedThrottlerStorage', () => {
  const configWith = (redisUrl?: string) => ({ getOrThrow: () => ({ redisUrl }) }) as unknown as ConfigService;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('keeps the counters in Redis when REDIS_URL is set, else in PostgreSQL, else in memory (embedded database)', async () => {
    const storage = new SharedThrottlerStorage(configWith(TEST_REDIS_URL), handle);
    expect(storage.kind).toBe('redis');
    storage.onApplicationShutdown();
    expect(new SharedThrottlerStorage(configWith(), handle).kind).toBe(handle.kind === 'postgres' ? 'postgres' : 'memory');
  });

  it('counts in memory while Redis does not answer, without failing the request, and stops at once', async () => {
    // Port 9 (discard) has no Redis behind it.
    const storage = new SharedThrottlerStorage(configWith('redis://127.0.0.1:9/1'), handle);
    const logger = (storage as unknown as { logger: { log(m: string): void; warn(m: string): void } }).logger;
    const warnings: string[] = [];
    jest.spyOn(logger, 'warn').mockImplementation((m) => warnings.push(m));
    jest.spyOn(logger, 'log').mockImplementation(() => undefined);
    await storage.onModuleInit();
    const records = [];
    for (let i = 0; i <= LIMIT; i++) records.push(await storage.increment('panne', TTL, LIMIT, BLOCK, NAME));
    expect(records.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Compteurs de limitation partagés injoignables \(Redis \(REDIS_URL\)/);
    const stopping = Date.now();
    storage.beforeApplicationShutdown();
    storage.onApplicationShutdown();
    expect(Date.now() - stopping).toBeLessThan(1_000);
  });
});
