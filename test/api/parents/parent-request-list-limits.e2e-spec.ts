import { COUNT_LIMIT, PARENT_REQUEST_TAB_IDS, SEARCH_TOO_SHORT_MESSAGE } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { parentRequests } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { LYON_1, parentForm } from '../../support/parent-requests';

const EXTRA = 30;

/** `n` paid requests (new by default) whose search text holds `word`, a minute apart (the newest first in `ids`). */
async function insertRequests(t: TestApp, word: string, n: number, status: 'submitted' | 'accepted' = 'submitted'): Promise<string[]> {
  const form = parentForm();
  const now = Date.now();
  const rows = await t.db
    .insert(parentRequests)
    .values(
      Array.from({ length: n }, (_, i) => ({
        parentFirstname: 'Anne',
        parentLastname: `${word} ${i}`,
        parentEmail: String(form.parent_email),
        parentPhone: String(form.parent_phone),
        childFirstname: 'Léo',
        childAge: 7,
        targetAddress: String(form.target_address),
        targetCityId: LYON_1,
        desiredDate: String(form.desired_date),
        numberOfChildren: 8,
        status,
        isPaymentAuthorized: true,
        searchText: `anne ${word} ${i} leo`,
        createdAt: new Date(now - i * 60_000),
      })),
    )
    .returning({ id: parentRequests.id });
  return rows.map((row) => row.id);
}

