import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MERCHANT_STATUSES,
  MERCHANT_TABS,
  PARENT_REQUEST_STATUSES,
  PARENT_REQUEST_TABS,
  tabsOf,
  type ParentRequestStatus,
} from '@ptits-mitrons/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { createPglite, MIGRATIONS_FOLDER, queryRows } from '../../../backend/src/database/database.client';
import { foldParentRequestTallies } from '../../../backend/src/parents/parent-request-queries';
import { parentRequests } from '../../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { openSameDatabase } from '../../support/database';
import { setStatus, submitMerchant } from '../../support/merchant-requests';
import { LYON_1, parentForm } from '../../support/parent-requests';

/** A request row straight in the table, in any status and deposit state (the fixture for the tab checks). */
function requestRow(status: ParentRequestStatus, depositPaid: boolean) {
  const form = parentForm();
  return {
    parentFirstname: String(form.parent_firstname),
    parentLastname: `${status} ${depositPaid ? 'payé' : 'non payé'}`,
    parentEmail: String(form.parent_email),
    parentPhone: String(form.parent_phone),
    childFirstname: String(form.child_firstname),
    childAge: 7,
    targetAddress: String(form.target_address),
    targetCityId: LYON_1,
    desiredDate: String(form.desired_date),
    numberOfChildren: 8,
    status,
    isPaymentAuthorized: depositPaid,
  };
}

