import {
  ACCOUNTING_RETENTION_YEARS,
  ARTISAN_TAX_RECORDS_RETENTION_YEARS,
  PAGE_STATS_RETENTION_MONTHS,
  PAGE_VIEW_RETENTION_MONTHS,
  PARENT_REQUEST_RETENTION_MONTHS,
  PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP,
  PARENT_SPACE_PATH,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  SENT_MAIL_BODY_RETENTION_DAYS,
} from '@ptits-mitrons/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, TEST_CONFIG } from '../../test-utils';
import { MEASUREMENT_REFUSED_KEY } from '../../tracking/pageViews';
import PrivacyPage from './PrivacyPage';

describe('/confidentialite', () => {
  beforeEach(() => localStorage.clear());

  it('states the retention periods the purge jobs apply and the accounting minimum, from their constants, and no other figure', () => {
    renderWithApp(<PrivacyPage />);
    const section = screen.getByRole('region', { name: 'Durées de conservation' });
    const figures = [...(section.textContent ?? '').matchAll(/\d+ (?:mois|jours|ans)/g)].map(([figure]) => figure);
    expect(figures).toEqual([
      `${PARENT_REQUEST_RETENTION_MONTHS} mois`,
      `${ACCOUNTING_RETENTION_YEARS} ans`,
      `${REJECTED_APPLICATION_RETENTION_MONTHS} mois`,
      `${ARTISAN_TAX_RECORDS_RETENTION_YEARS} ans`,
      `${SENT_MAIL_BODY_RETENTION_DAYS} jours`,
      `${PAGE_VIEW_RETENTION_MONTHS} mois`,
      `${PAGE_STATS_RETENTION_MONTHS} mois`,
    ]);
  });

  it('names the controller and the host from the settings', () => {
    renderWithApp(<PrivacyPage />);
    const { operator, host } = TEST_CONFIG;
    expect(screen.getByText(`Le responsable du traitement est ${operator.legalName}, ${operator.address} (SIRET ${operator.siret}), qui édite le site ${TEST_CONFIG.brandName}.`)).toBeInTheDocument();
    expect(screen.getByText(`L'hébergeur du site et de sa base de données : ${host.name}, ${host.address}.`)).toBeInTheDocument();
  });

  it('names Google among the recipients, and its transfer, only when reCAPTCHA is configured', () => {
    const { unmount } = renderWithApp(<PrivacyPage />);
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
    unmount();
    renderWithApp(<PrivacyPage />, { config: { ...TEST_CONFIG, recaptchaSiteKey: 'site-key' } });
    expect(within(screen.getByRole('region', { name: 'Destinataires' })).getByText(/^Google, lorsque l'éditeur a choisi la vérification anti-robot reCAPTCHA et seulement si vous l'acceptez/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: "Transferts hors de l'Union européenne" })).getByText(/^Google peut traiter aux États-Unis/)).toBeInTheDocument();
  });

  it('keeps « Ne pas être mesuré » in the browser, and undoes it', async () => {
    const user = userEvent.setup();
    renderWithApp(<PrivacyPage />);
    const section = screen.getByRole('region', { name: "Mesure d'audience" });
    expect(within(section).getByRole('status')).toHaveTextContent("Ce navigateur participe actuellement à la mesure d'audience.");
    await user.click(within(section).getByRole('button', { name: 'Ne pas être mesuré' }));
    expect(within(section).getByRole('status')).toHaveTextContent("ce navigateur n'envoie plus aucune mesure d'audience.");
    expect(localStorage.getItem(MEASUREMENT_REFUSED_KEY)).not.toBeNull();
    await user.click(within(section).getByRole('button', { name: "Accepter de nouveau la mesure d'audience" }));
    expect(within(section).getByRole('status')).toHaveTextContent("Ce navigateur participe actuellement à la mesure d'audience.");
    expect(localStorage.getItem(MEASUREMENT_REFUSED_KEY)).toBeNull();
  });

  it('points parents to « Mes données » in their space (self-service) as well as the contact address', () => {
    renderWithApp(<PrivacyPage />);
    const rights = screen.getByRole('region', { name: 'Vos droits' });
    expect(within(rights).getByText(new RegExp(`la rubrique « Mes données » vous permet, sans nous écrire et tant que votre espace est ouvert \\(jusqu'à ${PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP} jours après l'atelier\\), de télécharger`))).toBeInTheDocument();
    expect(within(rights).getByText(new RegExp(`écrivez à ${TEST_CONFIG.contactEmail}`))).toBeInTheDocument();
    expect(within(rights).getByRole('link', { name: /« Mes données »/ })).toHaveAttribute('href', PARENT_SPACE_PATH);
  });
});
