import { ALLERGIES_LABEL, earliestDesiredDate, TERMS_MESSAGES } from '@ptits-mitrons/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { field, fill, renderWithApp } from '../../test-utils';
import { api, ApiError, type City } from '../../api/client';
import { parentsPage } from '../../content/pages';
import ParentsPage from './ParentsPage';
import { ALTCHA_TEST_PAYLOAD } from '../../test-altcha';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { searchCities: jest.fn(), submitParentRequest: jest.fn() },
}));
const searchCities = api.searchCities as jest.MockedFunction<typeof api.searchCities>;
const submit = api.submitParentRequest as jest.MockedFunction<typeof api.submitParentRequest>;
const LYON: City = { _id: 'city-lyon', id: 'city-lyon', nom: 'Lyon', code_postal: '69001' };

/** The page once its form is there: its code is a chunk of its own (slow to load the first time on a busy machine). */
async function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/parents" element={<ParentsPage />} />
      <Route path="/parents/payment/:requestId" element={<p>Page de paiement</p>} />
      <Route path="/parents/confirmation/:requestId" element={<p>Page de confirmation</p>} />
    </Routes>,
    { path: '/parents' },
  );
  await screen.findByRole('heading', { name: parentsPage.formTitle }, { timeout: 10_000 });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Votre prénom', 'Claire');
  await fill(user, 'Votre nom', 'Martin');
  await fill(user, 'Email', 'claire@exemple.fr');
  await fill(user, 'Téléphone', '0612345678');
  await fill(user, "Prénom de l'enfant", 'Léo');
  await fill(user, "Âge de l'enfant", '7');
  await fill(user, "Nombre d'enfants", '8');
  await fill(user, 'Date souhaitée', earliestDesiredDate());
  await fill(user, "Adresse de l'atelier souhaité", '5 place du Marché');
  searchCities.mockResolvedValue([LYON]);
  await user.type(screen.getByRole('combobox', { name: /Ma ville/ }), 'Lyon');
  await user.click(await screen.findByRole('option', { name: 'Lyon (69001)' }));
  await user.click(termsBox());
}

const termsBox = () => screen.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ });

