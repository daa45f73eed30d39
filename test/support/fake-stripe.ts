import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_faux_stripe_local';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_faux_stripe_local';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  created: number;
  livemode: false;
  last_payment_error: { message: string } | null;
}

export interface FakeStripe {
  /** STRIPE_API_BASE for the app under test. */
  url: string;
  /** The env that points the app at this server (keys and webhook secret included). */
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  /** Every API call received, in order. */
  calls: { method: string; path: string; idempotencyKey?: string; params: Record<string, unknown> }[];
  /** While true, every call answers a 500 that Stripe marks as not to be retried. */
  down: boolean;
  /** The card form's part: the intent succeeds (or fails with a message). */
  succeed(id: string): FakeIntent;
  fail(id: string, message: string): FakeIntent;
  /** An event as Stripe posts it to a webhook, and its signature header for that exact payload. */
  signedEvent(type: string, intent: FakeIntent, eventId?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

/** Stripe's form encoding (a[b]=c) back into objects. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path[path.length - 1]] = value;
  }
  return result;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_' + randomBytes(6).toString('hex'), ...headers });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string): void {
  send(res, status, { error: { type, message, ...(code ? { code } : {}) } }, { 'Stripe-Should-Retry': 'false' });
}

/**
 * A local HTTP server speaking the part of Stripe's API the product uses (POST /v1/payment_intents with
 * idempotency keys, GET /v1/payment_intents/{id}), so the real stripe SDK code path runs in tests.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, { params: string; intentId: string }>();
  const calls: FakeStripe['calls'] = [];
  const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);

  const fake = {
    down: false,
  } as FakeStripe;

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const path = (req.url ?? '').split('?')[0];
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const params = parseForm(body);
    calls.push({ method: req.method ?? '', path, idempotencyKey, params });
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (fake.down) return stripeError(res, 500, 'api_error', 'Stripe est indisponible (simulation)');
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (idempotencyKey) {
        const previous = byIdempotencyKey.get(idempotencyKey);
        if (previous && previous.params !== body) {
          return stripeError(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        }
        if (previous) return send(res, 200, intents.get(previous.intentId), { 'Idempotent-Replayed': 'true' });
      }
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50 || typeof params.currency !== 'string') {
        return stripeError(res, 400, 'invalid_request_error', 'Missing or invalid amount or currency', 'parameter_invalid_integer');
      }
      const id = 'pi_' + randomBytes(12).toString('hex');
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params.currency,
        description: (params.description as string) ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { params: body, intentId: id });
      return send(res, 200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]));
      if (!intent) return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, 'resource_missing');
      return send(res, 200, intent);
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
  };

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`intent inconnu du faux Stripe : ${id}`);
    return intent;
  };
  return Object.assign(fake, {
    url,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_faux_stripe_local',
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: url,
    },
    intents,
    calls,
    succeed(id: string) {
      const intent = find(id);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      return intent;
    },
    fail(id: string, message: string) {
      return Object.assign(find(id), { status: 'requires_payment_method', last_payment_error: { message } });
    },
    signedEvent(type: string, intent: FakeIntent, eventId = 'evt_' + randomBytes(12).toString('hex')) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...intent } },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
