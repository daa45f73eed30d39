/**
 * The one rule that tells "the database cannot be reached right now" apart from every other failure: the HTTP
 * layer answers it with a 503 (never a 401 or a 500) and the caller may simply try again later.
 */

/** SQLSTATE: connection exceptions (08…), server shutting down or not accepting connections yet (57P01-57P05),
 * insufficient resources (53…: too many connections, out of memory or disk), statement timeout (57014), a transaction
 * rolled back by the server (40…: serialization failure, deadlock) and system errors (58…: I/O). The same request may
 * succeed a moment later. */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-5]|53[0-9A-Z]{3}|57014|40[0-9A-Z]{3}|58[0-9A-Z]{3})$/;

/** Socket errors of node:net while connecting to or talking with the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres, pg-pool and PGlite throw without a code when the connection is gone or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // socket closed by the server or the network (also "… due to connection timeout")
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // node-postgres: no answer within query_timeout
  /is not queryable$/, // a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is closed$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  // Drizzle wraps the driver's error as `cause`; node:net reports a host with several addresses as an AggregateError.
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/**
 * The SQLSTATE of an error the database server sent (node-postgres and PGlite both give it with a severity), through
 * Drizzle's wrapping (cause); undefined for a network, driver or application error.
 */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as Error).cause, depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
