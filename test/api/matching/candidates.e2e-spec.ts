import { eq } from 'drizzle-orm';
import { addDays, CANDIDATE_REASONS, greatCircleKm, MATCHING_MESSAGES, parisDay, parseParisDateTime } from '@ptits-mitrons/domain';
import { cities } from '../../../backend/src/cities/cities.schema';
import { merchantOffers, merchantRequests, parentRequests, proposals } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { LYON_1, submitRequest } from '../../support/parent-requests';
import type { CandidateResponse } from '@ptits-mitrons/api-types';

/** Artisans around Lyon 1er, each failing one rule (or none), ranked for a paid request of 6 children. */
describe('Artisans candidats pour une demande payée', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let requestId: string;
  /** A Wednesday five to six weeks ahead, the request's desired day; the workshop at 14:00 Paris time. */
  let day: string;
  const ids: Record<string, string> = {};

  const WEDNESDAY_AFTERNOON = ['13:30', '14:00', '14:30', '15:00', '15:30', '16:00'];

  async function addMerchant(key: string, fields: Partial<typeof merchantRequests.$inferInsert> = {}): Promise<void> {
    const [row] = await t.db
      .insert(merchantRequests)
      .values({
        establishmentName: key,
        activitySectorId: 'boulanger',
        address: '1 rue du Four',
        cityId: '69266-69100',
        managerFirstname: 'Jean',
        managerLastname: 'Dupain',
        email: `${key.toLowerCase().replace(/\W/g, '')}@exemple.fr`,
        phone: '0612345678',
        status: 'active',
        maxChildren: 8,
        availableDays: ['Mercredi', 'Samedi'],
        availableHours: WEDNESDAY_AFTERNOON,
        ...fields,
      })
      .returning({ id: merchantRequests.id });
    ids[key] = row.id;
  }

  /** A request of another parent holding this artisan: a proposal from their offer, on a request in that status. */
  async function addWorkshop(merchant: string, date: Date, status: 'proposal_sent' | 'accepted'): Promise<void> {
    const other = await submitRequest(t, { desired_date: day });
    await t.db.update(parentRequests).set({ status, isPaymentAuthorized: true }).where(eq(parentRequests.id, other));
    await t.db.insert(proposals).values({
      parentRequestId: other,
      establishmentName: merchant,
      address: '1 rue du Four',
      date,
      merchantRequestId: ids[merchant],
      status: status === 'accepted' ? 'accepted' : 'sent',
    });
  }

  async function point(cityId: string): Promise<[number, number]> {
    const [row] = await t.db.select({ latitude: cities.latitude, longitude: cities.longitude }).from(cities).where(eq(cities.id, cityId));
    return [row.latitude!, row.longitude!];
  }

  const get = (id: string, query: Record<string, string> = {}) => t.http().get(`/api/admin/parent-requests/${id}/candidates`).query(query).set(auth);
  const names = (body: CandidateResponse[]) => body.map((c) => c.establishment_name);

  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.adminAuth();
    const start = addDays(parisDay(), 35);
    const weekday = new Date(`${start}T12:00:00Z`).getUTCDay();
    day = addDays(start, (3 - weekday + 7) % 7);
    requestId = await submitRequest(t, { desired_date: day, number_of_children: 6, merchant_type: 'Boulangère' });
    await t.db.update(parentRequests).set({ isPaymentAuthorized: true }).where(eq(parentRequests.id, requestId));

    await addMerchant('Fournil de Villeurbanne'); // 4.6 km
    await addMerchant('Pains de Caluire', { cityId: '69034-69300' }); // 3.5 km
    await addMerchant('Bron Deux Ateliers', { cityId: '69029-69500' }); // 7.5 km, 2 recent workshops
    await addMerchant('Bron Sans Atelier', { cityId: '69029-69500' }); // 7.5 km, none
    await addMerchant('Fournil de Vienne', { cityId: '38544-38200' }); // 28 km
    await addMerchant('Pâtisserie Autre Métier', { activitySectorId: 'patissier' });
    await addMerchant('Petit Fournil', { maxChildren: 4 });
    await addMerchant('Fournil du Lundi', { availableDays: ['Lundi'] });
    await addMerchant('Fournil du Matin', { availableHours: ['08:00', '08:30', '09:00'] });
    await addMerchant('Fournil en Congé', { daysOff: [day] });
    await addMerchant('Fournil Occupé');
    await addMerchant('Fournil Sollicité');
    await addMerchant('Fournil Non Validé', { status: 'pending_validation' });

    const paris = (time: string) => parseParisDateTime(`${day}T${time}`)!;
    // Held from 15:00: overlaps 14:00–15:30.
    await addWorkshop('Fournil Occupé', paris('15:00'), 'proposal_sent');
    // Two confirmed workshops this month for one of the two Bron bakeries, one 40 days ago (not counted).
    for (const daysAgo of [3, 12, 40]) await addWorkshop('Bron Deux Ateliers', new Date(Date.now() - daysAgo * 86_400_000), 'accepted');
    // An offer of another request pending with them at 13:00 (until 14:30).
    const other = await submitRequest(t, { desired_date: day });
    await t.db.insert(merchantOffers).values({
      parentRequestId: other,
      merchantRequestId: ids['Fournil Sollicité'],
      queueId: '00000000-0000-4000-8000-000000000001',
      rank: 1,
      status: 'pending',
      workshopAt: paris('13:00'),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  });
  afterAll(() => t.close());

  it('ranks the eligible artisans by distance, then fewest recent workshops, with the real great-circle distances', async () => {
    const { body } = await get(requestId).expect(200);
    expect(names(body)).toEqual(['Pains de Caluire', 'Fournil de Villeurbanne', 'Bron Sans Atelier', 'Bron Deux Ateliers']);
    const lyon = await point(LYON_1);
    for (const [name, cityId, about] of [
      ['Pains de Caluire', '69034-69300', 3.5],
      ['Fournil de Villeurbanne', '69266-69100', 4.6],
      ['Bron Sans Atelier', '69029-69500', 7.5],
    ] as const) {
      const candidate = body.find((c: CandidateResponse) => c.establishment_name === name);
      const expected = greatCircleKm(...lyon, ...(await point(cityId)));
      expect(Math.abs(candidate.distanceKm - expected)).toBeLessThan(0.1);
      expect(Math.abs(candidate.distanceKm - about)).toBeLessThan(1);
    }
    expect(body[1]).toEqual({
      merchantId: ids['Fournil de Villeurbanne'],
      establishment_name: 'Fournil de Villeurbanne',
      address: '1 rue du Four',
      city_label: 'Villeurbanne (69100)',
      sector: 'Boulanger',
      distanceKm: 4.6,
      max_children: 8,
      recentWorkshops: 0,
      eligible: true,
      reasons: [
        { code: 'distance', label: 'À 4,6 km' },
        { code: 'recent_workshops', label: '0 atelier(s) ces 30 derniers jours' },
      ],
    });
    expect(body[3]).toMatchObject({ recentWorkshops: 2, reasons: [{ code: 'distance' }, { code: 'recent_workshops', label: '2 atelier(s) ces 30 derniers jours' }] });
  });

  it('widens to Vienne, about 28 km away, with a 30 km radius', async () => {
    const { body } = await get(requestId, { radiusKm: '30', date: `${day}T14:00` }).expect(200);
    const vienne = body.find((c: CandidateResponse) => c.establishment_name === 'Fournil de Vienne');
    const expected = greatCircleKm(...(await point(LYON_1)), ...(await point('38544-38200')));
    expect(Math.abs(vienne.distanceKm - expected)).toBeLessThan(0.1);
    expect(vienne.distanceKm).toBeGreaterThan(26);
    expect(vienne.distanceKm).toBeLessThan(29);
    expect(body.at(-1).establishment_name).toBe('Fournil de Vienne');
  });

  it('shows every excluded artisan with why when staff widen the filter', async () => {
    const { body } = await get(requestId, { includeExcluded: 'true' }).expect(200);
    const codes = (name: string) => body.find((c: CandidateResponse) => c.establishment_name === name)?.reasons.map((r: { code: string }) => r.code);
    expect(names(body).slice(0, 4)).toEqual(['Pains de Caluire', 'Fournil de Villeurbanne', 'Bron Sans Atelier', 'Bron Deux Ateliers']);
    expect(body.slice(4).every((c: CandidateResponse) => !c.eligible)).toBe(true);
    expect(codes('Fournil de Vienne')).toEqual(['too_far']);
    expect(codes('Pâtisserie Autre Métier')).toEqual(['other_trade']);
    expect(codes('Petit Fournil')).toEqual(['too_few_children']);
    expect(codes('Fournil du Lundi')).toEqual(['day_unavailable']);
    expect(codes('Fournil du Matin')).toEqual(['hours_unavailable']);
    expect(codes('Fournil en Congé')).toEqual(['day_off']);
    expect(codes('Fournil Occupé')).toEqual(['busy']);
    expect(codes('Fournil Sollicité')).toEqual(['busy']);
    expect(codes('Fournil Non Validé')).toEqual(['inactive']);
    const labels = Object.fromEntries(body.flatMap((c: CandidateResponse) => c.reasons.map((r) => [r.code, r.label])));
    expect(labels).toMatchObject({
      too_far: 'Au-delà du rayon de 15 km',
      too_few_children: "Nombre d'enfants maximum (4) inférieur aux 6 enfants",
      day_unavailable: 'Pas disponible le mercredi',
      hours_unavailable: 'Pas disponible de 14:00 à 15:30',
      other_trade: CANDIDATE_REASONS.other_trade,
    });
  });

  it('reads a date without offset as Paris time, and one with an offset as that instant', async () => {
    // 08:00 Paris: only the morning bakery is free then.
    const morning = await get(requestId, { date: `${day}T08:00` }).expect(200);
    expect(names(morning.body)).toEqual(['Fournil du Matin']);
    // The same instant written in UTC (07:00Z in winter, 06:00Z in summer); 08:00Z is 09:00 or 10:00 in Paris.
    const utc = parseParisDateTime(`${day}T08:00`)!.toISOString();
    expect(utc).not.toContain('T08:00');
    expect(names((await get(requestId, { date: utc }).expect(200)).body)).toEqual(['Fournil du Matin']);
    expect(names((await get(requestId, { date: `${day}T08:00:00Z` }).expect(200)).body)).toEqual([]);
  });

  it('frees an artisan once the workshop holding them is refused by its parent', async () => {
    const [held] = await t.db.select({ parentRequestId: proposals.parentRequestId }).from(proposals).where(eq(proposals.merchantRequestId, ids['Fournil Occupé']));
    await t.db.update(parentRequests).set({ status: 'parent_rejected' }).where(eq(parentRequests.id, held.parentRequestId));
    const { body } = await get(requestId).expect(200);
    expect(names(body)).toContain('Fournil Occupé');
    await t.db.update(parentRequests).set({ status: 'proposal_sent' }).where(eq(parentRequests.id, held.parentRequestId));
  });

  it.each([
    [{ radiusKm: '0' }, MATCHING_MESSAGES.radiusInvalid],
    [{ radiusKm: '201' }, MATCHING_MESSAGES.radiusInvalid],
    [{ radiusKm: 'quinze' }, MATCHING_MESSAGES.radiusInvalid],
    [{ radiusKm: '1e3' }, MATCHING_MESSAGES.radiusInvalid],
    [{ date: '2026-02-30T14:00' }, MATCHING_MESSAGES.dateInvalid],
    [{ date: '2026-12-05' }, MATCHING_MESSAGES.dateInvalid],
    [{ date: 'demain 14h' }, MATCHING_MESSAGES.dateInvalid],
    [{ date: '9999-12-31T23:59' }, MATCHING_MESSAGES.dateTooFar],
    [{ date: `2026-12-05T14:00\u0000` }, undefined],
    [{ includeExcluded: 'oui' }, 'Le paramètre includeExcluded doit valoir true ou false.'],
  ])('refuses %j with a French message', async (query, message) => {
    const { body } = await get(requestId, query).expect(400);
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toBe(message);
  });

  it('answers 404 for an unknown or malformed id, 409 for an unpaid or finished request, 401 without a session', async () => {
    expect((await get('00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe('Demande introuvable.');
    expect((await get('pas-un-uuid').expect(404)).body.message).toBe('Demande introuvable.');
    const unpaid = await submitRequest(t, { desired_date: day });
    expect((await get(unpaid).expect(409)).body).toMatchObject({ message: MATCHING_MESSAGES.notPaid, code: 'NOT_PAID' });
    await t.db.update(parentRequests).set({ isPaymentAuthorized: true, status: 'accepted' }).where(eq(parentRequests.id, unpaid));
    expect((await get(unpaid).expect(409)).body.message).toBe(MATCHING_MESSAGES.notMatchable);
    await t.http().get(`/api/admin/parent-requests/${requestId}/candidates`).expect(401);
  });
});
