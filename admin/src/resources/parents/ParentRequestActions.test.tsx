import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, RecordContextProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18nProvider';
import { ParentRequestActions } from './ParentRequestActions';
import type { ParentRequestStatus } from './parentRequestRules';

function fakeDataProvider(overrides: Partial<BackOfficeDataProvider> = {}): BackOfficeDataProvider {
  const record = { data: { id: 'r1' } };
  return {
    getList: jest.fn(async () => ({ data: [], total: 0 })),
    getOne: jest.fn(async () => record),
    getMany: jest.fn(async () => ({ data: [] })),
    getManyReference: jest.fn(async () => ({ data: [], total: 0 })),
    update: jest.fn(async () => record),
    updateMany: jest.fn(async () => ({ data: [] })),
    create: jest.fn(async () => record),
    delete: jest.fn(async () => record),
    deleteMany: jest.fn(async () => ({ data: [] })),
    parentRequestCounts: jest.fn(),
    sendProposal: jest.fn(async () => record),
    validateParentRequest: jest.fn(async () => ({ needsProposal: false })),
    createValidatedProposal: jest.fn(async () => record),
    rejectParentRequest: jest.fn(async () => record),
    closeParentRequest: jest.fn(async () => record),
    bulkCloseParentRequests: jest.fn(),
    updateParentNotes: jest.fn(async () => record),
    ...overrides,
  } as BackOfficeDataProvider;
}

function renderActions(status: ParentRequestStatus, dataProvider = fakeDataProvider()) {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'r1', status }}>
        <ParentRequestActions />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('parent request actions', () => {
  it.each<[ParentRequestStatus, boolean, boolean]>([
    // SPEC.md §4: Reply, Validate, Reject only for submitted and proposal_sent; Archive unless accepted.
    ['submitted', true, true],
    ['proposal_sent', true, true],
    ['accepted', false, false],
    ['rejected', false, true],
    ['parent_rejected', false, true],
    ['admin_closed', false, true],
  ])('status %s: reply/validate/reject enabled %s, archive enabled %s', (status, processing, archive) => {
    renderActions(status);
    for (const name of ['Répondre', 'Valider', 'Refuser']) expect(button(name)).toHaveProperty('disabled', !processing);
    expect(button('Archiver')).toHaveProperty('disabled', !archive);
  });

  async function fillProposal(dialog: HTMLElement, link = '') {
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/Nom de l'établissement/), 'Boulangerie du Parc');
    await user.type(within(dialog).getByLabelText(/^Adresse/), '3 place Bellecour');
    // jsdom has no date-time picker: the value is typed as the browser's input would give it.
    await user.type(within(dialog).getByLabelText(/Date et heure/), '2026-12-20T14:30');
    if (link) await user.type(within(dialog).getByLabelText(/Lien de paiement/), link);
    return user;
  }

  it("refuses a payment link that is not http(s) with SPEC.md's message, and sends nothing", async () => {
    const dataProvider = renderActions('submitted');
    await userEvent.click(button('Répondre'));
    const user = await fillProposal(await screen.findByRole('dialog'), 'ftp://exemple.fr');
    await user.click(button('Envoyer la proposition'));
    expect(await screen.findByText('Veuillez entrer une URL valide (commençant par http:// ou https://)')).toBeTruthy();
    expect(dataProvider.sendProposal).not.toHaveBeenCalled();
  });

  it('on PROPOSAL_EXISTS offers to close the old proposal and sends again with forceNew', async () => {
    const conflict = new HttpError("Cette demande n'est plus disponible pour une proposition.", 409, { code: 'PROPOSAL_EXISTS' });
    const sendProposal = jest.fn().mockRejectedValueOnce(conflict).mockResolvedValueOnce({ data: { id: 'r1' } });
    renderActions('proposal_sent', fakeDataProvider({ sendProposal }));
    await userEvent.click(button('Répondre'));
    const user = await fillProposal(await screen.findByRole('dialog'), 'https://paiement.example.fr');
    await user.click(button('Envoyer la proposition'));
    expect(await screen.findByText(/n'est plus disponible pour une proposition/)).toBeTruthy();
    await user.click(button("Clôturer l'ancienne et envoyer la nouvelle"));
    await waitFor(() => expect(sendProposal).toHaveBeenCalledTimes(2));
    const proposal = { establishment_name: 'Boulangerie du Parc', address: '3 place Bellecour', date: new Date('2026-12-20T14:30').toISOString(), payment_link: 'https://paiement.example.fr' };
    expect(sendProposal.mock.calls).toEqual([
      ['r1', proposal, false],
      ['r1', proposal, true],
    ]);
    expect(await screen.findByText('Proposition envoyée au parent.')).toBeTruthy();
  });

  it('when validation needs a proposal, opens the validated-proposal form and creates it', async () => {
    const dataProvider = fakeDataProvider({ validateParentRequest: jest.fn(async () => ({ needsProposal: true })) });
    renderActions('submitted', dataProvider);
    await userEvent.click(button('Valider'));
    await userEvent.click(await screen.findByRole('button', { name: 'Valider la demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposition validée' });
    const user = await fillProposal(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Créer la proposition validée' }));
    await waitFor(() => expect(dataProvider.createValidatedProposal).toHaveBeenCalledWith('r1', expect.objectContaining({ establishment_name: 'Boulangerie du Parc' })));
    expect(await screen.findByText('Proposition validée créée et demande validée.')).toBeTruthy();
  });

  it('rejecting needs a non-blank reason', async () => {
    const dataProvider = renderActions('submitted');
    const user = userEvent.setup();
    await user.click(button('Refuser'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motif/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeTruthy();
    expect(dataProvider.rejectParentRequest).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Motif/), 'Complet ce jour-là');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(dataProvider.rejectParentRequest).toHaveBeenCalledWith('r1', 'Complet ce jour-là'));
  });

  it("archives without a reason (the server's default applies) and shows a failure's message", async () => {
    const closeParentRequest = jest
      .fn()
      .mockRejectedValueOnce(new HttpError("Erreur lors de l'archivage de la demande", 500, null))
      .mockResolvedValueOnce({ data: { id: 'r1' } });
    renderActions('parent_rejected', fakeDataProvider({ closeParentRequest }));
    const user = userEvent.setup();
    await user.click(button('Archiver'));
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
