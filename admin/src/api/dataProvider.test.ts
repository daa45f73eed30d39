import { HttpError } from 'react-admin';
import { answerOf, installFakeFetch } from '../test/fakeFetch';
import { merchantRequest } from '../test/fixtures';
import { authProvider } from './authProvider';
import { dataProvider, FALLBACKS, normalizeAdministrator } from './dataProvider';
import { errorCode, TOKEN_KEY } from './httpClient';

let api: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  api = installFakeFetch();
});

const rejection = (promise: Promise<unknown>) => promise.then(() => Promise.reject(new Error('should have failed')), (e: HttpError) => e);

describe('data provider', () => {
  it('sends the stored token as a Bearer header, and none when signed out', async () => {
    api.respond({ body: [], headers: { 'Content-Range': 'parent-requests 0-0/0' } }, { body: { id: 'c1', nom: 'Lyon' } });
    localStorage.setItem(TOKEN_KEY, 'jeton-123');
    await dataProvider.getList('parents', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(api.calls[0].headers.get('Authorization')).toBe('Bearer jeton-123');
    localStorage.clear();
    await dataProvider.getOne('cities', { id: 'c1' });
    expect(api.calls[1].headers.get('Authorization')).toBeNull();
  });

  it('maps resources to the admin API and reads the total from Content-Range', async () => {
    api.respond({ body: [{ _id: 'a1', parent_lastname: 'Lefèvre' }], headers: { 'Content-Range': 'parent-requests 0-24/319' } });
    const result = await dataProvider.getList('parents', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'desired_date', order: 'ASC' },
      filter: { tab: 'settled', q: 'lyon' },
    });
    const url = new URL(api.calls[0].url, 'http://localhost');
    expect(url.pathname).toBe('/api/admin/parent-requests');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['desired_date', 'ASC']);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ tab: 'settled', q: 'lyon' });
    expect(result.total).toBe(319);
    // A record that only has _id still gets the id react-admin needs.
    expect(result.data[0]).toMatchObject({ id: 'a1', _id: 'a1' });
  });

  it('a 401 clears the token and is reported to checkError, which signs the admin out', async () => {
    localStorage.setItem(TOKEN_KEY, 'expire');
    api.respond({ status: 401, body: { statusCode: 401, message: 'Session expirée.', error: 'Unauthorized' } });
    const error = await rejection(dataProvider.getOne('parents', { id: 'x' }));
    expect(error.status).toBe(401);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await expect(authProvider.checkError(error)).rejects.toThrow();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    await expect(authProvider.checkError({ status: 409 })).resolves.toBeUndefined();
  });

  it("shows the server's message when it gives one", async () => {
    api.respond({ status: 409, body: { statusCode: 409, message: 'Seule une demande en attente peut être validée.', error: 'Conflict' } });
    const error = await rejection(dataProvider.validateParentRequest('r1'));
    expect(error.message).toBe('Seule une demande en attente peut être validée.');
    expect(error.status).toBe(409);
  });

  it('hands a save the field errors under their fields, as react-admin shows them under the inputs', async () => {
    const errors = [
      { field: 'phone', message: 'Veuillez entrer un numéro de téléphone valide (10 chiffres)' },
      { field: 'capacity', message: 'La capacité doit être un nombre entier.' },
    ];
    api.respond({ status: 400, body: { statusCode: 400, message: errors[0].message, error: 'Bad Request', errors } });
    const error = await rejection(dataProvider.update('merchants', { id: 'm1', data: {}, previousData: { id: 'm1' } }));
    expect(error.message).toBe(errors[0].message);
    expect(error.body.errors).toEqual({ phone: errors[0].message, capacity: errors[1].message });
    api.respond({ status: 409, body: { statusCode: 409, message: 'Un administrateur existe déjà avec cette adresse e-mail.', code: 'ADMIN_EXISTS' } });
    const conflict = await rejection(dataProvider.create('admins', { data: { email: 'a@b.fr' } }));
    expect([conflict.message, conflict.body.errors, errorCode(conflict)]).toEqual(['Un administrateur existe déjà avec cette adresse e-mail.', undefined, 'ADMIN_EXISTS']);
  });

  it.each([
    ['sendProposal', () => dataProvider.sendProposal('r1', proposal), FALLBACKS.sendProposal],
    ['validateParentRequest', () => dataProvider.validateParentRequest('r1'), "Erreur lors de la validation de la demande"],
    ['createValidatedProposal', () => dataProvider.createValidatedProposal('r1', proposal), 'Erreur lors de la création de la proposition validée'],
    ['rejectParentRequest', () => dataProvider.rejectParentRequest('r1', 'Complet'), 'Erreur lors du rejet de la demande'],
    ['closeParentRequest', () => dataProvider.closeParentRequest('r1'), "Erreur lors de l'archivage de la demande"],
    ['bulkCloseParentRequests', () => dataProvider.bulkCloseParentRequests(['r1']), "Erreur lors de l'archivage de la demande"],
    ['updateParentNotes', () => dataProvider.updateParentNotes('r1', 'note'), "Erreur lors de l'enregistrement du commentaire"],
    ['setMerchantStatus active', () => dataProvider.setMerchantStatus('m1', 'active'), 'Erreur lors de la modification du statut'],
    ['setMerchantStatus rejected', () => dataProvider.setMerchantStatus('m1', 'rejected', 'Hors zone'), 'Erreur lors du rejet de la demande'],
    ['bulkSetMerchantStatus', () => dataProvider.bulkSetMerchantStatus(['m1'], 'active'), 'Erreur lors de la modification du statut'],
    ['merchantRequestCounts', () => dataProvider.merchantRequestCounts({}), 'Erreur lors du chargement des requêtes'],
    ['getList parents', () => dataProvider.getList('parents', listParams), 'Erreur lors du chargement des demandes'],
    ['getList merchants', () => dataProvider.getList('merchants', listParams), 'Erreur lors du chargement des requêtes'],
    ['getList cities', () => dataProvider.getList('cities', listParams), 'Erreur lors du chargement des données'],
    ['update merchants', () => dataProvider.update('merchants', { id: 'm1', data: {}, previousData: { id: 'm1' } }), 'Erreur lors de la mise à jour'],
  ])('%s falls back to its French message when the server gives none', async (_name, call, fallback) => {
    api.respond({ status: 500, body: '<html>Bad gateway</html>' });
    expect((await rejection(call())).message).toBe(fallback);
    api.respond(new TypeError('Failed to fetch'));
    expect((await rejection(call())).message).toBe(fallback);
  });

  it('sends a proposal, and again with forceNew; the PROPOSAL_EXISTS code reaches the caller', async () => {
    api.respond(
      { status: 409, body: { statusCode: 409, message: "Cette demande n'est plus disponible pour une proposition.", code: 'PROPOSAL_EXISTS' } },
      { body: { _id: 'r1', status: 'proposal_sent' } },
    );
    const error = await rejection(dataProvider.sendProposal('r1', proposal));
    expect(errorCode(error)).toBe('PROPOSAL_EXISTS');
    expect(error.message).toBe("Cette demande n'est plus disponible pour une proposition.");
    const { data } = await dataProvider.sendProposal('r1', proposal, true);
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/admin/parent-requests/r1/proposal'],
      ['POST', '/api/admin/parent-requests/r1/proposal'],
    ]);
    expect(api.calls[0].body).toEqual({ ...proposal, forceNew: false });
    expect(api.calls[1].body).toEqual({ ...proposal, forceNew: true });
    expect(data).toMatchObject({ id: 'r1', status: 'proposal_sent' });
  });

  it('reads needsProposal from the validate answer', async () => {
    api.respond({ body: { result: { needsProposal: true } } }, { body: { result: { needsProposal: false }, request: { _id: 'r2', status: 'accepted' } } });
    expect(await dataProvider.validateParentRequest('r1')).toEqual({ needsProposal: true, data: undefined });
    const second = await dataProvider.validateParentRequest('r2');
    expect(second.needsProposal).toBe(false);
    expect(second.data).toMatchObject({ id: 'r2', status: 'accepted' });
    expect(api.calls[1].url).toBe('/api/admin/parent-requests/r2/validate');
  });

  it('posts the other business actions to their own endpoints with their bodies', async () => {
    api.respond({ body: { _id: 'r1' } }, { body: { _id: 'r1' } }, { body: { _id: 'r1' } }, { body: { _id: 'r1' } }, answerOf('post', '/api/admin/parent-requests/bulk-close', { closed: ['r1', 'r2'], failed: [] }));
    await dataProvider.createValidatedProposal('r1', proposal);
    await dataProvider.rejectParentRequest('r1', 'Plus de disponibilité');
    await dataProvider.closeParentRequest('r1', '  ');
    await dataProvider.closeParentRequest('r1', 'Doublon');
    expect(await dataProvider.bulkCloseParentRequests(['r1', 'r2'])).toEqual({ closed: ['r1', 'r2'], failed: [] });
    expect(api.calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/parent-requests/r1/validated-proposal', proposal],
      ['/api/admin/parent-requests/r1/reject', { reason: 'Plus de disponibilité' }],
      // No reason: the server applies the default 'Archivé par l'administrateur'.
      ['/api/admin/parent-requests/r1/close', {}],
      ['/api/admin/parent-requests/r1/close', { reason: 'Doublon' }],
      ['/api/admin/parent-requests/bulk-close', { ids: ['r1', 'r2'] }],
    ]);
  });

  it("saves a parent request's internal comment with PUT /api/parents/{id}, also through update()", async () => {
    api.respond({ body: { _id: 'r1', admin_notes: 'Rappeler lundi' } }, { body: { _id: 'r1', admin_notes: 'Autre' } });
    await dataProvider.updateParentNotes('r1', 'Rappeler lundi');
    const { data } = await dataProvider.update('parents', { id: 'r1', data: { admin_notes: 'Autre', status: 'accepted' }, previousData: { id: 'r1' } });
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/parents/r1', { _id: 'r1', admin_notes: 'Rappeler lundi' }],
      ['PUT', '/api/parents/r1', { _id: 'r1', admin_notes: 'Autre' }],
    ]);
    expect(data).toMatchObject({ id: 'r1', admin_notes: 'Autre' });
  });

  it('asks the counts of every tab with the other filters', async () => {
    api.respond(answerOf('get', '/api/admin/parent-requests/counts', { deposit_paid: 2, awaiting_balance: 1, settled: 0, refused: 0, archive: 3 }));
    const counts = await dataProvider.parentRequestCounts({ q: 'zoé' });
    expect(counts.archive).toBe(3);
    const url = new URL(api.calls[0].url, 'http://localhost');
    expect(url.pathname).toBe('/api/admin/parent-requests/counts');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'zoé' });
  });
});

