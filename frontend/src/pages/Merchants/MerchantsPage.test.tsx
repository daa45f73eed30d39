import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TERMS_MESSAGES } from '@ptits-mitrons/domain';
import { api, ApiError, type City } from '../../api/client';
import { botCheck, merchantForm } from '../../content/pages';
import { field, fill, renderWithApp, TEST_CONFIG } from '../../test-utils';
import MerchantsPage from './MerchantsPage';
import { ALTCHA_TEST_PAYLOAD } from '../../test-altcha';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { searchCities: jest.fn(), submitMerchantRequest: jest.fn() },
}));
const searchCities = api.searchCities as jest.MockedFunction<typeof api.searchCities>;
const submit = api.submitMerchantRequest as jest.MockedFunction<typeof api.submitMerchantRequest>;

const LYON: City = { _id: 'city-lyon', id: 'city-lyon', nom: 'Lyon', code_postal: '69001' };
const PHONE_MESSAGE = 'Veuillez entrer un numéro de téléphone valide (10 chiffres)';

async function fillForm(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'Nom de la boulangerie': 'Au Bon Pain',
    'Superficie du commerce (en m²)': '60',
    'Adresse complète': '3 rue des Fours',
    Nom: 'Durand',
    Prénom: 'Lucie',
    Email: 'lucie@exemple.fr',
    Téléphone: '0612345678',
    'Commentaires éventuels': '',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await fill(user, label, value);
  }
  searchCities.mockResolvedValue([LYON]);
  await user.type(screen.getByRole('combobox', { name: /Ma ville/ }), 'Lyon');
  await user.click(await screen.findByRole('option', { name: 'Lyon (69001)' }));
  await user.click(termsBox());
}

const termsBox = () => screen.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales d'utilisation/ });

/** The page once its form is there: its code is a chunk of its own (slow to load the first time on a busy machine). */
async function renderPage(config = TEST_CONFIG) {
  renderWithApp(<MerchantsPage />, { config });
  await screen.findByRole('heading', { name: merchantForm.title }, { timeout: 10_000 });
}

