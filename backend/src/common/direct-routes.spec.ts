import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { DirectRoutes } from './direct-routes';

describe('direct routes (a second Fastify instance on the app\'s server)', () => {
  let app: FastifyInstance;
  let direct: DirectRoutes;
  let base: string;
  const appHooks: string[] = [];

  beforeEach(async () => {
    appHooks.length = 0;
    direct = new DirectRoutes({ logger: false });
    app = Fastify({ logger: false, serverFactory: direct.serverFactory });
    direct.attach(app);
    app.addHook('onRequest', async (request) => {
      appHooks.push(request.url);
    });
    app.post('/beacon', async () => 'app');
    app.get('/beacon', async () => 'app');
    direct.claim('POST', '/beacon');
    direct.instance.post('/beacon', async () => 'direct');
    direct.instance.addHook('onClose', async () => {
      appHooks.push('direct closed');
    });
    direct.instance.post('/fails', async () => {
      throw new Error('boom');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => app.close());

  const call = async (method: string, path: string, body?: string) => {
    const response = await fetch(base + path, { method, body, headers: body ? { 'content-type': 'application/json' } : {} });
    return { status: response.status, text: await response.text() };
  };

  it('hands a claimed method and path to the direct instance, query string or not, without the app\'s hooks', async () => {
    expect(await call('POST', '/beacon', '{}')).toEqual({ status: 200, text: 'direct' });
    expect(await call('POST', '/beacon?utm_source=mail', '{}')).toEqual({ status: 200, text: 'direct' });
    expect(appHooks).toEqual([]);
  });

  it('leaves every other method and path to the app', async () => {
    expect(await call('GET', '/beacon')).toEqual({ status: 200, text: 'app' });
    expect((await call('POST', '/beacon/', '{}')).status).toBe(404);
    // A route of the direct instance that was never claimed is not reachable.
    expect((await call('POST', '/fails', '{}')).status).toBe(404);
    expect(appHooks).toEqual(['/beacon', '/beacon/', '/fails']);
  });

  it('answers an error in French, as the API\'s exception filter does', async () => {
    direct.claim('POST', '/fails');
    const answer = await call('POST', '/fails', '{}');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toEqual({
      statusCode: 500,
      message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      error: 'Internal Server Error',
    });
    expect(await call('POST', '/beacon', '{"session')).toEqual({
      status: 400,
      text: JSON.stringify({ statusCode: 400, message: "Le corps de la requête n'est pas un JSON valide.", error: 'BAD_REQUEST' }),
    });
  });

  it('is ready with the app and closed with it', async () => {
    expect(() => direct.instance.post('/late', async () => 'late')).toThrow();
    expect(appHooks).toEqual([]);
    await app.close();
    expect(appHooks).toEqual(['direct closed']);
  });
});
