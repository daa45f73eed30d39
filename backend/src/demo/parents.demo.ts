import { randomInt } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { cities } from '../cities/cities.schema';
import {
  addDays,
  BALANCE_CENTS,
  CANCELLED_BY_PARENT_REASON,
  CREDIT_CODE_ALPHABET,
  CREDIT_MIN_DAYS_BEFORE_WORKSHOP,
  CURRENCY,
  DEFAULT_WORKSHOP_TIME,
  DEPOSIT_CENTS,
  formatEuros,
  PARENT_REQUEST_TRANSITIONS,
  parisInstant,
  postalAddress,
  REMINDER_LABELS,
  type ParentRequestAction,
  type ParentRequestHistoryAction,
  type ParentRequestStatus,
  type ProposalStatus,
  type ReminderKind,
} from '@ptits-mitrons/domain';
import type { Database } from '../database/database.types';
import type { DemoSeeder } from '../database/demo-seeder';
import { depositRefunds, paymentIntents } from '../payments/payments.schema';
import { buildSearchText } from '../parents/parent-request-search';

import { credits, parentRequests, proposals, reminders } from '../parents/parents.schema';

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


/** A transition of the table (by the operator unless told), or an event of the history that leaves the status as it is. */
type Move =
  | { action: ParentRequestAction; history?: ParentRequestHistoryAction; actor?: string; reason?: string }
  | { event: ParentRequestHistoryAction; actor: string; reason?: string; reminder?: ReminderKind };

const op = (action: ParentRequestAction, reason?: string): Move => ({ action, ...(reason ? { reason } : {}) });
/** What the parent does from their space, as the parent-space API records it. */
const BALANCE_PAID_ONLINE: Move = { action: 'validate', history: 'balance_paid', actor: 'stripe' };
const DECLINED_BY_PARENT: Move = { action: 'reject', actor: 'public', reason: 'La date proposée ne nous convient plus, désolés.' };
const CANCELLED_BY_PARENT: Move = { action: 'cancel', actor: 'public', reason: CANCELLED_BY_PARENT_REASON };
const CREDIT_ISSUED: Move = { event: 'credit_issued', actor: 'public' };
const BALANCE_REFUNDED: Move = { event: 'balance_refunded', actor: 'public', reason: `${formatEuros(BALANCE_CENTS)} remboursés (annulation à plus de ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours)` };
const DETAILS_UPDATED: Move = { event: 'details_updated', actor: 'public', reason: "Nombre d'enfants : 6 → 8 ; allergies : « Sans lactose pour Jade »" };
const reminderSent = (kind: ReminderKind): Move => ({ event: 'reminder_sent', actor: 'system', reason: REMINDER_LABELS[kind], reminder: kind });

/**
 * How many demo requests of each kind, so that every status, tab and badge of the back office has some. Each kind is
 * what happened in order: its status is where the transition table leads, never written by hand; `onlineBalance` proposals carry no payment link.
 */
const PLAN: { moves: Move[]; deposit: DemoDeposit; n: number; proposals: ProposalStatus[]; onlineBalance?: boolean; past?: boolean }[] = [
  { moves: [], deposit: 'online', n: 5, proposals: [] },
  { moves: [reminderSent('operator_no_proposal_48h')], deposit: 'online', n: 1, proposals: [] },
  { moves: [], deposit: 'none', n: 5, proposals: [] },
  { moves: [op('propose')], deposit: 'online', n: 4, proposals: ['sent'] },
  { moves: [op('propose'), DETAILS_UPDATED], deposit: 'online', n: 1, proposals: ['sent'], onlineBalance: true },
  { moves: [op('propose'), op('propose')], deposit: 'online', n: 2, proposals: ['closed', 'sent'] },
  { moves: [op('propose'), op('validate')], deposit: 'online', n: 4, proposals: ['accepted'] },
  { moves: [op('propose'), BALANCE_PAID_ONLINE], deposit: 'online', n: 2, proposals: ['accepted'], onlineBalance: true },
  // Birthdays of last month, paid in full: what the artisans are owed (« Paiements artisans »).
  { moves: [op('propose'), BALANCE_PAID_ONLINE], deposit: 'online', n: 4, proposals: ['accepted'], onlineBalance: true, past: true },
  { moves: [op('validate')], deposit: 'online', n: 2, proposals: ['validated'] },
  { moves: [op('propose'), op('reject', 'Aucun artisan disponible à cette date dans le secteur.')], deposit: 'online', n: 5, proposals: ['closed'] },
  { moves: [op('propose'), DECLINED_BY_PARENT, CREDIT_ISSUED], deposit: 'online', n: 2, proposals: ['closed'], onlineBalance: true },
  { moves: [op('close', "Archivé par l'administrateur")], deposit: 'none', n: 4, proposals: [] },
  {
    moves: [op('propose'), BALANCE_PAID_ONLINE, CANCELLED_BY_PARENT, CREDIT_ISSUED, BALANCE_REFUNDED],
    deposit: 'online',
    n: 1,
    proposals: ['closed'],
    onlineBalance: true,
  },
  // Cancelled 15 days or less before the workshop: nothing back (CGV §6).
  { moves: [CANCELLED_BY_PARENT], deposit: 'online', n: 1, proposals: [] },
  { moves: [CANCELLED_BY_PARENT, CREDIT_ISSUED], deposit: 'online', n: 1, proposals: [] },
  // Its deposit is the credit of the kind above.
  { moves: [], deposit: 'credit', n: 1, proposals: [] },
];

