import { sql } from 'drizzle-orm';
import { queryRows } from '../../backend/src/database/database.client';
import { Logger } from '@nestjs/common';
import { BeaconBudget } from '../../backend/src/tracking/beacon-budget';
import { DROP_LOG_INTERVAL_MS, DropCounter } from '../../backend/src/tracking/drop-counter';
import { TrackingService } from '../../backend/src/tracking/tracking.service';
import { createTestApp, type TestApp } from '../support/app';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PER_MINUTE = 5;

describe('Budget de balises de suivi par adresse (POST /api/track)', () => {
  let t: TestApp;
  let tracking: TrackingService;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRACK_BEACONS_PER_MINUTE: String(PER_MINUTE) } });
    tracking = t.app.get(TrackingService);
  });
  afterAll(() => t.close());

  const stored = async () => {
    await tracking.flush();
    return queryRows<{ session_id: string }>(t.db, sql`SELECT session_id FROM page_views ORDER BY id`);
  };

  it('answers 204 past the budget of an address, stores nothing more and counts the drops', async () => {
    const droppedBefore = tracking.overBudget.total;
    for (let i = 0; i < PER_MINUTE + 7; i++) {
      await t.http().post('/api/track').set('User-Agent', BROWSER).send({ session_id: `b${i}`, page: '/', device: 'mobile' }).expect(204);
    }
    expect((await stored()).map((v) => v.session_id)).toEqual(Array.from({ length: PER_MINUTE }, (_, i) => `b${i}`));
    expect(tracking.overBudget.total - droppedBefore).toBe(7);
    // A malformed beacon is still told why, budget or not.
    const { body } = await t.http().post('/api/track').send({ session_id: 'x', page: 'nope', device: 'mobile' }).expect(400);
    expect(body.message).toMatch(/^La page doit être un chemin/);
  });

  it('gives each address its own budget, renewed every minute', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const spend = (address: string, at: number) => Array.from({ length: PER_MINUTE + 1 }, () => tracking.withinBudget(address, at));
    const expected = [...Array<boolean>(PER_MINUTE).fill(true), false];
    expect(spend('203.0.113.7', now)).toEqual(expected);
    expect(spend('2001:db8::1', now + 1000)).toEqual(expected);
    expect(tracking.withinBudget('203.0.113.7', now + 59_000)).toBe(false);
    expect(spend('203.0.113.7', now + 60_000)).toEqual(expected);
  });

  it('remembers a bounded number of addresses, forgetting the oldest windows first', () => {
    const budget = new BeaconBudget(1, 100);
    const now = Date.parse('2026-11-24T10:00:00Z');
    for (let i = 0; i < 10_000; i++) budget.take(`10.0.${i >> 8}.${i & 255}`, now + i);
    expect(budget.addresses).toBe(100);
    // The last addresses are still remembered (spent), the first ones forgotten (a fresh budget).
    expect(budget.take('10.0.39.15', now + 10_000)).toBe(false);
    expect(budget.take('10.0.0.0', now + 10_000)).toBe(true);
  });

  it('logs drops at once, then at most once a minute with the count since the last line, and what is left at shutdown', () => {
    const logger = new Logger('Suivi');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const counter = new DropCounter(logger, (n) => `${n} balise(s) ignorée(s)`);
    const now = Date.parse('2026-11-24T10:00:00Z');
    counter.add(1, now);
    for (let i = 1; i <= 500; i++) counter.add(1, now + i * 10);
    expect(warn.mock.calls).toEqual([['1 balise(s) ignorée(s)']]);
    counter.add(1, now + DROP_LOG_INTERVAL_MS);
    expect(warn.mock.calls).toEqual([['1 balise(s) ignorée(s)'], ['501 balise(s) ignorée(s)']]);
    counter.add(3, now + DROP_LOG_INTERVAL_MS + 1);
    counter.report();
    expect(warn.mock.calls.at(-1)).toEqual(['3 balise(s) ignorée(s)']);
    expect(counter.total).toBe(505);
  });
});
