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
  /** The charge made when the intent succeeded (ch_…). */
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

/** Stripe's Refund object (the fields the product reads, as Stripe sends them). */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeStripe {
  /** STRIPE_API_BASE for the app under test. */
  url: string;
  /** The env that points the app at this server (keys and webhook secret included). */
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  /** Every API call received, in order. */
  calls: { method: string; path: string; idempotencyKey?: string; params: Record<string, unknown> }[];
  /** While true, every call answers a 500 that Stripe marks as not to be retried. */
  down: boolean;
  /** A refund is made at once but answered this many ms later (a slow Stripe: the webhook may come first). */
  refundDelayMs: number;
  /** The card form's part: the intent succeeds (or fails with a message). */
  succeed(id: string): FakeIntent;
  fail(id: string, message: string): FakeIntent;
  /** A refund made elsewhere (Stripe's dashboard): of `amount` cents, or what remains. */
  refundInDashboard(intentId: string, amount?: number): FakeRefund;
  /** The intent's Charge as Stripe sends it (without `refunds`, which Stripe no longer expands by default). */
  charge(intentId: string, options?: { withRefunds?: boolean }): Record<string, unknown>;
  /** A Dispute object on the intent's charge. */
  dispute(intentId: string, reason?: string): Record<string, unknown>;
  cancel(intentId: string, reason?: string): FakeIntent;
  /** An event as Stripe posts it to a webhook, and its signature header for that exact payload. */
  signedEvent(type: string, object: object, eventId?: string): { payload: string; signature: string };
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
 * A local HTTP server speaking the part of Stripe's API the product uses (POST /v1/payment_intents and
 * POST /v1/refunds with idempotency keys, GET /v1/payment_intents/{id}, GET /v1/refunds?payment_intent=), so the
 * real stripe SDK code path runs in tests; it also builds the Charge and Dispute objects of the events it emits.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const byIdempotencyKey = new Map<string, { path: string; params: string; id: string }>();
  const calls: FakeStripe['calls'] = [];
  const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);

  const fake = {
    down: false,
    refundDelayMs: 0,
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
    // Stripe answers a key used again with the first answer, and refuses it with other parameters or another path.
    if (req.method === 'POST' && idempotencyKey) {
      const previous = byIdempotencyKey.get(idempotencyKey);
      if (previous && (previous.params !== body || previous.path !== path)) {
        return stripeError(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      if (previous) return send(res, 200, intents.get(previous.id) ?? refunds.get(previous.id), { 'Idempotent-Replayed': 'true' });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(params.payment_intent ?? ''));
      if (!intent) return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${params.payment_intent}'`, 'resource_missing');
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        return stripeError(res, 400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable');
      }
      if (disputed.has(intent.id)) return stripeError(res, 400, 'invalid_request_error', `Charge ${intent.latest_charge} has been charged back; cannot issue a refund.`, 'charge_disputed');
      const remaining = intent.amount - refundedOf(intent.id);
      const amount = params.amount === undefined ? remaining : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0) return stripeError(res, 400, 'invalid_request_error', 'Invalid positive integer', 'parameter_invalid_integer');
      if (amount > remaining) {
        return stripeError(res, 400, 'invalid_request_error', `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${remaining / 100})`, 'amount_too_large');
      }
      const refund = makeRefund(intent, amount, (params.reason as string) ?? null, (params.metadata as Record<string, string>) ?? {});
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { path, params: body, id: refund.id });
      if (fake.refundDelayMs) return void setTimeout(() => send(res, 200, refund), fake.refundDelayMs);
      return send(res, 200, refund);
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const intentId = query.get('payment_intent');
      const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId).reverse();
      return send(res, 200, { object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
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
        latest_charge: null,
        canceled_at: null,
        cancellation_reason: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { path, params: body, id });
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

  const disputed = new Set<string>();
  const refundedOf = (intentId: string) =>
    [...refunds.values()].filter((r) => r.payment_intent === intentId && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  const makeRefund = (intent: FakeIntent, amount: number, reason: string | null, metadata: Record<string, string>): FakeRefund => {
    const refund: FakeRefund = {
      id: 're_' + randomBytes(12).toString('hex'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: intent.latest_charge!,
      payment_intent: intent.id,
      status: 'succeeded',
      reason,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
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
    refunds,
    calls,
    succeed(id: string) {
      const intent = find(id);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        last_payment_error: null,
        latest_charge: intent.latest_charge ?? 'ch_' + randomBytes(12).toString('hex'),
      });
      return intent;
    },
    refundInDashboard(intentId: string, amount?: number) {
      const intent = find(intentId);
      return makeRefund(intent, amount ?? intent.amount - refundedOf(intentId), null, {});
    },
    charge(intentId: string, options: { withRefunds?: boolean } = {}) {
      const intent = find(intentId);
      const amountRefunded = refundedOf(intentId);
      const own = [...refunds.values()].filter((r) => r.payment_intent === intentId).reverse();
      return {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: amountRefunded,
        captured: true,
        currency: intent.currency,
        disputed: disputed.has(intentId),
        livemode: false,
        metadata: intent.metadata,
        paid: true,
        payment_intent: intent.id,
        refunded: amountRefunded >= intent.amount,
        status: 'succeeded',
        created: intent.created,
        ...(options.withRefunds ? { refunds: { object: 'list', data: own, has_more: false, url: `/v1/charges/${intent.latest_charge}/refunds` } } : {}),
      };
    },
    dispute(intentId: string, reason = 'fraudulent') {
      const intent = find(intentId);
      disputed.add(intentId);
      return {
        id: 'dp_' + randomBytes(12).toString('hex'),
        object: 'dispute',
        amount: intent.amount,
        charge: intent.latest_charge,
        currency: intent.currency,
        payment_intent: intent.id,
        reason,
        status: 'needs_response',
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        created: Math.floor(Date.now() / 1000),
      };
    },
    cancel(id: string, reason = 'abandoned') {
      return Object.assign(find(id), { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), cancellation_reason: reason });
    },
    fail(id: string, message: string) {
      return Object.assign(find(id), { status: 'requires_payment_method', last_payment_error: { message } });
    },
    signedEvent(type: string, object: object, eventId = 'evt_' + randomBytes(12).toString('hex')) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...object } },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
