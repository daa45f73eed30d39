import type { ParentRequestStatus } from '@ptits-mitrons/domain';
import { screen } from '@testing-library/react';
import { renderOnRecord } from '../../test/renderInAdmin';
import { ParentRequestActions } from './ParentRequestActions';

const renderActions = (status: ParentRequestStatus) => renderOnRecord(<ParentRequestActions />, { resource: 'parents', record: { id: 'r1', status } });
const button = (name: string) => screen.getByRole('button', { name });

describe('parent request actions', () => {
  it('shows its buttons in the order the operator meets them', () => {
    renderActions('submitted');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Répondre', 'Valider', 'Refuser', 'Archiver', "Rembourser l'acompte", 'Exporter les données', 'Effacer les données']);
  });

  it.each<[ParentRequestStatus, boolean, boolean]>([
    // Reply, Validate, Reject only for submitted and proposal_sent; Archive unless accepted.
    ['submitted', true, true],
    ['proposal_sent', true, true],
    ['accepted', false, false],
    ['parent_rejected', false, true],
    ['admin_closed', false, true],
  ])('status %s: reply/validate/reject enabled %s, archive enabled %s', (status, processing, archive) => {
    renderActions(status);
    for (const name of ['Répondre', 'Valider', 'Refuser']) expect(button(name)).toHaveProperty('disabled', !processing);
    expect(button('Archiver')).toHaveProperty('disabled', !archive);
  });
});