describe('/parents', () => {
  beforeEach(() => {
    searchCities.mockReset();
    submit.mockReset();
  });

  it.each([
    ["Âge de l'enfant", 'sept', 'Le champ âge doit être un nombre'],
    ["Âge de l'enfant", '6.5', 'Le champ âge doit être un nombre entier'],
    ["Âge de l'enfant", '0', "L'âge de l'enfant doit être compris entre 1 et 102 ans."],
    ["Âge de l'enfant", '103', "L'âge de l'enfant doit être compris entre 1 et 102 ans."],
    ["Nombre d'enfants", 'huit', "Le champ nombre d'enfants doit être un nombre"],
    ["Nombre d'enfants", '2,5', "Le champ nombre d'enfants doit être un nombre entier"],
    ["Nombre d'enfants", '9', "Le nombre d'enfants doit être compris entre 1 et 8."],
    ['Téléphone', '06 12', 'Veuillez entrer un numéro de téléphone valide (10 chiffres)'],
  ])('shows, while typing %s = %p, the message %p', async (label, value, message) => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(field(label), value);
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.clear(field(label));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('draws the allergies as one plain textarea of three lines (no growing one that measures the page when the form arrives)', async () => {
    await renderPage();
    const allergies = field(ALLERGIES_LABEL);
    expect(allergies).toHaveAttribute('rows', '3');
    // MUI's growing textarea measures with a hidden twin: there must be none.
    expect(allergies.closest('form')!.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('accepts the range bounds and offers no date before 21 days from today', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(field("Âge de l'enfant"), '102');
    await user.type(field("Nombre d'enfants"), '1');
    expect(screen.queryByText(/doit être/)).not.toBeInTheDocument();
    expect(field('Date souhaitée')).toHaveAttribute('min', earliestDesiredDate());
    expect(field('Email')).toHaveAttribute('type', 'email');
  });

  it("counts the 21 days from today in Paris, not in the visitor's calendar", async () => {
    // 23:30 UTC on 14 June is already 15 June in Paris (UTC+2): the first date offered is 6 July. The tests run in
    // the machine's zone (UTC here and in CI), where the visitor's calendar still says 14 June, hence 5 July before.
    jest.useFakeTimers({ now: new Date('2026-06-14T23:30:00Z'), advanceTimers: true });
    try {
      await renderPage();
      expect(field('Date souhaitée')).toHaveAttribute('min', '2026-07-06');
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends numbers as numbers and the default trade, then goes to the payment page', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ _id: 'req-1', id: 'req-1', status: 'submitted' });
    await renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText('Page de paiement')).toBeInTheDocument();
    expect(submit.mock.calls[0][0]).toEqual({
      parent_firstname: 'Claire',
      parent_lastname: 'Martin',
      parent_email: 'claire@exemple.fr',
      parent_phone: '0612345678',
      child_firstname: 'Léo',
      child_age: 7,
      target_address: '5 place du Marché',
      target_city_id: 'city-lyon',
      desired_date: earliestDesiredDate(),
      number_of_children: 8,
      merchant_type: 'boulanger',
      altcha: ALTCHA_TEST_PAYLOAD,
      website: '',
      terms_accepted: true,
    });
  });

  it('refuses to send until the CGV box is ticked, opens the CGV in a new tab, and says there is no withdrawal', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ _id: 'req-1', id: 'req-1', status: 'submitted' });
    await renderPage();
    await fillValid(user);
    await user.click(termsBox());
    expect(termsBox()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText(TERMS_MESSAGES.parentRequired)).toBeInTheDocument();
    expect(termsBox()).toHaveFocus();
    expect(termsBox()).toHaveAccessibleDescription(expect.stringContaining('pas de droit de rétractation (article L221-28 12° du Code de la consommation)'));
    const link = screen.getByRole('link', { name: /conditions générales de vente/ });
    expect(link).toHaveAttribute('href', '/cgv');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(termsBox());
    expect(screen.queryByText(TERMS_MESSAGES.parentRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText('Page de paiement')).toBeInTheDocument();
    expect(submit.mock.calls[0][0].terms_accepted).toBe(true);
  });

  it('sends the free-text trade when another artisan is chosen, and shows the thank-you panel when no id comes back', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({} as Awaited<ReturnType<typeof api.submitParentRequest>>);
    await renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Un autre artisan' }));
    await user.type(field('Quel artisan ?'), 'Chocolatier');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText('Merci pour votre demande !')).toBeInTheDocument();
    expect(screen.getByText(/Nous vous rappelons sous 48h/)).toBeInTheDocument();
    expect(submit.mock.calls[0][0].merchant_type).toBe('Chocolatier');
  });

  it('sends nothing while a field is wrong, and focuses it', async () => {
    const user = userEvent.setup();
    await renderPage();
    await fillValid(user);
    await user.clear(field('Téléphone'));
    await user.type(field('Téléphone'), '123');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(submit).not.toHaveBeenCalled();
    expect(field('Téléphone')).toHaveFocus();
  });

  it('shows a server failure in the error modal and keeps the values', async () => {
    const user = userEvent.setup();
    submit.mockRejectedValue(new ApiError('La date souhaitée doit être au moins 21 jours après aujourd\'hui.', 400));
    await renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByRole('dialog', { name: 'Une erreur est survenue' })).toHaveTextContent('au moins 21 jours');
    expect(field('Votre prénom')).toHaveValue('Claire');
  });

  it('sends the allergies and a credit code (upper-cased), and goes straight to the confirmation when the credit paid the deposit', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ _id: 'req-2', id: 'req-2', status: 'submitted', paidByCredit: true });
    await renderPage();
    await fillValid(user);
    await user.type(field('Allergies ou régimes particuliers'), ' Arachides ');
    expect(screen.getByText('Facultatif · 9 / 500 caractères')).toBeInTheDocument();
    await user.type(field("Code d'avoir"), ' avoir-7kq2-m9xd ');
    // The form's own button now pays the deposit, and says so (Code de la consommation L221-14).
    await user.click(screen.getByRole('button', { name: "Envoyer et régler l'acompte avec mon avoir" }));
    expect(await screen.findByText('Page de confirmation')).toBeInTheDocument();
    expect(submit.mock.calls[0][0]).toMatchObject({ allergies: 'Arachides', credit_code: 'AVOIR-7KQ2-M9XD' });
  });

  it("refuses a malformed credit code or too long allergies with the package's messages, and sends nothing", async () => {
    const user = userEvent.setup();
    await renderPage();
    await fillValid(user);
    await user.type(field("Code d'avoir"), 'AVOIR-0000');
    await fill(user, 'Allergies ou régimes particuliers', 'x'.repeat(501));
    expect(screen.getByText('Les allergies ou régimes particuliers tiennent en 500 caractères au plus.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Envoyer et régler l'acompte avec mon avoir" }));
    expect(screen.getByText("Le code d'avoir ressemble à AVOIR-XXXX-XXXX.")).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a used code in the error modal", async () => {
    const user = userEvent.setup();
    submit.mockRejectedValue(new ApiError("Ce code d'avoir a déjà été utilisé.", 409));
    await renderPage();
    await fillValid(user);
    await user.type(field("Code d'avoir"), 'AVOIR-7KQ2-M9XD');
    await user.click(screen.getByRole('button', { name: "Envoyer et régler l'acompte avec mon avoir" }));
    expect(await screen.findByRole('dialog', { name: 'Une erreur est survenue' })).toHaveTextContent('déjà été utilisé');
  });
});
