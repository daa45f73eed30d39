import { isIP } from 'node:net';

/** Names Fastify's proxy-addr accepts for well-known ranges (loopback: 127.0.0.1/8 and ::1). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  "adresses ou plages CIDR des proxys de confiance séparées par des virgules, par exemple 127.0.0.1,10.0.0.0/8 ; un nombre de sauts n'est pas accepté";

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash === -1) return true;
  const prefix = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For Fastify may believe, from TRUST_PROXY, or false (the socket's address is the
 * client's). A hop count is refused: Fastify 5 ignores it, since it would trust whatever the direct peer claims.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  if (value === undefined || value.trim() === '') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !validEntry(entry))) throw new Error(TRUST_PROXY_HELP);
  return entries;
}
