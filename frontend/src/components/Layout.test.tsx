import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { TEST_CONFIG } from '../test-utils';
import { ConfigContext } from './ConfigProvider';
import { Layout } from './Layout';

const site = () => (
  <ConfigContext.Provider value={TEST_CONFIG}>
    <MemoryRouter>
      <Layout />
    </MemoryRouter>
  </ConfigContext.Provider>
);

describe('the site shell drawn by the server', () => {
  it('keeps its menu and gift card buttons disabled until the scripts have taken the page over', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(site());
    const drawn = within(container);
    expect(drawn.getByRole('button', { name: 'Ouvrir le menu' })).toBeDisabled();
    expect(drawn.getByRole('button', { name: 'Offrir une carte cadeau' })).toBeDisabled();

    render(site(), { container, hydrate: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Offrir une carte cadeau' })).toBeEnabled();
  });

  it('is ready at once when the browser draws it alone', () => {
    render(site());
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeEnabled();
  });
});