describe('Admin parent request list: totals counted up to a limit, searches of three characters', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let common: string[];
  let rare: string[];
  const page = (filter: Record<string, unknown>, range?: [number, number]) =>
    t
      .http()
      .get('/api/admin/parent-requests')
      .query({ filter: JSON.stringify(filter), sort: '["createdAt","DESC"]', ...(range ? { range: JSON.stringify(range) } : {}) })
      .set(auth);

  beforeAll(async () => {
    t = await createTestApp({ env: { RECAPTCHA_PROJECT_ID: undefined, RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_API_KEY: undefined } });
    auth = await t.adminAuth();
    common = await insertRequests(t, 'zorglub', COUNT_LIMIT + EXTRA);
    rare = await insertRequests(t, 'bulgroz', 3);
  });
  afterAll(() => t.close());

  it('counts a search no further than the limit past the page, and pages newest first as before', async () => {
    const first = await page({ q: 'Zorglub', tab: 'deposit_paid' }, [0, 24]).expect(200);
    expect(first.headers['content-range']).toBe(`parent-requests 0-24/${COUNT_LIMIT + 1}`);
    expect(first.body.map((r: { id: string }) => r.id)).toEqual(common.slice(0, 25));
    // From the page starting at COUNT_LIMIT, the limit has moved along: the exact total is in reach again.
    const last = await page({ q: 'zorglub', tab: 'deposit_paid' }, [COUNT_LIMIT, COUNT_LIMIT + 24]).expect(200);
    expect(last.headers['content-range']).toBe(`parent-requests ${COUNT_LIMIT}-${COUNT_LIMIT + 24}/${COUNT_LIMIT + EXTRA}`);
    expect(last.body.map((r: { id: string }) => r.id)).toEqual(common.slice(COUNT_LIMIT, COUNT_LIMIT + 25));
  });

  it('answers a rare search exactly, in order, and every row when no range is asked', async () => {
    const found = await page({ q: 'bulgroz', tab: 'deposit_paid' }, [0, 24]).expect(200);
    expect(found.headers['content-range']).toBe('parent-requests 0-2/3');
    expect(found.body.map((r: { id: string }) => r.id)).toEqual(rare);
    // Read among its matches in any order the list offers, a page at a time.
    const sorted = (sort: string, range: [number, number]) =>
      t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ q: 'bulgroz' }), sort, range: JSON.stringify(range) }).set(auth).expect(200);
    expect((await sorted('["parent_lastname","ASC"]', [0, 24])).body.map((r: { id: string }) => r.id)).toEqual(rare);
    expect((await sorted('["parent_lastname","DESC"]', [0, 24])).body.map((r: { id: string }) => r.id)).toEqual([...rare].reverse());
    const second = await sorted('["createdAt","ASC"]', [1, 1]);
    expect(second.body.map((r: { id: string }) => r.id)).toEqual([rare[1]]);
    expect(second.headers['content-range']).toBe('parent-requests 1-1/3');
    expect((await sorted('["createdAt","DESC"]', [2, 5])).body.map((r: { id: string }) => r.id)).toEqual([rare[2]]);
    const none = await page({ q: 'bulgroz', tab: 'archive' }, [0, 24]).expect(200);
    expect(none.headers['content-range']).toBe('parent-requests 0-0/0');
    const all = await page({ q: 'zorglub' }).expect(200);
    expect(all.body).toHaveLength(COUNT_LIMIT + EXTRA);
    expect(all.headers['content-range']).toBe(`parent-requests 0-${COUNT_LIMIT + EXTRA - 1}/${COUNT_LIMIT + EXTRA}`);
  });

  it('counts exactly under other filters (ids, dates): only a search is capped', async () => {
    const byIds = await page({ id: common, tab: 'deposit_paid' }, [0, 24]).expect(200);
    expect(byIds.headers['content-range']).toBe(`parent-requests 0-24/${COUNT_LIMIT + EXTRA}`);
    const { body } = await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ id: common }) }).set(auth).expect(200);
    expect(body.deposit_paid).toBe(COUNT_LIMIT + EXTRA);
  });

  it('counts each tab under a search up to the limit', async () => {
    const { body } = await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ q: 'zorglub' }) }).set(auth).expect(200);
    expect(body).toEqual(Object.fromEntries(PARENT_REQUEST_TAB_IDS.map((tab) => [tab, tab === 'deposit_paid' ? COUNT_LIMIT + 1 : 0])));
    const rareCounts = await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ q: 'bulgroz' }) }).set(auth).expect(200);
    expect(rareCounts.body.deposit_paid).toBe(3);
  });

  it('counts a word with more matches than one scan reads: the tabs it leaves under the limit are counted on their own', async () => {
    await insertRequests(t, 'archicommun', 1_050);
    await insertRequests(t, 'archicommun', 7, 'accepted');
    const { body } = await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ q: 'archicommun' }) }).set(auth).expect(200);
    expect(body).toEqual({ ...Object.fromEntries(PARENT_REQUEST_TAB_IDS.map((tab) => [tab, 0])), deposit_paid: COUNT_LIMIT + 1, settled: 7 });
  });

  it('refuses in French a search of fewer than three letters or digits, and takes three', async () => {
    for (const q of ['ab', 'é', '%', '1 2', 'a.b']) {
      const { body } = await page({ q }, [0, 24]).expect(400);
      expect({ q, message: body.message }).toEqual({ q, message: SEARCH_TOO_SHORT_MESSAGE });
      await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ q }) }).set(auth).expect(400);
    }
    for (const q of ['leo', '0 1 2', 'l.e.o']) await page({ q }, [0, 24]).expect(200);
  });
});

describe('Admin parent request search: a day typed as such', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { RECAPTCHA_PROJECT_ID: undefined, RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_API_KEY: undefined } });
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it('finds « 15/06 » on every year’s 15 June and « 15/06/2027 » on that day only, with the other words', async () => {
    const [june2026, june2027, july] = await insertRequests(t, 'quidam', 3);
    await t.db.update(parentRequests).set({ desiredDate: '2026-06-15' }).where(eq(parentRequests.id, june2026));
    await t.db.update(parentRequests).set({ desiredDate: '2027-06-15' }).where(eq(parentRequests.id, june2027));
    await t.db.update(parentRequests).set({ desiredDate: '2027-07-15' }).where(eq(parentRequests.id, july));
    const found = async (q: string) =>
      (await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ q }) }).set(auth).expect(200)).body
        .map((r: { id: string }) => r.id)
        .filter((id: string) => [june2026, june2027, july].includes(id))
        .sort();
    expect(await found('quidam 15/06')).toEqual([june2026, june2027].sort());
    expect(await found('quidam 15/6/2027')).toEqual([june2027]);
    expect(await found('15/07 quidam')).toEqual([july]);
    expect(await found('quidam 31/02')).toEqual([]);
  });
});
