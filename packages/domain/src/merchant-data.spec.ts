import { ARTISAN_TAX_NOTICE, artisanTaxNoticeText, MERCHANT_DATA_FILENAME, MERCHANT_ERASURE_REQUEST_PENDING_DAYS } from './merchant-data';

describe("an artisan's data and tax notice", () => {
  it('writes the tax notice as plain text: the title, the paragraphs, then each link with its address, a line each', () => {
    const lines = artisanTaxNoticeText().split('\n');
    expect(lines).toEqual([
      ARTISAN_TAX_NOTICE.title,
      ...ARTISAN_TAX_NOTICE.paragraphs,
      'impots.gouv.fr, vos obligations fiscales : https://www.impots.gouv.fr',
      'urssaf.fr, vos obligations sociales : https://www.urssaf.fr',
    ]);
  });

  it('names the data file, and holds an erasure request pending for the GDPR month (30 days)', () => {
    expect(MERCHANT_DATA_FILENAME).toBe('mes-donnees-artisan.json');
    expect(MERCHANT_ERASURE_REQUEST_PENDING_DAYS).toBe(30);
  });
});
