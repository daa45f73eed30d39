import { ARTISAN_TAX_NOTICE, HALF_HOUR_SLOTS, MAX_CHILDREN_MESSAGE, MERCHANT_SPACE_MESSAGES, OFFER_STATUS_LABELS } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { field, renderWithApp } from '../../test-utils';
import MerchantSpaceLinkPage from './MerchantSpaceLinkPage';
import MerchantSpacePage from './MerchantSpacePage';
import { timeLeft } from './timeLeft';
import { ALTCHA_TEST_PAYLOAD } from '../../test-altcha';
import type { MerchantSpaceOfferResponse, MerchantSpaceResponse } from '@ptits-mitrons/api-types';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: {
    merchantSpace: jest.fn(),
    updateMerchantAvailability: jest.fn(),
    acceptOffer: jest.fn(),
    declineOffer: jest.fn(),
    merchantCalendarLink: jest.fn(),
    requestMerchantSpaceLink: jest.fn(),
    merchantStatements: jest.fn(async () => ({ statements: [] })),
    merchantDac7Copies: jest.fn(async () => ({ copies: [] })),
    // The payout details card has its own tests (PayoutDetailsCard.test.tsx): here it stays loading.
    payoutDetails: jest.fn(() => new Promise(() => undefined)),
    // « Mes données » has its own tests (DataCard.test.tsx): here only its presence.
    merchantDataUrl: jest.requireActual('../../api/client').api.merchantDataUrl,
    requestMerchantErasure: jest.fn(),
  },
}));
const mocked = api as jest.Mocked<typeof api>;

const TOKEN = 'mtok_Abc-123';
const HOUR = 3_600_000;
const in1Day4Hours = () => new Date(Date.now() + 28 * HOUR + 30_000).toISOString();
const in3Hours = () => new Date(Date.now() + 3 * HOUR + 30_000).toISOString();

function offer(id: string, status: MerchantSpaceOfferResponse['status'], overrides: Partial<MerchantSpaceOfferResponse> = {}): MerchantSpaceOfferResponse {
  return {
    id,
    status,
    status_label: OFFER_STATUS_LABELS[status],
    date: '2030-09-14T12:30:00.000Z',
    expiresAt: null,
    city_label: 'Lyon (69003)',
    child_age: 7,
    number_of_children: 8,
    allergies: null,
    ...overrides,
  };
}

function space(): MerchantSpaceResponse {
  return {
    profile: {
      establishment_name: 'Boulangerie du Marché',
      address: '5 place du Marché',
      city_label: 'Lyon (69001)',
      sector: 'Boulanger',
      manager_firstname: 'Paul',
      max_children: 10,
    },
    availability: {
      available_days: ['Mercredi', 'Samedi'],
      available_hours: ['14:00', '14:30', '15:00'],
      days_off: ['2000-01-01', '2099-12-24'],
      max_children: 10,
    },
    offers: [
      offer('declined-1', 'declined', { date: '2030-06-01T08:00:00.000Z' }),
      offer('pending-late', 'pending', { expiresAt: in1Day4Hours(), allergies: 'Arachides' }),
      offer('expired-1', 'expired', { date: '2030-07-01T08:00:00.000Z' }),
      offer('pending-soon', 'pending', { expiresAt: in3Hours(), date: '2030-10-03T13:00:00.000Z' }),
      offer('withdrawn-1', 'withdrawn', { date: '2030-05-01T08:00:00.000Z' }),
      offer('accepted-1', 'accepted', { date: '2030-08-01T08:00:00.000Z' }),
    ],
    workshops: [{ date: '2030-08-01T08:00:00.000Z', child_firstname: 'Léo', child_age: 6, number_of_children: 9, allergies: 'Sans gluten' }],
  };
}

