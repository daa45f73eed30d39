import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { parentRequests } from '../../../backend/src/database/schema';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { createTestApp, type TestApp } from '../../support/app';
import { BOT_CHECK_FAILED } from '../../../backend/src/bot-check/bot-check.messages';
import { PUBLIC_FORM_LIMIT } from '../../../backend/src/bot-check/public-form-throttle';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../support/fake-recaptcha';
import { freshIp } from '../../support/merchant-requests';
import { LYON_1, parentForm } from '../../support/parent-requests';

const PHONE = 'Veuillez entrer un numéro de téléphone valide (10 chiffres)';

describe('POST /api/parents: the public parent form', () => {
  let t: TestApp;
  let recaptcha: FakeRecaptcha;
  beforeAll(async () => {
    recaptcha = await startFakeRecaptcha();
    t = await createTestApp({ env: recaptcha.env });
  });
  afterAll(async () => {
    await t.close();
    await recaptcha.stop();
  });

  const post = () => t.http().post('/api/parents').set('X-Forwarded-For', freshIp());
  const storedRequests = async () => (await t.db.select({ n: count() }).from(parentRequests))[0].n;

  it('stores a valid request as submitted and unpaid, and answers its id', async () => {
    const { body } = await post().send(parentForm()).expect(201);
    expect(body).toEqual({ _id: body.id, id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'submitted' });
    const { body: record } = await t.http().get(`/api/admin/parent-requests/${body.id}`).set(await t.adminAuth()).expect(200);
    expect(record).toMatchObject({
      _id: body.id,
      parent_firstname: 'Hélène',
      parent_lastname: 'Lefèvre',
      parent_phone: '0612345678',
      child_age: 7,
      number_of_children: 8,
      merchant_type: 'boulanger',
      status: 'submitted',
      status_label: 'En attente de traitement',
      isPaymentAuthorized: false,
      target_city_id: { _id: LYON_1, id: LYON_1, nom: 'Lyon', code_postal: '69001' },
      proposal: null,
      proposals: [],
    });
  });

  it('is bot-checked: a refused token or a filled honeypot stores nothing, and one address is throttled', async () => {
    const before = await storedRequests();
    recaptcha.setVerdict('jeton-robot', { valid: true, action: 'SUBMIT', score: 0.1 });
    for (const recaptchaToken of ['jeton-robot', undefined]) {
      const { body } = await post().send(parentForm({ recaptchaToken })).expect(400);
      expect(body.message).toBe(BOT_CHECK_FAILED);
    }
    const trap = await post().send(parentForm({ website: 'http://spam.example' })).expect(201);
    expect(trap.body.status).toBe('submitted');
    await t.http().get(`/api/admin/parent-requests/${trap.body.id}`).set(await t.adminAuth()).expect(404);
    expect(await storedRequests()).toBe(before);
    const ip = freshIp();
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) await t.http().post('/api/parents').set('X-Forwarded-For', ip).send({}).expect(400);
    const blocked = await t.http().post('/api/parents').set('X-Forwarded-For', ip).send(parentForm()).expect(429);
    expect(blocked.body.message).toMatch(/Trop d'envois/);
    expect(await storedRequests()).toBe(before);
  });

  it('defaults the trade to boulanger and keeps a free-text trade, trimmed', async () => {
    const { body: a } = await post().send(parentForm({ merchant_type: undefined })).expect(201);
    const { body: b } = await post().send(parentForm({ merchant_type: '  Chocolatier  ' })).expect(201);
    const auth = await t.adminAuth();
    expect((await t.http().get(`/api/admin/parent-requests/${a.id}`).set(auth)).body.merchant_type).toBe('boulanger');
    expect((await t.http().get(`/api/admin/parent-requests/${b.id}`).set(auth)).body.merchant_type).toBe('Chocolatier');
  });

  it('accepts a phone typed in pairs and the earliest allowed date (21 days ahead, Paris time)', async () => {
    const earliest = addDays(parisDay(), 21);
    await post().send(parentForm({ parent_phone: '06 12 34 56 78', desired_date: earliest })).expect(201);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['age as text', { child_age: '7' }, 'child_age', 'Le champ âge doit être un nombre'],
    ['age not an integer', { child_age: 7.5 }, 'child_age', 'Le champ âge doit être un nombre entier'],
    ['age 0', { child_age: 0 }, 'child_age', "L'âge de l'enfant doit être compris entre 1 et 102 ans."],
    ['age 103', { child_age: 103 }, 'child_age', "L'âge de l'enfant doit être compris entre 1 et 102 ans."],
    ['age missing', { child_age: undefined }, 'child_age', "L'âge de l'enfant est obligatoire."],
    ['children as text', { number_of_children: 'huit' }, 'number_of_children', "Le champ nombre d'enfants doit être un nombre"],
    ['children not an integer', { number_of_children: 2.5 }, 'number_of_children', "Le champ nombre d'enfants doit être un nombre entier"],
    ['children 0', { number_of_children: 0 }, 'number_of_children', "Le nombre d'enfants doit être compris entre 1 et 8."],
    ['children 9', { number_of_children: 9 }, 'number_of_children', "Le nombre d'enfants doit être compris entre 1 et 8."],
    ['phone of 9 digits', { parent_phone: '061234567' }, 'parent_phone', PHONE],
    ['phone of 11 digits', { parent_phone: '06123456789' }, 'parent_phone', PHONE],
    ['phone with letters', { parent_phone: '06123456ab' }, 'parent_phone', PHONE],
    ['phone missing', { parent_phone: '' }, 'parent_phone', 'Le numéro de téléphone est obligatoire.'],
    ['e-mail invalid', { parent_email: 'helene@' }, 'parent_email', 'Veuillez entrer une adresse e-mail valide.'],
    ['e-mail missing', { parent_email: undefined }, 'parent_email', "L'adresse e-mail est obligatoire."],
    ['date in 20 days', { desired_date: addDays(parisDay(), 20) }, 'desired_date', "La date souhaitée doit être au moins 21 jours après aujourd'hui."],
    ['date not a date', { desired_date: '2027-02-30' }, 'desired_date', 'La date souhaitée doit être une date valide (AAAA-MM-JJ).'],
    ['date in 5 years', { desired_date: addDays(parisDay(), 5 * 365) }, 'desired_date', 'La date souhaitée doit être dans les deux prochaines années.'],
    ['date missing', { desired_date: undefined }, 'desired_date', 'La date souhaitée est obligatoire.'],
    ['unknown city', { target_city_id: '00000-00000' }, 'target_city_id', 'Veuillez choisir une ville dans la liste des suggestions.'],
    ['city missing', { target_city_id: '' }, 'target_city_id', 'Veuillez choisir une ville dans la liste des suggestions.'],
    ['first name blank', { parent_firstname: '   ' }, 'parent_firstname', 'Le prénom du parent est obligatoire.'],
    ['last name missing', { parent_lastname: undefined }, 'parent_lastname', 'Le nom du parent est obligatoire.'],
    ['child missing', { child_firstname: '' }, 'child_firstname', "Le prénom de l'enfant est obligatoire."],
    ['address missing', { target_address: undefined }, 'target_address', "L'adresse est obligatoire."],
    ['address too long', { target_address: 'x'.repeat(251) }, 'target_address', "L'adresse ne doit pas dépasser 250 caractères."],
    ['name too long', { parent_lastname: 'x'.repeat(101) }, 'parent_lastname', 'Le nom du parent ne doit pas dépasser 100 caractères.'],
    ['trade too long', { merchant_type: 'x'.repeat(61) }, 'merchant_type', 'Le métier souhaité ne doit pas dépasser 60 caractères.'],
  ];

  it.each(cases)('refuses %s with its French message and stores nothing', async (_name, overrides, field, message) => {
    const before = await storedRequests();
    const { body } = await post().send(parentForm(overrides)).expect(400);
    expect(body.message).toBe(message);
    expect(body.errors).toEqual(expect.arrayContaining([{ field, message }]));
    expect(await storedRequests()).toBe(before);
  });

  it('answers 1,000 random malformed bodies with a 4xx, never a 500, and stores none of them', async () => {
    const before = await storedRequests();
    const notText = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
    const blankOrLong = (max: number) => fc.oneof(fc.constantFrom('', '   ', '\t'), fc.string({ minLength: max + 1, maxLength: max + 50 }).filter((s) => s.trim().length > max));
    const badText = (max: number) => fc.oneof(notText, blankOrLong(max));
    const badInteger = (min: number, max: number) =>
      fc.oneof(notText, fc.string({ maxLength: 5 }), fc.double()).filter((v) => !(Number.isInteger(v) && (v as number) >= min && (v as number) <= max));
    // For each field, values the specification refuses.
    const invalidValues: Record<string, fc.Arbitrary<unknown>> = {
      parent_firstname: badText(100),
      parent_lastname: badText(100),
      child_firstname: badText(100),
      target_address: badText(250),
      parent_email: fc.oneof(notText, fc.string({ maxLength: 40 }).filter((s) => !s.includes('@'))),
      parent_phone: fc.oneof(notText, fc.string({ maxLength: 14 }).filter((s) => !/^\d{10}$/.test(s.trim().replace(/[\s.]/g, '')))),
      child_age: badInteger(1, 102),
      number_of_children: badInteger(1, 8),
      desired_date: fc.oneof(
        notText,
        fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}/.test(s.trim())),
        fc.integer({ min: -3000, max: 20 }).map((days) => addDays(parisDay(), days)),
      ),
      target_city_id: fc.oneof(notText, fc.string({ maxLength: 25 }).filter((s) => s.trim() !== LYON_1)),
      // null means "not given" (the default trade), so it is no malformed value here; nor is what JSON writes as null
      // (NaN, ±Infinity): the body is sent as JSON.
      merchant_type: fc.oneof(notText.filter((v) => JSON.stringify(v) !== 'null'), fc.string({ minLength: 61, maxLength: 90 }).filter((s) => s.trim().length > 60)),
    };
    const valid = parentForm();
    const brokenForm = fc
      .record({ field: fc.constantFrom(...Object.keys(invalidValues)), drop: fc.boolean() })
      .chain(({ field, drop }) =>
        invalidValues[field].map((value) => {
          const body: Record<string, unknown> = { ...valid };
          // merchant_type is optional: dropping it is valid, so it is always given a bad value.
          if (drop && field !== 'merchant_type') delete body[field];
          else body[field] = value;
          return body as unknown;
        }),
      );
    const notAnObject = fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer(), { maxLength: 3 }), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 9, arbitrary: brokenForm }, { weight: 1, arbitrary: notAnObject }), async (body) => {
        const response = await post().set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(typeof response.body.message).toBe('string');
      }),
      { numRuns: 1000 },
    );
    expect(await storedRequests()).toBe(before);
    // A thousand requests through the whole stack: longer than the default per-test limit on a busy machine.
  }, 300_000);
});
