import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AdminContext, Notification, useGetList } from 'react-admin';
import { authProvider } from '../api/authProvider';
import { dataProvider } from '../api/dataProvider';
import { readToken, TOKEN_KEY } from '../api/httpClient';
import { i18nProvider } from '../i18nProvider';
import { installFakeFetch, type FakeResponse } from '../test/fakeFetch';
import { ServiceUnavailableNotice } from './ServiceUnavailableNotice';

const NOTICE = 'Service momentanément indisponible. Vous restez connecté : réessayez dans un instant.';
const UNAVAILABLE: FakeResponse = {
  status: 503,
  body: { statusCode: 503, message: 'Le service est momentanément indisponible. Veuillez réessayer.', error: 'Service Unavailable' },
};

/** A page of the back office reading parent requests through the real providers, as the lists do. */
function ParentCount() {
  const { total, error } = useGetList('parents', { pagination: { page: 1, perPage: 25 } });
  return <p>{error ? 'erreur' : `${total ?? '…'} demandes`}</p>;
}

function renderBackOffice() {
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ServiceUnavailableNotice />
      <ParentCount />
      <Notification />
    </AdminContext>,
  );
}

let api: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'jeton-valide');
  api = installFakeFetch();
});

describe('service momentarily unavailable', () => {
  it.each<[string, FakeResponse | Error]>([
    ['a 503 from the API', UNAVAILABLE],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('after %s, keeps the session and shows the notice', async (_, failure) => {
    api.respond(failure);
    renderBackOffice();
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(await screen.findByText('erreur')).toBeTruthy();
    expect(readToken()).toBe('jeton-valide');
    await expect(authProvider.checkError({ status: 503 })).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

});
