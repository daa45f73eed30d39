import { screen } from '@testing-library/react';
import { renderOnRecord } from '../../test/renderInAdmin';
import { FindArtisanButton } from './FindArtisanButton';

const WAITING = { id: 'r1', status: 'submitted', isPaymentAuthorized: true, proposal: null };
const renderButton = (record: Record<string, unknown>) => {
  renderOnRecord(<FindArtisanButton />, { resource: 'parents', record: { ...WAITING, ...record } });
  return screen.getByRole('link', { name: 'Trouver un artisan' });
};
const disabled = (link: HTMLElement) => link.getAttribute('aria-disabled') === 'true';

describe('« Trouver un artisan »', () => {
  it('opens the candidates page of a paid request waiting for an artisan', () => {
    const link = renderButton({});
    expect(disabled(link)).toBe(false);
    expect(link.getAttribute('href')).toMatch(/\/parents\/r1\/artisans$/);
  });

  it('is open again once the parent declined or a proposal was closed', () => {
    expect(disabled(renderButton({ status: 'proposal_sent', proposal: { status: 'closed' } }))).toBe(false);
  });

  it('is closed without a deposit, while a proposal is in play, and once the birthday is settled', () => {
    expect(disabled(renderButton({ isPaymentAuthorized: false }))).toBe(true);
    document.body.innerHTML = '';
    expect(disabled(renderButton({ status: 'proposal_sent', proposal: { status: 'sent' } }))).toBe(true);
    document.body.innerHTML = '';
    expect(disabled(renderButton({ status: 'accepted' }))).toBe(true);
  });
});
