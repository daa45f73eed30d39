import { MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { and, count, eq } from 'drizzle-orm';
import { auditEvents, merchantSpaceTokens, parentRequests } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { approvedMerchant, confirmedWorkshop, createSpaceApp } from './support';

describe("The artisan's calendar feed (calendar-link and calendar.ics)", () => {
  let t: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    ({ t, clock } = await createSpaceApp({ PUBLIC_URL: 'https://mitrons.example.fr/' }));
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(() => t.close());

  const feed = (token: string) =>
    t
      .http()
      .get(`/api/merchant-space/${token}/calendar.ics`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
  /** Lines unfolded (RFC 5545 folds long lines). */
  const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
  const calendarLink = async (spaceToken: string) => {
    const { body } = await t.http().post(`/api/merchant-space/${spaceToken}/calendar-link`).expect(200);
    const match = /^https:\/\/mitrons\.example\.fr\/api\/merchant-space\/([A-Za-z0-9_-]{32})\/calendar\.ics$/.exec(body.url);
    expect(match).not.toBeNull();
    return match![1];
  };

  it("holds the confirmed workshops, in Paris time, at the shop, with the refresh hints and no parent's personal data", async () => {
    const { id, token } = await approvedMerchant(t, { email: 'agenda.artisan@example.fr', establishment_name: 'Fournil des Ducs', address: '8 rue Musette' });
    // 14:00 UTC on a summer day is 16:00 in Paris.
    const date = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 4, 14, 0));
    const parent = { parent_email: 'parent.agenda@example.fr', parent_phone: '0698765432', parent_lastname: 'Secretnom', target_address: '99 rue Cachée' };
    const confirmed = await confirmedWorkshop(t, id, date, { ...parent, child_firstname: 'Inès', child_age: 6, number_of_children: 8, allergies: 'arachide, gluten' });
    const unsettled = await confirmedWorkshop(t, id, new Date(date.getTime() + 86_400_000), parent);
    await t.db.update(parentRequests).set({ status: 'proposal_sent' }).where(eq(parentRequests.id, unsettled.requestId));
    const other = await approvedMerchant(t, { email: 'autre.artisan@example.fr' });
    const foreign = await confirmedWorkshop(t, other.id, date, parent);

    const calendarToken = await calendarLink(token);
    const response = await feed(calendarToken).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const ics = unfold(response.body as string);
    const day = date.toISOString().slice(0, 10).replace(/-/g, '');
    expect(ics).toContain('X-WR-CALNAME:Les P\'tits Mitrons · Fournil des Ducs');
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(ics).toContain('X-PUBLISHED-TTL:PT1H');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:${confirmed.proposalId}@atelier-anniversaire`);
    expect(ics).not.toContain(unsettled.proposalId);
    expect(ics).not.toContain(foreign.proposalId);
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${day}T160000`);
    expect(ics).toContain(`DTEND;TZID=Europe/Paris:${day}T173000`);
    expect(ics).toContain("SUMMARY:Atelier d'anniversaire (6 ans\\, 8 enfants)");
    expect(ics).toContain('LOCATION:Fournil des Ducs\\, 8 rue Musette\\, 21000 Dijon');
    expect(ics).toContain("DESCRIPTION:Enfant : Inès\\, 6 ans\\nNombre d'enfants : 8\\nAllergies : arachide\\, gluten");
    for (const secret of ['parent.agenda@example.fr', '0698765432', 'Secretnom', 'Hélène', '99 rue Cachée']) expect(ics).not.toContain(secret);
  });

  it('keeps the two tokens apart, replaces the calendar token on each new link, and audits it', async () => {
    const { id, token } = await approvedMerchant(t, { email: 'jetons.artisan@example.fr' });
    const first = await calendarLink(token);
    await feed(first).expect(200);
    // The space token does not open the feed, the calendar token does not open the space nor act in it.
    const refused = await feed(token).expect(404);
    expect(JSON.parse(refused.body as string)).toMatchObject({ code: 'MERCHANT_SPACE_NOT_FOUND', message: MERCHANT_SPACE_MESSAGES.notFound });
    await t.http().get(`/api/merchant-space/${first}`).expect(404);
    await t.http().post(`/api/merchant-space/${first}/calendar-link`).expect(404);
    await t.http().put(`/api/merchant-space/${first}/availability`).send({ available_days: [], available_hours: [], max_children: 8, days_off: [] }).expect(404);

    const second = await calendarLink(token);
    expect(second).not.toBe(first);
    await feed(first).expect(404);
    await feed(second).expect(200);
    const [{ live }] = await t.db
      .select({ live: count() })
      .from(merchantSpaceTokens)
      .where(and(eq(merchantSpaceTokens.merchantRequestId, id), eq(merchantSpaceTokens.kind, 'calendar')));
    expect(live).toBe(2);
    const audits = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'calendar_link_created')));
    expect(audits.map((a) => a.actor)).toEqual(['merchant', 'merchant']);

    // A calendar token outlives the space link's 180 days (calendar services keep fetching), not the artisan's status.
    clock.set(Date.now() + 400 * 86_400_000);
    await feed(second).expect(200);
    await t.http().get(`/api/merchant-space/${token}`).expect(404);
  });
});
