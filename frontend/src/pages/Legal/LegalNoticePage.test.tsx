import { screen } from '@testing-library/react';
import { renderWithApp, TEST_CONFIG } from '../../test-utils';
import LegalNoticePage from './LegalNoticePage';

describe('/mentions-legales', () => {
  it("names the operator as the settings say: legal name, address, SIRET and VAT number", () => {
    const operator = { ...TEST_CONFIG.operator, legalName: 'Atelier Gourmand SARL', address: '3 quai Saint-Antoine, 69002 Lyon', siret: '73282932000074', vatNumber: 'FR44732829320' };
    renderWithApp(<LegalNoticePage />, { config: { ...TEST_CONFIG, operator } });
    expect(screen.getByText('Raison sociale : Atelier Gourmand SARL. Siège : 3 quai Saint-Antoine, 69002 Lyon.')).toBeInTheDocument();
    expect(screen.getByText('SIRET : 73282932000074. N° de TVA intracommunautaire : FR44732829320.')).toBeInTheDocument();
  });
});
