import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TabClause } from '@ptits-mitrons/domain';

/** The columns a tab's clauses are read against; `depositPaid` only for lists whose tabs look at the deposit. */
export interface TabColumns {
  status: AnyPgColumn;
  depositPaid?: AnyPgColumn;
}

/**
 * A tab's clauses as one SQL condition (a row is in the tab when ANY clause matches), so the list's filter and its
 * counts read the same data the clients read their tabs from.
 */
export function tabCondition(when: readonly TabClause<string>[], columns: TabColumns): SQL {
  const clauses = when.map((clause) => {
    const status = inArray(columns.status, [...clause.statuses]);
    if (clause.depositPaid === undefined) return status;
    if (!columns.depositPaid) throw new Error('Cet onglet lit le paiement de l’acompte, mais la liste n’a pas de colonne pour lui.');
    return and(status, eq(columns.depositPaid, clause.depositPaid))!;
  });
  if (clauses.length === 0) return sql`false`;
  return clauses.length === 1 ? clauses[0] : or(...clauses)!;
}
