import SwaggerParser from '@apidevtools/swagger-parser';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../support/app';

/**
 * The served /api/docs-json is the contract between the API and its two clients: it must be valid OpenAPI, every
 * operation must say what it answers, it must give exactly the types committed in packages/api-types (what the
 * clients import; `npm run sync:api` writes them from the same modules in preview mode), and each client call must
 * declare the answer and the body its operation has in those types. The check file is type-checked with the
 * TypeScript compiler; any diagnostic fails the test.
 */

const ROOT = resolve(__dirname, '../..');
const FRONTEND_CLIENT = join(ROOT, 'frontend/src/api/client');
const ADMIN_DATA_PROVIDER = join(ROOT, 'admin/src/api/dataProvider');
const API_TYPES = join(ROOT, 'packages/api-types/src/index.ts');

/** Operations that answer no JSON body, on purpose. */
const WITHOUT_JSON_ANSWER: Record<string, string> = {
  'post /api/track': 'balise de suivi : 204 sans corps',
  'get /api/parent-space/{token}/calendar.ics': "fichier iCalendar de l'atelier (text/calendar)",
  'get /api/merchant-space/{token}/calendar.ics': "flux iCalendar des ateliers de l'artisan (text/calendar)",
  'get /api/admin/reports/dac7': 'déclaration DAC7 (fichier text/csv)',
  'get /api/admin/payout-batches/{id}/sepa.xml': 'fichier de virement SEPA (application/xml)',
  'get /api/admin/payout-statements/{id}/pdf': "relevé de paiement d'un artisan (application/pdf)",
  'get /api/merchant-space/{token}/statements/{id}.pdf': "relevé de paiement de l'artisan (application/pdf)",
  'get /api/merchant-space/{token}/dac7-copies/{year}.pdf': "copie DAC7 annuelle de l'artisan (application/pdf)",
  'get /api/parent-space/{token}/receipts/{file}': 'reçu ou avoir émis (application/pdf)',
  'get /api/admin/receipts/{id}/pdf': 'reçu ou avoir émis (application/pdf)',
};

type Method = 'get' | 'post' | 'put' | 'delete';

/** A client call whose answer type the client declares: the generated answer and it must be mutually assignable. */
interface DeclaredAnswer {
  name: string;
  client: string;
  operation: [Method, string];
}

