import type { paths } from '@ptits-mitrons/api-types';

/** Answers a call by what it asks for (a page firing several requests at once), or undefined to leave it to the queue. */
export type FakeRoute = (call: RecordedCall) => FakeResponse | Error | undefined;

/**
 * A scripted window.fetch for jsdom (which has none): records each call and answers with the first route that
 * answers it, else what the test queued.
 */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export function installFakeFetch() {
  const calls: RecordedCall[] = [];
  const queue: (FakeResponse | Error)[] = [];
  const routes: FakeRoute[] = [];
  const fake = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call = { url, method: init.method ?? 'GET', headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const next = routes.reduce<FakeResponse | Error | undefined>((answer, route) => answer ?? route(call), undefined) ?? queue.shift() ?? { status: 200, body: {} };
    if (next instanceof Error) throw next;
    const status = next.status ?? 200;
    const text = next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return { status, statusText: `HTTP ${status}`, headers: new Headers(next.headers), text: async () => text };
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    calls,
    respond: (...responses: (FakeResponse | Error)[]) => queue.push(...responses),
    route: (route: FakeRoute) => routes.push(route),
  };
}

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** What an operation answers on success, as the API document (packages/api-types) says. */
export type OkBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201 | 202>]> : never;

/** A fake answer of one operation, typed by what it answers: a mock the API cannot send does not type-check. */
export function answerOf<P extends keyof paths, M extends keyof paths[P]>(method: M, path: P, body: OkBody<P, M>, headers?: Record<string, string>): FakeResponse {
  return { body, headers };
}
