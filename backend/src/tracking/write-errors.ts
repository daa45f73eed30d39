/**
 * SQLSTATE classes of a database that cannot answer right now (connection exception, transaction rollback,
 * insufficient resources, operator intervention, system error): the same rows may be written once it is back.
 * Any other SQLSTATE (22 data exception, 23 integrity constraint, …) is about the rows themselves.
 */
const UNAVAILABLE_CLASSES = new Set(['08', '40', '53', '57', '58']);

/** The SQLSTATE of a server error, through Drizzle's wrapping (cause); undefined for a network or driver error. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as Error).cause, depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string') return code;
  }
  return undefined;
}

/**
 * True when the statement failed because the database is unreachable or unavailable (worth a later retry of the same
 * rows): no SQLSTATE at all (refused or cut connection, timeout, closed client) or one of the classes above.
 */
export function isUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  return state === undefined || UNAVAILABLE_CLASSES.has(state.slice(0, 2));
}
