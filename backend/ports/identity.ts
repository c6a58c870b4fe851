/** Where the Google OAuth 2.0 / OpenID endpoints are: Google itself, or the local provider. */
export type IdentityProvider = {
  kind: 'google' | 'local';
  clientId: string;
  clientSecret: string;
  authorizationURL?: string;
  tokenURL?: string;
  userProfileURL?: string;
  /** The local provider signs in as this email when no login_hint is given. */
  defaultEmail?: string;
  stop: () => Promise<void>;
};

/** The profile fields sign-in needs, whatever the provider. */
export type IdentityProfile = {
  googleId: string;
  email: string;
  /** Whether the provider vouches that the account owns this email. */
  emailVerified: boolean;
  name: string | null;
};
