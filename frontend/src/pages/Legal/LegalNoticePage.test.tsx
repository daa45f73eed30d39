import { screen } from '@testing-library/react';
import { renderWithApp, TEST_CONFIG } from '../../test-utils';
import LegalNoticePage from './LegalNoticePage';
import SalesTermsPage from './SalesTermsPage';

describe('/mentions-legales', () => {
  it("names the operator as the settings say: legal name, address, SIRET and VAT number", () => {
    const operator = { ...TEST_CONFIG.operator, legalName: 'Atelier Gourmand SARL', address: '3 quai Saint-Antoine, 69002 Lyon', siret: '73282932000074', vatNumber: 'FR44732829320' };
    renderWithApp(<LegalNoticePage />, { config: { ...TEST_CONFIG, operator } });
    expect(screen.getByText('Raison sociale : Atelier Gourmand SARL. Siège : 3 quai Saint-Antoine, 69002 Lyon.')).toBeInTheDocument();
    expect(screen.getByText('SIRET : 73282932000074. N° de TVA intracommunautaire : FR44732829320.')).toBeInTheDocument();
  });

  it('names the publication director, the host and the mediator as the settings say', () => {
    const config = {
      ...TEST_CONFIG,
      operator: { ...TEST_CONFIG.operator, publicationDirector: 'Alix Durand' },
      host: { name: 'Hébergement Témoin SA', address: '8 avenue Témoin, 67000 Strasbourg', phone: '03 88 00 00 00' },
      mediator: { name: 'Médiation Témoin', address: '5 place Témoin, 33000 Bordeaux', url: 'https://mediation-temoin.example' },
    };
    renderWithApp(<LegalNoticePage />, { config });
    expect(screen.getByText('Directeur ou directrice de la publication : Alix Durand.')).toBeInTheDocument();
    expect(screen.getByText('Le site et ses données sont hébergés par Hébergement Témoin SA, 8 avenue Témoin, 67000 Strasbourg, téléphone : 03 88 00 00 00.')).toBeInTheDocument();
    expect(screen.getByText(/médiateur de la consommation : Médiation Témoin, 5 place Témoin, 33000 Bordeaux, https:\/\/mediation-temoin\.example\./)).toBeInTheDocument();
    expect(screen.queryByText(/sur simple demande/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');
  });
});

describe('/cgv', () => {
  it('names the consumer mediator in §8, with its address and website', () => {
    const mediator = { name: 'Médiation Témoin', address: '5 place Témoin, 33000 Bordeaux', url: 'https://mediation-temoin.example' };
    renderWithApp(<SalesTermsPage />, { config: { ...TEST_CONFIG, mediator } });
    const section = screen.getByRole('region', { name: '8. Réclamations, médiation et droit applicable' });
    expect(section).toHaveTextContent(/médiateur de la consommation dont Les P'tits Mitrons relève : Médiation Témoin, 5 place Témoin, 33000 Bordeaux, https:\/\/mediation-temoin\.example\./);
    expect(section).not.toHaveTextContent(/litiges en ligne|ec\.europa\.eu\/consumers\/odr/);
  });
});
