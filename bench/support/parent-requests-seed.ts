import { sql, type SQL } from 'drizzle-orm';
import { cities } from '../../backend/src/cities/cities.schema';
import { openDatabase, queryRows } from '../../backend/src/database/database.client';

const FIRST = ['Hélène', 'Camille', 'Zoé', 'Léa', 'Émilie', 'Thomas', 'Nicolas', 'Chloé', 'Maël', 'Inès', 'Jérôme', 'Gaëlle', 'Anaïs', 'Noé', 'François', 'Céline', 'Julien', 'Sarah', 'Karim', 'Amélie', 'Louis', 'Jade', 'Hugo', 'Manon', 'Gabriel', 'Lucie', 'Arthur', 'Clémence', 'Yanis', 'Margaux', 'Raphaël', 'Océane', 'Mathis', 'Elsa', 'Théo', 'Agathe', 'Rémi', 'Nora', 'Adèle', 'Benoît'];
const LAST = [
  'Lefèvre', 'Martin', 'Dupont', 'Moreau', 'Girard', 'Benali', 'Bérénger', 'Leroy', 'Fournier', 'Rousseau', 'Mercier', 'Faure', 'Gauthier', 'Chevalier', 'Lambert',
  'Bonnet', 'François', 'Garnier', 'Perrin', 'Nguyen', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Laurent', 'Simon', 'Michel',
  'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Morel', 'Fontaine', 'André', 'Guérin', 'Boyer', 'Blanc', 'Gérard', 'Brun', 'Clément', 'Muller',
  'Lemaire', 'Noël', 'Masson', 'Marchand', 'Duval', 'Denis', 'Dumont', 'Marie', 'Lemoine', 'Joly', 'Roger', 'Roche', 'Barbier', 'Meyer', 'Renaud',
];
/** Request i's status and deposit: weighted like a live database (a third new and unpaid, a sixth paid…). */
const STATUSES: [string, boolean, number][] = [
  ['submitted', false, 30],
  ['submitted', true, 15],
  ['proposal_sent', true, 15],
  ['accepted', true, 20],
  ['parent_rejected', true, 8],
  ['admin_closed', false, 12],
];
const textArray = (list: readonly string[]) => sql`ARRAY[${sql.join(list.map((value) => sql`${value}`), sql`, `)}]::text[]`;
/** normalizeSearchText (packages/domain) in SQL, on the accents these names carry: the bench's rows only. */
const normalized = (value: SQL) =>
  sql`trim(regexp_replace(lower(unaccent(${value})), ${"[[:space:]'’‘`_-]+"}, ' ', 'g'))`;

/**
 * The parent requests of a back office that has been busy for two years, for the benches on PostgreSQL:
 * `rows` requests in one INSERT … SELECT generate_series (a million in well under a minute): names, e-mails, phones,
 * towns (the 3,000 most populated), dates over two years and statuses spread as STATUSES weighs them, one family
 * name in three a double name (Lefèvre-Martin), the search column as buildSearchText makes it. Rows are written oldest
 * first, as a live database appends its requests (and a restore copies them back): the table in creation order.
 */
export async function seedParentRequests(url: string, rows: number): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    // The indexes are built once after the rows (as a restore does) rather than row by row: the same indexes, sooner.
    const definitions = await queryRows<{ indexname: string; indexdef: string }>(
      handle.db,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'parent_requests' AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    );
    for (const { indexname } of definitions) await handle.db.execute(sql.raw(`DROP INDEX ${indexname}`));
    const weights = STATUSES.flatMap(([status, paid, n]) => Array.from({ length: n }, () => `${status}:${paid}`));
    await handle.db.execute(sql`
      INSERT INTO parent_requests (parent_firstname, parent_lastname, parent_email, parent_phone, child_firstname, child_age,
        target_address, target_city_id, desired_date, number_of_children, merchant_type, status, is_payment_authorized,
        admin_notes, search_text, created_at, updated_at)
      SELECT first, last, email, phone, child, 3 + i % 9, (1 + i % 120) || ' rue de la République', city.id, desired,
             1 + i % 8, trade, split_part(state, ':', 1), split_part(state, ':', 2)::boolean, notes,
             ${normalized(sql`concat_ws(' ', first, last, email, phone, child, city.nom, city.code_postal, to_char(desired, 'DD/MM/YYYY'), desired::text, trade, coalesce(notes, ''))`)},
             created, created
      FROM (
        SELECT i, first, last, child, created, (created + (21 + i % 60) * interval '1 day')::date AS desired,
               lower(unaccent(last || '.' || first || i)) || '@exemple.fr' AS email,
               '06' || lpad(((i * 48271) % 100000000)::text, 8, '0') AS phone,
               CASE WHEN i % 9 = 0 THEN 'chocolatier' ELSE 'boulanger' END AS trade,
               CASE WHEN i % 4 = 0 THEN 'Rappeler la famille en fin de journée' END AS notes,
               (${textArray(weights)})[1 + (i * 7919) % ${weights.length}] AS state
        FROM (
          SELECT i, (${textArray(FIRST)})[1 + (i * 13) % ${FIRST.length}] AS first,
                 (${textArray(FIRST)})[1 + (i * 3 + 1) % ${FIRST.length}] AS child,
                 (${textArray(LAST)})[1 + (i * 17 + (i >> 5)) % ${LAST.length}]
                   || CASE WHEN i % 3 = 0 THEN '-' || (${textArray(LAST)})[1 + (i * 7 + 3) % ${LAST.length}] ELSE '' END AS last,
                 now() - ((i * 7777777) % (730 * 86400000::bigint)) * interval '1 millisecond' AS created
          FROM generate_series(0::bigint, ${rows - 1}::bigint) i
        ) named
      ) request
      JOIN (SELECT id, nom, code_postal, row_number() OVER (ORDER BY population DESC, id) - 1 AS rank
            FROM ${cities} ORDER BY population DESC, id LIMIT 3000) city
        ON city.rank = (request.i * 31) % least(3000, (SELECT count(*) FROM ${cities}))
      ORDER BY created`);
    await handle.db.execute(sql`SET maintenance_work_mem = '256MB'`);
    for (const { indexdef } of definitions) await handle.db.execute(sql.raw(indexdef));
    // What autovacuum does on a live database: statistics and the visibility map (index-only counts).
    await handle.db.execute(sql`VACUUM ANALYZE parent_requests`);
  } finally {
    await handle.close();
  }
}

