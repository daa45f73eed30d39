import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { connect } from 'node:net';
import { DEMO_SEEDERS } from '../../backend/src/demo/demo-seeders';
import { MALFORMED_TEXT, MALFORMED_URL, TOO_DEEP } from '../../backend/src/common/hostile-input';
import { TrackingService } from '../../backend/src/tracking/tracking.service';
import { createTestApp, type TestApp } from '../support/app';
import { HUMAN_TOKEN, startFakeRecaptcha, type FakeRecaptcha } from '../support/fake-recaptcha';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { freshIp } from '../support/merchant-requests';
import { submitRequest } from '../support/parent-requests';
import { listen, rawRequest, type RawAnswer } from '../support/raw-http';

/**
 * Every endpoint of the served OpenAPI document (so that a route added later is covered without editing this file)
 * gets hostile text in its path parameters, query and JSON body, with and without an admin token: no answer is a
 * 500, every refusal is French JSON, and a refused call leaves every table as it was.
 */

interface SchemaObject {
  type?: string;
  example?: unknown;
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  $ref?: string;
}
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Body fields with a plausible value each, from the operation's schema. */
  body?: Record<string, unknown>;
  contentTypes: string[];
  admin: boolean;
}

/** NUL and lone surrogates (what PostgreSQL cannot store), then characters that could break a text pipeline. */
const hostileCharacter = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0001', '\u0008', '\u0009', '\u000a', '\u000d', '\u001b', '\u001f', '\u007f', '\u0085', '\u00a0', '\u200b', '\u200e',
      '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\u2028', '\ufeff', '\ufffd', '\uffff', '\ud83d\ude00', "'", '"', '\\', '%',
      '%00', '${', '../', '<script>',
    ),
  },
);
const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 6 }), hostileCharacter, fc.string({ maxLength: 6 })).map(([a, c, b]) => a + c + b),
  fc.array(hostileCharacter, { minLength: 1, maxLength: 6 }).map((chars) => chars.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const longHostileString = fc.tuple(fc.constantFrom('a', 'é', '\u202e', '1'), hostileCharacter).map(([c, h]) => c.repeat(10_240) + h);
/** In a URL a 10 KB string mostly meets the header size limit (a French 431), so it comes less often there. */
const hostileUrlString = fc.oneof({ weight: 6, arbitrary: shortHostileString }, { weight: 1, arbitrary: longHostileString });
const hostileString = fc.oneof({ weight: 3, arbitrary: shortHostileString }, { weight: 1, arbitrary: longHostileString });
/** Bad %-escapes and raw bytes for the request line: bytes above 0x7F are written as they are. */
const hostileUrlPart = fc.constantFrom('%', '%z', '%zz', '%e9', '%C3', '%ED%A0%80', '%F0%9F%98', '%C0%AF', '%FF%FE', '%00', 'a%00b', '%uD800', '\u00e9', '\u00ff', '\u0080');
/** Invalid UTF-8 inside a JSON string: a lone continuation byte, an overlong slash, an encoded surrogate, 0xFF. */
const invalidUtf8 = fc.constantFrom([0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0xe9], [0xf8, 0x88, 0x80, 0x80, 0x80]);

/** %-encoding that also writes lone surrogates, as WTF-8 (what a careless client would send). */
function looseEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => '%' + b.toString(16).toUpperCase()).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function sampleValue(schema: SchemaObject | undefined, components: Record<string, SchemaObject>, depth = 0): unknown {
  if (!schema || depth > 3) return 'texte';
  if (schema.$ref) return sampleValue(components[schema.$ref.split('/').pop()!], components, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(schema.items, components, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleValue(value, components, depth + 1)]));
    default:
      return 'texte';
  }
}

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema?: SchemaObject }> }; security?: unknown[] }>>;
  components: { schemas: Record<string, SchemaObject> };
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const body = jsonSchema ? sampleValue(jsonSchema, document.components.schemas) : undefined;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
        queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined,
        contentTypes: Object.keys(content),
        admin: (operation.security ?? []).length > 0,
      };
    }),
  );
}