describe('Tabs: the SQL the list runs and the domain package agree', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { RECAPTCHA_PROJECT_ID: undefined, RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_API_KEY: undefined } });
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it('lists and counts under each parent tab exactly the requests tabsOf() puts there, for every status and deposit', async () => {
    const pairs = PARENT_REQUEST_STATUSES.flatMap((status) => [true, false].map((depositPaid) => ({ status, depositPaid })));
    const rows = await t.db.insert(parentRequests).values(pairs.map((p) => requestRow(p.status, p.depositPaid))).returning({ id: parentRequests.id });
    const ids = rows.map((r) => r.id);
    const { body: counts } = await t.http().get('/api/admin/parent-requests/counts').query({ filter: JSON.stringify({ id: ids }) }).set(auth).expect(200);
    for (const tab of PARENT_REQUEST_TABS) {
      const expected = ids.filter((_, i) => tabsOf(PARENT_REQUEST_TABS, pairs[i]).includes(tab.id)).sort();
      const { body } = await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ id: ids, tab: tab.id }) }).set(auth).expect(200);
      expect({ tab: tab.id, ids: body.map((r: { id: string }) => r.id).sort() }).toEqual({ tab: tab.id, ids: expected });
      expect({ tab: tab.id, count: counts[tab.id] }).toEqual({ tab: tab.id, count: expected.length });
    }
    expect(Object.keys(counts).sort()).toEqual(PARENT_REQUEST_TABS.map((tab) => tab.id).sort());
  });

  it('answers the unfiltered totals and tab counts from the tallies, exact after inserts, updates and deletes', async () => {
    /** What a count of the table says, for each tab and for the whole list. */
    const counted = async () => {
      const rows = await t.db.select({ status: parentRequests.status, depositPaid: parentRequests.isPaymentAuthorized }).from(parentRequests);
      const tabs = Object.fromEntries(PARENT_REQUEST_TABS.map((tab) => [tab.id, rows.filter((r) => tabsOf(PARENT_REQUEST_TABS, r).includes(tab.id)).length]));
      return { tabs, all: rows.length };
    };
    const answered = async () => {
      const { body: tabs } = await t.http().get('/api/admin/parent-requests/counts').set(auth).expect(200);
      const totals: Record<string, number> = {};
      for (const tab of [...PARENT_REQUEST_TABS.map((definition) => definition.id), undefined]) {
        const filter = JSON.stringify(tab ? { tab } : {});
        const response = await t.http().get('/api/admin/parent-requests').query({ filter, range: '[0,0]' }).set(auth).expect(200);
        totals[tab ?? 'all'] = Number(response.headers['content-range'].split('/')[1]);
      }
      const { all, ...byTab } = totals;
      expect(byTab).toEqual(tabs);
      return { tabs, all };
    };
    const pairs = PARENT_REQUEST_STATUSES.flatMap((status) => [true, false].map((depositPaid) => ({ status, depositPaid })));
    const rows = await t.db.insert(parentRequests).values([...pairs, ...pairs].map((p) => requestRow(p.status, p.depositPaid))).returning({ id: parentRequests.id });
    expect(await answered()).toEqual(await counted());
    await t.db.update(parentRequests).set({ status: 'admin_closed', isPaymentAuthorized: false }).where(inArray(parentRequests.id, rows.slice(0, 5).map((r) => r.id)));
    await t.db.update(parentRequests).set({ isPaymentAuthorized: true }).where(eq(parentRequests.id, rows[6].id));
    expect(await answered()).toEqual(await counted());
    await t.db.delete(parentRequests).where(inArray(parentRequests.id, rows.slice(3, 9).map((r) => r.id)));
    expect(await answered()).toEqual(await counted());
    // The nightly fold leaves one row per state and the same sums.
    await foldParentRequestTallies(t.db);
    const [{ rows: tallyRows, states }] = await queryRows<{ rows: number; states: number }>(
      t.db,
      sql`SELECT count(*)::int AS rows, count(DISTINCT (status, is_payment_authorized))::int AS states FROM parent_request_tallies`,
    );
    expect(tallyRows).toBe(states);
    expect(await answered()).toEqual(await counted());
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)('lets two requests be created at once: the tallies lock no shared row', async () => {
    const other = await openSameDatabase(t.handle);
    try {
      await t.db.transaction(async (tx) => {
        await tx.insert(parentRequests).values(requestRow('submitted', false));
        // Another instance's form, meanwhile, in the same status and deposit state: with a shared counter row it waited
        // for this transaction to end (and the statement timeout below cut it).
        await other.db.transaction(async (otherTx) => {
          await otherTx.execute(sql`SET LOCAL statement_timeout = 2000`);
          await otherTx.insert(parentRequests).values(requestRow('submitted', false));
        });
      });
    } finally {
      await other.close();
    }
  });

  it('lists and counts under each merchant tab exactly the applications tabsOf() puts there', async () => {
    const ids: string[] = [];
    for (const status of MERCHANT_STATUSES) {
      const id = await submitMerchant(t);
      await setStatus(t, id, status);
      ids.push(id);
    }
    const { body: counts } = await t.http().get('/api/admin/merchant-requests/counts').query({ filter: JSON.stringify({ id: ids }) }).set(auth).expect(200);
    for (const tab of MERCHANT_TABS) {
      const expected = ids.filter((_, i) => tabsOf(MERCHANT_TABS, { status: MERCHANT_STATUSES[i] }).includes(tab.id)).sort();
      const { body } = await t.http().get('/api/admin/merchant-requests').query({ filter: JSON.stringify({ id: ids, status: tab.id }) }).set(auth).expect(200);
      expect({ tab: tab.id, ids: body.map((r: { id: string }) => r.id).sort() }).toEqual({ tab: tab.id, ids: expected });
      expect({ tab: tab.id, count: counts[tab.id] }).toEqual({ tab: tab.id, count: expected.length });
    }
  });

  it('refuses an unknown merchant tab with a French message', async () => {
    const { body } = await t.http().get('/api/admin/merchant-requests').query({ filter: JSON.stringify({ status: 'archived' }) }).set(auth).expect(400);
    expect(body.message).toBe('Le filtre status doit valoir pending_validation, active, rejected.');
  });

  it("keeps the database's list of request statuses (CHECK parent_requests_status_known) equal to the package's", async () => {
    const query = sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'parent_requests_status_known'`;
    // Both drivers answer { rows }; the union of their result types does not say so.
    const { rows } = (await t.db.execute(query)) as unknown as { rows: { definition: string }[] };
    expect(rows).toHaveLength(1);
    const listed = [...rows[0].definition.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
    expect(listed).toEqual([...PARENT_REQUEST_STATUSES].sort());
    await expect(t.db.insert(parentRequests).values({ ...requestRow('submitted', false), status: 'rejected' as ParentRequestStatus })).rejects.toThrow();
  });
});

describe('Migration 0008: status rejected retired', () => {
  it('moves a rejected request to parent_rejected with a history entry saying so', async () => {
    const db = await createPglite('memory://');
    const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).sort();
    const run = async (file: string) => {
      for (const statement of readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint')) await db.exec(statement);
    };
    const retire = files.findIndex((f) => f.startsWith('0008_'));
    for (const file of files.slice(0, retire)) await run(file);
    await db.exec(`INSERT INTO cities (id, insee_code, nom, code_postal, search_name) VALUES ('69123-69001', '69123', 'Lyon', '69001', 'lyon')`);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO parent_requests (parent_firstname, parent_lastname, parent_email, parent_phone, child_firstname, child_age,
         target_address, target_city_id, desired_date, number_of_children, status)
       VALUES ('Hélène', 'Lefèvre', 'h@example.fr', '0612345678', 'Zoé', 7, '1 rue X', '69123-69001', '2030-01-01', 8, 'rejected')
       RETURNING id`,
    );
    await run(files[retire]);
    const after = await db.query<{ status: string }>(`SELECT status FROM parent_requests WHERE id = $1`, [rows[0].id]);
    expect(after.rows).toEqual([{ status: 'parent_rejected' }]);
    const history = await db.query(`SELECT action, actor, status_before, status_after FROM audit_events WHERE entity_id = $1`, [rows[0].id]);
    expect(history.rows).toEqual([{ action: 'status_retired', actor: 'system', status_before: 'rejected', status_after: 'parent_rejected' }]);
    await db.close();
  });
});
