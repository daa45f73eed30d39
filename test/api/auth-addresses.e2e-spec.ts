import { LOGIN_TRIES, TOO_MANY_LOGINS } from '../../backend/src/auth/login-throttle';
import { validateEnvironment } from '../../backend/src/config/env.validation';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_ENV } from '../support/test-env';

/** LOGIN_TRIES + 1 failed sign-ins, each for another account and with another X-Forwarded-For, from one socket. */
async function spoofedLogins(t: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= LOGIN_TRIES; i++) {
    const response = await t
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', `203.0.113.${i + 1}`)
      .send({ email: `personne-${i}@test.fr`, password: 'mauvais mot de passe' });
    statuses.push(response.status);
    if (response.status === 429) expect(response.body.message).toBe(TOO_MANY_LOGINS);
  }
  return statuses;
}

const failedThenBlocked = [...Array<number>(LOGIN_TRIES).fill(401), 429];

describe('Adresse du client', () => {
  it.each([
    ['without TRUST_PROXY', undefined],
    ['when the connection does not come from a listed proxy', '10.9.9.9,192.168.0.0/16'],
  ])('ignores X-Forwarded-For %s: one socket is one address for the login limit', async (_, trustProxy) => {
    const t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    try {
      expect(await spoofedLogins(t)).toEqual(failedThenBlocked);
    } finally {
      await t.close();
    }
  });

  it.each(['127.0.0.1', 'loopback', '10.0.0.0/8, 127.0.0.0/8'])(
    'with TRUST_PROXY=%s, the forwarded addresses are distinct clients',
    async (trustProxy) => {
      const t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      try {
        expect(await spoofedLogins(t)).toEqual(Array<number>(LOGIN_TRIES + 1).fill(401));
      } finally {
        await t.close();
      }
    },
  );

  it.each(['2', 'true', '*', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,', 'proxy.example.fr'])(
    'refuses TRUST_PROXY=%j at start-up with one French line naming it',
    (trustProxy) => {
      expect(() => validateEnvironment({ ...TEST_ENV, TRUST_PROXY: trustProxy })).toThrow(
        "Configuration invalide : TRUST_PROXY (adresses ou plages CIDR des proxys de confiance séparées par des virgules, par exemple 127.0.0.1,10.0.0.0/8 ; un nombre de sauts n'est pas accepté)",
      );
    },
  );
});
