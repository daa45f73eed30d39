import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per (commune, postcode) pair; the id `<INSEE>-<postcode>` is stable across reseeds. */
export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    inseeCode: text('insee_code').notNull(),
    nom: text('nom').notNull(),
    codePostal: text('code_postal').notNull(),
    departement: text('departement'),
    population: integer('population').notNull().default(0),
    /** normalizeSearchText(nom): lower case, no accents, hyphens and apostrophes as spaces. */
    searchName: text('search_name').notNull(),
    /** WGS84 point of the commune (or of the arrondissement for Paris, Lyon, Marseille postcodes); see cities/data/NOTICE.md. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('cities_search_name_trgm').using('gin', t.searchName.op('gin_trgm_ops')),
    index('cities_search_name_prefix').on(t.searchName.op('text_pattern_ops')),
    // Autocomplete reads the biggest towns of a 3-letter prefix straight from this index, without sorting thousands of rows.
    index('cities_prefix3_population').on(sql`left(${t.searchName}, 3)`, t.population.desc()),
    index('cities_population').on(t.population.desc()),
    index('cities_code_postal_prefix').on(t.codePostal.op('text_pattern_ops')),
    // The candidates' bounding box (a latitude band, longitude checked in the index), and the start-up backfill's
    // probe for rows without coordinates (IS NULL reads a btree too).
    index('cities_position').on(t.latitude, t.longitude),
  ],
);

export const activitySectors = pgTable('activity_sectors', {
  /** Stable slug (`boulanger`), or a slug derived from a sector typed by an applicant. */
  id: text('id').primaryKey(),
  nom: text('nom').notNull(),
  /** normalizeSearchText(nom), unique: "Céramiste" and "ceramiste" are one sector. */
  searchKey: text('search_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
