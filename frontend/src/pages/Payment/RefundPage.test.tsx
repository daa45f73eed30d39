import { screen } from '@testing-library/react';
import { addDays, cancellationOutcome, parisMidnight } from '@ptits-mitrons/domain';
import { renderWithApp } from '../../test-utils';
import SalesTermsPage from '../Legal/SalesTermsPage';
import RefundPage from './RefundPage';

/** A cancellation at noon in Paris, `days` calendar days before a workshop on 20 March 2027. */
const outcomeAt = (days: number) => cancellationOutcome('2027-03-20', parisMidnight(addDays('2027-03-20', -days)).getTime() + 12 * 3_600_000);

describe('the cancellation rule as the pages say it', () => {
  it('puts a cancellation 15 days before the workshop on the side the rule does: no credit', () => {
    expect([outcomeAt(16), outcomeAt(15)]).toEqual(['credit', 'nothing']);
    renderWithApp(<RefundPage />);
    expect(screen.getByText(/^Annulation plus de 15 jours avant la date de l'atelier : vous recevez un avoir/)).toBeInTheDocument();
    expect(screen.getByText("Annulation 15 jours ou moins avant la date de l'atelier : aucun remboursement ni avoir n'est possible.")).toBeInTheDocument();
  });

  it('says it in the same words in the CGV (§6)', () => {
    renderWithApp(<SalesTermsPage />);
    expect(screen.getByText(/^Toute annulation par le client plus de 15 jours avant la date de l'atelier donne lieu à un avoir/)).toBeInTheDocument();
    expect(screen.getByText("Toute annulation 15 jours ou moins avant la date de l'atelier ne donne lieu à aucun remboursement ni avoir.")).toBeInTheDocument();
  });
});
