import { createTestApp, type TestApp } from '../support/app';

describe('Villes et secteurs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const label = (city: { nom: string; code_postal: string }) => `${city.nom} (${city.code_postal})`;

  it("lyo lists Lyon's postcodes first, each with _id, id, nom and code_postal", async () => {
    const { body } = await t.http().get('/api/cities/search').query({ q: 'lyo' }).expect(200);
    expect(body.length).toBeGreaterThan(9);
    expect(body.length).toBeLessThanOrEqual(20);
    expect(body.slice(0, 9).map(label)).toEqual(
      ['69001', '69002', '69003', '69004', '69005', '69006', '69007', '69008', '69009'].map((cp) => `Lyon (${cp})`),
    );
    expect(body[0]).toEqual({ _id: body[0].id, id: body[0].id, nom: 'Lyon', code_postal: '69001' });
  });

  it.each(['saint-etienne', 'SAINT ÉTIENNE', 'saint etienne', "saint'etienne"])('%s finds Saint-Étienne', async (q) => {
    const { body } = await t.http().get('/api/cities/search').query({ q }).expect(200);
    expect(body[0].nom).toBe('Saint-Étienne');
    expect(body.map(label)).toEqual(expect.arrayContaining(['Saint-Étienne (42000)', 'Saint-Étienne (42100)']));
  });

  it('690 finds the postcodes starting with 690 (Lyon 1er to 9e)', async () => {
    const { body } = await t.http().get('/api/cities/search').query({ q: '690' }).expect(200);
    expect(body.map(label)).toEqual(['69001', '69002', '69003', '69004', '69005', '69006', '69007', '69008', '69009'].map((cp) => `Lyon (${cp})`));
  });

  it('750 fills a page of 20 with Paris postcodes, in order', async () => {
    const { body } = await t.http().get('/api/cities/search').query({ q: '750' }).expect(200);
    expect(body).toHaveLength(20);
    expect(body.map((c: { code_postal: string }) => c.code_postal)).toEqual([...body.map((c: { code_postal: string }) => c.code_postal)].sort());
    for (const city of body) expect(city.code_postal.startsWith('750')).toBe(true);
  });

  it('puts an exact name before bigger towns that merely start with it', async () => {
    const { body } = await t.http().get('/api/cities/search').query({ q: 'douchy' }).expect(200);
    expect(body[0].nom).toBe('Douchy');
    expect(body.map((c: { nom: string }) => c.nom)).toEqual(expect.arrayContaining(['Douchy-les-Mines', 'Douchy-Montcorbon']));
  });

  it('puts a name prefix before a substring match', async () => {
    const { body } = await t.http().get('/api/cities/search').query({ q: 'dijon' }).expect(200);
    expect(body[0].nom).toBe('Dijon');
  });

  it.each(['ly', '', '  a ', '%%'])('"%s" (under 3 characters or wildcards only) answers []', async (q) => {
    const { body } = await t.http().get('/api/cities/search').query({ q }).expect(200);
    expect(body).toEqual([]);
  });

  it('treats LIKE wildcards literally', async () => {
    const { body } = await t.http().get('/api/cities/search').query({ q: '%_%' }).expect(200);
    expect(body).toEqual([]);
  });

  it('GET /api/cities follows ra-data-simple-rest: range, sort, q, ids and Content-Range', async () => {
    const page = await t
      .http()
      .get('/api/cities')
      .query({ range: '[0,4]', sort: '["nom","ASC"]', filter: JSON.stringify({ q: 'marseille' }) })
      .expect(200);
    expect(page.body).toHaveLength(5);
    expect(page.headers['content-range']).toMatch(/^cities 0-4\/\d+$/);
    expect(Number(page.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(16);
    const ids = page.body.slice(0, 2).map((c: { id: string }) => c.id);
    const many = await t.http().get('/api/cities').query({ filter: JSON.stringify({ id: ids }) }).expect(200);
    expect(many.body.map((c: { id: string }) => c.id).sort()).toEqual([...ids].sort());
  });

  it('refuses malformed list parameters with a French 400', async () => {
    for (const query of [{ range: '[0' }, { sort: '["nope","ASC"]' }, { range: '[5,1]' }, { filter: '[1]' }]) {
      const { body } = await t.http().get('/api/cities').query(query).expect(400);
      expect(body.message).toMatch(/paramètre|tri/);
      expect(body.statusCode).toBe(400);
    }
  });

  it('lists the activity sectors with boulanger', async () => {
    const { body, headers } = await t.http().get('/api/activity-sectors').expect(200);
    expect(body).toEqual(expect.arrayContaining([{ _id: 'boulanger', id: 'boulanger', nom: 'Boulanger' }]));
    expect(body.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['patissier', 'chocolatier', 'fleuriste', 'ceramiste']));
    expect(headers['content-range']).toBe(`activity-sectors 0-${body.length - 1}/${body.length}`);
  });

  it('answers unknown API paths with a French JSON 404', async () => {
    const { body } = await t.http().get('/api/nope').expect(404);
    expect(body).toEqual({ statusCode: 404, message: 'Ressource introuvable.', error: 'Not Found' });
  });

  it('reports health with the database checked', async () => {
    const { body } = await t.http().get('/api/health').expect(200);
    expect(body).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});
