import { LOGIN_TRIES, TOO_MANY_LOGINS } from '../../../backend/src/auth/login-throttle';
import { createTestApp, type TestApp } from '../../support/app';
import { openSameDatabase } from '../../support/database';
import { runTag, TEST_REDIS_URL } from './redis';

/** Two instances of the app on one database, with these settings, as two servers behind one proxy. */
async function twoInstances(env: Record<string, string | undefined>): Promise<[TestApp, TestApp]> {
  const first = await createTestApp({ env });
  try {
    return [first, await createTestApp({ env, handle: await openSameDatabase(first.handle) })];
  } catch (error) {
    await first.close();
    throw error;
  }
}

/** Bad sign-ins from one address, each for another account, sent to each instance in turn. */
async function alternatingBadLogins(instances: [TestApp, TestApp], tries: number): Promise<number[]> {
  // Counters in Redis outlive this test: an address and accounts of this run only.
  const tag = runTag();
  const address = `10.${parseInt(tag.slice(0, 2), 16)}.${parseInt(tag.slice(2, 4), 16)}.${parseInt(tag.slice(4, 6), 16)}`;
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    const response = await instances[i % 2]
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', address)
      .send({ email: `personne-${tag}-${i}@test.fr`, password: 'mauvais mot de passe' });
    statuses.push(response.status);
    if (response.status === 429) expect(response.body.message).toBe(TOO_MANY_LOGINS);
  }
  return statuses;
}

const blockedAtTheEleventh = [...Array<number>(LOGIN_TRIES).fill(401), 429, 429];

describe('Per-address limits shared by two instances', () => {
  const cases: Array<[string, Record<string, string | undefined>]> = [['REDIS_URL', { REDIS_URL: TEST_REDIS_URL }]];
  // On the embedded database one process is the only instance; PostgreSQL is shared when TEST_DATABASE_URL is set.
  if (process.env.TEST_DATABASE_URL) cases.push(['PostgreSQL (no REDIS_URL)', { REDIS_URL: undefined }]);

  it.each(cases)('with %s, the 11th bad login from one address gets 429 when the tries alternate', async (_, env) => {
    const instances = await twoInstances(env);
    try {
      expect(await alternatingBadLogins(instances, LOGIN_TRIES + 2)).toEqual(blockedAtTheEleventh);
    } finally {
      await instances[1].close();
      await instances[0].close();
    }
  });
});
