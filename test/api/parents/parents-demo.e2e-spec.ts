import { count, eq } from 'drizzle-orm';
import { auditEvents, parentRequests } from '../../../backend/src/database/schema';
import { PARENT_REQUEST_STATUSES } from '@ptits-mitrons/domain';
import { parentsDemoSeeder } from '../../../backend/src/demo/parents.demo';
import { createTestApp, type TestApp } from '../../support/app';

describe('Demo parent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds about forty requests over every status and tab, with history, once', async () => {
    await parentsDemoSeeder.seed(t.db);
    await parentsDemoSeeder.seed(t.db);
    const [{ n }] = await t.db.select({ n: count() }).from(parentRequests);
    expect(n).toBeGreaterThanOrEqual(35);
    expect(n).toBeLessThanOrEqual(45);
    const auth = await t.adminAuth();
    const { body: counts } = await t.http().get('/api/admin/parent-requests/counts').set(auth).expect(200);
    for (const tab of Object.keys(counts)) expect({ tab, some: counts[tab] > 0 }).toEqual({ tab, some: true });
    const { body: all } = await t.http().get('/api/admin/parent-requests').set(auth).expect(200);
    expect(new Set(all.map((r: { status: string }) => r.status))).toEqual(new Set(PARENT_REQUEST_STATUSES));
    const withHistory = all.find((r: { proposals: unknown[] }) => r.proposals.length === 2);
    expect(withHistory.proposals.map((p: { status: string }) => p.status)).toEqual(['sent', 'closed']);
    const [{ events }] = await t.db.select({ events: count() }).from(auditEvents).where(eq(auditEvents.entityId, withHistory.id));
    expect(events).toBeGreaterThanOrEqual(3);
    const { body: found } = await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ q: 'saint etienne' }) }).set(auth).expect(200);
    expect(found.length).toBeGreaterThan(0);
  });
});
