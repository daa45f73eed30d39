import { count, eq } from 'drizzle-orm';
import { auditEvents, credits, parentRequests } from '../../../backend/src/database/schema';
import { CREDIT_CODE_PATTERN, PARENT_REQUEST_BADGE_LABELS, PARENT_REQUEST_STATUSES } from '@ptits-mitrons/domain';
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
    // What parents do from their space: every badge, and the history's new actions, by the parent where they acted.
    const badges = new Set(all.flatMap((r: { badges: string[] }) => r.badges));
    expect([...badges].sort()).toEqual(Object.keys(PARENT_REQUEST_BADGE_LABELS).sort());
    const history = await t.db.select({ action: auditEvents.action, actor: auditEvents.actor, reason: auditEvents.reason }).from(auditEvents);
    const actions = new Set(history.map((e) => e.action));
    for (const action of ['balance_paid', 'balance_refunded', 'cancel', 'credit_issued', 'paid_by_credit', 'details_updated', 'reminder_sent']) {
      expect({ action, seeded: actions.has(action) }).toEqual({ action, seeded: true });
    }
    expect(history.filter((e) => e.action === 'cancel').every((e) => e.actor === 'public')).toBe(true);
    const codes = await t.db.select().from(credits);
    expect(codes.length).toBeGreaterThan(0);
    for (const credit of codes) expect(credit.code).toMatch(CREDIT_CODE_PATTERN);
    expect(codes.filter((credit) => credit.usedByRequestId)).toHaveLength(1);
    expect(all.some((r: { allergies: string | null }) => r.allergies)).toBe(true);
    const { body: found } = await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ q: 'saint etienne' }) }).set(auth).expect(200);
    expect(found.length).toBeGreaterThan(0);
  });
});
