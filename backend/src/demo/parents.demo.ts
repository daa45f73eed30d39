import { and, eq, like } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { cities } from '../cities/cities.schema';
import { addDays, CURRENCY, DEPOSIT_CENTS, type ProposalStatus, PARENT_REQUEST_TRANSITIONS, type ParentRequestAction, type ParentRequestStatus } from '@ptits-mitrons/domain';
import type { Database } from '../database/database.types';
import type { DemoSeeder } from '../database/demo-seeder';
import { paymentIntents } from '../payments/payments.schema';
import { buildSearchText } from '../parents/parent-request-search';

import { parentRequests, proposals } from '../parents/parents.schema';

/** Demo parents write from this domain, which also marks the demo rows (idempotence). */
const DEMO_DOMAIN = '@demo-parents.fr';
const DAY = 86_400_000;

const PARENTS: [string, string][] = [
  ['Camille', 'Durand'], ['Julie', 'Lefèvre'], ['Thomas', 'Martin'], ['Sarah', 'Bernard'], ['Nicolas', 'Petit'],
  ['Émilie', 'Robert'], ['Mathieu', 'Richard'], ['Aurélie', 'Moreau'], ['Sébastien', 'Simon'], ['Céline', 'Laurent'],
  ['Maxime', 'Michel'], ['Hélène', 'Garcia'], ['Antoine', 'David'], ['Laure', 'Bertrand'], ['Karim', 'Benali'],
  ['Chloé', 'Roux'], ['Guillaume', 'Vincent'], ['Manon', 'Fournier'], ['Romain', 'Morel'], ['Inès', 'Girard'],
];
const CHILDREN = ['Léo', 'Zoé', 'Gabriel', 'Jade', 'Louis', 'Louise', 'Raphaël', 'Emma', 'Arthur', 'Alice', 'Jules', 'Lina', 'Adam', 'Rose', 'Maël', 'Anna', 'Noé', 'Mila', 'Hugo', 'Inaya'];
const CITIES: [string, string][] = [
  ['Lyon', '69003'], ['Paris', '75011'], ['Marseille', '13002'], ['Bordeaux', '33000'], ['Lille', '59000'],
  ['Nantes', '44000'], ['Toulouse', '31000'], ['Dijon', '21000'], ['Saint-Étienne', '42000'], ['Strasbourg', '67000'],
];
const STREETS = ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Gambetta', 'place de la Mairie', 'rue des Écoles'];
const TRADES = ['boulanger', 'boulanger', 'boulanger', 'boulanger', 'pâtissier', 'chocolatier'];
const BAKERIES: [string, string][] = [
  ['Boulangerie Maison Dupont', '102 rue Oberkampf'], ['Au Pain Doré', '18 rue Paul Bert'], ['Le Fournil de Léa', '27 cours de l’Intendance'],
  ['La Mie Câline', '4 quai du Lazaret'], ['Pâtisserie Chez Margaux', '55 boulevard des Belges'],
];
const NOTES = [null, null, 'Rappeler après 18h.', 'Allergie aux fruits à coque signalée.', null, 'Souhaite un atelier pain au chocolat.'];


/**
 * How many demo requests of each kind, so that every status and every tab of the back office has some. Each kind is
 * the operator's actions in order: its status is where the transition table leads them, never written by hand.
 */
const PLAN: { actions: ParentRequestAction[]; paid: boolean; n: number; proposals: ProposalStatus[]; reason?: string }[] = [
  { actions: [], paid: true, n: 8, proposals: [] },
  { actions: [], paid: false, n: 6, proposals: [] },
  { actions: ['propose'], paid: true, n: 6, proposals: ['sent'] },
  { actions: ['propose', 'propose'], paid: true, n: 2, proposals: ['closed', 'sent'] },
  { actions: ['propose', 'validate'], paid: true, n: 5, proposals: ['accepted'] },
  { actions: ['validate'], paid: true, n: 2, proposals: ['validated'] },
  { actions: ['propose', 'reject'], paid: true, n: 6, proposals: ['closed'], reason: 'Aucun artisan disponible à cette date dans le secteur.' },
  { actions: ['close'], paid: false, n: 5, proposals: [], reason: "Archivé par l'administrateur" },
];

type DemoStep = { action: string; before: ParentRequestStatus | null; after: ParentRequestStatus; reason?: string };

/** The history a demo request went through, oldest first, walking the transition table (a wrong plan throws). */
function historyOf(actions: ParentRequestAction[], paid: boolean, reason?: string): DemoStep[] {
  const steps: DemoStep[] = [{ action: 'create', before: null, after: 'submitted' }];
  // The payment hook leaves the status as it is.
  if (paid) steps.push({ action: 'deposit_paid', before: 'submitted', after: 'submitted' });
  let current: ParentRequestStatus = 'submitted';
  for (const action of actions) {
    const { from, to } = PARENT_REQUEST_TRANSITIONS[action];
    if (!from.includes(current)) throw new Error(`Démo : « ${action} » est impossible depuis « ${current} ».`);
    const last = action === actions[actions.length - 1];
    steps.push({ action, before: current, after: to, ...(last && reason ? { reason } : {}) });
    current = to;
  }
  return steps;
}

