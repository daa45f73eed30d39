/** A scripted window.fetch for jsdom (which has none): records each call and answers what the test queued. */
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
  const fake = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? 'GET', headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    const next = queue.shift() ?? { status: 200, body: {} };
    if (next instanceof Error) throw next;
    const status = next.status ?? 200;
    const text = next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return { status, statusText: `HTTP ${status}`, headers: new Headers(next.headers), text: async () => text };
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    calls,
    respond: (...responses: (FakeResponse | Error)[]) => queue.push(...responses),
  };
}