/** The answer type each client method declares, as a type expression over the client's exports. */
const DECLARED_ANSWERS: DeclaredAnswer[] = [
  { name: 'site: api.config', client: 'Answer<typeof site.api.config>', operation: ['get', '/api/config'] },
  { name: 'site: api.searchCities', client: 'Answer<typeof site.api.searchCities>', operation: ['get', '/api/cities/search'] },
  { name: 'site: api.submitMerchantRequest', client: 'Answer<typeof site.api.submitMerchantRequest>', operation: ['post', '/api/merchants/request'] },
  { name: 'site: api.submitParentRequest', client: 'Answer<typeof site.api.submitParentRequest>', operation: ['post', '/api/parents'] },
  { name: 'site: api.createPaymentIntent', client: 'Answer<typeof site.api.createPaymentIntent>', operation: ['post', '/api/payments/create-payment-intent'] },
  { name: 'site: api.paymentStatus', client: 'Answer<typeof site.api.paymentStatus>', operation: ['get', '/api/payments/status/{requestId}'] },
  { name: 'site: api.confirmDemoPayment', client: 'Answer<typeof site.api.confirmDemoPayment>', operation: ['post', '/api/payments/demo/confirm'] },
  { name: 'site: api.payoutDetails', client: 'Answer<typeof site.api.payoutDetails>', operation: ['get', '/api/merchant-space/{token}/payout-details'] },
  { name: 'site: api.requestMerchantErasure', client: 'Answer<typeof site.api.requestMerchantErasure>', operation: ['post', '/api/merchant-space/{token}/erasure-request'] },
  { name: 'site: api.merchantDac7Copies', client: 'Answer<typeof site.api.merchantDac7Copies>', operation: ['get', '/api/merchant-space/{token}/dac7-copies'] },
  { name: 'site: api.updatePayoutDetails', client: 'Answer<typeof site.api.updatePayoutDetails>', operation: ['put', '/api/merchant-space/{token}/payout-details'] },
  { name: 'site: api.erasureStatus', client: 'Answer<typeof site.api.erasureStatus>', operation: ['get', '/api/parent-space/{token}/erasure'] },
  { name: 'site: api.confirmErasure', client: 'Answer<typeof site.api.confirmErasure>', operation: ['post', '/api/parent-space/erasure-confirmations'] },
  { name: 'site: api.requestParentSpaceLink', client: 'Answer<typeof site.api.requestParentSpaceLink>', operation: ['post', '/api/parent-space/links'] },
  { name: 'site: api.parentSpace', client: 'Answer<typeof site.api.parentSpace>', operation: ['get', '/api/parent-space/{token}'] },
  { name: 'site: api.acceptProposal', client: 'Answer<typeof site.api.acceptProposal>', operation: ['post', '/api/parent-space/{token}/proposal/accept'] },
  { name: 'site: api.balanceStatus', client: 'Answer<typeof site.api.balanceStatus>', operation: ['get', '/api/parent-space/{token}/balance/status'] },
  { name: 'site: api.declineProposal', client: 'Answer<typeof site.api.declineProposal>', operation: ['post', '/api/parent-space/{token}/proposal/decline'] },
  { name: 'site: api.cancelBooking', client: 'Answer<typeof site.api.cancelBooking>', operation: ['post', '/api/parent-space/{token}/cancel'] },
  { name: 'site: api.updateDetails', client: 'Answer<typeof site.api.updateDetails>', operation: ['put', '/api/parent-space/{token}/details'] },
  { name: 'site: api.requestErasure', client: 'Answer<typeof site.api.requestErasure>', operation: ['post', '/api/parent-space/{token}/erasure'] },
  { name: 'site: api.requestMerchantSpaceLink', client: 'Answer<typeof site.api.requestMerchantSpaceLink>', operation: ['post', '/api/merchant-space/links'] },
  { name: 'site: api.merchantSpace', client: 'Answer<typeof site.api.merchantSpace>', operation: ['get', '/api/merchant-space/{token}'] },
  { name: 'site: api.updateMerchantAvailability', client: 'Answer<typeof site.api.updateMerchantAvailability>', operation: ['put', '/api/merchant-space/{token}/availability'] },
  { name: 'site: api.acceptOffer', client: 'Answer<typeof site.api.acceptOffer>', operation: ['post', '/api/merchant-space/{token}/offers/{offerId}/accept'] },
  { name: 'site: api.declineOffer', client: 'Answer<typeof site.api.declineOffer>', operation: ['post', '/api/merchant-space/{token}/offers/{offerId}/decline'] },
  { name: 'site: api.merchantStatements', client: 'Answer<typeof site.api.merchantStatements>', operation: ['get', '/api/merchant-space/{token}/statements'] },
  { name: 'site: api.merchantCalendarLink', client: 'Answer<typeof site.api.merchantCalendarLink>', operation: ['post', '/api/merchant-space/{token}/calendar-link'] },
  { name: 'back-office: eraseParentData', client: "Answer<admin.BackOfficeDataProvider['eraseParentData']>", operation: ['post', '/api/admin/parent-requests/{id}/erasure'] },
  { name: 'back-office: parentRequestCounts', client: "Answer<admin.BackOfficeDataProvider['parentRequestCounts']>", operation: ['get', '/api/admin/parent-requests/counts'] },
  { name: 'back-office: bulkCloseParentRequests', client: "Answer<admin.BackOfficeDataProvider['bulkCloseParentRequests']>", operation: ['post', '/api/admin/parent-requests/bulk-close'] },
  { name: 'back-office: lateReminders', client: "Answer<admin.BackOfficeDataProvider['lateReminders']>", operation: ['get', '/api/admin/reminders/late'] },
  { name: 'back-office: merchantRequestCounts', client: "Answer<admin.BackOfficeDataProvider['merchantRequestCounts']>", operation: ['get', '/api/admin/merchant-requests/counts'] },
  { name: 'back-office: bulkSetMerchantStatus', client: "Answer<admin.BackOfficeDataProvider['bulkSetMerchantStatus']>", operation: ['post', '/api/admin/merchant-requests/bulk-status'] },
  { name: 'back-office: getStats', client: "Answer<admin.BackOfficeDataProvider['getStats']>", operation: ['get', '/api/stats'] },
  { name: 'back-office: merchantPayoutDetails', client: "Answer<admin.BackOfficeDataProvider['merchantPayoutDetails']>", operation: ['get', '/api/admin/merchant-requests/{id}/payout-details'] },
  { name: 'back-office: sendMerchantSpaceLink', client: "Answer<admin.BackOfficeDataProvider['sendMerchantSpaceLink']>", operation: ['post', '/api/admin/merchant-requests/{id}/space-link'] },
  { name: 'back-office: revokeMerchantSpaceLinks', client: "Answer<admin.BackOfficeDataProvider['revokeMerchantSpaceLinks']>", operation: ['delete', '/api/admin/merchant-requests/{id}/space-links'] },
  { name: 'back-office: eraseMerchant', client: "Answer<admin.BackOfficeDataProvider['eraseMerchant']>", operation: ['post', '/api/admin/merchant-requests/{id}/erasure'] },
  { name: 'back-office: regenerateDac7Copy', client: "Answer<admin.BackOfficeDataProvider['regenerateDac7Copy']>", operation: ['post', '/api/admin/merchant-requests/{id}/dac7-copies'] },
  { name: 'back-office: dac7Incomplete', client: "Answer<admin.BackOfficeDataProvider['dac7Incomplete']>", operation: ['get', '/api/admin/reports/dac7/incomplete'] },
  { name: 'back-office: parentRequestReceipts', client: "Answer<admin.BackOfficeDataProvider['parentRequestReceipts']>", operation: ['get', '/api/admin/parent-requests/{id}/receipts'] },
  { name: 'back-office: importDailyStats', client: "Answer<admin.BackOfficeDataProvider['importDailyStats']>", operation: ['post', '/api/admin/daily-stats/import'] },
  { name: 'back-office: parentRequestCandidates', client: "Answer<admin.BackOfficeDataProvider['parentRequestCandidates']>", operation: ['get', '/api/admin/parent-requests/{id}/candidates'] },
  { name: 'back-office: sendOffers', client: "Answer<admin.BackOfficeDataProvider['sendOffers']>", operation: ['post', '/api/admin/parent-requests/{id}/offers'] },
  { name: 'back-office: parentRequestOffers', client: "Answer<admin.BackOfficeDataProvider['parentRequestOffers']>", operation: ['get', '/api/admin/parent-requests/{id}/offers'] },
  { name: 'back-office: unmatchedRequests', client: "Answer<admin.BackOfficeDataProvider['unmatchedRequests']>", operation: ['get', '/api/admin/parent-requests/unmatched'] },
  { name: 'back-office: operationsStatus', client: "Answer<admin.BackOfficeDataProvider['operationsStatus']>", operation: ['get', '/api/admin/operations/status'] },
  { name: 'back-office: merchantShares', client: "Answer<admin.BackOfficeDataProvider['merchantShares']>", operation: ['get', '/api/admin/merchant-requests/{id}/shares'] },
  { name: 'back-office: payoutsOwed', client: "Answer<admin.BackOfficeDataProvider['payoutsOwed']>", operation: ['get', '/api/admin/payouts/owed'] },
  { name: 'back-office: createPayoutBatch', client: "Answer<admin.BackOfficeDataProvider['createPayoutBatch']>", operation: ['post', '/api/admin/payout-batches'] },
  { name: 'back-office: payoutBatches', client: "Answer<admin.BackOfficeDataProvider['payoutBatches']>", operation: ['get', '/api/admin/payout-batches'] },
  { name: 'back-office: payoutBatch', client: "Answer<admin.BackOfficeDataProvider['payoutBatch']>", operation: ['get', '/api/admin/payout-batches/{id}'] },
];

