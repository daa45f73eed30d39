import { count, eq } from 'drizzle-orm';
import { matchingDemoSeeder } from '../../../backend/src/matching/matching.demo';
import { merchantOffers } from '../../../backend/src/matching/matching.schema';
import { merchantsDemoSeeder } from '../../../backend/src/merchants/merchants.demo';
import { merchantRequests } from '../../../backend/src/merchants/merchants.schema';
import { issueMerchantToken } from '../../../backend/src/merchants/merchant-space-tokens';
import { parentsDemoSeeder } from '../../../backend/src/demo/parents.demo';
import { createTestApp, type TestApp } from '../../support/app';
import type { MerchantSpaceResponse, OfferResponse, UnmatchedRequestResponse } from '@ptits-mitrons/api-types';

describe('Matching demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a pending offer, a settled workshop and a request without artisan, once', async () => {
    await merchantsDemoSeeder.seed(t.db);
    await parentsDemoSeeder.seed(t.db);
    await matchingDemoSeeder.seed(t.db);
    await matchingDemoSeeder.seed(t.db);
    const [{ n }] = await t.db.select({ n: count() }).from(merchantOffers);
    expect(n).toBe(5);

    const auth = await t.adminAuth();
    const unmatched = (await t.http().get('/api/admin/parent-requests/unmatched').set(auth).expect(200)).body as UnmatchedRequestResponse[];
    expect(unmatched.map((u) => u.city_label)).toEqual([expect.stringMatching(/^Marseille \(/)]);
    const history = (await t.http().get(`/api/admin/parent-requests/${unmatched[0].id}/offers`).set(auth).expect(200)).body as OfferResponse[];
    expect(history.map((o) => [o.establishment_name, o.status])).toEqual([
      ['Pains et Merveilles', 'declined'],
      ['Le Four d’Aubagne', 'expired'],
    ]);

    const [pentes] = await t.db.select().from(merchantRequests).where(eq(merchantRequests.establishmentName, 'Boulangerie des Pentes'));
    const token = await issueMerchantToken(t.db, pentes.id);
    const space = (await t.http().get(`/api/merchant-space/${token}`).expect(200)).body as MerchantSpaceResponse;
    expect(space.offers.map((o) => o.status)).toEqual(expect.arrayContaining(['pending', 'accepted']));
    expect(space.workshops).toHaveLength(1);
  });
});
