import { HttpError } from 'react-admin';
import { dataProvider, FALLBACKS } from './dataProvider';
import { TOKEN_KEY } from './httpClient';

/** jsdom has no fetch: one answer, as the browser gives it for a file (a body read once, as text or as a Blob). */
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: `HTTP ${status}`,
    headers: new Headers(headers),
    text: async () => body,
    blob: async () => new Blob([body]),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => localStorage.clear());

describe('files behind the admin token', () => {
  it('sends the Bearer token and keeps the name the server gives (its UTF-8 form first)', async () => {
    localStorage.setItem(TOKEN_KEY, 'jeton-123');
    const fetchMock = answer(200, '<Document/>', {
      'Content-Disposition': `attachment; filename="releve.pdf"; filename*=UTF-8''Relev%C3%A9%20RA-2026-0001.pdf`,
    });
    const file = await dataProvider.payoutStatementFile('st/1');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/payout-statements/st%2F1/pdf');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer jeton-123');
    expect(file.filename).toBe('Relevé RA-2026-0001.pdf');
    expect(file.blob.size).toBe('<Document/>'.length);
  });

  it('falls back to the plain name when the encoded one is malformed, and to none without the header', async () => {
    answer(200, 'x', { 'Content-Disposition': `attachment; filename="VIR-2026-11-0001.xml"; filename*=UTF-8''%E0%A4%A` });
    expect((await dataProvider.payoutBatchSepaFile('b1')).filename).toBe('VIR-2026-11-0001.xml');
    answer(200, 'x');
    expect((await dataProvider.payoutBatchSepaFile('b1')).filename).toBeUndefined();
  });

  it("refuses with the server's French message, or the fallback when the body is not JSON", async () => {
    answer(404, JSON.stringify({ message: 'Fichier de virement introuvable.', code: 'NOT_FOUND' }));
    await expect(dataProvider.payoutBatchSepaFile('b1')).rejects.toMatchObject({ message: 'Fichier de virement introuvable.', status: 404 });
    answer(502, '<html>Bad gateway</html>');
    await expect(dataProvider.payoutBatchSepaFile('b1')).rejects.toMatchObject({ message: FALLBACKS.downloadFile, status: 502 });
  });

  it('signs the admin out on a 401', async () => {
    localStorage.setItem(TOKEN_KEY, 'jeton-123');
    answer(401, JSON.stringify({ message: 'Session expirée.' }));
    const error = await dataProvider.payoutStatementFile('st1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
