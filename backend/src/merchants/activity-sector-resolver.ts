import { BadRequestException } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { activitySectors } from '../cities/cities.schema';
import { normalizeSearchText } from '@ptits-mitrons/domain';
import type { DbOrTx } from '../database/database.types';

export interface Sector {
  id: string;
  nom: string;
}

const INVALID_SECTOR = "Le secteur d'activité est invalide.";
/**
 * Control characters and bidirectional overrides: a new sector's name is listed to everyone and in the back office's
 * lists, where they would garble the text around it or reverse it.
 */
const UNPRINTABLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const invalidSector = () =>
  new BadRequestException({ statusCode: 400, message: INVALID_SECTOR, error: 'Bad Request', errors: [{ field: 'activity_sector_id', message: INVALID_SECTOR }] });

/**
 * `activity_sector_id` as the applicant sent it: a known sector id (`boulanger`), else free text typed for "autre",
 * which reuses the sector of the same name (case, accents, hyphens ignored) or creates it. Safe under concurrency:
 * two applicants typing the same new trade get one sector.
 */
export async function resolveSector(tx: DbOrTx, value: string): Promise<Sector> {
  const columns = { id: activitySectors.id, nom: activitySectors.nom };
  const [known] = await tx.select(columns).from(activitySectors).where(eq(activitySectors.id, value)).limit(1);
  if (known) return known;
  const searchKey = normalizeSearchText(value);
  const slug = searchKey.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  if (!slug) throw invalidSector();
  const bySearchKey = async () => (await tx.select(columns).from(activitySectors).where(eq(activitySectors.searchKey, searchKey)).limit(1))[0];
  const existing = await bySearchKey();
  if (existing) return existing;
  const typed = value.trim().replace(/\s+/g, ' ');
  if (UNPRINTABLE.test(typed)) throw invalidSector();
  const nom = typed.charAt(0).toLocaleUpperCase('fr-FR') + typed.slice(1);
  // The slug may already name another sector ("createur-bijoux" vs "Créateur de bijoux"): number it.
  for (let n = 1; n <= 20; n++) {
    const id = n === 1 ? slug : `${slug}-${n}`;
    const [created] = await tx.insert(activitySectors).values({ id, nom, searchKey }).onConflictDoNothing().returning(columns);
    if (created) return created;
    const concurrent = await bySearchKey();
    if (concurrent) return concurrent;
  }
  throw invalidSector();
}
