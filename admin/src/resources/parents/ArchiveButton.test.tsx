import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { ArchiveButton } from './ArchiveButton';

describe('Archive button', () => {
  it("archives without a reason (the server's default applies) and shows a failure's message", async () => {
    const closeParentRequest = jest
      .fn()
      .mockRejectedValueOnce(new HttpError("Erreur lors de l'archivage de la demande", 500, null))
      .mockResolvedValueOnce({ data: { id: 'r1' } });
    renderOnRecord(<ArchiveButton />, { resource: 'parents', record: { id: 'r1', status: 'parent_rejected' }, dataProvider: fakeDataProvider({ closeParentRequest }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Archiver' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText("Erreur lors de l'archivage de la demande")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText('Demande archivée.')).toBeTruthy();
    expect(closeParentRequest.mock.calls).toEqual([
      ['r1', ''],
      ['r1', ''],
    ]);
  });
});