/** A client call's body parameter (a type expression) and the operation's: mutually assignable. */
const DECLARED_BODIES: { name: string; client: string; operation: [Method, string] }[] = [
  // The public forms also send the bot check's fields, which the document describes apart (BotCheckFieldsDto).
  { name: 'site: api.submitMerchantRequest', client: "Omit<Parameters<typeof site.api.submitMerchantRequest>[0], BotCheckField>", operation: ['post', '/api/merchants/request'] },
  { name: 'site: api.submitParentRequest', client: "Omit<Parameters<typeof site.api.submitParentRequest>[0], BotCheckField>", operation: ['post', '/api/parents'] },
  { name: 'site: api.requestParentSpaceLink', client: "Omit<Parameters<typeof site.api.requestParentSpaceLink>[0], BotCheckField>", operation: ['post', '/api/parent-space/links'] },
  { name: 'site: api.requestMerchantSpaceLink', client: "Omit<Parameters<typeof site.api.requestMerchantSpaceLink>[0], BotCheckField>", operation: ['post', '/api/merchant-space/links'] },
  { name: 'site: api.declineProposal', client: 'Parameters<typeof site.api.declineProposal>[1]', operation: ['post', '/api/parent-space/{token}/proposal/decline'] },
  { name: 'site: api.cancelBooking', client: 'Parameters<typeof site.api.cancelBooking>[1]', operation: ['post', '/api/parent-space/{token}/cancel'] },
  { name: 'site: api.updateDetails', client: 'Parameters<typeof site.api.updateDetails>[1]', operation: ['put', '/api/parent-space/{token}/details'] },
  { name: 'site: api.updateMerchantAvailability', client: 'Parameters<typeof site.api.updateMerchantAvailability>[1]', operation: ['put', '/api/merchant-space/{token}/availability'] },
  { name: 'site: api.declineOffer', client: 'Parameters<typeof site.api.declineOffer>[2]', operation: ['post', '/api/merchant-space/{token}/offers/{offerId}/decline'] },
  { name: 'site: api.updatePayoutDetails', client: 'Parameters<typeof site.api.updatePayoutDetails>[1]', operation: ['put', '/api/merchant-space/{token}/payout-details'] },
  { name: 'back-office: sendOffers', client: "Parameters<admin.BackOfficeDataProvider['sendOffers']>[1]", operation: ['post', '/api/admin/parent-requests/{id}/offers'] },
  { name: 'back-office: createValidatedProposal', client: "Parameters<admin.BackOfficeDataProvider['createValidatedProposal']>[1]", operation: ['post', '/api/admin/parent-requests/{id}/validated-proposal'] },
  { name: 'back-office: regenerateDac7Copy', client: "Parameters<admin.BackOfficeDataProvider['regenerateDac7Copy']>[1]", operation: ['post', '/api/admin/merchant-requests/{id}/dac7-copies'] },
];

