import { api } from '../api/client';
import { LAST_SEEN_KEY, SESSION_ID_KEY, SESSION_IDLE_MS, sessionId, setMeasurementRefused, trackPageView } from './pageViews';

jest.mock('../api/client', () => ({ api: { trackPageView: jest.fn() } }));
const send = api.trackPageView as jest.MockedFunction<typeof api.trackPageView>;

describe('page-view tracking', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    send.mockReset();
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

  it('sends nothing once the visitor refused the measurement, forgets the visit, and sends again once they undo it', () => {
    trackPageView('/', 1_700_000_000_000);
    expect(send).toHaveBeenCalledTimes(1);
    setMeasurementRefused(true);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    trackPageView('/parents', 1_700_000_001_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    setMeasurementRefused(false);
    trackPageView('/parents', 1_700_000_002_000);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
