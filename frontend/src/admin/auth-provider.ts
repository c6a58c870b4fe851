import type { AuthProvider } from 'react-admin';

/** Signed out: the browser goes to sign-in (the server's /api/login), as the app does. */
const toLogin = () => ({ redirectTo: `${window.location.origin}/api/login`, message: false });

/**
 * Sign-in only: the admin role is checked by the server on every /api/admin call (403 with a
 * clear message for others), so a non-admin sees the console and the refusals.
 */
export const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => {
    // The admin tools (the dashboard at /admin) are open to everyone (SPEC §6).
    if (/^\/admin\/?$/.test(window.location.pathname)) return;
    const response = await fetch('/api/auth/user', { credentials: 'include' });
    if (!response.ok) throw toLogin();
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) throw toLogin();
  },
  getIdentity: async () => {
    const response = await fetch('/api/auth/user', { credentials: 'include' });
    if (!response.ok) return { id: 'signed-out', fullName: 'Not signed in' };
    const user = (await response.json()) as { id: string; email: string; name: string | null };
    return { id: user.id, fullName: user.name ?? user.email };
  },
};
