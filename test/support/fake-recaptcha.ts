import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecaptchaVerdict {
  valid?: boolean;
  invalidReason?: string;
  action?: string;
  score?: number;
}

export interface AssessmentCall {
  project: string;
  key: string | null;
  event: { token?: string; siteKey?: string; expectedAction?: string; userIpAddress?: string; userAgent?: string };
}

export interface FakeRecaptcha {
  /** The environment that points the app at this server (RECAPTCHA_API_BASE, project, site key, API key). */
  env: Record<string, string>;
  /** Every createAssessment call received. */
  calls: AssessmentCall[];
  /** What the next assessments of `token` answer (default: a human, action SUBMIT, score 0.9). */
  setVerdict(token: string, verdict: RecaptchaVerdict): void;
  stop(): Promise<void>;
}

/** A token every fake server accepts as a human's (action SUBMIT, score 0.9). */
export const HUMAN_TOKEN = 'jeton-humain';
const PROJECT = 'projet-test';
const SITE_KEY = 'cle-site-test';
const API_KEY = 'cle-api-test';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A local HTTP server speaking reCAPTCHA Enterprise's createAssessment:
 * POST /v1/projects/{project}/assessments?key=… with { event: { token, siteKey, expectedAction } } answers an
 * Assessment ({ name, event, riskAnalysis: { score, reasons }, tokenProperties: { valid, invalidReason, action… } }).
 * Unknown tokens are MALFORMED; a wrong API key is a 400 API_KEY_INVALID, as Google answers.
 */
export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const verdicts = new Map<string, RecaptchaVerdict>([[HUMAN_TOKEN, { valid: true, action: 'SUBMIT', score: 0.9 }]]);
  const calls: AssessmentCall[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = /^\/v1\/projects\/([^/]+)\/assessments$/.exec(url.pathname);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !match) return send(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
      const body = JSON.parse((await readBody(request)) || '{}') as { event?: AssessmentCall['event'] };
      const event = body.event ?? {};
      calls.push({ project: decodeURIComponent(match[1]), key: url.searchParams.get('key'), event });
      if (url.searchParams.get('key') !== API_KEY) {
        return send(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
      }
      if (decodeURIComponent(match[1]) !== PROJECT) return send(403, { error: { code: 403, message: 'Permission denied', status: 'PERMISSION_DENIED' } });
      const verdict = verdicts.get(event.token ?? '') ?? { valid: false, invalidReason: 'MALFORMED' };
      const valid = verdict.valid ?? true;
      send(200, {
        name: `projects/${PROJECT}/assessments/${Math.random().toString(16).slice(2)}`,
        event: { ...event, expectedAction: event.expectedAction ?? '' },
        riskAnalysis: { score: valid ? (verdict.score ?? 0.9) : 0, reasons: [] },
        tokenProperties: {
          valid,
          invalidReason: valid ? 'INVALID_REASON_UNSPECIFIED' : (verdict.invalidReason ?? 'INVALID'),
          hostname: valid ? 'localhost' : '',
          action: valid ? (verdict.action ?? 'SUBMIT') : '',
          createTime: new Date().toISOString(),
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      RECAPTCHA_API_BASE: `http://127.0.0.1:${port}`,
      RECAPTCHA_PROJECT_ID: PROJECT,
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_API_KEY: API_KEY,
    },
    calls,
    setVerdict: (token, verdict) => verdicts.set(token, verdict),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
