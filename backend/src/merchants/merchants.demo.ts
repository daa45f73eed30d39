import { and, eq, like } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { activitySectors, cities } from '../cities/cities.schema';
import type { Database } from '../database/database.types';
import type { DemoSeeder } from '../database/demo-seeder';
import { HALF_HOUR_SLOTS, MERCHANT_TRANSITIONS, type MerchantAction, type MerchantStatus } from '@ptits-mitrons/domain';
import { merchantRequests } from './merchants.schema';
import { rowValues, type ApplicationFields } from './merchant-request-record';

/** Demo applicants write from this domain, which also marks the demo rows (idempotence). */
const DEMO_DOMAIN = '@demo-artisans.fr';

interface DemoApplication {
  establishment: string;
  sector: string;
  city: [nom: string, codePostal: string];
  address: string;
  manager: [firstname: string, lastname: string];
  phone: string;
  capacity: number;
  /** Children hosted at once; the column's default (8) otherwise. */
  maxChildren?: number;
  description?: string;
  days?: string[];
  hours?: string[];
  /** The operator's decision, if taken: the status is where the transition table leads it. */
  decision?: Extract<MerchantAction, 'approve' | 'reject'>;
  reason?: string;
  daysAgo: number;
}

const WORKSHOP_WEEK = ['Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const WORKSHOP_HOURS = HALF_HOUR_SLOTS.filter((slot) => slot >= '09:00' && slot <= '18:30');

const APPLICATIONS: DemoApplication[] = [
  { establishment: 'Boulangerie Au Pain Doré', sector: 'boulanger', city: ['Lyon', '69003'], address: '18 rue Paul Bert', manager: ['Claire', 'Fontaine'], phone: '0478123456', capacity: 60, description: 'Fournil visible depuis la boutique, nous faisons déjà des visites pour les écoles.', days: ['Mercredi', 'Samedi'], hours: ['10:00', '10:30', '14:00', '14:30'], daysAgo: 1 },
  { establishment: 'La Mie Câline du Port', sector: 'boulanger', city: ['Marseille', '13002'], address: '4 quai du Lazaret', manager: ['Karim', 'Benali'], phone: '0491234567', capacity: 35, daysAgo: 2 },
  { establishment: 'Pâtisserie Les Délices de Léa', sector: 'patissier', city: ['Bordeaux', '33000'], address: '27 cours de l’Intendance', manager: ['Léa', 'Moreau'], phone: '0556789012', capacity: 40, description: 'Atelier macarons possible le dimanche matin.', days: ['Dimanche'], hours: ['09:00', '09:30', '10:00'], daysAgo: 3 },
  { establishment: 'Chocolaterie Cacao & Cie', sector: 'chocolatier', city: ['Lille', '59000'], address: '12 rue de la Monnaie', manager: ['Hugo', 'Lemaire'], phone: '0320456789', capacity: 25, daysAgo: 5 },
  { establishment: 'Fournil Saint-Étienne', sector: 'boulanger', city: ['Saint-Étienne', '42000'], address: '9 place Jean Jaurès', manager: ['Nadia', 'Roux'], phone: '0477345678', capacity: 50, description: 'Grand laboratoire, huit enfants tiennent sans problème.', daysAgo: 6 },
  { establishment: 'Atelier Terre et Feu', sector: 'ceramiste', city: ['Nantes', '44000'], address: '3 rue Kervégan', manager: ['Yann', 'Le Goff'], phone: '0240567890', capacity: 30, days: ['Mercredi', 'Samedi', 'Dimanche'], hours: ['14:00', '14:30', '15:00', '15:30'], daysAgo: 8 },
  { establishment: 'Glaces de la Garonne', sector: 'glacier', city: ['Toulouse', '31000'], address: '21 rue d’Alsace-Lorraine', manager: ['Inès', 'Garcia'], phone: '0561678901', capacity: 20, daysAgo: 9 },
  { establishment: 'Le Petit Fournil de Dijon', sector: 'boulanger', city: ['Dijon', '21000'], address: '40 rue des Godrans', manager: ['Paul', 'Bernard'], phone: '0380123456', capacity: 45, description: 'Pain d’épices maison, atelier possible en semaine après 17h.', days: ['Lundi', 'Mardi', 'Jeudi', 'Vendredi'], hours: ['17:00', '17:30', '18:00'], daysAgo: 11 },
  { establishment: 'Boulangerie Maison Dupont', sector: 'boulanger', city: ['Paris', '75011'], address: '102 rue Oberkampf', manager: ['Julien', 'Dupont'], phone: '0143567890', capacity: 55, description: 'Déjà partenaires de la mairie pour des ateliers pain.', days: ['Mercredi', 'Samedi'], hours: ['14:00', '14:30', '15:00'], decision: 'approve', daysAgo: 14 },
  { establishment: 'Pâtisserie Chez Margaux', sector: 'patissier', city: ['Lyon', '69006'], address: '55 boulevard des Belges', manager: ['Margaux', 'Perrin'], phone: '0478901234', capacity: 30, decision: 'approve', daysAgo: 17 },
  { establishment: 'Le Comptoir du Chocolat', sector: 'chocolatier', city: ['Bordeaux', '33000'], address: '8 rue Sainte-Catherine', manager: ['Antoine', 'Lefèvre'], phone: '0556123789', capacity: 25, description: 'Atelier moulage de sucettes en chocolat.', decision: 'approve', daysAgo: 20 },
  { establishment: 'Boulangerie du Vieux-Lille', sector: 'boulanger', city: ['Lille', '59800'], address: '16 rue de Gand', manager: ['Sophie', 'Vandamme'], phone: '0320987654', capacity: 40, days: ['Samedi', 'Dimanche'], hours: ['10:00', '10:30', '11:00'], decision: 'approve', daysAgo: 24 },
  // Approved bakers around the demo requests' cities, open most of the week, so that « Trouver un artisan » ranks several.
  { establishment: 'Boulangerie des Pentes', sector: 'boulanger', city: ['Lyon', '69001'], address: '12 montée de la Grande-Côte', manager: ['Mathieu', 'Girard'], phone: '0478220011', capacity: 50, maxChildren: 10, days: WORKSHOP_WEEK, hours: WORKSHOP_HOURS, decision: 'approve', daysAgo: 32 },
  { establishment: 'Le Fournil de Villeurbanne', sector: 'boulanger', city: ['Villeurbanne', '69100'], address: '88 cours Émile Zola', manager: ['Sarah', 'Lopez'], phone: '0478330022', capacity: 40, days: WORKSHOP_WEEK, hours: WORKSHOP_HOURS, decision: 'approve', daysAgo: 33 },
  { establishment: 'Boulangerie de la Guillotière', sector: 'boulanger', city: ['Lyon', '69007'], address: '3 place Gabriel Péri', manager: ['Omar', 'Haddad'], phone: '0478440033', capacity: 35, maxChildren: 6, days: WORKSHOP_WEEK, hours: WORKSHOP_HOURS, decision: 'approve', daysAgo: 34 },
  { establishment: 'Pains et Merveilles', sector: 'boulanger', city: ['Marseille', '13006'], address: '40 rue de Rome', manager: ['Lucie', 'Fabre'], phone: '0491550044', capacity: 45, days: WORKSHOP_WEEK, hours: WORKSHOP_HOURS, decision: 'approve', daysAgo: 35 },
  { establishment: 'Le Four d’Aubagne', sector: 'boulanger', city: ['Aubagne', '13400'], address: '5 cours Foch', manager: ['Thomas', 'Blanc'], phone: '0442660055', capacity: 30, maxChildren: 12, days: WORKSHOP_WEEK, hours: WORKSHOP_HOURS, decision: 'approve', daysAgo: 36 },
  { establishment: 'Boulangerie des Chartrons', sector: 'boulanger', city: ['Bordeaux', '33300'], address: '61 cours de Verdun', manager: ['Anaïs', 'Durand'], phone: '0556770066', capacity: 40, days: WORKSHOP_WEEK, hours: WORKSHOP_HOURS, decision: 'approve', daysAgo: 37 },
  { establishment: 'Le Pétrin de Mérignac', sector: 'boulanger', city: ['Mérignac', '33700'], address: '14 avenue de la Somme', manager: ['Romain', 'Petit'], phone: '0556880077', capacity: 35, days: WORKSHOP_WEEK, hours: WORKSHOP_HOURS, decision: 'approve', daysAgo: 38 },
  { establishment: 'Snack Express', sector: 'traiteur', city: ['Marseille', '13001'], address: '1 La Canebière', manager: ['Marc', 'Giraud'], phone: '0491987654', capacity: 8, decision: 'reject', reason: 'Pas de laboratoire pour accueillir des enfants.', daysAgo: 26 },
  { establishment: 'Boulangerie Le Blé d’Or', sector: 'boulanger', city: ['Toulouse', '31000'], address: '7 place du Capitole', manager: ['Élodie', 'Martinez'], phone: '0561234987', capacity: 15, description: 'Très petite surface.', decision: 'reject', reason: 'Surface trop petite pour un groupe de huit enfants.', daysAgo: 28 },
  { establishment: 'Fleurs & Pains', sector: 'fleuriste', city: ['Nantes', '44000'], address: '22 rue Crébillon', manager: ['Camille', 'Guérin'], phone: '0240987321', capacity: 20, decision: 'reject', reason: 'Zone déjà couverte par un artisan partenaire.', daysAgo: 30 },
];

/** Where a new application ends after the decision, by the transition table (a decision it forbids throws). */
function statusAfter(decision: DemoApplication['decision']): MerchantStatus {
  if (!decision) return 'pending_validation';
  const { from, to } = MERCHANT_TRANSITIONS[decision];
  if (!from.includes('pending_validation') || !to) throw new Error(`Démo : « ${decision} » est impossible sur une candidature en attente.`);
  return to;
}

function email(application: DemoApplication): string {
  const local = `${application.manager[0]}.${application.manager[1]}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return local + DEMO_DOMAIN;
}

/** About twenty applications in every status, with their history; skipped when demo applications exist. */
async function seedMerchants(db: Database): Promise<void> {
  const [existing] = await db.select({ id: merchantRequests.id }).from(merchantRequests).where(like(merchantRequests.email, `%${DEMO_DOMAIN}`)).limit(1);
  if (existing) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const application of APPLICATIONS) {
      const [city] = await tx
        .select({ id: cities.id, nom: cities.nom, code_postal: cities.codePostal })
        .from(cities)
        .where(and(eq(cities.nom, application.city[0]), eq(cities.codePostal, application.city[1])))
        .limit(1);
      const [sector] = await tx.select({ id: activitySectors.id, nom: activitySectors.nom }).from(activitySectors).where(eq(activitySectors.id, application.sector));
      if (!city || !sector) continue;
      const fields: ApplicationFields = {
        establishment_name: application.establishment,
        activity_sector_id: sector.id,
        address: application.address,
        city_id: city.id,
        manager_firstname: application.manager[0],
        manager_lastname: application.manager[1],
        email: email(application),
        phone: application.phone,
        description: application.description,
        capacity: application.capacity,
        available_days: application.days,
        available_hours: application.hours,
      };
      const status = statusAfter(application.decision);
      const createdAt = new Date(now - application.daysAgo * 86_400_000);
      const decidedAt = new Date(createdAt.getTime() + 86_400_000);
      const [row] = await tx
        .insert(merchantRequests)
        .values({
          ...rowValues(fields, { ...city, _id: city.id }, sector),
          ...(application.maxChildren ? { maxChildren: application.maxChildren } : {}),
          status,
          rejectionReason: application.reason ?? null,
          createdAt,
          updatedAt: application.decision ? decidedAt : createdAt,
        })
        .returning({ id: merchantRequests.id });
      const history: Array<typeof auditEvents.$inferInsert> = [
        { entityType: 'merchant_request', entityId: row.id, action: 'create', actor: 'public', statusBefore: null, statusAfter: 'pending_validation', createdAt },
      ];
      if (application.decision) {
        history.push({
          entityType: 'merchant_request',
          entityId: row.id,
          action: application.decision,
          actor: 'system',
          statusBefore: 'pending_validation',
          statusAfter: status,
          createdAt: decidedAt,
          ...(application.reason ? { reason: application.reason } : {}),
        });
      }
      await tx.insert(auditEvents).values(history);
    }
  });
}

export const merchantsDemoSeeder: DemoSeeder = { name: 'candidatures des artisans', seed: seedMerchants };