/** About forty requests over every status and tab, with proposals, payments and history; skipped when demo requests exist. */
async function seedParentRequests(db: Database): Promise<void> {
  const [existing] = await db.select({ id: parentRequests.id }).from(parentRequests).where(like(parentRequests.parentEmail, `%${DEMO_DOMAIN}`)).limit(1);
  if (existing) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const cityRows = [];
    for (const [nom, codePostal] of CITIES) {
      const [city] = await tx
        .select({ id: cities.id, nom: cities.nom, code_postal: cities.codePostal })
        .from(cities)
        .where(and(eq(cities.nom, nom), eq(cities.codePostal, codePostal)))
        .limit(1);
      if (city) cityRows.push(city);
    }
    if (cityRows.length === 0) return;
    let index = 0;
    for (const plan of PLAN) {
      for (let k = 0; k < plan.n; k++, index++) {
        const [firstname, lastname] = PARENTS[index % PARENTS.length];
        const city = cityRows[index % cityRows.length];
        const createdAt = new Date(now - ((index * 37) % 55) * DAY - (index % 9) * 3_600_000);
        const desiredDate = addDays(createdAt.toISOString().slice(0, 10), 24 + ((index * 11) % 40));
        const email = `${firstname}.${lastname}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() + index + DEMO_DOMAIN;
        const values = {
          parentFirstname: firstname,
          parentLastname: lastname,
          parentEmail: email,
          parentPhone: `06${String(10_000_000 + index * 7_654_321).slice(-8)}`,
          childFirstname: CHILDREN[(index * 7) % CHILDREN.length],
          childAge: 4 + (index % 8),
          targetAddress: `${1 + ((index * 13) % 90)} ${STREETS[index % STREETS.length]}`,
          targetCityId: city.id,
          desiredDate,
          numberOfChildren: 4 + (index % 5),
          merchantType: TRADES[index % TRADES.length],
          adminNotes: NOTES[index % NOTES.length],
        };
        const paidAt = plan.paid ? new Date(createdAt.getTime() + 600_000) : null;
        const paymentIntentId = plan.paid ? `pi_demo_seed_${String(index).padStart(3, '0')}` : null;
        const steps = historyOf(plan.actions, plan.paid, plan.reason);
        const status = steps[steps.length - 1].after;
        const updatedAt = new Date(createdAt.getTime() + (steps.length - 1) * DAY);
        const [row] = await tx
          .insert(parentRequests)
          .values({
            ...values,
            status,
            isPaymentAuthorized: plan.paid,
            paymentIntentId,
            paidAt,
            searchText: buildSearchText(values, city),
            createdAt,
            updatedAt,
          })
          .returning({ id: parentRequests.id });
        if (paymentIntentId) {
          await tx.insert(paymentIntents).values({
            id: paymentIntentId,
            provider: 'demo',
            parentRequestId: row.id,
            clientSecret: `${paymentIntentId}_secret_demo`,
            amount: DEPOSIT_CENTS,
            currency: CURRENCY,
            status: 'succeeded',
            createdAt,
            updatedAt: paidAt!,
          });
        }
        for (const [i, proposalStatus] of plan.proposals.entries()) {
          const [name, address] = BAKERIES[(index + i) % BAKERIES.length];
          const sentAt = new Date(createdAt.getTime() + (2 + i) * DAY);
          await tx.insert(proposals).values({
            parentRequestId: row.id,
            establishmentName: name,
            address: `${address}, ${city.code_postal} ${city.nom}`,
            date: new Date(`${desiredDate}T14:00:00+02:00`),
            paymentLink: i % 2 === 0 ? 'https://paiement.example.fr/solde' : null,
            status: proposalStatus,
            createdAt: sentAt,
            closedAt: proposalStatus === 'closed' ? new Date(sentAt.getTime() + DAY) : null,
          });
        }
        await tx.insert(auditEvents).values(
          steps.map((step, i) => ({
            entityType: 'parent_request',
            entityId: row.id,
            action: step.action,
            actor: step.action === 'create' ? 'public' : step.action === 'deposit_paid' ? 'stripe' : 'system',
            statusBefore: step.before,
            statusAfter: step.after,
            reason: step.reason ?? null,
            createdAt: new Date(createdAt.getTime() + i * DAY),
          })),
        );
      }
    }
  });
}

export const parentsDemoSeeder: DemoSeeder = { name: 'demandes des parents', seed: seedParentRequests };
