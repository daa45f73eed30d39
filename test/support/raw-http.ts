import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './app';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as received (still compressed when the server compressed them). */
  body: Buffer;
}

/** Starts the test app's server on a free port of 127.0.0.1 and answers its origin. */
export async function listen(t: TestApp): Promise<{ host: string; port: number }> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return { host: '127.0.0.1', port };
}

/**
 * One request on a fresh connection, sent as given: `path` goes on the request line byte for byte (characters
 * U+0080..U+00FF as single raw bytes, which supertest and fetch would escape), and `body` as the exact bytes.
 */
export function rawRequest(
  origin: { host: string; port: number },
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { ...origin, method, path, agent: false, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
