import { addDays, ALLERGIES_MESSAGE, NUMBER_OF_CHILDREN_MESSAGES, PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { and, eq } from 'drizzle-orm';
import { auditEvents, parentRequests } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { submitRequest } from '../../support/parent-requests';
import { createSpaceApp, inDays, parisInstant, tokenFromOutbox } from './support';

describe('The parent changes the details (PUT /api/parent-space/{token}/details)', () => {
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp());
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const put = (token: string, body: unknown) => t.http().put(`/api/parent-space/${token}/details`).send(body as object);
  const history = (id: string) => t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'details_updated')));

  it('changes the number of children and the allergies, writes what changed in the history and answers the page', async () => {
    const id = await submitRequest(t, { number_of_children: 6 });
    const token = await tokenFromOutbox(t, id);
    const { body } = await put(token, { number_of_children: 8, allergies: '  Arachide, sans gluten  ' }).expect(200);
    expect(body.request).toMatchObject({ number_of_children: 8, allergies: 'Arachide, sans gluten' });
    expect(body.timeline.at(-1).label).toBe('Détails modifiés');
    expect(body.actions).toContain('edit_details');

    await put(token, { allergies: 'Arachide' }).expect(200);
    const cleared = await put(token, { allergies: '' }).expect(200);
    expect(cleared.body.request.allergies).toBeNull();
    // The same values again change nothing and write no history.
    await put(token, { number_of_children: 8 }).expect(200);
    expect((await history(id)).map((h) => [h.actor, h.reason])).toEqual([
      ['public', "Nombre d'enfants : 6 → 8 ; allergies ajoutées"],
      ['public', 'allergies modifiées'],
      ['public', 'allergies effacées'],
    ]);
    const admin = await t.adminAuth();
    const record = (await t.http().get(`/api/admin/parent-requests/${id}`).set(admin).expect(200)).body;
    expect(record).toMatchObject({ number_of_children: 8, allergies: null });
  });

  it.each([
    ['no field', {}, PARENT_SPACE_MESSAGES.detailsEmpty],
    ['too many children', { number_of_children: 9 }, NUMBER_OF_CHILDREN_MESSAGES.range],
    ['no child', { number_of_children: 0 }, NUMBER_OF_CHILDREN_MESSAGES.range],
    ['a fraction', { number_of_children: 2.5 }, NUMBER_OF_CHILDREN_MESSAGES.integer],
    ['a text number', { number_of_children: 'huit' }, NUMBER_OF_CHILDREN_MESSAGES.number],
    ['501 characters of allergies', { allergies: 'a'.repeat(501) }, ALLERGIES_MESSAGE],
    ['allergies as a list', { allergies: ['arachide'] }, ALLERGIES_MESSAGE],
    ['a 10 KB text', { allergies: 'é'.repeat(10_240) }, ALLERGIES_MESSAGE],
  ])('refuses %s with a French 400 and changes nothing', async (_label, payload, message) => {
    const id = await submitRequest(t);
    const token = await tokenFromOutbox(t, id);
    const answer = await put(token, payload).expect(400);
    expect(answer.body.message).toBe(message);
    expect(await history(id)).toHaveLength(0);
  });

  it('is open until D-10 (Paris) and refused after, with a 409 and its code', async () => {
    const day = inDays(30);
    const id = await submitRequest(t, { desired_date: day });
    const token = await tokenFromOutbox(t, id);
    clock.set(parisInstant(addDays(day, -10), '23:59'));
    await put(token, { number_of_children: 5 }).expect(200);
    clock.set(parisInstant(addDays(day, -9), '00:01'));
    const late = await put(token, { number_of_children: 4 }).expect(409);
    expect(late.body).toMatchObject({ message: PARENT_SPACE_MESSAGES.detailsClosed, code: 'DETAILS_CLOSED' });
    const [row] = await t.db.select().from(parentRequests).where(eq(parentRequests.id, id));
    expect(row.numberOfChildren).toBe(5);
  });

  it('is closed on a refused request', async () => {
    const id = await submitRequest(t);
    const token = await tokenFromOutbox(t, id);
    await t.http().post(`/api/admin/parent-requests/${id}/reject`).set(await t.adminAuth()).send({ reason: 'Complet' }).expect(200);
    expect((await put(token, { number_of_children: 3 }).expect(409)).body.code).toBe('ACTION_CLOSED');
  });
});
