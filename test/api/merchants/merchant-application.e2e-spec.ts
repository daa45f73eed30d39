import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { BOT_CHECK_FAILED } from '../../../backend/src/bot-check/bot-check.messages';
import { TOO_MANY_SUBMISSIONS, PUBLIC_FORM_LIMIT } from '../../../backend/src/bot-check/public-form-throttle';
import { SINGLE_LINE_MESSAGE } from '../../../backend/src/common/form-fields';
import { activitySectors, auditEvents, merchantRequests } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../../support/app';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../support/fake-recaptcha';
import { countRows, DIJON, freshIp, merchantForm, submitMerchant } from '../../support/merchant-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

const PHONE_MESSAGE = 'Veuillez entrer un numéro de téléphone valide (10 chiffres)';

describe('Public merchant application (POST /api/merchants/request)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let recaptcha: FakeRecaptcha;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    recaptcha = await startFakeRecaptcha();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ...recaptcha.env } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await recaptcha.stop();
  });

  const post = (body: unknown, ip = freshIp()) => t.http().post('/api/merchants/request').set('X-Forwarded-For', ip).send(body as object);
  const stored = (id: string) => t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id));

  it('stores a valid application once, pending, with its sector, and the applicant and the operator get their mails', async () => {
    const response = await post(merchantForm({ available_days: ['Mercredi', 'Samedi'], available_hours: ['08:00', '14:30', '23:30'] })).expect(201);
    const id = response.body.id as string;
    expect(response.body).toEqual({ _id: id, id, status: 'pending_validation' });
    const [row] = await stored(id);
    expect(row).toMatchObject({
      establishmentName: 'Boulangerie du Parc',
      activitySectorId: 'boulanger',
      cityId: DIJON,
      email: 'jeanne.martin@example.fr',
      phone: '0612345678',
      capacity: 45,
      status: 'pending_validation',
      availableDays: ['Mercredi', 'Samedi'],
      availableHours: ['08:00', '14:30', '23:30'],
    });
    const history = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(history).toEqual([expect.objectContaining({ entityType: 'merchant_request', action: 'create', actor: 'public', statusBefore: null, statusAfter: 'pending_validation' })]);

    await t.app.get(MailWorker).processDue();
    const mails = await smtp.waitForMessages(2);
    const applicant = mails.find((m) => m.to[0] === 'jeanne.martin@example.fr')!;
    expect(applicant.parsed.subject).toBe('Nous avons bien reçu votre candidature, Boulangerie du Parc');
    expect(applicant.parsed.text).toContain("Merci d'avoir rempli le formulaire ! Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais.");
    const operator = mails.find((m) => m.to[0] === 'operateur@test.fr')!;
    expect(operator.parsed.subject).toBe('Nouvelle candidature artisan : Boulangerie du Parc (Dijon (21000))');
    expect(operator.parsed.text).toContain('Téléphone : 0612345678');
  });

  it('reuses the sector of the same name whatever the case and accents, and creates a new one once', async () => {
    const patissier = await submitMerchant(t, { activity_sector_id: 'PATISSIER' });
    const patissierAccent = await submitMerchant(t, { activity_sector_id: 'pâtissier ' });
    const newOne = await submitMerchant(t, { activity_sector_id: 'Souffleur de verre' });
    const sameNew = await submitMerchant(t, { activity_sector_id: 'souffleur-de-VERRE' });
    const rows = await Promise.all([patissier, patissierAccent, newOne, sameNew].map(async (id) => (await stored(id))[0].activitySectorId));
    expect(rows).toEqual(['patissier', 'patissier', 'souffleur-de-verre', 'souffleur-de-verre']);
    const created = await t.db.select().from(activitySectors).where(eq(activitySectors.id, 'souffleur-de-verre'));
    expect(created).toEqual([expect.objectContaining({ nom: 'Souffleur de verre', searchKey: 'souffleur de verre' })]);
    const { body } = await t.http().get('/api/activity-sectors').expect(200);
    expect(body).toEqual(expect.arrayContaining([expect.objectContaining({ _id: 'souffleur-de-verre', nom: 'Souffleur de verre' })]));
  });

  it('numbers a new sector whose slug is taken by another name', async () => {
    // "createur-bijoux" is the id of "Créateur de bijoux", whose name differs.
    const id = await submitMerchant(t, { activity_sector_id: 'Créateur bijoux' });
    const [row] = await stored(id);
    expect(row.activitySectorId).toBe('createur-bijoux-2');
  });

  it('keeps the description absent when empty, and accepts the capacity of 1 the form sends for an empty area', async () => {
    const id = await submitMerchant(t, { description: '', capacity: 1 });
    const [row] = await stored(id);
    expect(row.description).toBeNull();
    expect(row.capacity).toBe(1);
    const withoutDescription = await submitMerchant(t, { description: undefined });
    expect((await stored(withoutDescription))[0].description).toBeNull();
  });

  it.each([
    ['no establishment name', { establishment_name: undefined }, "Le nom de l'établissement est obligatoire."],
    ['a blank establishment name', { establishment_name: '   ' }, "Le nom de l'établissement est obligatoire."],
    ['a too long establishment name', { establishment_name: 'B'.repeat(121) }, "Le nom de l'établissement ne doit pas dépasser 120 caractères."],
    ['no sector', { activity_sector_id: '' }, "Le secteur d'activité est obligatoire."],
    ['a sector of symbols only', { activity_sector_id: '!!!' }, "Le secteur d'activité est invalide."],
    // A new sector's name is listed to everyone (GET /api/activity-sectors): it was stored with these characters.
    ['a sector with control characters', { activity_sector_id: '\u0001\u0002\u001b[31m' }, SINGLE_LINE_MESSAGE],
    ['a sector with a right-to-left override', { activity_sector_id: 'Luthier \u202eeidnalf' }, "Le secteur d'activité est invalide."],
    ['no address', { address: undefined }, "L'adresse est obligatoire."],
    ['a too long address', { address: 'a'.repeat(251) }, "L'adresse ne doit pas dépasser 250 caractères."],
    ['no city', { city_id: undefined }, 'Veuillez choisir une ville dans la liste des suggestions.'],
    ['an unknown city', { city_id: '99999-99999' }, 'Veuillez choisir une ville dans la liste des suggestions.'],
    ['no first name', { manager_firstname: undefined }, 'Le prénom du responsable est obligatoire.'],
    ['no last name', { manager_lastname: 42 }, 'Le nom du responsable est obligatoire.'],
    ['no e-mail', { email: undefined }, "L'adresse e-mail est obligatoire."],
    ['a malformed e-mail', { email: 'jeanne@' }, 'Veuillez entrer une adresse e-mail valide.'],
    ['no phone', { phone: undefined }, 'Le numéro de téléphone est obligatoire.'],
    ['a 9-digit phone', { phone: '061234567' }, PHONE_MESSAGE],
    ['an 11-digit phone', { phone: '061234567890' }, PHONE_MESSAGE],
    ['a phone with letters', { phone: '06123456ab' }, PHONE_MESSAGE],
    ['an international phone', { phone: '+33612345678' }, PHONE_MESSAGE],
    ['a too long description', { description: 'x'.repeat(2001) }, 'Les commentaires ne doivent pas dépasser 2000 caractères.'],
    ['no capacity', { capacity: undefined }, 'La capacité est obligatoire.'],
    ['a capacity of 0', { capacity: 0 }, 'La capacité doit être un nombre supérieur ou égal à 1.'],
    ['a negative capacity', { capacity: -3 }, 'La capacité doit être un nombre supérieur ou égal à 1.'],
    ['a capacity as text', { capacity: '12' }, 'La capacité doit être un nombre supérieur ou égal à 1.'],
    ['a lower-case day', { available_days: ['lundi'] }, 'Les jours de disponibilité doivent être des jours de la semaine, de Lundi à Dimanche.'],
    ['days that are not a list', { available_days: 'Lundi' }, 'Les jours de disponibilité doivent être des jours de la semaine, de Lundi à Dimanche.'],
    ['a day twice', { available_days: ['Lundi', 'Lundi'] }, 'Un jour de disponibilité est en double.'],
    ['a slot before 08:00', { available_hours: ['07:30'] }, 'Les créneaux de disponibilité doivent être des demi-heures de 08:00 à 23:30.'],
    ['a slot off the half hour', { available_hours: ['09:15'] }, 'Les créneaux de disponibilité doivent être des demi-heures de 08:00 à 23:30.'],
    ['a slot as a number', { available_hours: [9] }, 'Les créneaux de disponibilité doivent être des demi-heures de 08:00 à 23:30.'],
  ])('refuses %s with its French message and stores nothing', async (_label, overrides, message) => {
    const before = await countRows(t);
    const response = await post(merchantForm(overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect(response.body.statusCode).toBe(400);
    expect(await countRows(t)).toEqual(before);
  });

  it.each([
    ['no token', undefined, undefined],
    ['an unknown token', 'jeton-inconnu', undefined],
    ['a token for another action', 'jeton-login', { action: 'LOGIN', score: 0.9 }],
    ['a low score', 'jeton-robot', { action: 'SUBMIT', score: 0.1 }],
    ['an expired token', 'jeton-expire', { valid: false, invalidReason: 'EXPIRED' }],
  ])('refuses %s with a French 400 and stores nothing', async (_label, token, verdict) => {
    if (token && verdict) recaptcha.setVerdict(token, verdict);
    const before = await countRows(t);
    const response = await post(merchantForm({ recaptchaToken: token })).expect(400);
    expect(response.body.message).toBe(BOT_CHECK_FAILED);
    expect(await countRows(t)).toEqual(before);
  });

  it('answers a filled honeypot like a success, stores nothing and does not even ask reCAPTCHA', async () => {
    const before = await countRows(t);
    const calls = recaptcha.calls.length;
    const response = await post(merchantForm({ website: 'http://spam.example', recaptchaToken: undefined })).expect(201);
    expect(response.body).toEqual({ _id: response.body.id, id: response.body.id, status: 'pending_validation' });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countRows(t)).toEqual(before);
    expect(recaptcha.calls.length).toBe(calls);
    expect(await stored(response.body.id)).toEqual([]);
  });

  it(`throttles one address after ${PUBLIC_FORM_LIMIT} submissions with a French 429`, async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) await post({}, ip).expect(400);
    const blocked = await post(merchantForm(), ip).expect(429);
    expect(blocked.body.message).toBe(TOO_MANY_SUBMISSIONS);
    await post(merchantForm(), '203.0.113.100').expect(201);
  });

  it('never answers 500 to 1,000 random malformed bodies, and stores only what it accepts', async () => {
    const before = await countRows(t);
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object(), fc.string({ unit: 'grapheme', maxLength: 3000 }));
    const field = <T>(valid: fc.Arbitrary<T>) => fc.option(fc.oneof(valid, anyValue), { nil: undefined });
    const body = fc.record({
      establishment_name: field(fc.constant('Fournil')),
      activity_sector_id: field(fc.constantFrom('boulanger', 'Céramiste', 'Luthier')),
      address: field(fc.constant('1 rue Haute')),
      city_id: field(fc.constantFrom(DIJON, '69123-69001')),
      manager_firstname: field(fc.constant('Ana')),
      manager_lastname: field(fc.constant('Roy')),
      email: field(fc.emailAddress()),
      phone: field(fc.stringMatching(/^\d{10}$/)),
      description: field(fc.string()),
      capacity: field(fc.integer({ min: 1, max: 500 })),
      available_days: field(fc.subarray(['Lundi', 'Mardi', 'Samedi'])),
      available_hours: field(fc.subarray(['08:00', '12:30', '23:30'])),
      recaptchaToken: fc.constantFrom('jeton-humain', 'jeton-humain', 'jeton-inconnu', undefined),
    });
    const raw = fc.oneof(
      { weight: 8, arbitrary: body },
      { weight: 1, arbitrary: fc.anything() },
      { weight: 1, arbitrary: fc.string() },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(raw, async (payload) => {
        const request = t.http().post('/api/merchants/request').set('X-Forwarded-For', freshIp());
        const isRecord = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
        // Anything else goes as raw text: a JSON scalar or array, or a string that is not JSON at all.
        const text = typeof payload === 'string' ? payload : (JSON.stringify(payload) ?? '');
        const response = isRecord ? await request.send(payload as object) : await request.set('Content-Type', 'application/json').send(text);
        expect([201, 400, 413, 415]).toContain(response.status);
        expect(typeof response.body.message === 'string' || response.status === 201).toBe(true);
        if (response.status === 201) accepted++;
      }),
      { numRuns: 1000 },
    );
    const after = await countRows(t);
    expect(after.merchants - before.merchants).toBe(accepted);
    expect(after.mails - before.mails).toBe(2 * accepted);
  }, 300_000);
});
