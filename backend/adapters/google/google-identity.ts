import type { IdentityProvider } from '../../ports/identity.ts';

/** Real Google sign-in: passport-google-oauth20's own endpoints. */
export const googleIdentity = (credentials: {
  clientId: string;
  clientSecret: string;
}): IdentityProvider => ({
  kind: 'google',
  ...credentials,
  stop: async () => undefined,
});
