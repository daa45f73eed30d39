import { collapsePagePath } from '@ptits-mitrons/domain';
import type { TrackDto } from '@ptits-mitrons/api-types';
import { api } from '../api/client';

export const SESSION_ID_KEY = 'ptm.sessionId';
export const LAST_SEEN_KEY = 'ptm.sessionLastSeen';
/** A visit ends after 30 minutes without a page view; the next one starts a new session. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/**
 * The visitor's « Ne pas être mesuré » (/confidentialite): kept in localStorage, so that it lasts across visits on
 * this browser without a cookie and without the server knowing who refused.
 */
export const MEASUREMENT_REFUSED_KEY = 'ptm.measurementRefused';

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The session id kept in sessionStorage, renewed after 30 minutes of inactivity. */
export function sessionId(now = Date.now(), storage: Storage = sessionStorage): string {
  const lastSeen = Number(storage.getItem(LAST_SEEN_KEY));
  let id = storage.getItem(SESSION_ID_KEY);
  if (!id || !lastSeen || now - lastSeen > SESSION_IDLE_MS) {
    id = newSessionId();
    storage.setItem(SESSION_ID_KEY, id);
  }
  storage.setItem(LAST_SEEN_KEY, String(now));
  return id;
}

export function deviceKind(): TrackDto['device'] {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'unknown';
  return window.matchMedia('(max-width: 767px), (pointer: coarse)').matches ? 'mobile' : 'desktop';
}

/** Whether this browser refused the audience measurement; a storage the browser blocks counts as a refusal. */
export function measurementRefused(): boolean {
  try {
    return localStorage.getItem(MEASUREMENT_REFUSED_KEY) !== null;
  } catch {
    return true;
  }
}

/** Records the visitor's choice (a refusal also forgets the visit's session id); a blocked storage changes nothing. */
export function setMeasurementRefused(refused: boolean): void {
  try {
    if (refused) {
      localStorage.setItem(MEASUREMENT_REFUSED_KEY, '1');
      sessionStorage.removeItem(SESSION_ID_KEY);
      sessionStorage.removeItem(LAST_SEEN_KEY);
    } else {
      localStorage.removeItem(MEASUREMENT_REFUSED_KEY);
    }
  } catch {
    // Nothing is sent from a browser whose storage is blocked (measurementRefused): there is no choice to keep.
  }
}

export function trackPageView(path: string, now = Date.now()): void {
  let session: string;
  if (measurementRefused()) return;
  try {
    session = sessionId(now);
  } catch {
    // Storage refused (private mode): count nothing rather than invent one session per page.
    return;
  }
  api.trackPageView({ session_id: session, page: collapsePagePath(path), ts: now, device: deviceKind() });
}
