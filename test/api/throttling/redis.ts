import { randomBytes } from 'node:crypto';

/** Redis of the tests (.ci/run starts one on 127.0.0.1:6379); throttle specs use their own database number. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

/** A key prefix or address part of this run only: keys outlive a test (by their ttl) and runs share one Redis. */
export const runTag = (): string => randomBytes(4).toString('hex');
