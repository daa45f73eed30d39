import type { AuthProvider } from 'react-admin';

export const TOKEN_KEY = 'adminToken';
const LOGIN_FAILED = 'Identifiants invalides';

/** SPEC.md §6: the token lives in localStorage under adminToken; any 401 signs the admin out. */
export const authProvider: AuthProvider = {
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    const response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email ?? username, password }),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new Error(response.status === 401 ? LOGIN_FAILED : (body.message ?? LOGIN_FAILED));
    }
    const { token } = (await response.json()) as { token: string };
    localStorage.setItem(TOKEN_KEY, token);
  },
  async logout() {
    localStorage.removeItem(TOKEN_KEY);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw new Error('Authentification requise.');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      localStorage.removeItem(TOKEN_KEY);
      throw new Error('Session expirée ou invalide. Veuillez vous reconnecter.');
    }
  },
  async getIdentity() {
    const response = await fetch('/api/admin/me', { headers: { Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` } });
    if (!response.ok) throw new Error('Session expirée ou invalide. Veuillez vous reconnecter.');
    const me = (await response.json()) as { id: string; email: string };
    return { id: me.id, fullName: me.email };
  },
};