describe('merchant applications', () => {
  it('approves and rejects through PUT …/status, the reason only with a refusal, and in bulk', async () => {
    api.respond({ body: { _id: 'm1', status: 'active' } }, { body: { _id: 'm1', status: 'rejected' } }, answerOf('post', '/api/admin/merchant-requests/bulk-status', { data: ['m1', 'm2'], failed: [] }));
    await dataProvider.setMerchantStatus('m1', 'active', 'ignoré');
    await dataProvider.setMerchantStatus('m1', 'rejected', 'Hors zone');
    expect(await dataProvider.bulkSetMerchantStatus(['m1', 'm2'], 'rejected', 'Doublon')).toEqual({ data: ['m1', 'm2'], failed: [] });
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/admin/merchant-requests/m1/status', { status: 'active' }],
      ['PUT', '/api/admin/merchant-requests/m1/status', { status: 'rejected', rejectionReason: 'Hors zone' }],
      ['POST', '/api/admin/merchant-requests/bulk-status', { ids: ['m1', 'm2'], status: 'rejected', rejectionReason: 'Doublon' }],
    ]);
  });
});

describe('Administrateurs normalisation', () => {
  it('sets hasCompanion from whether companionInfo has keys, only when absent and only for that type', () => {
    expect(normalizeAdministrator({ type: 'Administrateurs', companionInfo: { nom: 'Léa' } })).toEqual({
      type: 'Administrateurs',
      companionInfo: { nom: 'Léa' },
      hasCompanion: true,
    });
    expect(normalizeAdministrator({ type: 'Administrateurs', companionInfo: {} })).toMatchObject({ hasCompanion: false });
    expect(normalizeAdministrator({ type: 'Administrateurs' })).toMatchObject({ hasCompanion: false });
    expect(normalizeAdministrator({ type: 'Administrateurs', hasCompanion: false, companionInfo: { nom: 'Léa' } })).toMatchObject({ hasCompanion: false });
    expect(normalizeAdministrator({ type: 'Autres', companionInfo: { nom: 'Léa' } })).not.toHaveProperty('hasCompanion');
  });

  it('applies to records read and to data sent', async () => {
    api.respond(
      { body: [{ id: 'a1', type: 'Administrateurs', companionInfo: { nom: 'Léa' } }], headers: { 'Content-Range': 'admins 0-0/1' } },
      { body: { id: 'a1', type: 'Administrateurs', companionInfo: {}, hasCompanion: false } },
    );
    const { data } = await dataProvider.getList('admins', listParams);
    expect(data[0].hasCompanion).toBe(true);
    await dataProvider.update('admins', { id: 'a1', data: { type: 'Administrateurs', companionInfo: {} }, previousData: { id: 'a1' } });
    expect(api.calls[1].body).toEqual({ type: 'Administrateurs', companionInfo: {}, hasCompanion: false });
  });
});

