import { stdSerializers } from 'pino';

/** What stands in the log for a value that must not be kept there. */
export const CENSORED = '[masqué]';

/**
 * Structured fields never logged as they are: client addresses, credentials, tokens and contact details, wherever a
 * call site puts them (one level deep) and in the request headers of any serialized request.
 */
export const REDACTED_PATHS = [
  ...['email', 'password', 'token', 'secret', 'authorization', 'cookie', 'ip', 'ips', 'remoteAddress', 'q'].flatMap((key) => [key, `*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forwarded-for"]',
  'res.headers["set-cookie"]',
];

/** An e-mail address, also when URL-encoded (%40). */
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
/** Reserved for documentation (RFC 2606): nobody's address, e.g. the first admin printed at first start. */
const EXAMPLE_DOMAIN = /^example\.(com|net|org)$/i;

/** Masks every e-mail address in a text (a safety net for messages that interpolate one). */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, (address, domain: string) => (EXAMPLE_DOMAIN.test(domain) ? address : CENSORED));
}

/**
 * Path segments that are secrets: the links mailed to parents and artisans, and the two spaces' API routes that
 * carry the same tokens (all but the static `links`), the artisan's calendar feed included.
 */
const TOKEN_SEGMENT = /\/(mon-espace|espace-artisan|parent-space|merchant-space)\/(?!links(?:[/?#]|$))[^/?#]+/g;
/** Query parameters whose value is a secret or a search (which may name a person). */
const SECRET_PARAMS = new Set(['q', 'token', 'email', 'password', 'secret', 'code', 'access_token', 'payment_intent_client_secret']);

/** A request URL as the log may keep it: token segments collapsed, secrets and search terms of the query masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(TOKEN_SEGMENT, '/$1/:token');
  if (queryStart < 0) return maskEmails(path);
  const params = [...new URLSearchParams(url.slice(queryStart + 1))].map(([key, value]) => `${key}=${redactParam(key, value)}`);
  return maskEmails(`${path}?${params.join('&')}`);
}

function redactParam(key: string, value: string): string {
  if (SECRET_PARAMS.has(key.toLowerCase())) return CENSORED;
  if (key !== 'filter') return value;
  // The back office's list filter is JSON whose `q` is the search box.
  try {
    const filter: unknown = JSON.parse(value);
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return CENSORED;
    return JSON.stringify(Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, SECRET_PARAMS.has(k.toLowerCase()) ? CENSORED : v])));
  } catch {
    return CENSORED;
  }
}

interface LoggedRequest {
  method?: string;
  url?: string;
}

interface LoggedReply {
  statusCode?: number;
}

/**
 * The request as logged: method and redacted URL only. No address, no headers: the request id is bound to every line
 * of the request already.
 */
export function serializeRequest(request: LoggedRequest): { method?: string; url?: string } {
  return { method: request.method, url: request.url === undefined ? undefined : redactUrl(request.url) };
}

export function serializeReply(reply: LoggedReply): { statusCode?: number } {
  return { statusCode: reply.statusCode };
}

/** A failed statement's parameters (Drizzle's query errors): the request's own data, e-mails, phones, hashes. */
const STATEMENT_PARAMETERS = 'params';
/**
 * pino's error serializer, with a failed statement's parameters left out and the e-mail addresses an error text may
 * carry (SMTP refusals, SQL details) masked.
 */
export function serializeError(error: Error): Record<string, unknown> {
  const serialized: Record<string, unknown> = { ...stdSerializers.err(error) };
  for (const [key, value] of Object.entries(serialized)) {
    if (key === STATEMENT_PARAMETERS) serialized[key] = CENSORED;
    else if (typeof value === 'string') serialized[key] = maskEmails(value);
  }
  return serialized;
}

export const LOG_SERIALIZERS = { req: serializeRequest, res: serializeReply, err: serializeError };
