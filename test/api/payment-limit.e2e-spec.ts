import { randomUUID } from 'node:crypto';
import { PAYMENT_LIMIT, TOO_MANY_PAYMENT_CALLS } from '../../backend/src/payments/payment-throttle';
import { createTestApp, type TestApp } from '../support/app';

describe('Limite des routes de paiement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const routes: [string, (ip: string) => ReturnType<ReturnType<TestApp['http']>['get']>][] = [
    ['GET /api/payments/status/:requestId', (ip) => t.http().get(`/api/payments/status/${randomUUID()}`).set('X-Forwarded-For', ip)],
    [
      'POST /api/payments/create-payment-intent',
      (ip) => t.http().post('/api/payments/create-payment-intent').set('X-Forwarded-For', ip).send({ amount: 3000, currency: 'eur', metadata: { requestId: randomUUID() } }),
    ],
    ['POST /api/payments/demo/confirm', (ip) => t.http().post('/api/payments/demo/confirm').set('X-Forwarded-For', ip).send({ clientSecret: 'pi_inconnu_secret_x' })],
  ];

  it.each(routes.map(([name, send], index) => [name, send, index] as const))(
    '%s: the call after the per-address limit gets a French 429, other addresses are still served',
    async (_, send, index) => {
      const ip = `198.51.100.${index + 1}`;
      for (let i = 0; i < PAYMENT_LIMIT; i++) expect((await send(ip)).status).not.toBe(429);
      const blocked = await send(ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, message: TOO_MANY_PAYMENT_CALLS });
      expect((await send(`198.51.101.${index + 1}`)).status).not.toBe(429);
    },
  );
});