/** How the deposit was paid: online (a demo intent), not at all, or with a credit issued by an earlier kind. */
type DemoDeposit = 'online' | 'none' | 'credit';

type DemoStep = {
  action: ParentRequestHistoryAction;
  actor: string;
  before: ParentRequestStatus | null;
  after: ParentRequestStatus;
  reason?: string;
  reminder?: ReminderKind;
};

/** The history a demo request went through, oldest first, walking the transition table (a wrong plan throws). */
function historyOf(moves: Move[], deposit: DemoDeposit): DemoStep[] {
  const steps: DemoStep[] = [{ action: 'create', actor: 'public', before: null, after: 'submitted' }];
  // The payment leaves the status as it is.
  if (deposit === 'online') steps.push({ action: 'deposit_paid', actor: 'stripe', before: 'submitted', after: 'submitted' });
  if (deposit === 'credit') steps.push({ action: 'paid_by_credit', actor: 'public', before: 'submitted', after: 'submitted' });
  let current: ParentRequestStatus = 'submitted';
  for (const move of moves) {
    const reason = move.reason ? { reason: move.reason } : {};
    if ('event' in move) {
      steps.push({ action: move.event, actor: move.actor, before: current, after: current, ...reason, ...(move.reminder ? { reminder: move.reminder } : {}) });
      continue;
    }
    const { from, to } = PARENT_REQUEST_TRANSITIONS[move.action];
    if (!from.includes(current)) throw new Error(`Démo : « ${move.action} » est impossible depuis « ${current} ».`);
    steps.push({ action: move.history ?? move.action, actor: move.actor ?? 'system', before: current, after: to, ...reason });
    current = to;
  }
  return steps;
}

/** A credit code of the package's shape (CREDIT_CODE_PATTERN). */
function demoCreditCode(): string {
  const group = () => Array.from({ length: 4 }, () => CREDIT_CODE_ALPHABET[randomInt(CREDIT_CODE_ALPHABET.length)]).join('');
  return `AVOIR-${group()}-${group()}`;
}

