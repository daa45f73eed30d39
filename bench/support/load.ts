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
