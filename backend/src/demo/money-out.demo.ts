import { and, eq, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import { postalAddress } from '@ptits-mitrons/domain';
import { cities } from '../cities/cities.schema';
import type { Database } from '../database/database.types';
import type { DemoSeeder } from '../database/demo-seeder';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';
import { merchantPayoutDetails } from '../payout-details/payout-details.schema';

const DEMO_ARTISANS = '%@demo-artisans.fr';
const DEMO_PARENTS = '%@demo-parents.fr';

/**
 * The artisans of last month's demo birthdays and their payout details: three complete (fictitious but valid SIRET
 * and IBAN), the fourth without any, so that « Paiements artisans » shows who can be paid and who must first fill in
 * their space.
 */
const PAID_ARTISANS: { name: string; details?: { legalName: string; siret: string; iban: string; bic: string } }[] = [
  { name: 'Boulangerie des Pentes', details: { legalName: 'SARL Girard Boulangerie', siret: '90000001900001', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPLYO' } },
  { name: 'Le Fournil de Villeurbanne', details: { legalName: 'Lopez Fournil SAS', siret: '90000002700004', iban: 'FR7630004000031234567890143', bic: 'BNPAFRPPXXX' } },
  { name: 'Boulangerie des Chartrons', details: { legalName: 'EURL Durand Chartrons', siret: '90000003500007', iban: 'FR7610107001011234567890129', bic: 'BREDFRPPXXX' } },
  { name: 'Boulangerie de la Guillotière' },
];

/**
 * Last month's settled demo birthdays get their bakery (the parents' seeder leaves them without one), and the bakeries
 * their payout details. Runs after the parents' seeder; skipped when demo payout details exist.
 */
async function seedMoneyOut(db: Database): Promise<void> {
  const artisans = await db
    .select({ artisan: merchantRequests, city: { nom: cities.nom, code_postal: cities.codePostal } })
    .from(merchantRequests)
    .innerJoin(cities, eq(cities.id, merchantRequests.cityId))
    .where(and(like(merchantRequests.email, DEMO_ARTISANS), inArray(merchantRequests.establishmentName, PAID_ARTISANS.map((a) => a.name))));
  const ordered = PAID_ARTISANS.map((plan) => ({ plan, row: artisans.find((a) => a.artisan.establishmentName === plan.name) }));
  if (ordered.some((a) => !a.row)) return;
  const [existing] = await db
    .select({ id: merchantPayoutDetails.merchantRequestId })
    .from(merchantPayoutDetails)
    .where(inArray(merchantPayoutDetails.merchantRequestId, artisans.map((a) => a.artisan.id)))
    .limit(1);
  if (existing) return;

  await db.transaction(async (tx) => {
    const settled = await tx
      .select({ id: proposals.id })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .where(
        and(
          like(parentRequests.parentEmail, DEMO_PARENTS),
          eq(parentRequests.status, 'accepted'),
          eq(proposals.status, 'accepted'),
          isNull(proposals.merchantRequestId),
          lt(proposals.date, sql`now()`),
        ),
      )
      .orderBy(proposals.date);
    for (const [i, proposal] of settled.entries()) {
      const { artisan, city } = ordered[i % ordered.length].row!;
      await tx
        .update(proposals)
        .set({ merchantRequestId: artisan.id, establishmentName: artisan.establishmentName, address: postalAddress(artisan.address, city) })
        .where(eq(proposals.id, proposal.id));
    }
    for (const { plan, row } of ordered) {
      if (!plan.details) continue;
      const { artisan, city } = row!;
      await tx.insert(merchantPayoutDetails).values({
        merchantRequestId: artisan.id,
        sellerType: 'company',
        legalName: plan.details.legalName,
        siret: plan.details.siret,
        addressLine: artisan.address,
        postalCode: city.code_postal,
        city: city.nom,
        country: 'FR',
        iban: plan.details.iban,
        bic: plan.details.bic,
        accountHolder: plan.details.legalName,
      });
    }
  });
}

export const moneyOutDemoSeeder: DemoSeeder = { name: 'paiements des artisans', seed: seedMoneyOut };
