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

/** A file the API serves (a transfer file, a statement), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename?: string;
}

/**
 * A file behind the admin's token: the same Bearer header and the same 401/503 handling as httpClient, but the body
 * is kept as a Blob. A refusal becomes an HttpError with the server's JSON body, so withFallback reads its `message`.
 */
export async function fetchFile(url: string): Promise<DownloadedFile> {
  const headers = new Headers({ Accept: '*/*' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (error) {
    if ((error as Error)?.name !== 'AbortError') unavailableListeners.forEach((listener) => listener());
    throw error;
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (response.status === 401) clearToken();
    else if (response.status === 503) unavailableListeners.forEach((listener) => listener());
    throw new HttpError(response.statusText, response.status, body);
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition') ?? '') };
}

/** The name a Content-Disposition header gives: its UTF-8 form (RFC 6266) when readable, else the plain one. */
function filenameOf(disposition: string): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name: the plain one, if any, still names the file.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
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
