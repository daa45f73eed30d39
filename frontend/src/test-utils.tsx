import { CURRENCY, DEPOSIT_CENTS, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigContext } from './components/ConfigProvider';
import { ErrorModalProvider } from './components/ErrorModal';
import type { PublicConfigResponse } from '@ptits-mitrons/api-types';

export const TEST_CONFIG: PublicConfigResponse = {
  brandName: "Les P'tits Mitrons",
  contactEmail: 'contact@exemple.fr',
  contactPhone: '01 23 45 67 89',
  paymentProvider: 'demo',
  stripePublishableKey: null,
  botCheckProvider: 'altcha',
  recaptchaSiteKey: null,
  prices: { depositAmount: DEPOSIT_CENTS, currency: CURRENCY, totalPrice: WORKSHOP_TOTAL_CENTS / 100 },
  operator: {
    legalName: "Les P'tits Mitrons SAS",
    address: '12 rue des Boulangers, 75011 Paris',
    siret: '12345678200002',
    vatNumber: 'FR11123456782',
    publicationDirector: 'Camille Martin',
  },
  host: { name: 'Hébergeur Exemple SAS', address: '2 rue des Serveurs, 59100 Roubaix', phone: '01 02 03 04 05' },
  mediator: { name: 'Médiateur Exemple de la consommation', address: '3 rue de la Médiation, 75008 Paris', url: 'https://mediateur.example' },
};

/** A page or component with what the app wraps it in: configuration, error modal, router. */
export function renderWithApp(ui: ReactElement, { config = TEST_CONFIG, path = '/' }: { config?: PublicConfigResponse; path?: string } = {}) {
  return render(
    <ConfigContext.Provider value={config}>
      <ErrorModalProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ErrorModalProvider>
    </ConfigContext.Provider>,
  );
}

/** The input of a form label, whether or not MUI appends the required asterisk. */
export function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}(\\s*\\*)?$`), { selector: 'input, textarea' });
}

/**
 * A whole value put in a field at once, as pasted: one change where typing makes one per character, each a render of
 * the whole form (seconds per form in jsdom). For the fields a test only fills; what is checked while typing is typed.
 */
export async function fill(user: UserEvent, label: string, value: string): Promise<void> {
  await user.click(field(label));
  await user.paste(value);
}
