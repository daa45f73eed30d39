import { DAC7_DETAIL_LABELS } from '@ptits-mitrons/domain';
import { screen } from '@testing-library/react';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { PayoutDetailsSection } from './PayoutDetailsSection';

describe("the merchant page's payout details", () => {
  it('shows the masked IBAN and tax number and what DAC7 lacks, with no way to change them', async () => {
    const merchantPayoutDetails = jest.fn(async () => ({
      details: {
        seller_type: 'individual' as const,
        seller_type_label: 'Entrepreneur individuel',
        legal_name: 'Jeanne Martin',
        siret: '73282932000074',
        vat_number: null,
        first_name: 'Jeanne',
        last_name: 'Martin',
        birth_date: null,
        tax_id_masked: '••••••••••123',
        address_line: '3 rue des Forges',
        postal_code: '21000',
        city: 'Dijon',
        country: 'FR',
        iban_masked: 'FR76 •••• •••• •••• •••• •••0 189',
        bic: null,
        account_holder: 'Jeanne Martin',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
      missing: { payout: [], dac7: [DAC7_DETAIL_LABELS.birthDate] },
    }));
    renderOnRecord(<PayoutDetailsSection />, { record: { id: 'm1' }, resource: 'merchants', dataProvider: fakeDataProvider({ merchantPayoutDetails }) });
    expect(await screen.findByText('FR76 •••• •••• •••• •••• •••0 189')).toBeTruthy();
    expect(merchantPayoutDetails).toHaveBeenCalledWith('m1');
    expect(screen.getByText('••••••••••123')).toBeTruthy();
    expect(screen.getByText(`Il manque pour la déclaration DAC7 : ${DAC7_DETAIL_LABELS.birthDate}`)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
