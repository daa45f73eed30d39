import { fetchUtils, HttpError } from 'react-admin';

export const TOKEN_KEY = 'adminToken';

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const storeToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

type Listener = () => void;
const unavailableListeners = new Set<Listener>();

/** Called on every 503 or network failure of the API (the notice in the layout listens); returns the unsubscribe. */
export function onServiceUnavailable(listener: Listener): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

/**
 * The one HTTP client of the back office: the stored token goes as a Bearer header on every call,
 * and any 401 clears it, whoever made the call; react-admin's checkError then sends the user to the login page.
 * A 503 or a network failure says nothing about the session: the token stays, and the user is told the service
 * is momentarily unavailable.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) clearToken();
    else if (error instanceof HttpError ? error.status === 503 : (error as Error)?.name !== 'AbortError') {
      unavailableListeners.forEach((listener) => listener());
    }
    throw error;
  }
}

/**
 * A file the API serves behind the staff's token (a receipt's PDF): fetched with the Bearer header, answered as a
 * Blob to save. A refusal is an HttpError with the server's JSON body, as the JSON calls give; a 401 clears the token.
 */
export async function fetchBlob(url: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.ok) return response.blob();
  if (response.status === 401) clearToken();
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  throw new HttpError(typeof body?.message === 'string' ? body.message : response.statusText, response.status, body);
}

/**
 * A failure carries the server's `message` only; when there is none (network failure, empty or
 * non-JSON body) the caller's French fallback is shown instead of a browser status text. Status and body are
 * kept for checkError (401) and for error codes such as PROPOSAL_EXISTS.
 */
export function withFallback(fallback: string) {
  return (error: unknown): never => {
    const status = error instanceof HttpError ? error.status : undefined;
    const body = error instanceof HttpError ? error.body : undefined;
    const serverMessage = body && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
    throw new HttpError(serverMessage ?? fallback, status, body);
  };
}

/** The stable code a domain error carries (`PROPOSAL_EXISTS`…), if any. */
export function errorCode(error: unknown): string | undefined {
  const body = error instanceof HttpError ? error.body : undefined;
  return body && typeof body.code === 'string' ? body.code : undefined;
}

/**
 * react-admin shows a save's server-side errors under the inputs when `body.errors` maps each field to its message;
 * the API lists them as [{ field, message }] (backend validation pipe). Used on create and update.
 */
export function withFieldErrors(error: unknown): never {
  const listed = error instanceof HttpError ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
  if (!Array.isArray(listed)) throw error;
  const errors = Object.fromEntries(
    listed.flatMap((entry: { field?: unknown; message?: unknown }) => (typeof entry?.field === 'string' && typeof entry.message === 'string' ? [[entry.field, entry.message]] : [])),
  );
  throw new HttpError((error as HttpError).message, (error as HttpError).status, { ...(error as HttpError).body, errors });
}