/** What one generated call is made of. */
interface Call {
  params: Record<string, string>;
  query: [string, string][];
  /** Text for the JSON query parameters of ra-data-simple-rest lists (filter, sort), or none. */
  listValue?: string;
  /** Whether the text also goes in the filter's keys and the sort field (refused earlier by the lists). */
  listEverywhere: boolean;
  rawUrlPart?: string;
  bodyFields: [string, unknown][];
  rawBodyBytes?: readonly number[];
  textPlain: boolean;
  withToken: boolean;
}

describe('Hostile input on every endpoint of the OpenAPI document', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let recaptcha: FakeRecaptcha;
  let origin: { host: string; port: number };
  let operations: Operation[];
  let token: string;
  let tables: string[];
  /** Real ids and days, so that hostile bodies also reach records that exist. */
  let knownIds: string[];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    recaptcha = await startFakeRecaptcha();
    // Trusting the loopback proxy makes each call's X-Forwarded-For its own client, so the per-address throttles
    // (sign-in, forms, payments) leave the validators reachable for every run.
    t = await createTestApp({ env: { ...stripe.env, ...recaptcha.env, TRUST_PROXY: '127.0.0.1' } });
    for (const seeder of DEMO_SEEDERS) await seeder.seed(t.db);
    origin = await listen(t);
    token = (await t.adminAuth()).Authorization;
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    operations = operationsOf(document);
    tables = (
      await rowsOf<{ table_name: string }>(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
      )
    )
      .map((row) => row.table_name)
      // Per-address throttle counters: a refused call is still a try, counted as it was in memory before they were
      // shared between instances (PostgreSQL keeps them in this table).
      .filter((name) => name !== 'throttle_hits');
    knownIds = (
      await rowsOf<{ id: string }>(
      sql`(SELECT id::text FROM parent_requests LIMIT 2) UNION ALL (SELECT id::text FROM merchant_requests LIMIT 2)
          UNION ALL (SELECT id::text FROM mail_outbox LIMIT 1) UNION ALL (SELECT id::text FROM admins LIMIT 1)
          UNION ALL (SELECT day::text FROM daily_stats WHERE source = 'manual' LIMIT 1)`,
      )
    ).map((row) => row.id);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await recaptcha.stop();
  });

  /** Both drivers answer { rows }. */
  async function rowsOf<T>(query: SQL): Promise<T[]> {
    return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** Every table's row count, once buffered page views are written (the only rows written after the answer). */
  async function rowCounts(): Promise<Record<string, number>> {
    await t.app.get(TrackingService).flush();
    const query = tables.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`).join(' UNION ALL ');
    const rows = await rowsOf<{ name: string; n: number }>(sql.raw(query));
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
  }

  function callArbitrary(operation: Operation): fc.Arbitrary<Call> {
    const fieldNames = Object.keys(operation.body ?? {});
    const hostileOrKnown = fc.oneof({ weight: 3, arbitrary: hostileUrlString }, { weight: 1, arbitrary: fc.constantFrom(...knownIds, '2025-09-28') });
    const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
      { weight: 4, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.array(hostileString, { minLength: 1, maxLength: 2 }) },
      { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { minKeys: 1, maxKeys: 2 }) },
      // Values that pass a careless check: null through IsOptional, dates and numbers at the edges of what JavaScript
      // and PostgreSQL read.
      { weight: 1, arbitrary: fc.constantFrom(null, true, -1, 0, 1e21, 2 ** 53, '9999-12-31T23:59', '+010000-01-01', '-000001-01-01', '10000-01-01') },
    );
    const isBodyMethod = ['POST', 'PUT', 'PATCH'].includes(operation.method);
    return fc.record({
      params: fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, hostileOrKnown]))) as fc.Arbitrary<Record<string, string>>,
      query: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...operation.queryParams, 'q'), hostileUrlString), hostileUrlString),
        { maxLength: 3 },
      ),
      listValue: fc.option(shortHostileString, { nil: undefined }),
      listEverywhere: fc.boolean(),
      rawUrlPart: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileUrlPart }),
      bodyFields: isBodyMethod
        ? fc.array(fc.tuple(fieldNames.length ? fc.oneof(fc.constantFrom(...fieldNames), hostileString) : hostileString, fieldValue), { minLength: 1, maxLength: 3 })
        : fc.constant([]),
      rawBodyBytes: isBodyMethod ? fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: invalidUtf8 }) : fc.constant(undefined),
      textPlain: operation.contentTypes.includes('text/plain') ? fc.boolean() : fc.constant(false),
      withToken: operation.admin ? fc.boolean() : fc.constant(false),
    });
  }

  /** The same text everywhere, with and without a token: what every run starts with, whatever the random ones draw. */
  function everywhere(operation: Operation, text: string, withToken: boolean): [Call] {
    return [
      {
        params: Object.fromEntries(operation.pathParams.map((name) => [name, text])),
        query: [...operation.queryParams, 'q'].map((name) => [name, text]),
        listValue: text,
        listEverywhere: false,
        bodyFields: Object.keys(operation.body ?? { q: '' }).map((name) => [name, `a${text}b`]),
        textPlain: false,
        withToken,
      },
    ];
  }

  function buildRequest(operation: Operation, call: Call): { path: string; headers: Record<string, string>; body?: Buffer } {
    let path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => looseEncode(call.params[name]));
    const query = call.query.map(([key, value]) => `${looseEncode(key)}=${looseEncode(value)}`);
    if (call.listValue !== undefined) {
      const value = call.listValue;
      if (!call.listEverywhere) query.push(`filter=${looseEncode(JSON.stringify({ q: value }))}`);
      else query.push(`filter=${looseEncode(JSON.stringify({ q: value, [value]: value }))}`, `sort=${looseEncode(JSON.stringify([value, 'ASC']))}`);
    }
    if (call.rawUrlPart !== undefined) {
      if (operation.pathParams.length && call.query.length % 2 === 0) path += call.rawUrlPart;
      else query.push(`q=a${call.rawUrlPart}`);
    }
    if (query.length) path += `?${query.join('&')}`;
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), accept: 'application/json' };
    if (call.withToken) headers.authorization = token;
    if (!['POST', 'PUT', 'PATCH'].includes(operation.method)) return { path, headers };
    const fields = { ...operation.body, recaptchaToken: HUMAN_TOKEN, ...Object.fromEntries(call.bodyFields) };
    let body = Buffer.from(JSON.stringify(fields));
    if (call.rawBodyBytes) {
      // Invalid bytes inside the first string value of the JSON text.
      const at = body.indexOf('":"') + 3;
      body = at > 2 ? Buffer.concat([body.subarray(0, at), Buffer.from(call.rawBodyBytes), body.subarray(at)]) : body;
    }
    headers['content-type'] = call.textPlain ? 'text/plain;charset=UTF-8' : 'application/json';
    return { path, headers, body };
  }

  function checkAnswer(answer: RawAnswer, label: string): void {
    if (answer.status >= 500) throw new Error(`${label} → ${answer.status} ${answer.body.toString().slice(0, 300)}`);
    if (answer.status < 400) return;
    let message: unknown;
    try {
      message = JSON.parse(answer.body.toString()).message;
    } catch {
      throw new Error(`${label} → ${answer.status} sans JSON : ${answer.body.toString().slice(0, 200)}`);
    }
    // One French sentence: French words or accents, and none of a framework's English defaults.
    const french = /[àâçéèêëîïôùûœ]|\b(le|la|les|des|du|de|une?|est|doit|pas|introuvables?|invalides?|requise?|veuillez|identifiants?|cette|plus|aucune?|votre)\b/i;
    const english = /\b(the|is|not|invalid|error|found|request|unauthorized|forbidden)\b/i;
    if (typeof message !== 'string' || !french.test(message) || english.test(message)) {
      throw new Error(`${label} → ${answer.status} message non français : ${JSON.stringify(message)}`);
    }
  }

  function failureLine(operation: Operation, details: fc.RunDetails<[Call]>): string {
    const error = 'errorInstance' in details ? (details.errorInstance as Error | undefined)?.message : undefined;
    return `${operation.method} ${operation.path}: ${error ?? 'échec'}`.slice(0, 800);
  }

  describe('the edge rule', () => {
    const get = (path: string, headers: Record<string, string> = {}) => rawRequest(origin, 'GET', path, headers);
    const json = (answer: RawAnswer) => JSON.parse(answer.body.toString()) as { statusCode: number; message: string; error: string };

    it('refuses a NUL in the city search and in a back-office filter with a French 400 (both answered 500)', async () => {
      const search = await get('/api/cities/search?q=%00abc');
      expect([search.status, json(search)]).toEqual([400, { statusCode: 400, message: MALFORMED_TEXT, error: 'Bad Request' }]);
      const filter = await get(`/api/admin/parent-requests?filter=${encodeURIComponent('{"q":"a\\u0000b"}')}`, { authorization: token });
      expect([filter.status, json(filter).message]).toEqual([400, MALFORMED_TEXT]);
      const surrogate = await get(`/api/admin/merchant-requests?filter=${encodeURIComponent('{"q":"\\ud800"}')}`, { authorization: token });
      expect([surrogate.status, json(surrogate).message]).toEqual([400, MALFORMED_TEXT]);
    });

    it('refuses bad %-escapes, encoded surrogates and invalid UTF-8 in the URL, static pages included', async () => {
      for (const path of ['/api/cities/search?q=%zz', '/api/cities/search?q=%ff', '/api/payments/status/%ED%A0%80', '/%zz', '/admin/%ff', '/admin/x?y=%C0%AF']) {
        const answer = await get(path);
        expect([path, answer.status, json(answer).message]).toEqual([path, 400, MALFORMED_URL]);
      }
      for (const path of ['/admin/%00', '/parents/a%00b', '/api/payments/status/%00']) {
        const answer = await get(path);
        expect([path, answer.status, json(answer).message]).toEqual([path, 400, MALFORMED_TEXT]);
      }
      // Raw bytes above 0x7F never reach a route: Node's HTTP parser refuses them, in French here.
      const raw = await get('/api/cities/search?q=\u00e9');
      expect([raw.status, json(raw).message]).toEqual([400, 'La requête HTTP est mal formée.']);
    });

    it('refuses NUL and lone surrogates at any depth of a JSON body, keys included, and invalid UTF-8 bytes', async () => {
      const before = await rowCounts();
      const post = (body: Buffer, contentType = 'application/json') =>
        rawRequest(origin, 'POST', '/api/parents', { 'content-type': contentType, 'x-forwarded-for': freshIp() }, body);
      for (const body of ['{"parent_firstname":"a\\u0000"}', '{"x":{"y":["\\udc00"]}}', '{"a\\ud800":1}']) {
        const answer = await post(Buffer.from(body));
        expect([body, answer.status, json(answer).message]).toEqual([body, 400, MALFORMED_TEXT]);
      }
      const invalid = await post(Buffer.concat([Buffer.from('{"parent_firstname":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]));
      expect([invalid.status, json(invalid).message]).toEqual([400, MALFORMED_TEXT]);
      const beacon = await rawRequest(origin, 'POST', '/api/track', { 'content-type': 'text/plain' }, Buffer.from('{"session_id":"s","page":"/x\\ud800","device":"mobile"}'));
      expect([beacon.status, json(beacon).message]).toEqual([400, MALFORMED_TEXT]);
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses a JSON body nested deeper than any form (a stack overflow answered 500)', async () => {
      for (const path of ['/api/parents', '/api/track', '/api/admin/login']) {
        const depth = 200_000;
        const answer = await rawRequest(origin, 'POST', path, { 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, Buffer.from(`{"a":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`));
        expect([path, answer.status, json(answer).message]).toEqual([path, 400, TOO_DEEP]);
        const clean = await rawRequest(origin, 'POST', path, { 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, Buffer.from(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`));
        expect([path, clean.status, json(clean).message]).toEqual([path, 400, TOO_DEEP]);
      }
    });

    it('answers a method the app does not serve with a French 404 that does not repeat the URL (« Cannot PROPFIND /api/health »)', async () => {
      for (const method of ['PROPFIND', 'MKCOL', 'M-SEARCH', 'PURGE']) {
        const answer = await rawRequest(origin, method, '/api/health', {});
        checkAnswer(answer, `${method} /api/health`);
        expect([method, answer.status, json(answer).message]).toEqual([method, 404, expect.not.stringContaining('/api/health')]);
      }
    });

    it("answers in French what Node's server refused by itself: an unknown Expect (bare 417) and CONNECT (closed)", async () => {
      const expectation = await rawRequest(origin, 'POST', '/api/track', { expect: '42-nope', 'content-type': 'application/json' }, Buffer.from('{}'));
      expect([expectation.status, json(expectation).message]).toEqual([417, "L'en-tête Expect de la requête n'est pas pris en charge."]);
      const socket = connect(origin.port, origin.host);
      socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
      const chunks: Buffer[] = [];
      for await (const chunk of socket) chunks.push(chunk as Buffer);
      const [head, body] = Buffer.concat(chunks).toString().split('\r\n\r\n');
      expect([head.split('\r\n')[0], JSON.parse(body).message]).toEqual(['HTTP/1.1 405 Method Not Allowed', "Ce serveur n'accepte pas la méthode CONNECT."]);
    });

    it('refuses in French a body that is not a JSON object, on routes whose fields are all optional (« Validation failed »)', async () => {
      const before = await rowCounts();
      const [{ id: adminId }] = await rowsOf<{ id: string }>(sql`SELECT id::text FROM admins LIMIT 1`);
      const [{ id: requestId }] = await rowsOf<{ id: string }>(sql`SELECT id::text FROM parent_requests LIMIT 1`);
      for (const [method, path] of [['PUT', `/api/admin/admins/${adminId}`], ['POST', `/api/admin/parent-requests/${requestId}/close`], ['PUT', `/api/parents/${requestId}`]]) {
        for (const body of ['[]', '[{"disabled":true}]', '"x"', '123', 'true']) {
          const answer = await rawRequest(origin, method, path, { 'content-type': 'application/json', authorization: token }, Buffer.from(body));
          expect([path, body, answer.status, json(answer).message]).toEqual([path, body, 400, 'Le corps de la requête doit être un objet JSON.']);
        }
      }
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses in French a list date filter past year 9999 (PostgreSQL misread +010000-01-01: 500)', async () => {
      const lists = ['parent-requests', 'parent-requests/counts', 'merchant-requests', 'merchant-requests/counts', 'mails'];
      for (const list of lists) {
        for (const filter of [{ createdAt_gte: '10000-01-01' }, { createdAt_lte: '+010000-01-01' }, { createdAt_gte: '9999-12-31T23:59:59.999-14:00' }, { createdAt_lte: '-000001-01-01' }]) {
          const answer = await get(`/api/admin/${list}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { authorization: token });
          checkAnswer(answer, `${list} ${JSON.stringify(filter)}`);
          expect([list, answer.status]).toEqual([list, 400]);
        }
        const lastDay = await get(`/api/admin/${list}?filter=${encodeURIComponent('{"createdAt_lte":"9999-12-31"}')}`, { authorization: token });
        expect([list, lastDay.status]).toEqual([list, 200]);
      }
    });

    it('lets other control characters through to the field validators', async () => {
      expect((await get('/api/cities/search?q=%01lyo%1F')).status).toBe(200);
      const answer = await rawRequest(origin, 'POST', '/api/admin/login', { 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, Buffer.from('{"email":"a\\u0001@b.fr","password":"\\u202e"}'));
      expect([answer.status, json(answer).message]).toEqual([400, "L'adresse e-mail est invalide."]);
    });

    it("keeps Stripe's signed webhook working, even for text the rule refuses elsewhere", async () => {
      const id = await submitRequest(t);
      const { paymentIntentId } = (await t.http().post('/api/payments/create-payment-intent').send({ amount: 3000, currency: 'eur', metadata: { requestId: id } }).expect(200)).body;
      const intent = stripe.succeed(paymentIntentId);
      intent.description = 'Acompte\u0000';
      const event = stripe.signedEvent('payment_intent.succeeded', intent);
      expect(event.payload).toContain('\\u0000');
      const answer = await rawRequest(origin, 'POST', '/api/payments/webhook', { 'content-type': 'application/json', 'stripe-signature': event.signature }, Buffer.from(event.payload));
      expect([answer.status, json(answer)]).toEqual([200, { received: true, duplicate: false }]);
      expect((await t.http().get(`/api/payments/status/${id}`).expect(200)).body.isPaymentAuthorized).toBe(true);
    });
  });

  const NUM_RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 50);

  it('lists the endpoints from the served document, admin ones included', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.some((o) => o.admin && o.method === 'PUT')).toBe(true);
    expect(operations.some((o) => o.path === '/api/track')).toBe(true);
    // The data rights (issue 35): the parent's « Mes données », the artisan's export and erasure request, the staff's
    // export and erasure of both, and the artisans' DAC7 copies.
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/parent-space/{token}/data',
        'GET /api/parent-space/{token}/erasure',
        'POST /api/parent-space/{token}/erasure',
        'POST /api/parent-space/erasure-confirmations',
        'GET /api/admin/parent-requests/{id}/data',
        'POST /api/admin/parent-requests/{id}/erasure',
        'GET /api/merchant-space/{token}/data',
        'POST /api/merchant-space/{token}/erasure-request',
        'GET /api/admin/merchant-requests/{id}/data',
        'POST /api/admin/merchant-requests/{id}/erasure',
        'GET /api/merchant-space/{token}/dac7-copies',
        'GET /api/merchant-space/{token}/dac7-copies/{year}.pdf',
        'POST /api/admin/merchant-requests/{id}/dac7-copies',
      ]),
    );
    expect(tables).toEqual(expect.arrayContaining(['parent_requests', 'mail_outbox', 'audit_events']));
  });

  it('answers no 500 and a French 4xx that changes nothing, on every endpoint', async () => {
    const failures: string[] = [];
    // After a refused call the counts are those before the next one (the calls go one by one, and a refused call
    // leaves nothing to write later): most calls are refused, so most are counted once instead of twice.
    let counts: Record<string, number> | undefined;
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(callArbitrary(operation), async (call) => {
          const { path, headers, body } = buildRequest(operation, call);
          const label = `${operation.method} ${JSON.stringify(path.slice(0, 200))}${call.withToken ? ' (admin)' : ''} ${body?.subarray(0, 200).toString() ?? ''}`;
          const before = counts ?? (await rowCounts());
          counts = undefined;
          const answer = await rawRequest(origin, operation.method, path, headers, body);
          checkAnswer(answer, label);
          if (answer.status >= 400) {
            counts = await rowCounts();
            expect(counts).toEqual(before);
          }
        }),
        {
          numRuns: NUM_RUNS,
          examples: ['\u0000', 'a\u0000b', '\ud800', 'x\udfff'].flatMap((text) => [everywhere(operation, text, false), everywhere(operation, text, operation.admin)]),
          endOnFailure: true, reporter: (details) => void (details.failed && failures.push(failureLine(operation, details))) },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
