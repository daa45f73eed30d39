import { MERCHANT_SPACE_PATH } from '@ptits-mitrons/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../backend/src/database/schema';
import type { TestApp } from '../../support/app';
import { setStatus, submitMerchant } from '../../support/merchant-requests';
import type { OfferResponse } from '@ptits-mitrons/api-types';

export const HOUR = 3_600_000;
/** The artisan's space link in a mail's text. */
export const TOKEN_IN_TEXT = new RegExp(`${MERCHANT_SPACE_PATH}/([A-Za-z0-9_-]{32})`);

/**
 * What the offer specs do again and again: validated artisans, staff's queue, the outbox, the artisan's answers.
 * `app` and `auth` are read when called (the specs create them in beforeAll).
 */
export function offerKit(app: () => TestApp, auth: () => { Authorization: string }, workshopAt: string) {
  let merchants = 0;
  const mailsTo = (email: string, template?: string) =>
    app()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), template ? eq(mailOutbox.template, template) : undefined))
      .orderBy(asc(mailOutbox.createdAt));
  return {
    /** A validated artisan, with an address of its own. */
    async artisan(name: string): Promise<{ id: string; email: string }> {
      merchants++;
      const email = `artisan${merchants}.${Date.now()}@example.fr`;
      const id = await submitMerchant(app(), { establishment_name: name, email });
      await setStatus(app(), id, 'active');
      return { id, email };
    },
    sendOffers: (requestId: string, merchantIds: string[], date = workshopAt) =>
      app().http().post(`/api/admin/parent-requests/${requestId}/offers`).set(auth()).send({ merchantIds, date }),
    queue: async (requestId: string): Promise<OfferResponse[]> =>
      (await app().http().get(`/api/admin/parent-requests/${requestId}/offers`).set(auth()).expect(200)).body,
    mailsTo,
    /** A request's mails of one template (the request's id is part of their dedup key). */
    mailsOf: (requestId: string, template: string) =>
      app()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, template), sql`${mailOutbox.dedupKey} LIKE ${`%${requestId}%`}`)),
    /** The artisan's link, as their newest mail of that template carries it. */
    async tokenFrom(email: string, template = 'merchant-offer'): Promise<string> {
      const mails = await mailsTo(email, template);
      const token = TOKEN_IN_TEXT.exec(mails[mails.length - 1].text)?.[1];
      expect(token).toBeDefined();
      return token!;
    },
    answer: (token: string, offerId: string, verb: 'accept' | 'decline', body: object = {}) =>
      app().http().post(`/api/merchant-space/${token}/offers/${offerId}/${verb}`).send(body),
  };
}
