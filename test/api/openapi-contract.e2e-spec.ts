import SwaggerParser from '@apidevtools/swagger-parser';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../support/app';

/**
 * The served /api/docs-json is the contract between the API and its two clients: it must be valid OpenAPI, every
 * operation must say what it answers, and the TypeScript types generated from it must match the answer types the
 * clients declare and the shared types of the domain package. The generated check file is type-checked with the
 * TypeScript compiler; any diagnostic fails the test.
 */

const ROOT = resolve(__dirname, '../..');
const FRONTEND_CLIENT = join(ROOT, 'frontend/src/api/client');
const ADMIN_DATA_PROVIDER = join(ROOT, 'admin/src/api/dataProvider');
const DOMAIN = join(ROOT, 'packages/domain/src/index');

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

/** Every shared answer type of the domain package and the schema the document gives it: mutually assignable. */
const DOMAIN_SCHEMAS: [domainType: string, schema: string][] = [
  ['PublicConfig', 'PublicConfigResponse'],
  ['PayoutDetailsAnswer', 'PayoutDetailsResponse'],
  ['Dac7IncompleteAnswer', 'Dac7IncompleteResponse'],
  ['PaymentIntentAnswer', 'PaymentIntentResponse'],
  ['PaymentStatusAnswer', 'PaymentStatusResponse'],
  ['CityAnswer', 'CityResponse'],
  ['ProposalRecord', 'ProposalResponse'],
  ['ParentRequestRecord', 'ParentRequestResponse'],
  ['ParentRequestTabCounts', 'ParentRequestCountsResponse'],
  ['BulkCloseResult', 'BulkCloseResponse'],
  ['MerchantRequestRecord', 'MerchantRequestResponse'],
  ['MerchantStatusCounts', 'MerchantRequestCountsResponse'],
  ['BulkStatusResult', 'BulkStatusResponse'],
  ['MailRecord', 'MailResponse'],
  ['StatsAnswer', 'StatsResponse'],
  ['DailyStatsImportAnswer', 'DailyStatsImportResponse'],
  ['ParentSpaceAnswer', 'ParentSpaceResponse'],
  ['ParentSpaceDeclineAnswer', 'ParentSpaceDeclineResponse'],
  ['MessageAnswer', 'MessageResponse'],
  ['OfferAnswer', 'OfferResponse'],
  ['UnmatchedRequest', 'UnmatchedRequestResponse'],
  ['CandidateAnswer', 'CandidateResponse'],
  ['MerchantShareHistory', 'MerchantShareHistoryResponse'],
  ['PayoutOwedAnswer', 'PayoutOwedResponse'],
  ['PayoutBatchRecord', 'PayoutBatchResponse'],
  ['PayoutBatchDetail', 'PayoutBatchDetailResponse'],
  ['MerchantStatementsAnswer', 'MerchantStatementsResponse'],
  ['ParentSpaceReceipt', 'ParentSpaceReceiptResponse'],
  ['StaffReceipt', 'StaffReceiptResponse'],
  ['MerchantDataExport', 'MerchantDataExportResponse'],
  ['MerchantErasureRequestAnswer', 'MerchantErasureRequestResponse'],
  ['ParentDataExport', 'ParentDataExportResponse'],
  ['ParentErasureStatusAnswer', 'ParentErasureStatusResponse'],
  ['ParentErasureAnswer', 'ParentErasureResponse'],
];

interface OperationObject {
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, OperationObject>> };

/**
 * openapi-typescript's programmatic API (openapiTS, astToString), run by Node itself: the package and some of its
 * dependencies are ES modules that Jest's CommonJS runtime cannot load.
 */
function generateTypes(documentFile: string, typesFile: string): void {
  const script = `
    import openapiTS, { astToString } from 'openapi-typescript';
    import { readFileSync, writeFileSync } from 'node:fs';
    const [documentFile, typesFile] = process.argv.slice(1);
    writeFileSync(typesFile, astToString(await openapiTS(JSON.parse(readFileSync(documentFile, 'utf8')))));
  `;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, documentFile, typesFile], { cwd: ROOT, stdio: 'pipe' });
}

const operationKey = ([method, path]: [Method, string]) => `${method} ${path}`;

/** The check file: one block per comparison, each introduced by a comment naming it (used to report diagnostics). */
function checkSource(generated: string): string {
  const lines = [
    `import type { paths, components } from ${JSON.stringify(generated)};`,
    `import type * as site from ${JSON.stringify(FRONTEND_CLIENT)};`,
    `import type * as admin from ${JSON.stringify(ADMIN_DATA_PROVIDER)};`,
    `import type * as domain from ${JSON.stringify(DOMAIN)};`,
    'type Answer<F> = F extends (...args: never[]) => Promise<infer A> ? A : never;',
    'type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;',
    'type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }',
    '  ? Json<R[Extract<keyof R, 200 | 201>]>',
    '  : never;',
    'type ListHeaders<P extends keyof paths> = paths[P]["get"] extends { responses: { 200: { headers: infer H } } } ? H : never;',
    'type Schema<N extends keyof components["schemas"]> = components["schemas"][N];',
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
  for (const [domainType, schema] of DOMAIN_SCHEMAS) {
    lines.push(...mutual(`domain ${domainType} ↔ schema ${schema}`, `domain.${domainType}`, `Schema<${JSON.stringify(schema)}>`, index++));
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

  it('generates types that match what the clients declare and the domain package shares', async () => {
    for (const operation of [...DECLARED_ANSWERS, ...RECORD_ANSWERS].map((call) => call.operation)) {
      expect([operationKey(operation), document.paths[operation[1]]?.[operation[0]]]).toEqual([operationKey(operation), expect.anything()]);
    }
    const documentFile = join(workDir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(document));
    const generated = join(workDir, 'api.d.ts');
    generateTypes(documentFile, generated);
    const checkFile = join(workDir, 'check.ts');
    const source = checkSource(generated.replace(/\.d\.ts$/, ''));
    writeFileSync(checkFile, source);
    const diagnostics = typeCheck(checkFile, source);
    if (diagnostics.length > 0) throw new Error(`Le document de l'API et les types des clients divergent :\n\n${diagnostics.join('\n\n')}`);
  }, 120_000);
});