/**
 * Calls whose answer the back office hands to react-admin as a record (normalizeRecord): the answer must carry the
 * `id` react-admin needs. Lists also need their Content-Range header.
 */
const RECORD_ANSWERS: { name: string; operation: [Method, string]; list?: boolean }[] = [
  ...['admin/parent-requests', 'admin/merchant-requests', 'admin/audit', 'admin/mails', 'admin/daily-stats', 'admin/admins', 'cities', 'activity-sectors'].map(
    (path) => ({ name: `back-office: getList ${path}`, operation: ['get', `/api/${path}`] as [Method, string], list: true }),
  ),
  ...['admin/parent-requests', 'admin/merchant-requests', 'admin/mails', 'admin/daily-stats', 'admin/admins'].map((path) => ({
    name: `back-office: getOne ${path}`,
    operation: ['get', `/api/${path}/${path === 'admin/daily-stats' ? '{day}' : '{id}'}`] as [Method, string],
  })),
  ...['proposal', 'validated-proposal', 'reject', 'close', 'refund'].map((action) => ({
    name: `back-office: parent request ${action}`,
    operation: ['post', `/api/admin/parent-requests/{id}/${action}`] as [Method, string],
  })),
  { name: 'back-office: updateParentNotes', operation: ['put', '/api/parents/{id}'] },
  { name: 'back-office: setMerchantStatus', operation: ['put', '/api/admin/merchant-requests/{id}/status'] },
  { name: 'back-office: retryMail', operation: ['post', '/api/admin/mails/{id}/retry'] },
];

interface OperationObject {
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, OperationObject>> };

/**
 * The types `npm run sync:api` would write for this document (scripts/api-types.mjs), run by Node itself:
 * openapi-typescript and some of its dependencies are ES modules that Jest's CommonJS runtime cannot load.
 */
