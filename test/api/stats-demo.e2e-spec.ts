import { sql } from 'drizzle-orm';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { queryRows } from '../../backend/src/database/database.client';
import { DEMO_SEEDERS } from '../../backend/src/demo/demo-seeders';
import { createTestApp, type TestApp } from '../support/app';

describe('Données de démonstration des statistiques', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = () =>
    queryRows<{ views: number; first_view: string; last_view: string; tracked: number; manual: number; first_manual: string; last_manual: string }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM page_views) AS views,
                 (SELECT min(day)::text FROM page_views) AS first_view, (SELECT max(day)::text FROM page_views) AS last_view,
                 (SELECT count(*)::int FROM daily_stats WHERE source = 'tracked' AND scope = 'all') AS tracked,
                 (SELECT count(*)::int FROM daily_stats WHERE source = 'manual') AS manual,
                 (SELECT min(day)::text FROM daily_stats WHERE source = 'manual') AS first_manual,
                 (SELECT max(day)::text FROM daily_stats WHERE source = 'manual') AS last_manual`,
    ).then((rows) => rows[0]);

  it('seeds 90 days of views (the finished ones rolled up) and hand-entered days before them, once', async () => {
    const seeder = DEMO_SEEDERS.find((s) => s.name === 'statistiques de visite')!;
    await seeder.seed(t.db);
    const today = parisDay();
    const seeded = await counts();
    expect(seeded.first_view).toBe(addDays(today, -89));
    expect(seeded.views).toBeGreaterThan(90 * 80);
    expect(seeded.tracked).toBe(89);
    expect(seeded.manual).toBe(120);
    expect(seeded.first_manual).toBe(addDays(today, -209));
    expect(seeded.last_manual).toBe(addDays(today, -90));

    await seeder.seed(t.db);
    expect(await counts()).toEqual(seeded);

    const { body } = await t.http().get('/api/stats').query({ start: addDays(today, -29), end: today }).set(await t.adminAuth()).expect(200);
    expect(body.stats).toHaveLength(30);
    for (const day of body.stats.slice(0, 29)) {
      expect(day.uniqueSessions).toBeGreaterThan(0);
      expect(day.pageViews).toBeGreaterThanOrEqual(day.uniqueSessions);
      expect(day.bounceRate).toBeGreaterThan(0);
      expect(day.bounceRate).toBeLessThan(100);
    }
    expect(body.pages.length).toBeGreaterThan(5);
    expect(body.devices.map((d: { pageViews: number }) => d.pageViews).every((n: number) => n > 0)).toBe(true);
    expect(body.previous.pageViews).toBeGreaterThan(0);
  });
});
