import { api } from '../api/client';
import { collapsePath, LAST_SEEN_KEY, SESSION_ID_KEY, SESSION_IDLE_MS, sessionId, trackPageView } from './pageViews';

jest.mock('../api/client', () => ({ api: { trackPageView: jest.fn() } }));
const send = api.trackPageView as jest.MockedFunction<typeof api.trackPageView>;

describe('page-view tracking', () => {
  beforeEach(() => {
    sessionStorage.clear();
    send.mockReset();
  });

  it.each([
    ['/parents/payment/3f0c2a9e-1111-4222-8333-944445555666', '/parents/payment/:id'],
    ['/parents/payment-return/abc?payment_intent_client_secret=pi_secret', '/parents/payment-return/:id'],
    ['/parents/confirmation/abc/', '/parents/confirmation/:id'],
    ['/parents/refund/abc', '/parents/refund/:id'],
    ['/mon-espace/Zq3x_9kLmN-0aBcDeFgHiJ', '/mon-espace/:token'],
    ['/mon-espace/Zq3x_9kLmN-0aBcDeFgHiJ/', '/mon-espace/:token'],
    ['/mon-espace/retour-paiement?payment_intent=pi_1', '/mon-espace/retour-paiement'],
    ['/mon-espace/paiement-solde', '/mon-espace/paiement-solde'],
    ['/mon-espace', '/mon-espace'],
    ['/mon-espace/', '/mon-espace'],
    ['/parents', '/parents'],
    ['/merchants/', '/merchants'],
    ['/', '/'],
  ])('tracks %s as %s', (path, tracked) => {
    expect(collapsePath(path)).toBe(tracked);
  });

  it('keeps one session id while the visitor is active and renews it after 30 minutes without a page view', () => {
    const start = 1_700_000_000_000;
    const first = sessionId(start);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(first);
    expect(sessionId(start + SESSION_IDLE_MS - 1)).toBe(first);
    expect(sessionId(start + 2 * SESSION_IDLE_MS - 2)).toBe(first);
    const renewed = sessionId(start + 3 * SESSION_IDLE_MS);
    expect(renewed).not.toBe(first);
    expect(sessionStorage.getItem(LAST_SEEN_KEY)).toBe(String(start + 3 * SESSION_IDLE_MS));
  });

  it('sends the collapsed path, the session, the time and the device', () => {
    trackPageView('/parents/payment/abc', 1_700_000_000_000);
    expect(send).toHaveBeenCalledWith({
      session_id: sessionStorage.getItem(SESSION_ID_KEY),
      page: '/parents/payment/:id',
      ts: 1_700_000_000_000,
      device: expect.stringMatching(/^(mobile|desktop|unknown)$/),
    });
  });
});
