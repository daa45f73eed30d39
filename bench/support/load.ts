import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p95: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  /** Paths requested in turn (GET), or full autocannon requests. */
  paths?: string[];
  requests?: autocannon.Request[];
  connections: number;
  duration: number;
  /** A fixed number of requests instead of a duration: the run ends when every one is answered. */
  amount?: number;
  /** Called with each response time (ms), to pool percentiles over several runs. */
  onResponse?: (ms: number) => void;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon against a local server; percentiles computed exactly from every response time (ms). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let next = 0;
  const paths = options.paths ?? [];
  const requests =
    options.requests ??
    [{ method: 'GET' as const, setupRequest: (req: autocannon.Request) => ({ ...req, path: paths[next++ % paths.length] }) }];
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: options.url, connections: options.connections, duration: options.duration, amount: options.amount, requests },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      options.onResponse?.(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    responses: times.length,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** Warm-up calls before each one-at-a-time scenario; they are not counted. */
const WARM_UP = 20;

/**
 * One request at a time over `paths` in turn: the response times (ms, sorted) and how many rows the JSON arrays held
 * in all. A non-2xx answer stops the bench: a figure of errors would be no figure.
 */
export async function sequentialTimes(
  baseUrl: string,
  paths: string[],
  rounds: number,
  headers: Record<string, string> = {},
): Promise<{ times: number[]; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = -WARM_UP; i < rounds; i++) {
    const path = paths[(i + WARM_UP) % paths.length];
    const started = performance.now();
    const response = await fetch(baseUrl + path, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} : ${response.status} ${text}`);
    if (i < 0) continue;
    times.push(performance.now() - started);
    const body = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : undefined;
    if (Array.isArray(body)) rows += body.length;
  }
  return { times: times.sort((a, b) => a - b), rows };
}
