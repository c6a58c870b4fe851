import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { getSessionUser } from '../../../projections/users/index.ts';
import { signInUser, type SignInDeps } from './sign-in.ts';

const profileOf = (p: Profile) => {
  const email = p.emails?.find((e) => e.value)?.value;
  return email ? { googleId: p.id, email, name: p.displayName || null } : undefined;
};

/**
 * One passport instance per app, with Google's strategy pointed at Google or at the local
 * OpenID provider: the same code path either way (state and PKCE checked).
 */
export const createPassport = (deps: SignInDeps) => {
  const passport = new Passport();
  const { identity, config } = deps;
  passport.use(
    'google',
    new GoogleStrategy(
      {
        clientID: identity.clientId,
        clientSecret: identity.clientSecret,
        callbackURL: `${config.publicBaseUrl ?? ''}/auth/google/callback`,
        state: true,
        pkce: true,
        ...(identity.authorizationURL ? { authorizationURL: identity.authorizationURL } : {}),
        ...(identity.tokenURL ? { tokenURL: identity.tokenURL } : {}),
        ...(identity.userProfileURL ? { userProfileURL: identity.userProfileURL } : {}),
      },
      (
        _accessToken: string,
        _refreshToken: string,
        profile: Profile,
        done: (e: unknown, u?: Express.User | false) => void,
      ) => {
        const p = profileOf(profile);
        if (!p) return done(null, false);
        signInUser(deps, p).then(
          (user) => done(null, user),
          (error: unknown) => done(error),
        );
      },
    ),
  );
  passport.serializeUser((user: Express.User, done) => done(null, (user as { id: string }).id));
  passport.deserializeUser((id: string, done) => {
    getSessionUser(deps.db, id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });
  return passport;
};