const ALLERGIES = [null, 'Allergie aux arachides (Léo).', null, 'Sans gluten pour deux invités ; une enfant intolérante au lactose.'];

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
    const unusedCredits: string[] = [];
    for (const plan of PLAN) {
      for (let k = 0; k < plan.n; k++, index++) {
        const [firstname, lastname] = PARENTS[index % PARENTS.length];
        const city = cityRows[index % cityRows.length];
        const createdAt = plan.past
          ? new Date(now - (58 + k * 3) * DAY - (index % 9) * 3_600_000)
          : new Date(now - ((index * 37) % 55) * DAY - (index % 9) * 3_600_000);
        const desiredDate = addDays(createdAt.toISOString().slice(0, 10), plan.past ? 24 : 24 + ((index * 11) % 40));
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
        const paid = plan.deposit !== 'none';
        const paidAt = paid ? new Date(createdAt.getTime() + 600_000) : null;
        const paymentIntentId = plan.deposit === 'online' ? `pi_demo_seed_${String(index).padStart(3, '0')}` : null;
        const steps = historyOf(plan.moves, plan.deposit);
        const status = steps[steps.length - 1].after;
        const stepAt = (i: number) => new Date(createdAt.getTime() + i * DAY);
        /** When the history first has this event (by this actor), for the columns the badges read. */
        const when = (action: ParentRequestHistoryAction, actor?: string) => {
          const i = steps.findIndex((step) => step.action === action && (!actor || step.actor === actor));
          return i < 0 ? null : stepAt(i);
        };
        const balancePaidAt = when('balance_paid');
        const balanceIntentId = balancePaidAt ? `pi_demo_seed_balance_${String(index).padStart(3, '0')}` : null;
        const balanceRefundedAt = when('balance_refunded');
        const creditIssuedAt = when('credit_issued');
        const updatedAt = stepAt(steps.length - 1);
        const [row] = await tx
          .insert(parentRequests)
          .values({
            ...values,
            allergies: ALLERGIES[index % ALLERGIES.length],
            status,
            isPaymentAuthorized: paid,
            paymentIntentId,
            paidAt,
            balancePaidAt,
            balancePaymentIntentId: balanceIntentId,
            balanceRefundedAmount: balanceRefundedAt ? BALANCE_CENTS : 0,
            declinedByParentAt: when('reject', 'public'),
            cancelledByParentAt: when('cancel', 'public'),
            creditIssuedAt,
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
            purpose: 'deposit',
            clientSecret: `${paymentIntentId}_secret_demo`,
            amount: DEPOSIT_CENTS,
            currency: CURRENCY,
            status: 'succeeded',
            createdAt,
            updatedAt: paidAt!,
          });
        }
        let lastProposalId: string | null = null;
        for (const [i, proposalStatus] of plan.proposals.entries()) {
          const [name, address] = BAKERIES[(index + i) % BAKERIES.length];
          const sentAt = new Date(createdAt.getTime() + (2 + i) * DAY);
          const [proposal] = await tx
            .insert(proposals)
            .values({
              parentRequestId: row.id,
              establishmentName: name,
              address: postalAddress(address, city),
              date: parisInstant(desiredDate, DEFAULT_WORKSHOP_TIME),
              paymentLink: !plan.onlineBalance && i % 2 === 0 ? 'https://paiement.example.fr/solde' : null,
              status: proposalStatus,
              createdAt: sentAt,
              closedAt: proposalStatus === 'closed' ? new Date(sentAt.getTime() + DAY) : null,
            })
            .returning({ id: proposals.id });
          lastProposalId = proposal.id;
        }
        if (balanceIntentId) {
          await tx.insert(paymentIntents).values({
            id: balanceIntentId,
            provider: 'demo',
            parentRequestId: row.id,
            purpose: 'balance',
            proposalId: lastProposalId,
            clientSecret: `${balanceIntentId}_secret_demo`,
            amount: BALANCE_CENTS,
            currency: CURRENCY,
            status: 'succeeded',
            createdAt: balancePaidAt!,
            updatedAt: balancePaidAt!,
          });
          if (balanceRefundedAt) {
            await tx.insert(depositRefunds).values({
              id: `re_demo_seed_${String(index).padStart(3, '0')}`,
              parentRequestId: row.id,
              paymentIntentId: balanceIntentId,
              amount: BALANCE_CENTS,
              currency: CURRENCY,
              status: 'succeeded',
              createdAt: balanceRefundedAt,
            });
          }
        }
        // A credit is issued with its code (the history names it); a request paid by credit takes the latest unused one.
        const issued = creditIssuedAt ? demoCreditCode() : null;
        if (issued) {
          await tx.insert(credits).values({ code: issued, amount: DEPOSIT_CENTS, currency: CURRENCY, originRequestId: row.id, createdAt: creditIssuedAt! });
          unusedCredits.push(issued);
        }
        const spent = plan.deposit === 'credit' ? unusedCredits.pop() : undefined;
        if (plan.deposit === 'credit') {
          if (!spent) throw new Error('Démo : aucun avoir à utiliser.');
          await tx.update(credits).set({ usedByRequestId: row.id, usedAt: paidAt }).where(eq(credits.code, spent));
        }
        const creditReason = (code: string) => `Avoir ${code} de ${formatEuros(DEPOSIT_CENTS)}`;
        await tx.insert(auditEvents).values(
          steps.map((step, i) => ({
            entityType: 'parent_request',
            entityId: row.id,
            action: step.action,
            actor: step.actor,
            statusBefore: step.before,
            statusAfter: step.after,
            reason: step.action === 'credit_issued' ? creditReason(issued!) : step.action === 'paid_by_credit' ? creditReason(spent!) : (step.reason ?? null),
            createdAt: stepAt(i),
          })),
        );
        // The reminder's key too, so that the scheduled job never sends it again.
        const sent = steps.flatMap((step, i) => (step.reminder ? [{ parentRequestId: row.id, kind: step.reminder, sentAt: stepAt(i) }] : []));
        if (sent.length > 0) await tx.insert(reminders).values(sent);
      }
    }
  });
}

export const parentsDemoSeeder: DemoSeeder = { name: 'demandes des parents', seed: seedParentRequests };
