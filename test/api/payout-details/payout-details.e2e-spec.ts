import { PAYOUT_DETAILS_MESSAGES as M, DAC7_DETAIL_LABELS, MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { and, asc, eq } from 'drizzle-orm';
import { MALFORMED_TEXT, MALFORMED_URL } from '../../../backend/src/common/hostile-input';
import { auditEvents, mailOutbox } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { merchantPayoutDetails } from '../../../backend/src/payout-details/payout-details.schema';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { approvedMerchant, createSpaceApp } from '../merchant-space/support';
import { companyForm } from './support';

const IBAN = 'FR7630006000011234567890189';
const IBAN_MASKED = 'FR76 •••• •••• •••• •••• •••0 189';

describe("The artisan's payout details (GET|PUT /api/merchant-space/{token}/payout-details)", () => {
  let t: TestApp;
  let clock: TestClock;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, clock } = await createSpaceApp({ SMTP_URL: smtp.url }));
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const path = (token: string) => `/api/merchant-space/${token}/payout-details`;
  const put = (token: string, body: unknown) => t.http().put(path(token)).send(body as object);
  const stored = async (id: string) => (await t.db.select().from(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, id)))[0];
  const audits = (id: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'merchant_payout_details'), eq(auditEvents.entityId, id)))
      .orderBy(asc(auditEvents.createdAt));
  const changeMails = (id: string) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'merchant-payout-details-changed'), eq(mailOutbox.dedupKey, `payout-details-changed:${id}:1`)));
  const allChangeMails = async (email: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'merchant-payout-details-changed'))).filter((m) => m.recipient === email);

  it('saves a company, shows it masked, audits the field names and mails the artisan exactly once', async () => {
    const merchant = await approvedMerchant(t, { email: 'paie.societe@example.fr' });
    const empty = (await t.http().get(path(merchant.token)).expect(200)).body;
    expect(empty).toEqual({ details: null, missing: { payout: expect.arrayContaining(['IBAN', 'SIRET']), dac7: [DAC7_DETAIL_LABELS.details] } });

    const { body } = await put(merchant.token, companyForm()).expect(200);
    expect(body.details).toMatchObject({
      seller_type: 'company',
      seller_type_label: 'Société',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
      iban_masked: IBAN_MASKED,
      bic: 'AGRIFRPP',
      first_name: null,
      tax_id_masked: null,
    });
    expect(JSON.stringify(body)).not.toContain(IBAN);
    expect(body.missing).toEqual({ payout: [], dac7: [] });
    expect(await stored(merchant.id)).toMatchObject({ iban: IBAN, siret: '73282932000074', country: 'FR' });
    expect((await t.http().get(path(merchant.token)).expect(200)).body).toEqual(body);

    const [audit] = await audits(merchant.id);
    expect(audit).toMatchObject({ action: 'payout_details_created', actor: 'merchant' });
    expect(audit.reason).toContain('iban');
    expect(audit.reason).not.toContain('30006');
    expect(audit.reason).not.toContain('Boulangerie');

    const before = smtp.messages.length;
    await t.app.get(MailWorker).processDue();
    const mails = smtp.messages.slice(before).filter((m) => m.to.includes('paie.societe@example.fr') && m.parsed.subject?.includes('paiement'));
    expect(mails).toHaveLength(1);
    expect(mails[0].parsed.subject).toBe('Vos coordonnées de paiement ont été modifiées');
    expect(mails[0].parsed.text).toContain(IBAN_MASKED);
    expect(mails[0].parsed.text).toContain("Si ce n'est pas vous");
    expect(mails[0].parsed.text).not.toContain(IBAN);

    // The same form again: nothing changes, nothing is written nor mailed.
    await put(merchant.token, companyForm()).expect(200);
    // Without the IBAN (shown masked): the stored one is kept.
    await put(merchant.token, { ...companyForm(), iban: undefined }).expect(200);
    // Written otherwise, the same values: lower case, spaces.
    await put(merchant.token, { ...companyForm(), country: 'fr', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agri frpp', siret: '73282932000074' }).expect(200);
    expect(await audits(merchant.id)).toHaveLength(1);
    expect(await allChangeMails('paie.societe@example.fr')).toHaveLength(1);
    expect(await changeMails(merchant.id)).toHaveLength(1);

    // A real change: one more audit row naming only the changed field, one more mail.
    await put(merchant.token, { ...companyForm(), iban: 'DE89 3704 0044 0532 0130 00' }).expect(200);
    const after = await audits(merchant.id);
    expect(after).toHaveLength(2);
    expect(after.map((a) => a.reason)).toContain('Champs modifiés : iban');
    expect(await allChangeMails('paie.societe@example.fr')).toHaveLength(2);
    expect((await stored(merchant.id)).iban).toBe('DE89370400440532013000');
  });

  it('saves an individual with a masked tax number, keeps it when left out, and says what the report still lacks', async () => {
    const merchant = await approvedMerchant(t, { email: 'paie.individuel@example.fr' });
    const individual = {
      ...companyForm(),
      seller_type: 'individual',
      vat_number: null,
      legal_name: 'Jeanne Martin',
      first_name: 'Jeanne',
      last_name: 'Martin',
      birth_date: '1980-05-17',
      tax_id: '1234 567 890 123',
    };
    const { body } = await put(merchant.token, individual).expect(200);
    expect(body.details).toMatchObject({ seller_type: 'individual', first_name: 'Jeanne', birth_date: '1980-05-17', tax_id_masked: '••••••••••123', vat_number: null });
    expect(body.missing).toEqual({ payout: [], dac7: [] });
    expect((await stored(merchant.id)).taxId).toBe('1234567890123');

    // Tax number left out: kept; birth date left out: cleared, and the report misses it.
    const { body: second } = await put(merchant.token, { ...individual, tax_id: undefined, birth_date: undefined }).expect(200);
    expect(second.details.tax_id_masked).toBe('••••••••••123');
    expect(second.missing).toEqual({ payout: [], dac7: [DAC7_DETAIL_LABELS.birthDate] });
    expect((await audits(merchant.id)).at(-1)!.reason).toBe('Champs modifiés : birth_date');

    // Turned into a company: the person's details are dropped.
    await put(merchant.token, companyForm()).expect(200);
    expect(await stored(merchant.id)).toMatchObject({ sellerType: 'company', firstName: null, birthDate: null, taxId: null });
  });

  it('records one change and one mail when the same form arrives twice at once', async () => {
    const merchant = await approvedMerchant(t, { email: 'paie.double@example.fr' });
    await put(merchant.token, companyForm()).expect(200);
    const changed = { ...companyForm(), city: 'Beaune', postal_code: '21200' };
    await Promise.all([put(merchant.token, changed).expect(200), put(merchant.token, changed).expect(200), put(merchant.token, changed).expect(200)]);
    const rows = await audits(merchant.id);
    expect(rows.map((row) => row.reason)).toEqual([expect.stringContaining('iban'), 'Champs modifiés : postal_code, city']);
    expect(await allChangeMails('paie.double@example.fr')).toHaveLength(2);
  });

  it('shows staff the same masked details, read only, on the artisan\'s page', async () => {
    const merchant = await approvedMerchant(t, { email: 'paie.staff@example.fr' });
    const auth = await t.adminAuth();
    const staffPath = `/api/admin/merchant-requests/${merchant.id}/payout-details`;
    expect((await t.http().get(staffPath).set(auth).expect(200)).body.details).toBeNull();
    const { body } = await put(merchant.token, companyForm()).expect(200);
    const seen = (await t.http().get(staffPath).set(auth).expect(200)).body;
    expect(seen).toEqual(body);
    expect(JSON.stringify(seen)).not.toContain(IBAN);
    await t.http().get(staffPath).expect(401);
    await t.http().get('/api/admin/merchant-requests/pas-un-id/payout-details').set(auth).expect(404);
    await t.http().get('/api/admin/merchant-requests/00000000-0000-4000-8000-000000000000/payout-details').set(auth).expect(404);
  });

  describe('refusals', () => {
    let merchant: { id: string; token: string };
    beforeAll(async () => {
      merchant = await approvedMerchant(t, { email: 'paie.refus@example.fr' });
    });

    it('refuses a first save without an IBAN', async () => {
      const { body } = await put(merchant.token, { ...companyForm(), iban: undefined }).expect(400);
      expect(body.errors).toEqual([{ field: 'iban', message: M.ibanRequired }]);
      expect(await stored(merchant.id)).toBeUndefined();
    });

    const individual = { seller_type: 'individual', first_name: 'Jeanne', last_name: 'Martin', birth_date: '1980-05-17', tax_id: '1234567890123' };
    it.each<[string, Record<string, unknown>, string, string]>([
      ['a SIRET failing its key', { siret: '73282932000075' }, 'siret', M.siret],
      ['a SIRET of 13 digits', { siret: '7328293200007' }, 'siret', M.siret],
      ['a SIRET with letters', { siret: '7328293200007A' }, 'siret', M.siret],
      ['no SIRET', { siret: undefined }, 'siret', M.siret],
      ['an IBAN failing its key', { iban: 'FR7630006000011234567890188' }, 'iban', M.iban],
      ['an IBAN of nonsense', { iban: 'pas un iban' }, 'iban', M.iban],
      ['an IBAN outside SEPA', { iban: 'SA0380000000608010167519' }, 'iban', M.ibanNotSepa],
      ['an IBAN as a number', { iban: 7630006000 }, 'iban', M.iban],
      ['a VAT number with a wrong key', { vat_number: 'FR45732829320' }, 'vat_number', M.vatNumber],
      ['a VAT number of another SIREN', { vat_number: 'FR83404833048' }, 'vat_number', M.vatNotSiren],
      ['a birth date in the future', { ...individual, birth_date: '2099-01-01' }, 'birth_date', M.birthDate],
      ['a birth date of a child', { ...individual, birth_date: `${new Date().getFullYear() - 10}-01-01` }, 'birth_date', M.birthDate],
      ['a birth date that does not exist', { ...individual, birth_date: '1980-02-30' }, 'birth_date', M.birthDate],
      ['a tax number starting with 4', { ...individual, tax_id: '4234567890123' }, 'tax_id', M.taxId],
      ['a tax number of 12 digits', { ...individual, tax_id: '123456789012' }, 'tax_id', M.taxId],
      ['an unknown seller type', { seller_type: 'association' }, 'seller_type', M.sellerType],
      ['a country outside SEPA', { country: 'US' }, 'country', M.country],
      ['a French postal code of 4 digits', { postal_code: '2100' }, 'postal_code', M.postalCode],
      ['a BIC of nonsense', { bic: 'XX' }, 'bic', M.bic],
      ['no account holder', { account_holder: '  ' }, 'account_holder', M.accountHolder],
      // A transfer names the holder in the EPC's Latin characters, at most 70 of them: else the bank's file is refused.
      ['an account holder no transfer can name', { account_holder: '王小明' }, 'account_holder', M.accountHolder],
      ['an account holder too long for a transfer', { account_holder: 'A'.repeat(71) }, 'account_holder', M.accountHolder],
      ['a NUL byte', { legal_name: 'Boulan\u0000gerie' }, 'legal_name', MALFORMED_TEXT],
      ['a lone surrogate', { city: 'Dij\ud800on' }, 'city', MALFORMED_TEXT],
      ['10 KB of text', { address_line: 'a'.repeat(10_240) }, 'address_line', M.addressLine],
      ['10 KB of IBAN', { iban: 'F'.repeat(10_240) }, 'iban', M.iban],
      ['an object', { legal_name: { $ne: '' } }, 'legal_name', M.legalName],
    ])('refuses %s in French; nothing is written nor mailed', async (_label, change, field, message) => {
      const body: Record<string, unknown> = { ...companyForm(), ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const answer = await put(merchant.token, body).expect(400);
      expect(answer.body.message).toBe(message);
      if (message !== MALFORMED_TEXT) expect(answer.body.errors[0]).toEqual({ field, message });
      expect(await stored(merchant.id)).toBeUndefined();
      expect(await audits(merchant.id)).toHaveLength(0);
      expect(await allChangeMails('paie.refus@example.fr')).toHaveLength(0);
    });

    it('answers a bad or expired token with the artisan space 404 and its headers', async () => {
      for (const token of ['A'.repeat(32), 'court', 'A'.repeat(2000)]) {
        expect((await t.http().get(path(token)).expect(404)).body.message).toBe(MERCHANT_SPACE_MESSAGES.notFound);
        expect((await put(token, companyForm()).expect(404)).body.message).toBe(MERCHANT_SPACE_MESSAGES.notFound);
      }
      // Invalid percent-encoding in the token is refused before any route.
      expect((await t.http().get(path('%E0%A4%A')).expect(400)).body.message).toBe(MALFORMED_URL);
      const ok = await t.http().get(path(merchant.token)).expect(200);
      expect(ok.headers['cache-control']).toBe('no-store');
      expect(ok.headers['referrer-policy']).toBe('no-referrer');
      clock.set(Date.now() + 200 * 86_400_000);
      await put(merchant.token, companyForm()).expect(404);
      expect(await stored(merchant.id)).toBeUndefined();
    });
  });
});
