import { ConfigService } from '@nestjs/config';
import { sql } from 'drizzle-orm';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { queryRows } from '../../backend/src/database/database.client';
import { ScheduledJobs } from '../../backend/src/jobs/scheduled-jobs.service';
import { StatsRollupService, type FigureRow } from '../../backend/src/stats/stats-rollup.service';
import { StatsService } from '../../backend/src/stats/stats.service';
import type { Device } from '../../backend/src/tracking/dto/track.dto';
import { TrackingService } from '../../backend/src/tracking/tracking.service';
import { createTestApp, type TestApp } from '../support/app';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A daily_stats row: the rollup's figures with the bounce rate instead of the bounces, and where they came from. */
type Row = Omit<FigureRow, 'bounces'> & { bounce_rate: number; source: string };

/** Early March 2026, Paris is UTC+1: 'HH:MM' Paris time of a day → the instant. */
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+01:00`);

describe('Statistiques quotidiennes', () => {
  let t: TestApp;
  let tracking: TrackingService;
  let rollup: StatsRollupService;
  let auth: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    tracking = t.app.get(TrackingService);
    rollup = t.app.get(StatsRollupService);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  /** A page view as the browser sends it at that moment (through the real ingestion rules). */
  const view = (session: string, page: string, ts: number, device: Device, userAgent = BROWSER) =>
    tracking.record({ session_id: session, page, ts, device }, userAgent, ts);
  const rows = (from: string, to: string) =>
    queryRows<Row>(
      t.db,
      sql`SELECT day::text AS day, scope, key, page_views, unique_sessions, entrances, round(bounce_rate::numeric, 1)::float8 AS bounce_rate, source
          FROM daily_stats WHERE day BETWEEN ${from}::date AND ${to}::date ORDER BY day, scope, key`,
    );
  const figures = (day: string, scope: string, key: string, pageViews: number, sessions: number, entrances: number, bounceRate: number, source = 'tracked'): Row => ({
    day, scope, key, page_views: pageViews, unique_sessions: sessions, entrances, bounce_rate: bounceRate, source,
  });

  const A = '2026-03-02';
  const B = '2026-03-03';
  const C = '2026-03-04';
  const D = '2026-03-05';
  const expectedRows: Row[] = [
    figures(A, 'all', '', 6, 4, 4, 75),
    figures(A, 'device', 'desktop', 2, 2, 2, 100),
    figures(A, 'device', 'mobile', 4, 2, 2, 50),
    figures(A, 'page', '/', 2, 2, 2, 50),
    figures(A, 'page', '/merchants', 1, 1, 1, 100),
    figures(A, 'page', '/parents', 2, 2, 1, 100),
    figures(A, 'page', '/parents/payment/:id', 1, 1, 0, 0),
    figures(B, 'all', '', 5, 3, 3, 33.3),
    figures(B, 'device', 'desktop', 2, 1, 1, 0),
    figures(B, 'device', 'mobile', 2, 1, 1, 0),
    figures(B, 'device', 'unknown', 1, 1, 1, 100),
    figures(B, 'page', '/', 2, 2, 2, 50),
    figures(B, 'page', '/merchants', 1, 1, 0, 0),
    figures(B, 'page', '/parents', 2, 1, 1, 0),
    figures(C, 'all', '', 0, 0, 0, 0),
    figures(D, 'all', '', 120, 50, 50, 40, 'manual'),
  ];

  describe('rollup', () => {
    beforeAll(async () => {
      // Day D was entered by hand before the tracker existed.
      await t.http().post('/api/admin/daily-stats').set(auth).send({ day: D, uniqueSessions: 50, pageViews: 120, bounceRate: 40 }).expect(201);
      view('s1', '/', at(A, '10:00'), 'mobile');
      view('s1', '/parents', at(A, '10:01'), 'mobile');
      view('s1', '/parents/payment/0b9f7c1e-5d1a-4b8e-9a51-2f8f5a8e0c11', at(A, '10:05'), 'mobile');
      view('s2', '/', at(A, '11:00'), 'desktop');
      view('s3', '/merchants?utm=x', at(A, '12:00'), 'mobile');
      view('bot', '/', at(A, '12:30'), 'desktop', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
      // s4 crosses midnight: one view on A (a bounce that day), two on B.
      view('s4', '/parents', at(A, '23:50'), 'desktop');
      view('s4', '/', at(B, '00:10'), 'desktop');
      view('s4', '/merchants', at(B, '00:15'), 'desktop');
      view('s5', '/parents', at(B, '09:00'), 'mobile');
      view('s5', '/parents', at(B, '09:02'), 'mobile');
      view('s6', '/', at(B, '18:00'), 'unknown');
      // Raw views of the hand-entered day must not replace it.
      view('s7', '/', at(D, '10:00'), 'mobile');
      await tracking.flush();
    });

    it('gives exactly the expected daily, per-page and per-device figures, and leaves the hand-entered day alone', async () => {
      const days = await rollup.rollupRange(A, D, '2026-11-22');
      expect(days).toEqual([
        { day: A, pageViews: 6, uniqueSessions: 4, bounceRate: 75, manual: false },
        { day: B, pageViews: 5, uniqueSessions: 3, bounceRate: (100 * 1) / 3, manual: false },
        { day: C, pageViews: 0, uniqueSessions: 0, bounceRate: 0, manual: false },
        { day: D, pageViews: 120, uniqueSessions: 50, bounceRate: 40, manual: true },
      ]);
      expect(await rows(A, D)).toEqual(expectedRows);
    });

    it('is idempotent: rolling the same days up again changes nothing', async () => {
      await rollup.rollupRange(A, D, '2026-11-22');
      expect(await rows(A, D)).toEqual(expectedRows);
    });

    it('produces each day once when two rollups run at the same time', async () => {
      await t.db.execute(sql`DELETE FROM daily_stats WHERE source = 'tracked'`);
      const [first, second] = await Promise.all([rollup.rollupRange(A, D, '2026-11-22'), rollup.rollupRange(A, D, '2026-11-22')]);
      expect(first).toEqual(second);
      expect(await rows(A, D)).toEqual(expectedRows);
      await t.db.execute(sql`DELETE FROM daily_stats WHERE source = 'tracked'`);
      const pending = await Promise.all([rollup.rollupPending('2026-03-06'), rollup.rollupPending('2026-03-06')]);
      // The second waited for the first: it found A and B done and only redid the last two finished days.
      expect(pending.map((days) => days.map((d) => d.day).join(' ')).sort()).toEqual([[A, B, C, D].join(' '), [C, D].join(' ')]);
      expect(await rows(A, D)).toEqual(expectedRows);
    });

    it('catches up every missed finished day since the last rolled-up one, and never today', async () => {
      const days = await rollup.rollupPending('2026-03-09');
      expect(days.map((d) => d.day)).toEqual([D, '2026-03-06', '2026-03-07', '2026-03-08']);
      expect(days[0]).toMatchObject({ manual: true, pageViews: 120 });
      expect(await rows(A, '2026-03-09')).toEqual([
        ...expectedRows,
        figures('2026-03-06', 'all', '', 0, 0, 0, 0),
        figures('2026-03-07', 'all', '', 0, 0, 0, 0),
        figures('2026-03-08', 'all', '', 0, 0, 0, 0),
      ]);
    });

    it('refuses by hand a range that is not finished yet', async () => {
      await expect(rollup.rollupRange(A, parisDay())).rejects.toThrow(/jours terminés/);
    });

    it('GET /api/stats answers days (with zeros), totals, the previous window, top pages and devices', async () => {
      const { body } = await t.http().get('/api/stats').query({ start: A, end: D }).set(auth).expect(200);
      expect(body.stats).toEqual([
        { day: A, uniqueSessions: 4, pageViews: 6, bounceRate: 75 },
        { day: B, uniqueSessions: 3, pageViews: 5, bounceRate: 33.3 },
        { day: C, uniqueSessions: 0, pageViews: 0, bounceRate: 0 },
        { day: D, uniqueSessions: 50, pageViews: 120, bounceRate: 40 },
      ]);
      expect(body.totals).toEqual({ start: A, end: D, uniqueSessions: 57, pageViews: 131, bounceRate: 42.1 });
      expect(body.previous).toEqual({ start: '2026-02-26', end: '2026-03-01', uniqueSessions: 0, pageViews: 0, bounceRate: 0 });
      expect(body.pages).toEqual([
        { page: '/', pageViews: 4, uniqueSessions: 4, entrances: 4, bounceRate: 50 },
        { page: '/parents', pageViews: 4, uniqueSessions: 3, entrances: 2, bounceRate: 50 },
        { page: '/merchants', pageViews: 2, uniqueSessions: 2, entrances: 1, bounceRate: 100 },
        { page: '/parents/payment/:id', pageViews: 1, uniqueSessions: 1, entrances: 0, bounceRate: 0 },
      ]);
      expect(body.devices).toEqual([
        { device: 'mobile', pageViews: 6, uniqueSessions: 3, bounceRate: 33.3 },
        { device: 'desktop', pageViews: 4, uniqueSessions: 3, bounceRate: 66.7 },
        { device: 'unknown', pageViews: 1, uniqueSessions: 1, bounceRate: 100 },
      ]);
    });

    it('GET /api/stats?page= limits the days and totals to one page, and compares with the window before', async () => {
      const { body } = await t.http().get('/api/stats').query({ start: B, end: C, page: '/parents?x=1' }).set(auth).expect(200);
      expect(body.page).toBe('/parents');
      expect(body.stats).toEqual([
        { day: B, uniqueSessions: 1, pageViews: 2, bounceRate: 0 },
        { day: C, uniqueSessions: 0, pageViews: 0, bounceRate: 0 },
      ]);
      expect(body.totals).toMatchObject({ uniqueSessions: 1, pageViews: 2, bounceRate: 0 });
      expect(body.previous).toEqual({ start: '2026-03-01', end: A, uniqueSessions: 2, pageViews: 2, bounceRate: 100 });
    });
  });

  it("computes today's figures live, before any rollup", async () => {
    const now = Date.now();
    for (const [session, page] of [['live1', '/'], ['live1', '/about'], ['live2', '/about']]) {
      await t.http().post('/api/track').set('User-Agent', BROWSER).send({ session_id: session, page, ts: now, device: 'mobile' }).expect(204);
    }
    await tracking.flush();
    const today = parisDay(now);
    const { body } = await t.http().get('/api/stats').query({ start: addDays(today, -6), end: today }).set(auth).expect(200);
    expect(body.stats).toHaveLength(7);
    expect(body.stats[6]).toEqual({ day: today, uniqueSessions: 2, pageViews: 3, bounceRate: 50 });
    expect(body.totals).toMatchObject({ uniqueSessions: 2, pageViews: 3, bounceRate: 50 });
    expect(body.pages).toEqual([
      { page: '/about', pageViews: 2, uniqueSessions: 2, entrances: 1, bounceRate: 100 },
      { page: '/', pageViews: 1, uniqueSessions: 1, entrances: 1, bounceRate: 0 },
    ]);
    const stored = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM daily_stats WHERE day = ${today}::date`);
    expect(stored[0].n).toBe(0);
  });

  it("keeps today's figures for up to STATS_TODAY_MAX_AGE_SECONDS while views arrive, and reads every view at 0", async () => {
    const day = '2026-03-10';
    const statsWith = (todayMaxAgeSeconds: number) =>
      new StatsService(t.db, new ConfigService({ tracking: { maxPagesPerDay: 300, todayMaxAgeSeconds } }));
    const late = statsWith(3600);
    const exact = statsWith(0);
    view('k1', '/', at(day, '09:00'), 'mobile');
    await tracking.flush();
    expect((await late.getStats(day, day, undefined, day)).totals).toMatchObject({ pageViews: 1, uniqueSessions: 1, bounceRate: 100 });
    expect((await exact.getStats(day, day, undefined, day)).totals).toMatchObject({ pageViews: 1, uniqueSessions: 1, bounceRate: 100 });

    view('k1', '/about', at(day, '09:01'), 'mobile');
    await tracking.flush();
    expect((await late.getStats(day, day, undefined, day)).totals).toMatchObject({ pageViews: 1, uniqueSessions: 1, bounceRate: 100 });
    const now = await exact.getStats(day, day, undefined, day);
    expect(now.totals).toMatchObject({ pageViews: 2, uniqueSessions: 1, bounceRate: 0 });
    expect(now.pages).toEqual([
      { page: '/', pageViews: 1, uniqueSessions: 1, entrances: 1, bounceRate: 0 },
      { page: '/about', pageViews: 1, uniqueSessions: 1, entrances: 0, bounceRate: 0 },
    ]);
    // The same day read as a past one (after midnight, before the night's rollup) is computed from the raw views.
    expect((await late.getStats(day, day, undefined, addDays(day, 1))).totals).toMatchObject({ pageViews: 2 });
  });

  it("answers the figures kept past the window while today's are computed again, then the new ones", async () => {
    const day = '2026-03-11';
    const stats = new StatsService(t.db, new ConfigService({ tracking: { maxPagesPerDay: 300, todayMaxAgeSeconds: 0.05 } }));
    view('w1', '/', at(day, '09:00'), 'mobile');
    await tracking.flush();
    expect((await stats.getStats(day, day, undefined, day)).totals.pageViews).toBe(1);
    view('w1', '/about', at(day, '09:01'), 'mobile');
    await tracking.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stats.getStats(day, day, undefined, day)).totals.pageViews).toBe(1);
    // The computation started by that read lands shortly after.
    let pageViews = 1;
    for (let tries = 0; pageViews === 1 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      pageViews = (await stats.getStats(day, day, undefined, day)).totals.pageViews;
    }
    expect(pageViews).toBe(2);
  });

  it("reads again after five minutes a view stored late under a lower id, though the last id did not move", async () => {
    const day = '2026-03-12';
    const stats = new StatsService(t.db, new ConfigService({ tracking: { maxPagesPerDay: 300, todayMaxAgeSeconds: 0 } }));
    view('l1', '/', at(day, '09:00'), 'mobile');
    await tracking.flush();
    expect((await stats.getStats(day, day, undefined, day)).totals.pageViews).toBe(1);
    // Another instance's batch, committed after this one though its ids were drawn before.
    await t.db.execute(sql`INSERT INTO page_views (id, session_id, page, ts, day, device) OVERRIDING SYSTEM VALUE
      SELECT min(id) - 1000, 'l2', '/', ${new Date(at(day, '09:02')).toISOString()}::timestamptz, ${day}::date, 'desktop' FROM page_views`);
    expect((await stats.getStats(day, day, undefined, day)).totals.pageViews).toBe(1);
    const sixMinutesLater = Date.now() + 6 * 60_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(sixMinutesLater);
    try {
      expect((await stats.getStats(day, day, undefined, day)).totals.pageViews).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('schedules the rollup at 00:05 and the purge of raw views at 03:30, Paris time', () => {
    const jobs = t.app.get(ScheduledJobs);
    for (const [name, time] of [['stats-rollup', '00:05:00'], ['tracking-purge', '03:30:00']] as const) {
      const next = jobs.nextDueAt(name)!;
      expect(next.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris' })).toBe(time);
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    }
  });

  it.each([
    [{ end: '2026-03-05' }, 'La date de début (start) est obligatoire.'],
    [{ start: '2026-02-30', end: '2026-03-05' }, 'La date de début doit être une date valide au format AAAA-MM-JJ.'],
    [{ start: '2026-03-01', end: '05/03/2026' }, 'La date de fin doit être une date valide au format AAAA-MM-JJ.'],
    [{ start: '2026-03-05', end: '2026-03-01' }, 'La date de début doit précéder la date de fin.'],
    [{ start: '2025-01-01', end: '2026-01-02' }, 'La période demandée ne peut pas dépasser 366 jours.'],
    [{ start: '2026-03-01', end: '2026-03-05', page: 'parents' }, 'La page doit être un chemin commençant par « / ».'],
  ])('GET /api/stats %j → French 400', async (query, message) => {
    const { body } = await t.http().get('/api/stats').query(query).set(auth).expect(400);
    expect(body.message).toBe(message);
  });

  it('GET /api/stats accepts a window of 366 days and needs the admin token', async () => {
    const { body } = await t.http().get('/api/stats').query({ start: '2025-01-01', end: '2026-01-01' }).set(auth).expect(200);
    expect(body.stats).toHaveLength(366);
    await t.http().get('/api/stats').query({ start: A, end: D }).expect(401);
  });
});
