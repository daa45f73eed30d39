import { merchantsDemoSeeder } from '../../../backend/src/merchants/merchants.demo';
import { createTestApp, type TestApp } from '../../support/app';

describe('Merchant demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds about twenty applications in every status, with their history, once', async () => {
    await merchantsDemoSeeder.seed(t.db);
    await merchantsDemoSeeder.seed(t.db);
    const auth = await t.adminAuth();
    const { body } = await t.http().get('/api/admin/merchant-requests').set(auth).expect(200);
    expect(body.length).toBe(22);
    const counts = await t.http().get('/api/admin/merchant-requests/counts').set(auth).expect(200);
    expect(counts.body).toEqual({ pending_validation: 8, active: 11, rejected: 3 });
    const rejected = body.find((m: { status: string }) => m.status === 'rejected');
    expect(rejected.rejectionReason).toEqual(expect.any(String));
    const history = await t.http().get('/api/admin/audit').set(auth).query({ filter: JSON.stringify({ entity_id: rejected.id }) }).expect(200);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(['create', 'reject']);
    const search = await t.http().get('/api/admin/merchant-requests').set(auth).query({ filter: JSON.stringify({ q: 'saint etienne' }) }).expect(200);
    expect(search.body.map((m: { establishment_name: string }) => m.establishment_name)).toEqual(['Fournil Saint-Étienne']);
  });
});
