import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills the proposal form of a dialog as an operator would; returns the user session for what follows. */
export async function fillProposal(dialog: HTMLElement, link = '') {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(/Nom de l'établissement/), 'Boulangerie du Parc');
  await user.type(within(dialog).getByLabelText(/^Adresse/), '3 place Bellecour');
  // jsdom has no date-time picker: the value is typed as the browser's input would give it.
  await user.type(within(dialog).getByLabelText(/Date et heure/), '2026-12-20T14:30');
  if (link) await user.type(within(dialog).getByLabelText(/Lien de paiement/), link);
  return user;
}
