import { DAC7_DETAIL_LABELS, parisDay } from '@ptits-mitrons/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../i18nProvider';
import { Dac7Page } from './Dac7Page';
import type { Dac7IncompleteResponse } from '@ptits-mitrons/api-types';
import { fakeDataProvider } from '../../../test/renderInAdmin';

const incomplete = (year: number): Dac7IncompleteResponse => ({
  year,
  sellers: [
    { merchant_request_id: 'm1', establishment_name: 'Boulangerie du Parc', email: 'parc@example.fr', paid_in_year: true, missing: [DAC7_DETAIL_LABELS.birthDate, DAC7_DETAIL_LABELS.taxId] },
  ],
});

describe('the DAC7 report page', () => {
  it('reports last year by default, lists the incomplete sellers, downloads the CSV of the chosen year', async () => {
    const user = userEvent.setup();
    const dac7Incomplete = jest.fn(async (year: number) => incomplete(year));
    const dac7Csv = jest.fn(async () => 'seller_type\r\ncompany\r\n');
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:dac7'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <AdminContext dataProvider={fakeDataProvider({ dac7Incomplete, dac7Csv })} i18nProvider={i18nProvider}>
        <Dac7Page />
      </AdminContext>,
    );
    const lastYear = Number(parisDay().slice(0, 4)) - 1;
    const row = (await screen.findByText('Boulangerie du Parc')).closest('tr')!;
    expect(dac7Incomplete).toHaveBeenCalledWith(lastYear);
    expect(within(row).getByText(`${DAC7_DETAIL_LABELS.birthDate}, ${DAC7_DETAIL_LABELS.taxId}`)).toBeTruthy();
    expect(within(row).getByText('Oui')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Année' }));
    await user.click(screen.getByRole('option', { name: String(lastYear - 1) }));
    await waitFor(() => expect(dac7Incomplete).toHaveBeenCalledWith(lastYear - 1));
    await user.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(dac7Csv).toHaveBeenCalledWith(lastYear - 1);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(`dac7-${lastYear - 1}.csv`);
    // The file starts with the UTF-8 BOM spreadsheets need, then the server's CSV.
    const bytes = await new Promise<number[]>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
      reader.readAsArrayBuffer(createObjectURL.mock.calls[0][0]);
    });
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(String.fromCharCode(...bytes.slice(3))).toBe('seller_type\r\ncompany\r\n');
  });
});