describe('merchant recruitment page', () => {
  beforeEach(() => {
    searchCities.mockReset();
    submit.mockReset();
    delete window.grecaptcha;
  });

  it('shows the sections and the fields in order, without an activity input', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Pourquoi rejoindre l'aventure Les P'tits Mitrons");
    expect(screen.getAllByRole('img')).toHaveLength(4);
    const benefits = screen.getByRole('heading', { name: 'Ce que vous y gagnez' }).closest('section')!;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText("C'EST PARTI !")).toBeInTheDocument();
    expect(screen.getByText('Remplissez ce formulaire pour en savoir plus !')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Envoyer' }).closest('form')!;
    const labels = Array.from(form.querySelectorAll('label'))
      .filter((label) => !label.closest('[aria-hidden="true"]'))
      .map((label) => label.textContent!.replace(/\s*\*\s*$/, '').trim());
    expect(labels).toEqual([
      'Nom de la boulangerie',
      'Superficie du commerce (en m²)',
      'Adresse complète',
      'Ma ville',
      'Nom',
      'Prénom',
      'Email',
      'Téléphone',
      'Commentaires éventuels',
      "J'ai lu et j'accepte les conditions générales d'utilisation (nouvel onglet) et les conditions des artisans (nouvel onglet)",
    ]);
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(form.querySelector('input[name="website"]')).toHaveValue('');
  });

  it("links an approved artisan to their space's link page", async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Accédez à votre espace' })).toHaveAttribute('href', '/espace-artisan');
  });

  it('refuses a phone number that is not 10 digits, with the French phone message, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderPage();
    await fillForm(user, { Téléphone: '06123' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(field('Téléphone')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    await user.type(field('Téléphone'), '45678');
    expect(screen.queryByText(PHONE_MESSAGE)).not.toBeInTheDocument();
  });

  it('requires a city picked from the suggestions', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(field('Nom de la boulangerie'), 'Au Bon Pain');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Veuillez choisir une ville dans la liste')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the application payload the API expects and shows the thank-you view', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ _id: 'm-1', id: 'm-1', status: 'pending_validation' });
    await renderPage();
    await fillForm(user, { 'Superficie du commerce (en m²)': '0', Téléphone: '06 12 34 56 78' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Merci d'avoir rempli le formulaire !")).toBeInTheDocument();
    expect(screen.getByText('Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0][0]).toEqual({
      establishment_name: 'Au Bon Pain',
      activity_sector_id: 'boulanger',
      address: '3 rue des Fours',
      city_id: 'city-lyon',
      manager_firstname: 'Lucie',
      manager_lastname: 'Durand',
      email: 'lucie@exemple.fr',
      phone: '0612345678',
      capacity: 1,
      altcha: ALTCHA_TEST_PAYLOAD,
      website: '',
      terms_accepted: true,
    });
  });

  it('refuses to send until the CGU and the artisans’ conditions are accepted, each opening in a new tab', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ _id: 'm-1', id: 'm-1', status: 'pending_validation' });
    await renderPage();
    await fillForm(user);
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText(TERMS_MESSAGES.merchantRequired)).toBeInTheDocument();
    expect(termsBox()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    for (const [name, href] of [[/conditions générales d'utilisation/, '/cgu'], [/conditions des artisans/, '/conditions-artisans']] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Merci d'avoir rempli le formulaire !")).toBeInTheDocument();
  });

  it('with the reCAPTCHA provider, gets a token for action SUBMIT just before sending once the visitor accepted Google', async () => {
    const user = userEvent.setup();
    const execute = jest.fn().mockResolvedValue('jeton-recaptcha');
    window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute } };
    submit.mockResolvedValue({ _id: 'm-2', id: 'm-2', status: 'submitted' });
    await renderPage({ ...TEST_CONFIG, botCheckProvider: 'recaptcha', recaptchaSiteKey: 'cle-du-site' });
    await fillForm(user);
    expect(screen.getByText(botCheck.consent.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: botCheck.consent.accept }));
    expect(screen.getByText(botCheck.consent.accepted)).toBeInTheDocument();
    expect(execute).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText("Merci d'avoir rempli le formulaire !");
    expect(execute).toHaveBeenCalledWith('cle-du-site', { action: 'SUBMIT' });
    expect(submit.mock.calls[0][0]).toMatchObject({ recaptchaToken: 'jeton-recaptcha', capacity: 60 });
    expect(submit.mock.calls[0][0]).not.toHaveProperty('altcha');
  });

  it('with the reCAPTCHA provider, never loads Google for a visitor who refuses: ALTCHA proves the form instead', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ _id: 'm-3', id: 'm-3', status: 'submitted' });
    await renderPage({ ...TEST_CONFIG, botCheckProvider: 'recaptcha', recaptchaSiteKey: 'cle-du-site' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: botCheck.consent.refuse }));
    expect(screen.queryByText(botCheck.consent.text)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText("Merci d'avoir rempli le formulaire !");
    expect(submit.mock.calls[0][0]).toMatchObject({ altcha: ALTCHA_TEST_PAYLOAD });
    expect(submit.mock.calls[0][0]).not.toHaveProperty('recaptchaToken');
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it("shows the server's message in the error modal and keeps what was typed", async () => {
    const user = userEvent.setup();
    submit.mockRejectedValue(new ApiError('Veuillez entrer une adresse e-mail valide.', 400));
    await renderPage();
    await fillForm(user, { 'Commentaires éventuels': 'Grand fournil' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Une erreur est survenue' });
    expect(dialog).toHaveTextContent('Veuillez entrer une adresse e-mail valide.');
    expect(submit.mock.calls[0][0]).toMatchObject({ description: 'Grand fournil' });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Nom de la boulangerie')).toHaveValue('Au Bon Pain');
    expect(screen.getByRole('combobox', { name: /Ma ville/ })).toHaveValue('Lyon (69001)');
    expect(field('Commentaires éventuels')).toHaveValue('Grand fournil');
  });

  it('sends nothing when the ALTCHA widget cannot verify, and says so in French', async () => {
    const user = userEvent.setup();
    const widget = customElements.get('altcha-widget')!.prototype as { verify: () => Promise<unknown> };
    const verify = jest.spyOn(widget, 'verify').mockRejectedValueOnce(new Error('Failed to fetch challenge.'));
    await renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Une erreur est survenue' });
    expect(dialog).toHaveTextContent(botCheck.failed);
    expect(submit).not.toHaveBeenCalled();
    verify.mockRestore();
  });

  it("falls back to 'Une erreur est survenue lors de l'envoi du formulaire' when the server gives no message", async () => {
    const user = userEvent.setup();
    submit.mockRejectedValue(new ApiError('', 500));
    await renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent("Une erreur est survenue lors de l'envoi du formulaire");
  });
});
