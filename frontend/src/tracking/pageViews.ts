import { PARENT_SPACE_PATH } from '@ptits-mitrons/domain';
import { api, type PageView } from '../api/client';
import { PARENT_SPACE_PAGES } from '../components/parentSpacePaths';

export const SESSION_ID_KEY = 'ptm.sessionId';
export const LAST_SEEN_KEY = 'ptm.sessionLastSeen';
/** A visit ends after 30 minutes without a page view; the next one starts a new session. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

const PERSONAL_ROUTES = /^\/parents\/(payment|refund|confirmation|payment-return)\/[^/]+/;

/** A parent's space is counted without its token (a personal key: it must not land in the statistics). */
function withoutSpaceToken(path: string): string {
  const prefix = `${PARENT_SPACE_PATH}/`;
  if (!path.startsWith(prefix) || /^\/*$/.test(path.slice(prefix.length))) return path;
  return PARENT_SPACE_PAGES.some((page) => path.replace(/\/+$/, '') === page) ? path : `${prefix}:token`;
}

/** The tracked path: the parent payment pages' request ids and the space's token collapsed (docs/decisions.md), query and trailing slash dropped. */
export function collapsePath(path: string): string {
  const collapsed = withoutSpaceToken(path.split(/[?#]/, 1)[0]).replace(PERSONAL_ROUTES, '/parents/$1/:id');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

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

export function deviceKind(): PageView['device'] {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'unknown';
  return window.matchMedia('(max-width: 767px), (pointer: coarse)').matches ? 'mobile' : 'desktop';
}

export function trackPageView(path: string, now = Date.now()): void {
  let session: string;
  try {
    session = sessionId(now);
  } catch {
    // Storage refused (private mode): count nothing rather than invent one session per page.
    return;
  }
  api.trackPageView({ session_id: session, page: collapsePath(path), ts: now, device: deviceKind() });
}
