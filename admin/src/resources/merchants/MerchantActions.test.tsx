import type { MerchantStatus } from '@ptits-mitrons/domain';
import { screen } from '@testing-library/react';
import { renderOnRecord } from '../../test/renderInAdmin';
import { MerchantActions } from './MerchantActions';

describe('merchant application actions', () => {
  it.each<[MerchantStatus, boolean, boolean]>([
    // docs/domain.md: Approve and Reject from pending_validation; Edit for pending_validation and active.
    ['pending_validation', true, true],
    ['active', false, true],
    ['rejected', false, false],
  ])('status %s: approve/reject enabled %s, edit enabled %s', (status, decide, edit) => {
    renderOnRecord(<MerchantActions />, { resource: 'merchants', record: { id: 'm1', status } });
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', !decide);
    expect(screen.getByRole('button', { name: 'Refuser' })).toHaveProperty('disabled', !decide);
    const editControl = screen.getByLabelText('Éditer');
    const disabled = editControl.getAttribute('aria-disabled') === 'true' || editControl.classList.contains('Mui-disabled');
    expect(disabled).toBe(!edit);
  });
});