describe('auth provider', () => {
  it("keeps the token under adminToken after a successful sign-in", async () => {
    api.respond({ body: { token: 'eyJ.jeton' } });
    await authProvider.login({ username: 'admin@test.fr', password: 'secret' });
    expect(api.calls[0]).toMatchObject({ url: '/api/admin/login', method: 'POST', body: { email: 'admin@test.fr', password: 'secret' } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('eyJ.jeton');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it("answers 'Identifiants invalides' on a refused sign-in, and stores nothing", async () => {
    api.respond({ status: 401, body: { statusCode: 401, message: 'Identifiants invalides', error: 'Unauthorized' } }, { status: 401, body: {} });
    await expect(authProvider.login({ username: 'admin@test.fr', password: 'faux' })).rejects.toThrow('Identifiants invalides');
    await expect(authProvider.login({ username: 'admin@test.fr', password: 'faux' })).rejects.toThrow('Identifiants invalides');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signing out forgets the token', async () => {
    localStorage.setItem(TOKEN_KEY, 'eyJ.jeton');
    await authProvider.logout({});
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('reads the identity with the token', async () => {
    localStorage.setItem(TOKEN_KEY, 'eyJ.jeton');
    api.respond({ body: { id: 'adm1', email: 'admin@test.fr' } });
    expect(await authProvider.getIdentity!()).toEqual({ id: 'adm1', fullName: 'admin@test.fr' });
    expect(api.calls[0].headers.get('Authorization')).toBe('Bearer eyJ.jeton');
  });
});

const proposal = { establishment_name: 'Boulangerie du Parc', address: '3 place Bellecour, 69002 Lyon', date: '2026-12-20T14:00:00.000Z' };
const listParams = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('data provider: matching and artisan spaces', () => {
  const path = (i: number) => new URL(api.calls[i].url, 'http://localhost');

  it("asks a request's candidates with the date, radius and whether to list the excluded", async () => {
    const candidates = [
      {
        merchantId: 'm1',
        establishment_name: 'Le Fournil',
        address: '3 rue de la Paix',
        city_label: 'Lyon (69001)',
        sector: 'Boulangerie',
        distanceKm: 2.4,
        max_children: 8,
        recentWorkshops: 0,
        eligible: true,
        reasons: [],
      },
    ];
    api.respond(answerOf('get', '/api/admin/parent-requests/{id}/candidates', candidates));
    const answer = await dataProvider.parentRequestCandidates('r/1', { date: '2026-12-05T13:00:00.000Z', radiusKm: 15, includeExcluded: true });
    expect(path(0).pathname).toBe('/api/admin/parent-requests/r%2F1/candidates');
    expect(Object.fromEntries(path(0).searchParams)).toEqual({ date: '2026-12-05T13:00:00.000Z', radiusKm: '15', includeExcluded: 'true' });
    expect(answer).toEqual(candidates);
  });

  it('sends, lists and withdraws offers on their endpoints', async () => {
    api.respond(
      { ...answerOf('post', '/api/admin/parent-requests/{id}/offers', []), status: 201 },
      answerOf('get', '/api/admin/parent-requests/{id}/offers', []),
      answerOf('delete', '/api/admin/parent-requests/{id}/offers/{offerId}', []),
    );
    await dataProvider.sendOffers('r1', { merchantIds: ['m2', 'm1'], date: '2026-12-05T13:00:00.000Z' });
    await dataProvider.parentRequestOffers('r1');
    await dataProvider.withdrawOffer('r1', 'o1');
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/admin/parent-requests/r1/offers', { merchantIds: ['m2', 'm1'], date: '2026-12-05T13:00:00.000Z' }],
      ['GET', '/api/admin/parent-requests/r1/offers', undefined],
      ['DELETE', '/api/admin/parent-requests/r1/offers/o1', undefined],
    ]);
  });

  it('reads the requests without an artisan', async () => {
    api.respond(answerOf('get', '/api/admin/parent-requests/unmatched', []));
    await dataProvider.unmatchedRequests();
    expect(api.calls[0].url).toBe('/api/admin/parent-requests/unmatched');
  });

  it("sends an artisan a new space link and revokes their links, and reads back the artisan's record", async () => {
    // Both routes answer the artisan's record (a `{ message }` mock here once hid the back office's empty notice).
    const sent = merchantRequest();
    const revoked = merchantRequest({ space_link_sent_at: null });
    api.respond(
      answerOf('post', '/api/admin/merchant-requests/{id}/space-link', sent),
      answerOf('delete', '/api/admin/merchant-requests/{id}/space-links', revoked),
    );
    expect(await dataProvider.sendMerchantSpaceLink('m1')).toEqual(sent);
    expect(await dataProvider.revokeMerchantSpaceLinks('m1')).toEqual(revoked);
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/admin/merchant-requests/m1/space-link'],
      ['DELETE', '/api/admin/merchant-requests/m1/space-links'],
    ]);
  });

  it("draws an artisan's DAC7 copy again with the year and the mail choice", async () => {
    const answer = { year: 2026, version: 2, updated_at: '2027-01-20T10:00:00.000Z', mailed: true };
    api.respond(answerOf('post', '/api/admin/merchant-requests/{id}/dac7-copies', answer), new TypeError('Failed to fetch'));
    expect(await dataProvider.regenerateDac7Copy('m1', { year: 2026, send_mail: true })).toEqual(answer);
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/api/admin/merchant-requests/m1/dac7-copies', { year: 2026, send_mail: true }]]);
    expect((await rejection(dataProvider.regenerateDac7Copy('m1', { year: 2026, send_mail: false }))).message).toBe(FALLBACKS.dac7Copy);
  });

  it("a refusal carries the server's French message, else the action's fallback", async () => {
    api.respond({ status: 409, body: { statusCode: 409, message: "Cette demande n'attend plus d'artisan." } }, new TypeError('Failed to fetch'));
    expect((await rejection(dataProvider.sendOffers('r1', { merchantIds: ['m1'], date: '2026-12-05T13:00:00.000Z' }))).message).toBe("Cette demande n'attend plus d'artisan.");
    expect((await rejection(dataProvider.withdrawOffer('r1', 'o1'))).message).toBe(FALLBACKS.withdrawOffer);
  });
});
