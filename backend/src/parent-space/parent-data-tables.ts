import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../database/schema';
import { parentRequests } from '../parents/parents.schema';

/** A table with a foreign key to parent_requests, and its columns that hold a request's id. */
export interface LinkedTable {
  name: string;
  table: PgTable;
  links: PgColumn[];
}

/**
 * Every table of the schema with a foreign key to parent_requests, read from the Drizzle tables themselves: a table
 * added later is exported without editing a list (the API test compares with the database's catalogue).
 */
export function tablesLinkedToParentRequests(): LinkedTable[] {
  const target = getTableName(parentRequests);
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const links = getTableConfig(table)
        .foreignKeys.map((key) => key.reference())
        .filter((reference) => getTableName(reference.foreignTable) === target)
        .flatMap((reference) => reference.columns);
      return links.length > 0 ? [{ name: getTableName(table), table, links }] : [];
    });
}

/**
 * Tables linked to a request that the export leaves out, with the reason (docs/parent-space.md repeats them): what
 * the operator pays an artisan for a workshop is the artisan's data, not the family's.
 */
export const EXPORT_EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  payout_lines: "Les sommes versées à l'artisan pour l'atelier : ce sont ses données, pas celles de la famille.",
};

/**
 * Columns left out of an exported table: secrets that would let someone act (a payment's client secret, a link's
 * hash), what only serves the software (search text, a PDF's bytes: the receipts download from the space), and
 * third parties' data (which artisans were asked, in which order, and their words).
 */
export const EXPORT_OMITTED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  parent_requests: ['search_text'],
  payment_intents: ['client_secret'],
  parent_space_tokens: ['token_hash'],
  receipts: ['pdf'],
  proposals: ['merchant_request_id'],
  merchant_offers: ['merchant_request_id', 'queue_id', 'rank', 'decline_reason'],
};

/** A row as the export writes it: the stored column names, dates in ISO 8601, omitted columns left out. */
export function exportedRow(name: string, table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const omitted = EXPORT_OMITTED_COLUMNS[name] ?? [];
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (omitted.includes(column.name)) continue;
    const value = row[key];
    out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The export's file name, the same from the space and the back office. */
export const PARENT_DATA_FILENAME = 'mes-donnees-les-ptits-mitrons.json';
