import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { ReceiptsSection } from './ReceiptsSection';
import type { StaffReceiptResponse } from '@ptits-mitrons/api-types';

const RECEIPTS: StaffReceiptResponse[] = [
  { id: 'rc1', number: '2026-000041', kind: 'receipt', kind_label: 'Reçu', amount: 3000, issued_at: '2026-11-20T09:00:00.000Z', corrects_number: null, sha256: 'a'.repeat(64) },
  { id: 'rc2', number: '2026-000057', kind: 'credit_note', kind_label: 'Avoir', amount: 3000, issued_at: '2026-11-22T18:30:00.000Z', corrects_number: '2026-000041', sha256: 'b'.repeat(64) },
];

function renderSection(receipts: StaffReceiptResponse[] = RECEIPTS, receiptPdf = jest.fn(async () => ({ blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), filename: undefined }))) {
  const parentRequestReceipts = jest.fn(async () => receipts);
  renderOnRecord(<ReceiptsSection />, { resource: 'parents', record: { id: 'r1' }, dataProvider: fakeDataProvider({ parentRequestReceipts, receiptPdf }) });
  return { parentRequestReceipts, receiptPdf };
}

describe('« Justificatifs »', () => {
  const createObjectURL = jest.fn(() => 'blob:receipt');
  const revokeObjectURL = jest.fn();
  beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('lists each document with its kind, amount, date and the receipt a credit note corrects', async () => {
    const { parentRequestReceipts } = renderSection();
    const note = await screen.findByTestId('receipt-2026-000057');
    expect(parentRequestReceipts).toHaveBeenCalledWith('r1');
    expect(within(note).getByText('Avoir')).toBeTruthy();
    expect(within(note).getByText('2026-000041')).toBeTruthy();
    expect(within(screen.getByTestId('receipt-2026-000041')).getByText('Reçu')).toBeTruthy();
  });

  it('downloads the stored PDF through the data provider (the token goes with it) and saves it under its number', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { receiptPdf } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger 2026-000057' }));
    await waitFor(() => expect(receiptPdf).toHaveBeenCalledWith('rc2'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('2026-000057.pdf');
    expect(anchor.href).toBe('blob:receipt');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:receipt');
    click.mockRestore();
  });

  it('says when nothing was issued yet', async () => {
    renderSection([]);
    expect(await screen.findByText('Aucun justificatif pour le moment.')).toBeTruthy();
  });

  it('shows the server’s message when a download is refused', async () => {
    // react-admin's data provider logs every rejection in development; the notification is what the user sees.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection(RECEIPTS, jest.fn(async () => Promise.reject(new Error('Justificatif introuvable.'))));
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger 2026-000041' }));
    expect(await screen.findByText('Justificatif introuvable.')).toBeTruthy();
    logged.mockRestore();
  });
});
