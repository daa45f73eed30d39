import { SIGN_IN_MESSAGES } from '@ptits-mitrons/domain';
import { HttpError, type AuthProvider } from 'react-admin';
import { clearToken, httpClient, readToken, storeToken } from './httpClient';

/** Sign-in against the API, token kept in localStorage, any 401 signs the admin out. */
export const authProvider: AuthProvider = {
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    try {
      const { json } = await httpClient('/api/admin/login', {
        method: 'POST',
        body: JSON.stringify({ email: email ?? username, password }),
      });
      storeToken((json as { token: string }).token);
    } catch (error) {
      // A refused login always reads 'Identifiants invalides'; other failures keep the server's sentence.
      const message = error instanceof HttpError && error.status !== 401 && error.body?.message;
      throw new Error(typeof message === 'string' && message ? message : SIGN_IN_MESSAGES.failed);
    }
  },
  async logout() {
    clearToken();
  },
  async checkAuth() {
    if (!readToken()) throw new Error(SIGN_IN_MESSAGES.sessionInvalid);
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearToken();
      throw new Error(SIGN_IN_MESSAGES.sessionInvalid);
    }
  },
  async getIdentity() {
    const { json } = await httpClient('/api/admin/me');
    const me = json as { id: string; email: string };
    return { id: me.id, fullName: me.email };
  },
};