function generateTypes(documentFile: string): string {
  const script = `
    import { readFileSync } from 'node:fs';
    import { apiTypesSource } from './scripts/api-types.mjs';
    process.stdout.write(await apiTypesSource(JSON.parse(readFileSync(process.argv[1], 'utf8'))));
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, documentFile], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

const operationKey = ([method, path]: [Method, string]) => `${method} ${path}`;

/** The check file: one block per comparison, each introduced by a comment naming it (used to report diagnostics). */
function checkSource(generated: string): string {
  const lines = [
    `import type { paths } from ${JSON.stringify(generated)};`,
    `import type * as site from ${JSON.stringify(FRONTEND_CLIENT)};`,
    `import type * as admin from ${JSON.stringify(ADMIN_DATA_PROVIDER)};`,
    'type Answer<F> = F extends (...args: never[]) => Promise<infer A> ? A : never;',
    'type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;',
    'type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }',
    '  ? Json<R[Extract<keyof R, 200 | 201 | 202>]>',
    '  : never;',
    'type ListHeaders<P extends keyof paths> = paths[P]["get"] extends { responses: { 200: { headers: infer H } } } ? H : never;',
    'type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody: infer B } ? Json<NonNullable<B>> : never;',
    'type BotCheckField = "altcha" | "recaptchaToken" | "website";',
  ];
  const mutual = (label: string, left: string, right: string, index: number) => [
    `// CHECK ${label}`,
    `declare const left${index}: ${left};`,
    `declare const right${index}: ${right};`,
    `export const leftToRight${index}: ${right} = left${index};`,
    `export const rightToLeft${index}: ${left} = right${index};`,
  ];
  let index = 0;
  for (const call of DECLARED_ANSWERS) {
    const [method, path] = call.operation;
    lines.push(...mutual(`${call.name} ↔ ${operationKey(call.operation)}`, call.client, `Ok<${JSON.stringify(path)}, ${JSON.stringify(method)}>`, index++));
  }
  for (const call of RECORD_ANSWERS) {
    const [method, path] = call.operation;
    const answer = `Ok<${JSON.stringify(path)}, ${JSON.stringify(method)}>`;
    lines.push(`// CHECK ${call.name} (${operationKey(call.operation)}) carries id for react-admin`);
    lines.push(`declare const record${index}: ${call.list ? `${answer}[number]` : answer};`);
    lines.push(`export const id${index}: string | number = record${index}.id;`);
    if (call.list) {
      lines.push(`// CHECK ${call.name} documents its Content-Range header`);
      lines.push(`export const range${index}: ListHeaders<${JSON.stringify(path)}>["Content-Range"] = "x 0-0/1";`);
    }
    index++;
  }
  for (const call of DECLARED_BODIES) {
    const [method, path] = call.operation;
    lines.push(...mutual(`${call.name} body ↔ ${operationKey(call.operation)}`, call.client, `Body<${JSON.stringify(path)}, ${JSON.stringify(method)}>`, index++));
  }
  return lines.join('\n') + '\n';
}

/** Type-checks the check file alone (the files it imports are read for their types) and reports each failed check. */
function typeCheck(file: string, source: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    allowImportingTsExtensions: false,
    resolveJsonModule: true,
  });
  const checked = program.getSourceFile(file)!;
  const labels = source.split('\n');
  const labelOf = (line: number) => {
    for (let i = line; i >= 0; i--) if (labels[i].startsWith('// CHECK ')) return labels[i].slice('// CHECK '.length);
    return 'préambule';
  };
  return [...program.getSyntacticDiagnostics(checked), ...program.getSemanticDiagnostics(checked)].map((diagnostic) => {
    const line = diagnostic.start === undefined ? 0 : checked.getLineAndCharacterOfPosition(diagnostic.start).line;
    return `${labelOf(line)}\n  ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')}`;
  });
}

describe('The API document as a contract', () => {
  let t: TestApp;
  let document: Document;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http().get('/api/docs-json').expect(200)).body as Document;
    workDir = mkdtempSync(join(tmpdir(), 'openapi-contract-'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('is valid OpenAPI 3.0', async () => {
    // validate() dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect((document as unknown as { openapi: string }).openapi).toMatch(/^3\.0\./);
  });

  it('gives every operation a JSON answer schema, and every error the one French error shape', () => {
    const missing: string[] = [];
    const badErrors: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const key = `${method} ${path}`;
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        if (!(key in WITHOUT_JSON_ANSWER) && !success.some(([, response]) => response.content?.['application/json']?.schema)) missing.push(key);
        for (const [status, response] of Object.entries(operation.responses)) {
          const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
          if (Number(status) >= 400 && schema?.$ref !== '#/components/schemas/ApiErrorBody') badErrors.push(`${key} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(badErrors).toEqual([]);
    // The exceptions are real operations, not stale entries.
    for (const key of Object.keys(WITHOUT_JSON_ANSWER)) {
      const [method, path] = key.split(' ');
      expect(document.paths[path]?.[method]).toBeDefined();
    }
  });

  it('generates exactly the committed packages/api-types (else: npm run sync:api)', () => {
    const documentFile = join(workDir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(document));
    expect(generateTypes(documentFile) === readFileSync(API_TYPES, 'utf8')).toBe(true);
  }, 120_000);

  it("types each client call's answer and body as its operation's in the committed types", () => {
    for (const operation of [...DECLARED_ANSWERS, ...RECORD_ANSWERS, ...DECLARED_BODIES].map((call) => call.operation)) {
      expect([operationKey(operation), document.paths[operation[1]]?.[operation[0]]]).toEqual([operationKey(operation), expect.anything()]);
    }
    const checkFile = join(workDir, 'check.ts');
    const source = checkSource(API_TYPES.replace(/\.ts$/, ''));
    writeFileSync(checkFile, source);
    const diagnostics = typeCheck(checkFile, source);
    if (diagnostics.length > 0) throw new Error(`Le document de l'API et les types des clients divergent :\n\n${diagnostics.join('\n\n')}`);
  }, 120_000);
});
