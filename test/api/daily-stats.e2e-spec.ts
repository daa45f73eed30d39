import { sql } from 'drizzle-orm';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { queryRows } from '../../backend/src/database/database.client';
import { createTestApp, type TestApp } from '../support/app';

describe('Jours saisis à la main (/api/admin/daily-stats)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
    // 2025-09-20 was measured by the tracker; 2025-09-21 was rolled up with no view (the tracker was down).
    await t.db.execute(sql`INSERT INTO page_views (session_id, page, ts, day, device) VALUES ('s', '/', '2025-09-20T10:00:00Z', '2025-09-20', 'mobile')`);
    await t.db.execute(sql`INSERT INTO daily_stats (day, scope, key, page_views, unique_sessions, entrances, bounce_rate, source)
      VALUES ('2025-09-21', 'all', '', 0, 0, 0, 0, 'tracked')`);
  });
  afterAll(() => t.close());

  const manualDays = async () =>
    (await queryRows<{ day: string }>(t.db, sql`SELECT day::text AS day FROM daily_stats WHERE source = 'manual' ORDER BY day`)).map((r) => r.day);
  const api = () => t.http();

  it('enters, reads, corrects and removes a day, in ra-data-simple-rest conventions', async () => {
    const created = await api().post('/api/admin/daily-stats').set(auth).send({ day: '2025-09-01', uniqueSessions: 120, pageViews: 310, bounceRate: 42.5 }).expect(201);
    expect(created.body).toMatchObject({ _id: '2025-09-01', id: '2025-09-01', day: '2025-09-01', uniqueSessions: 120, pageViews: 310, bounceRate: 42.5 });
    await api().post('/api/admin/daily-stats').set(auth).send({ day: '2025-09-02', uniqueSessions: 80, pageViews: 200, bounceRate: 50 }).expect(201);

    const list = await api().get('/api/admin/daily-stats').query({ sort: '["day","ASC"]', range: '[0,0]' }).set(auth).expect(200);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual(['2025-09-01']);
    expect(list.headers['content-range']).toBe('daily-stats 0-0/2');
    const many = await api().get('/api/admin/daily-stats').query({ filter: JSON.stringify({ id: ['2025-09-02'] }) }).set(auth).expect(200);
    expect(many.body.map((r: { id: string }) => r.id)).toEqual(['2025-09-02']);
    const none = await api().get('/api/admin/daily-stats').query({ filter: JSON.stringify({ id: ['pas-un-jour'] }) }).set(auth).expect(200);
    expect(none.body).toEqual([]);
    const ranged = await api().get('/api/admin/daily-stats').query({ filter: JSON.stringify({ day_gte: '2025-09-02' }) }).set(auth).expect(200);
    expect(ranged.body.map((r: { id: string }) => r.id)).toEqual(['2025-09-02']);

    const updated = await api()
      .put('/api/admin/daily-stats/2025-09-01')
      .set(auth)
      .send({ id: '2025-09-01', _id: '2025-09-01', day: '2025-09-01', uniqueSessions: 121, pageViews: 311, bounceRate: 40 })
      .expect(200);
    expect(updated.body).toMatchObject({ id: '2025-09-01', uniqueSessions: 121, pageViews: 311, bounceRate: 40 });
    expect((await api().get('/api/admin/daily-stats/2025-09-01').set(auth).expect(200)).body.pageViews).toBe(311);

    const removed = await api().delete('/api/admin/daily-stats/2025-09-02').set(auth).expect(200);
    expect(removed.body.id).toBe('2025-09-02');
    const missing = await api().get('/api/admin/daily-stats/2025-09-02').set(auth).expect(404);
    expect(missing.body.message).toBe('Aucun jour saisi à la main pour le 02/09/2025.');
    // Anything but a day is not repeated: it read « pour le 1/. ».
    for (const id of ['-1', '9f3b2c1e-0000-4000-8000-000000000000']) {
      expect((await api().get(`/api/admin/daily-stats/${id}`).set(auth).expect(404)).body.message).toBe('Aucun jour saisi à la main à cette date.');
    }
    expect(await manualDays()).toEqual(['2025-09-01']);
  });

  it.each([
    [{ day: '2025-09-01', uniqueSessions: 1, pageViews: 1, bounceRate: 0 }, 409, 'Le 01/09/2025 est déjà saisi : modifiez-le plutôt.'],
    [{ day: '2025-09-20', uniqueSessions: 1, pageViews: 1, bounceRate: 0 }, 409, 'Le 20/09/2025 a des visites mesurées par le suivi : il ne peut pas être saisi à la main.'],
    [{ day: parisDay(), uniqueSessions: 1, pageViews: 1, bounceRate: 0 }, 400, `Seuls les jours passés peuvent être saisis à la main (le ${parisDay().split('-').reverse().join('/')} ne l'est pas).`],
    [{ day: '2025-09-03', uniqueSessions: 10, pageViews: 9, bounceRate: 0 }, 400, 'Le nombre de pages vues ne peut pas être inférieur au nombre de sessions.'],
    [{ day: '2025-09-03', uniqueSessions: 10, pageViews: 20, bounceRate: 101 }, 400, 'Le taux de rebond doit être compris entre 0 et 100.'],
    [{ day: '2025-09-03', uniqueSessions: 1.5, pageViews: 20, bounceRate: 1 }, 400, 'Le nombre de sessions doit être un nombre entier.'],
    [{ day: '2025-09-03', uniqueSessions: '10', pageViews: 20, bounceRate: 1 }, 400, 'Le nombre de sessions doit être un nombre entier.'],
    [{ uniqueSessions: 10, pageViews: 20, bounceRate: 1 }, 400, 'Le jour est obligatoire.'],
    [{ day: '2025-02-29', uniqueSessions: 10, pageViews: 20, bounceRate: 1 }, 400, 'Le jour doit être une date valide au format AAAA-MM-JJ.'],
    [{ day: '2025-09-03', uniqueSessions: 10, bounceRate: 1 }, 400, 'Le nombre de pages vues est obligatoire.'],
  ])('POST %j → %i with a French message, nothing stored', async (body, status, message) => {
    const before = await manualDays();
    const response = await api().post('/api/admin/daily-stats').set(auth).send(body).expect(status);
    expect(response.body.message).toBe(message);
    expect(await manualDays()).toEqual(before);
  });

  it('takes over a day the rollup found empty, and refuses to move a day by PUT', async () => {
    await api().post('/api/admin/daily-stats').set(auth).send({ day: '2025-09-21', uniqueSessions: 5, pageViews: 9, bounceRate: 20 }).expect(201);
    const rows = await queryRows<{ source: string }>(t.db, sql`SELECT source FROM daily_stats WHERE day = '2025-09-21'`);
    expect(rows).toEqual([{ source: 'manual' }]);
    const moved = await api().put('/api/admin/daily-stats/2025-09-21').set(auth).send({ day: '2025-09-22', uniqueSessions: 5, pageViews: 9, bounceRate: 20 }).expect(400);
    expect(moved.body.message).toBe("Le jour d'une saisie ne peut pas être changé : supprimez-la et saisissez l'autre jour.");
    await api().delete('/api/admin/daily-stats/2025-09-21').set(auth).expect(200);
  });

  it('imports a CSV file (text/csv) with a header, replacing days already entered', async () => {
    const csv = 'day,uniqueSessions,pageViews,bounceRate\n2025-08-30,10,25,40\r\n2025-08-31,12,30,41.5\n\n2025-09-01,130,320,39\n';
    const { body } = await api().post('/api/admin/daily-stats/import').set(auth).set('Content-Type', 'text/csv').send(csv).expect(200);
    expect(body).toEqual({ imported: 3, created: 2, updated: 1 });
    expect(await manualDays()).toEqual(['2025-08-30', '2025-08-31', '2025-09-01']);
    expect((await api().get('/api/admin/daily-stats/2025-09-01').set(auth)).body).toMatchObject({ uniqueSessions: 130, pageViews: 320, bounceRate: 39 });
  });

  it('imports the French spreadsheet flavour (semicolons, decimal commas, %) sent as JSON { csv }', async () => {
    const csv = 'day;pageViews;uniqueSessions;bounceRate\n2025-08-29;50;20;37,5 %';
    const { body } = await api().post('/api/admin/daily-stats/import').set(auth).send({ csv }).expect(200);
    expect(body).toEqual({ imported: 1, created: 1, updated: 0 });
    expect((await api().get('/api/admin/daily-stats/2025-08-29').set(auth)).body).toMatchObject({ uniqueSessions: 20, pageViews: 50, bounceRate: 37.5 });
  });

  it('stores nothing when any line is invalid, and reports each bad line in French', async () => {
    const before = await manualDays();
    const future = addDays(parisDay(), 1);
    const csv = [
      'day,uniqueSessions,pageViews,bounceRate',
      '2025-07-01,10,20,30',
      '2025-07-32,10,20,30',
      '2025-07-02,-1,20,30',
      '2025-07-03,10,20,130',
      '2025-07-01,11,21,31',
      '2025-09-20,1,1,0',
      `${future},1,1,0`,
      '2025-07-04,10,20',
      '2025-07-05,30,20,10',
    ].join('\n');
    const { body } = await api().post('/api/admin/daily-stats/import').set(auth).set('Content-Type', 'text/plain').send(csv).expect(400);
    expect(body.message).toBe("8 lignes sont invalides : rien n'a été importé.");
    expect(body.errors).toEqual([
      { line: 3, field: 'day', message: "Ligne 3 : la date « 2025-07-32 » n'est pas une date valide au format AAAA-MM-JJ." },
      { line: 4, field: 'uniqueSessions', message: 'Ligne 4 : le nombre de sessions « -1 » doit être un entier entre 0 et 100000000.' },
      { line: 5, field: 'bounceRate', message: 'Ligne 5 : le taux de rebond « 130 » doit être un nombre entre 0 et 100.' },
      { line: 6, field: 'day', message: 'Ligne 6 : le 01/07/2025 figure déjà à la ligne 2.' },
      { line: 7, field: 'day', message: 'Ligne 7 : le 20/09/2025 a des visites mesurées par le suivi : il ne peut pas être saisi à la main.' },
      { line: 8, field: 'day', message: `Ligne 8 : seuls les jours passés peuvent être saisis à la main (le ${future.split('-').reverse().join('/')} ne l'est pas).` },
      { line: 9, message: 'Ligne 9 : 4 colonnes attendues (day,uniqueSessions,pageViews,bounceRate), 3 trouvée(s).' },
      { line: 10, field: 'pageViews', message: 'Ligne 10 : le nombre de pages vues ne peut pas être inférieur au nombre de sessions.' },
    ]);
    expect(await manualDays()).toEqual(before);
  });

  it('answers one French sentence for a single bad line, an empty file or a missing file', async () => {
    const one = await api().post('/api/admin/daily-stats/import').set(auth).set('Content-Type', 'text/csv').send('2025-07-01,1,x,0').expect(400);
    expect(one.body.message).toBe("Une ligne est invalide : rien n'a été importé. Ligne 1 : le nombre de pages vues « x » doit être un entier entre 0 et 100000000.");
    const empty = await api().post('/api/admin/daily-stats/import').set(auth).set('Content-Type', 'text/csv').send('day,uniqueSessions,pageViews,bounceRate\n').expect(400);
    expect(empty.body.message).toBe('Le fichier ne contient aucune ligne de statistiques.');
    const none = await api().post('/api/admin/daily-stats/import').set(auth).send({ file: 1 }).expect(400);
    expect(none.body.message).toBe('Envoyez le fichier CSV (colonnes day,uniqueSessions,pageViews,bounceRate).');
  });

  it('needs the admin token', async () => {
    await api().get('/api/admin/daily-stats').expect(401);
    await api().post('/api/admin/daily-stats/import').set('Content-Type', 'text/csv').send('2025-07-01,1,1,0').expect(401);
    expect(await manualDays()).not.toContain('2025-07-01');
  });
});