function Where() {
  const location = useLocation();
  return <p>{`Ailleurs : ${location.pathname}`}</p>;
}

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/espace-artisan" element={<MerchantSpaceLinkPage />} />
      <Route path="/espace-artisan/:token" element={<MerchantSpacePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

const offersRegion = () => screen.getByRole('region', { name: 'Ateliers proposés' });
const offerItems = () => within(offersRegion()).getAllByRole('listitem');

describe('timeLeft', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  it('counts days and hours, then hours and minutes, rounded down, and nothing once passed', () => {
    expect(timeLeft(at(28 * HOUR + 59 * 60_000), now)).toBe('1 j 4 h');
    expect(timeLeft(at(48 * HOUR), now)).toBe('2 j');
    expect(timeLeft(at(5 * HOUR + 20 * 60_000), now)).toBe('5 h 20 min');
    expect(timeLeft(at(12 * 60_000 + 59_000), now)).toBe('12 min');
    expect(timeLeft(at(20_000), now)).toBe('1 min');
    expect(timeLeft(at(0), now)).toBeNull();
    expect(timeLeft(at(-HOUR), now)).toBeNull();
  });
});

describe('the artisan space', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the profile, pending offers first with the time left to answer, the others with their status, and the confirmed workshops', async () => {
    mocked.merchantSpace.mockResolvedValue(space());
    renderAt(`/espace-artisan/${TOKEN}`);
    expect(await screen.findByText('Bonjour Paul')).toBeInTheDocument();
    expect(mocked.merchantSpace).toHaveBeenCalledWith(TOKEN);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const profile = within(screen.getByRole('region', { name: 'Votre établissement' }));
    for (const text of ['Boulangerie du Marché', '5 place du Marché', 'Lyon (69001)', 'Boulanger', '10']) expect(profile.getByText(text)).toBeInTheDocument();

    const items = offerItems();
    // Soonest deadline first, then the answered ones, the latest workshop first.
    expect(items.map((item) => within(item).getByText(/^Statut de l'offre/).parentElement!.textContent)).toEqual([
      `Statut de l'offre : ${OFFER_STATUS_LABELS.pending}`,
      `Statut de l'offre : ${OFFER_STATUS_LABELS.pending}`,
      `Statut de l'offre : ${OFFER_STATUS_LABELS.accepted}`,
      `Statut de l'offre : ${OFFER_STATUS_LABELS.expired}`,
      `Statut de l'offre : ${OFFER_STATUS_LABELS.declined}`,
      `Statut de l'offre : ${OFFER_STATUS_LABELS.withdrawn}`,
    ]);
    expect(within(items[0]).getByText('Il vous reste 3 h pour répondre')).toBeInTheDocument();
    expect(within(items[1]).getByText('Il vous reste 1 j 4 h pour répondre')).toBeInTheDocument();
    // 12:30 UTC is 14:30 in Paris in September.
    expect(within(items[1]).getByText('samedi 14 septembre 2030 à 14:30')).toBeInTheDocument();
    expect(within(items[1]).getByText('Arachides')).toBeInTheDocument();
    expect(within(items[1]).getByText('7 ans')).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: "Accepter l'atelier" })).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
    for (const answered of items.slice(2)) {
      expect(within(answered).queryByRole('button')).not.toBeInTheDocument();
      expect(within(answered).queryByText(/Il vous reste/)).not.toBeInTheDocument();
    }

    const workshops = within(screen.getByRole('region', { name: 'Ateliers confirmés' }));
    expect(workshops.getByText('Léo, 6 ans')).toBeInTheDocument();
    expect(workshops.getByText('jeudi 1 août 2030 à 10:00')).toBeInTheDocument();
    expect(workshops.getByText('9')).toBeInTheDocument();
    expect(workshops.getByText('Sans gluten')).toBeInTheDocument();
    // Loading the page sends nothing but the GET.
    expect(mocked.acceptOffer).not.toHaveBeenCalled();
    expect(mocked.declineOffer).not.toHaveBeenCalled();
  });

  it('shows « Mes données » with the download and the erasure request, and the tax notice with the statements', async () => {
    mocked.merchantSpace.mockResolvedValue(space());
    renderAt(`/espace-artisan/${TOKEN}`);
    const data = within(await screen.findByRole('region', { name: 'Mes données' }));
    expect(data.getByRole('link', { name: 'Télécharger mes données' })).toHaveAttribute('href', `/api/merchant-space/${TOKEN}/data`);
    expect(data.getByRole('button', { name: "Demander l'effacement" })).toBeInTheDocument();
    const statements = within(await screen.findByRole('region', { name: 'Relevés de paiement' }));
    expect(statements.getByRole('complementary', { name: ARTISAN_TAX_NOTICE.title })).toBeInTheDocument();
  });

  it("lists the confirmed workshops in the server's order: the coming ones first, then the past ones", async () => {
    mocked.merchantSpace.mockResolvedValue({
      ...space(),
      workshops: [
        { date: '2030-08-01T08:00:00.000Z', child_firstname: 'Léo', child_age: 6, number_of_children: 9, allergies: null },
        { date: '2030-09-04T12:00:00.000Z', child_firstname: 'Inès', child_age: 7, number_of_children: 8, allergies: null },
        { date: '2020-05-06T12:00:00.000Z', child_firstname: 'Paul', child_age: 5, number_of_children: 6, allergies: null },
      ],
    });
    renderAt(`/espace-artisan/${TOKEN}`);
    const region = await screen.findByRole('region', { name: 'Ateliers confirmés' });
    expect(within(region).getAllByText(/, \d+ ans$/).map((child) => child.textContent)).toEqual(['Léo, 6 ans', 'Inès, 7 ans', 'Paul, 5 ans']);
  });

  it('a pending offer whose deadline has passed offers no answer', async () => {
    mocked.merchantSpace.mockResolvedValue({ ...space(), offers: [offer('late', 'pending', { expiresAt: new Date(Date.now() - 1000).toISOString() })] });
    renderAt(`/espace-artisan/${TOKEN}`);
    expect(await screen.findByText('Le délai de réponse est écoulé.')).toBeInTheDocument();
    expect(within(offersRegion()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('accepting sends the POST, says so and shows the reloaded space', async () => {
    const user = userEvent.setup();
    const after = space();
    after.offers = after.offers.map((item) => (item.id === 'pending-late' ? { ...item, status: 'accepted', status_label: OFFER_STATUS_LABELS.accepted, expiresAt: null } : item));
    mocked.merchantSpace.mockResolvedValueOnce(space()).mockResolvedValue(after);
    mocked.acceptOffer.mockResolvedValue({ message: MERCHANT_SPACE_MESSAGES.offerAccepted });
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    await user.click(within(offerItems()[1]).getByRole('button', { name: "Accepter l'atelier" }));
    expect(mocked.acceptOffer).toHaveBeenCalledWith(TOKEN, 'pending-late');
    expect(await screen.findByText(MERCHANT_SPACE_MESSAGES.offerAccepted)).toBeInTheDocument();
    await waitFor(() => expect(mocked.merchantSpace).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(offersRegion()).getAllByRole('button', { name: "Accepter l'atelier" })).toHaveLength(1));
  });

  it('an offer taken meanwhile (409) shows the French refusal and reloads the space', async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockResolvedValue(space());
    mocked.acceptOffer.mockRejectedValue(new ApiError(MERCHANT_SPACE_MESSAGES.offerTaken, 409, 'OFFER_TAKEN'));
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    await user.click(within(offerItems()[0]).getByRole('button', { name: "Accepter l'atelier" }));
    expect(mocked.acceptOffer).toHaveBeenCalledWith(TOKEN, 'pending-soon');
    expect(await screen.findByText(MERCHANT_SPACE_MESSAGES.offerTaken)).toBeInTheDocument();
    await waitFor(() => expect(mocked.merchantSpace).toHaveBeenCalledTimes(2));
  });

  it('a network failure on accept says so without reloading', async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockResolvedValue(space());
    mocked.acceptOffer.mockRejectedValue(new ApiError('', 0));
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    await user.click(within(offerItems()[0]).getByRole('button', { name: "Accepter l'atelier" }));
    expect(await screen.findByText(/Votre réponse n'a pas pu être envoyée/)).toBeInTheDocument();
    expect(mocked.merchantSpace).toHaveBeenCalledTimes(1);
  });

  it('declining opens a dialog, sends the optional reason, then reloads', async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockResolvedValue(space());
    mocked.declineOffer.mockResolvedValue({ message: MERCHANT_SPACE_MESSAGES.offerDeclined });
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    await user.click(within(offerItems()[1]).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: "Refuser l'atelier" });
    expect(mocked.declineOffer).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Pourquoi ? (facultatif)'), '  Fermé pour congés  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le refus' }));
    expect(mocked.declineOffer).toHaveBeenCalledWith(TOKEN, 'pending-late', { reason: 'Fermé pour congés' });
    expect(await screen.findByText(MERCHANT_SPACE_MESSAGES.offerDeclined)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(mocked.merchantSpace).toHaveBeenCalledTimes(2));
  });

  it('declining without a reason sends an empty body', async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockResolvedValue(space());
    mocked.declineOffer.mockResolvedValue({ message: MERCHANT_SPACE_MESSAGES.offerDeclined });
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    await user.click(within(offerItems()[0]).getByRole('button', { name: 'Refuser' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer le refus' }));
    expect(mocked.declineOffer).toHaveBeenCalledWith(TOKEN, 'pending-soon', {});
  });

  it('saves the availability with the right payload, drops past dates off, and refuses a past date', async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockResolvedValue(space());
    mocked.updateMerchantAvailability.mockImplementation(async (_token, payload) => ({ ...space(), availability: payload }));
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    const card = within(screen.getByRole('region', { name: 'Vos disponibilités' }));
    // Saved values first, as a summary; the past date off is not shown.
    expect(card.getByText('Mercredi, Samedi')).toBeInTheDocument();
    expect(card.getByText('14:00 – 15:30')).toBeInTheDocument();
    expect(card.getByText('jeudi 24 décembre 2099')).toBeInTheDocument();
    expect(card.queryByText(/2000/)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Modifier mes disponibilités' }));
    expect(await card.findByRole('checkbox', { name: 'Mercredi' })).toBeChecked();
    expect(card.getAllByRole('checkbox')).toHaveLength(7 + HALF_HOUR_SLOTS.length);

    await user.click(card.getByRole('checkbox', { name: 'Lundi' }));
    await user.click(card.getByRole('checkbox', { name: 'Samedi' }));
    await user.click(card.getByRole('checkbox', { name: '15:30' }));
    await user.click(card.getByRole('checkbox', { name: '09:00' }));
    await user.click(card.getByRole('checkbox', { name: '14:00' }));
    const max = field("Nombre d'enfants maximum");
    await user.clear(max);
    await user.type(max, '12');

    const dayOff = card.getByLabelText('Date à ajouter');
    await user.type(dayOff, '2001-05-05');
    await user.click(card.getByRole('button', { name: 'Ajouter' }));
    expect(card.getByText("Choisissez une date à partir d'aujourd'hui.")).toBeInTheDocument();
    await user.clear(dayOff);
    await user.type(dayOff, '2099-08-15');
    await user.click(card.getByRole('button', { name: 'Ajouter' }));
    await user.click(card.getByRole('button', { name: 'Retirer le jeudi 24 décembre 2099' }));
    await user.type(dayOff, '2099-08-15');
    await user.click(card.getByRole('button', { name: 'Ajouter' }));
    expect(card.getByText(MERCHANT_SPACE_MESSAGES.daysOffDuplicate)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Enregistrer mes disponibilités' }));
    expect(mocked.updateMerchantAvailability).toHaveBeenCalledWith(TOKEN, {
      available_days: ['Lundi', 'Mercredi'],
      available_hours: ['09:00', '14:30', '15:00', '15:30'],
      max_children: 12,
      days_off: ['2099-08-15'],
    });
    // Back to the summary, showing the server's answer.
    expect(await card.findByText(MERCHANT_SPACE_MESSAGES.availabilitySaved)).toBeInTheDocument();
    expect(card.getByText('Lundi, Mercredi')).toBeInTheDocument();
    expect(card.getByText('09:00 – 09:30, 14:30 – 16:00')).toBeInTheDocument();
    expect(card.getByText('samedi 15 août 2099')).toBeInTheDocument();
    expect(card.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("checks the number of children before sending and shows the API's French message under each refused field", async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockResolvedValue(space());
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    const card = within(screen.getByRole('region', { name: 'Vos disponibilités' }));
    await user.click(card.getByRole('button', { name: 'Modifier mes disponibilités' }));
    await card.findByRole('checkbox', { name: 'Lundi' });
    const max = field("Nombre d'enfants maximum");
    await user.clear(max);
    await user.type(max, '0');
    await user.click(card.getByRole('button', { name: 'Enregistrer mes disponibilités' }));
    expect(card.getByText(MAX_CHILDREN_MESSAGE)).toBeInTheDocument();
    expect(mocked.updateMerchantAvailability).not.toHaveBeenCalled();
    expect(max).toHaveFocus();

    await user.clear(max);
    await user.type(max, '9');
    mocked.updateMerchantAvailability.mockRejectedValue(
      new ApiError('Les jours doivent être choisis dans la liste.', 400, undefined, [
        { field: 'available_days.0', message: 'Les jours doivent être choisis dans la liste.' },
        { field: 'days_off.1', message: MERCHANT_SPACE_MESSAGES.daysOffInvalid },
      ]),
    );
    await user.click(card.getByRole('button', { name: 'Enregistrer mes disponibilités' }));
    expect(await card.findByText('Les jours doivent être choisis dans la liste.')).toBeInTheDocument();
    expect(card.getByText(MERCHANT_SPACE_MESSAGES.daysOffInvalid)).toBeInTheDocument();
    expect(card.getByRole('group', { name: 'Jours où vous accueillez des ateliers' })).toHaveAccessibleDescription('Les jours doivent être choisis dans la liste.');
    expect(card.queryByText(MAX_CHILDREN_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a calendar address on demand and shows it with its webcal form', async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockResolvedValue(space());
    mocked.merchantCalendarLink.mockResolvedValue({ url: 'https://exemple.fr/api/merchant-space/cal_123/calendar.ics' });
    renderAt(`/espace-artisan/${TOKEN}`);
    await screen.findByText('Bonjour Paul');
    expect(mocked.merchantCalendarLink).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Abonner mon agenda' }));
    expect(mocked.merchantCalendarLink).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByDisplayValue('https://exemple.fr/api/merchant-space/cal_123/calendar.ics')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Ouvrir dans mon agenda' })).toHaveAttribute('href', 'webcal://exemple.fr/api/merchant-space/cal_123/calendar.ics');
    expect(screen.getByRole('button', { name: "Copier l'adresse" })).toBeInTheDocument();
  });

  it('adds « Relevés de paiement » once the space is drawn, through its own call', async () => {
    mocked.merchantSpace.mockResolvedValue(space());
    renderAt(`/espace-artisan/${TOKEN}`);
    const statements = await screen.findByRole('region', { name: 'Relevés de paiement' });
    expect(await within(statements).findByText(/Aucun relevé pour le moment/)).toBeInTheDocument();
    expect(mocked.merchantStatements).toHaveBeenCalledWith(TOKEN);
  });

  it('adds « Déclaration fiscale annuelle (DAC7) » once the space is drawn, through its own call', async () => {
    mocked.merchantSpace.mockResolvedValue(space());
    renderAt(`/espace-artisan/${TOKEN}`);
    const copies = await screen.findByRole('region', { name: 'Déclaration fiscale annuelle (DAC7)' });
    expect(await within(copies).findByText(/Aucune copie pour le moment/)).toBeInTheDocument();
    expect(mocked.merchantDac7Copies).toHaveBeenCalledWith(TOKEN);
  });

  it('for a bad or expired link shows the French message and the way to a new link', async () => {
    const user = userEvent.setup();
    mocked.merchantSpace.mockRejectedValue(new ApiError(MERCHANT_SPACE_MESSAGES.notFound, 404));
    renderAt('/espace-artisan/not-a-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide ou expiré' })).toBeInTheDocument();
    expect(screen.getByText(MERCHANT_SPACE_MESSAGES.notFound)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace artisan' })).toBeInTheDocument();
  });

  it('/espace-artisan sends a new link, with the same neutral answer whatever the address', async () => {
    const user = userEvent.setup();
    mocked.requestMerchantSpaceLink.mockResolvedValue({ message: 'whatever the server says' });
    renderAt('/espace-artisan');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon lien' }));
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(mocked.requestMerchantSpaceLink).not.toHaveBeenCalled();
    await user.type(field('Votre adresse e-mail'), ' paul@boulangerie.fr ');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon lien' }));
    expect(await screen.findByText(MERCHANT_SPACE_MESSAGES.linkSent)).toBeInTheDocument();
    expect(mocked.requestMerchantSpaceLink).toHaveBeenCalledWith({ email: 'paul@boulangerie.fr', website: '', altcha: ALTCHA_TEST_PAYLOAD });
    expect(screen.queryByText('whatever the server says')).not.toBeInTheDocument();
  });
});
