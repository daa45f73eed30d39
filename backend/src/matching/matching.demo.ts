import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, like, notExists, sql } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { cities } from '../cities/cities.schema';
import { DEFAULT_WORKSHOP_TIME, parisDay, parisInstant, postalAddress, type OfferStatus } from '@ptits-mitrons/domain';
import type { Database, Transaction } from '../database/database.types';
import type { DemoSeeder } from '../database/demo-seeder';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';
import { merchantOffers } from './matching.schema';

/** The demo rows of the merchants' and parents' seeders (their addresses' domains). */
const DEMO_ARTISANS = '%@demo-artisans.fr';
const DEMO_PARENTS = '%@demo-parents.fr';
const HOUR = 3_600_000;

type DemoRequest = typeof parentRequests.$inferSelect;

/**
 * A few offers on the demo's requests, so that the back office and the artisans' spaces show the matching at work:
 * in Lyon a request whose offer waits for Boulangerie des Pentes (Le Fournil de Villeurbanne next), and a settled
 * workshop of the same bakery; in Marseille a request both bakeries turned down, under « Sans artisan ».
 * Runs after the merchants' and parents' seeders; skipped when demo offers exist.
 */
async function seedMatching(db: Database): Promise<void> {
  const bakers = await db.select().from(merchantRequests).where(and(like(merchantRequests.email, DEMO_ARTISANS), eq(merchantRequests.status, 'active')));
  const baker = (name: string) => bakers.find((row) => row.establishmentName === name);
  const [pentes, villeurbanne, rome, aubagne] = ['Boulangerie des Pentes', 'Le Fournil de Villeurbanne', 'Pains et Merveilles', 'Le Four d’Aubagne'].map(baker);
  if (!pentes || !villeurbanne || !rome || !aubagne) return;
  const [existing] = await db.select({ id: merchantOffers.id }).from(merchantOffers).where(inArray(merchantOffers.merchantRequestId, bakers.map((b) => b.id))).limit(1);
  if (existing) return;
  const now = Date.now();
  const today = parisDay(now);

  await db.transaction(async (tx) => {
    const awaiting = (cityName: string) =>
      tx
        .select({ request: parentRequests })
        .from(parentRequests)
        .innerJoin(cities, eq(cities.id, parentRequests.targetCityId))
        .where(
          and(
            like(parentRequests.parentEmail, DEMO_PARENTS),
            eq(cities.nom, cityName),
            eq(parentRequests.status, 'submitted'),
            eq(parentRequests.isPaymentAuthorized, true),
            gt(parentRequests.desiredDate, today),
            notExists(tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.parentRequestId, parentRequests.id))),
          ),
        )
        .orderBy(asc(parentRequests.desiredDate))
        .limit(1);

    const [lyon] = await awaiting('Lyon');
    if (lyon) {
      const sentAt = new Date(now - 5 * HOUR);
      await queue(tx, lyon.request, [
        { merchant: pentes, status: 'pending', sentAt, expiresAt: new Date(sentAt.getTime() + 48 * HOUR) },
        { merchant: villeurbanne, status: 'queued' },
      ]);
    }

    const [marseille] = await awaiting('Marseille');
    if (marseille) {
      const sentAt = new Date(now - 80 * HOUR);
      const declinedAt = new Date(sentAt.getTime() + 6 * HOUR);
      await queue(tx, marseille.request, [
        { merchant: rome, status: 'declined', sentAt, respondedAt: declinedAt, reason: 'Fermé pour travaux ce jour-là.' },
        { merchant: aubagne, status: 'expired', sentAt: declinedAt, expiresAt: new Date(declinedAt.getTime() + 48 * HOUR) },
      ]);
      await tx.insert(auditEvents).values({
        entityType: 'parent_request',
        entityId: marseille.request.id,
        action: 'no_artisan',
        actor: 'system',
        statusBefore: 'submitted',
        statusAfter: 'submitted',
        createdAt: new Date(declinedAt.getTime() + 48 * HOUR),
      });
    }

    // A settled Lyon booking becomes the bakery's confirmed workshop (its proposal now names the bakery).
    const [settled] = await tx
      .select({ request: parentRequests, proposal: proposals })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .innerJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(
        and(
          like(parentRequests.parentEmail, DEMO_PARENTS),
          eq(cities.nom, 'Lyon'),
          eq(parentRequests.status, 'accepted'),
          eq(proposals.status, 'accepted'),
          gt(proposals.date, sql`now()`),
        ),
      )
      .limit(1);
    if (settled) {
      const [bakeryCity] = await tx.select({ nom: cities.nom, code_postal: cities.codePostal }).from(cities).where(eq(cities.id, pentes.cityId));
      await tx
        .update(proposals)
        .set({ merchantRequestId: pentes.id, establishmentName: pentes.establishmentName, address: postalAddress(pentes.address, bakeryCity) })
        .where(eq(proposals.id, settled.proposal.id));
      await queue(
        tx,
        settled.request,
        [{ merchant: pentes, status: 'accepted', sentAt: settled.proposal.createdAt, respondedAt: settled.proposal.createdAt, proposalId: settled.proposal.id }],
        settled.proposal.date,
      );
    }
  });

  async function queue(
    tx: Transaction,
    request: DemoRequest,
    offers: Array<{
      merchant: typeof merchantRequests.$inferSelect;
      status: OfferStatus;
      sentAt?: Date;
      expiresAt?: Date;
      respondedAt?: Date;
      reason?: string;
      proposalId?: string;
    }>,
    workshopAt = parisInstant(request.desiredDate, DEFAULT_WORKSHOP_TIME),
  ): Promise<void> {
    const queueId = randomUUID();
    await tx.insert(merchantOffers).values(
      offers.map((offer, index) => ({
        parentRequestId: request.id,
        merchantRequestId: offer.merchant.id,
        queueId,
        rank: index + 1,
        status: offer.status,
        workshopAt,
        sentAt: offer.sentAt ?? null,
        expiresAt: offer.expiresAt ?? null,
        respondedAt: offer.respondedAt ?? null,
        declineReason: offer.reason ?? null,
        proposalId: offer.proposalId ?? null,
        createdAt: offers[0].sentAt ?? new Date(now),
      })),
    );
    await tx.insert(auditEvents).values({
      entityType: 'parent_request',
      entityId: request.id,
      action: 'offers_queued',
      actor: 'system',
      statusBefore: request.status,
      statusAfter: request.status,
      reason: offers.map((offer, index) => `${index + 1}. ${offer.merchant.establishmentName}`).join(', '),
      createdAt: offers[0].sentAt ?? new Date(now),
    });
  }
}

export const matchingDemoSeeder: DemoSeeder = { name: 'offres aux artisans', seed: seedMatching };
