import { addDays, AVAILABILITY_MESSAGES, MAX_CHILDREN, MAX_CHILDREN_MESSAGE, MAX_DAYS_OFF, MERCHANT_SPACE_MESSAGES, parisDay } from '@ptits-mitrons/domain';
import { and, eq } from 'drizzle-orm';
import { MALFORMED_TEXT } from '../../../backend/src/common/hostile-input';
import { auditEvents, merchantRequests } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { merchantForm } from '../../support/merchant-requests';
import { approvedMerchant, createSpaceApp } from './support';

describe("The artisan's availability (PUT /api/merchant-space/{token}/availability)", () => {
  let t: TestApp;
  let clock: TestClock;
  let merchant: { id: string; token: string };

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp());
    merchant = await approvedMerchant(t, { email: 'dispo.artisan@example.fr', available_days: ['Mercredi'], available_hours: ['14:00'] });
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const valid = () => ({ available_days: ['Samedi', 'Mercredi'], available_hours: ['15:00', '14:00', '14:30'], max_children: 12, days_off: [addDays(parisDay(), 7)] });
  const put = (body: unknown, token = merchant.token) => t.http().put(`/api/merchant-space/${token}/availability`).send(body as object);
  const row = async () => (await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, merchant.id)))[0];

  it.each<[string, Record<string, unknown>, string]>([
    ['days missing', { available_days: undefined }, AVAILABILITY_MESSAGES.days],
    ['days not a list', { available_days: 'Lundi' }, AVAILABILITY_MESSAGES.days],
    ['an unknown day', { available_days: ['Lundi', 'Funday'] }, AVAILABILITY_MESSAGES.days],
    ['a duplicate day', { available_days: ['Lundi', 'Lundi'] }, AVAILABILITY_MESSAGES.daysDuplicate],
    ['hours missing', { available_hours: undefined }, AVAILABILITY_MESSAGES.hours],
    ['an hour off the half-hours', { available_hours: ['14:15'] }, AVAILABILITY_MESSAGES.hours],
    ['an hour before 08:00', { available_hours: ['07:30'] }, AVAILABILITY_MESSAGES.hours],
    ['a duplicate hour', { available_hours: ['14:00', '14:00'] }, AVAILABILITY_MESSAGES.hoursDuplicate],
    ['max children missing', { max_children: undefined }, MAX_CHILDREN_MESSAGE],
    ['max children as text', { max_children: '8' }, MAX_CHILDREN_MESSAGE],
    ['max children a decimal', { max_children: 7.5 }, MAX_CHILDREN_MESSAGE],
    ['max children 0', { max_children: 0 }, MAX_CHILDREN_MESSAGE],
    ['max children above the maximum', { max_children: MAX_CHILDREN.max + 1 }, MAX_CHILDREN_MESSAGE],
    ['days off missing', { days_off: undefined }, MERCHANT_SPACE_MESSAGES.daysOffInvalid],
    ['days off not a list', { days_off: '2030-01-01' }, MERCHANT_SPACE_MESSAGES.daysOffInvalid],
    ['a day off not a date', { days_off: ['demain'] }, MERCHANT_SPACE_MESSAGES.daysOffInvalid],
    ['a day off that does not exist', { days_off: ['2030-02-30'] }, MERCHANT_SPACE_MESSAGES.daysOffInvalid],
    ['a day off with a time', { days_off: ['2030-01-01T10:00:00Z'] }, MERCHANT_SPACE_MESSAGES.daysOffInvalid],
    ['a duplicate day off', { days_off: ['2030-01-01', '2030-01-01'] }, MERCHANT_SPACE_MESSAGES.daysOffDuplicate],
    ['too many days off', { days_off: Array.from({ length: MAX_DAYS_OFF + 1 }, (_, i) => addDays('2030-01-01', i)) }, MERCHANT_SPACE_MESSAGES.daysOffTooMany],
    ['a NUL byte', { available_days: ['Lun\u0000di'] }, MALFORMED_TEXT],
    ['a lone surrogate', { days_off: ['2030-01-0\ud800'] }, MALFORMED_TEXT],
    ['10 KB of text', { available_hours: ['1'.repeat(10_240)] }, AVAILABILITY_MESSAGES.hours],
    ['an object', { available_days: { Lundi: true } }, AVAILABILITY_MESSAGES.days],
  ])('refuses %s in French and changes nothing', async (_label, change, message) => {
    const before = await row();
    const body: Record<string, unknown> = { ...valid(), ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const answer = await put(body).expect(400);
    expect(answer.body.message).toBe(message);
    expect(await row()).toEqual(before);
  });

  it('saves the availability in order, drops past days off, audits it and answers the new space', async () => {
    const past = addDays(parisDay(), -2);
    const later = addDays(parisDay(), 30);
    const today = parisDay();
    const { body } = await put({ ...valid(), days_off: [later, past, today] }).expect(200);
    expect(body.availability).toEqual({ available_days: ['Mercredi', 'Samedi'], available_hours: ['14:00', '14:30', '15:00'], days_off: [today, later], max_children: 12 });
    expect(body.profile.max_children).toBe(12);
    expect(await row()).toMatchObject({ availableDays: ['Mercredi', 'Samedi'], availableHours: ['14:00', '14:30', '15:00'], daysOff: [today, later], maxChildren: 12, capacity: 45 });
    const audit = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, merchant.id), eq(auditEvents.action, 'availability_updated')));
    expect(audit).toHaveLength(1);
    expect(audit[0].actor).toBe('merchant');
    expect((await t.http().get(`/api/merchant-space/${merchant.token}`).expect(200)).body.availability).toEqual(body.availability);

    // Nothing at all is a valid answer: the artisan is away for now.
    expect((await put({ available_days: [], available_hours: [], max_children: 1, days_off: [] }).expect(200)).body.availability).toEqual({ available_days: [], available_hours: [], days_off: [], max_children: 1 });
    // A day off passes: the next view no longer shows it.
    await put({ ...valid(), days_off: [addDays(today, 1)] }).expect(200);
    clock.set(Date.now() + 3 * 86_400_000);
    expect((await t.http().get(`/api/merchant-space/${merchant.token}`).expect(200)).body.availability.days_off).toEqual([]);
  });

  it("lets staff set the number of children in the application's edit, validated the same, the area untouched", async () => {
    const auth = await t.adminAuth();
    const edit = (extra: Record<string, unknown>) =>
      t.http().put(`/api/admin/merchant-requests/${merchant.id}`).set(auth).send({ ...merchantForm({ email: 'dispo.artisan@example.fr', recaptchaToken: undefined }), ...extra });
    expect((await edit({ max_children: 20 }).expect(200)).body).toMatchObject({ max_children: 20, capacity: 45 });
    const before = await row();
    for (const bad of [0, MAX_CHILDREN.max + 1, 2.5, '9']) expect((await edit({ max_children: bad }).expect(400)).body.message).toBe(MAX_CHILDREN_MESSAGE);
    expect(await row()).toEqual(before);
    // Absent: kept (the public form never sends it).
    expect((await edit({}).expect(200)).body.max_children).toBe(20);
  });

  it('answers an unknown or expired token with the 404 and changes nothing', async () => {
    const before = await row();
    await put(valid(), 'A'.repeat(32)).expect(404);
    clock.set(Date.now() + 200 * 86_400_000);
    await put(valid()).expect(404);
    expect(await row()).toEqual(before);
  });
});
