import { OAuth2Server } from 'oauth2-mock-server';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { IdentityProvider } from '../../ports/identity.ts';

export const DEFAULT_LOCAL_EMAIL = 'dev@curbhue.local';

const nameFromEmail = (email: string): string =>
  email === DEFAULT_LOCAL_EMAIL
    ? 'Local Developer'
    : email
        .split('@')[0]!
        .split(/[._-]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' ');

const subjectFor = (email: string) =>
  `local-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

const decodePayload = (jwt: string): Record<string, unknown> => {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
};

/**
 * An OpenID provider on 127.0.0.1 that speaks Google's OAuth 2.0 code flow, so sign-in runs
 * through the same passport strategy offline. `?login_hint=EMAIL` picks the account. Every
 * email is verified (email_verified: true) except those in `unverifiedEmails`.
 */
export const startLocalOidcProvider = async (
  options: { unverifiedEmails?: readonly string[] } = {},
): Promise<IdentityProvider> => {
  const unverified = new Set(options.unverifiedEmails ?? []);
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.address().port}`;
  const emailByCode = new Map<string, string>();

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', base).searchParams;
    const hint = query.get('login_hint')?.trim().toLowerCase();
    const code = redirect.url.searchParams.get('code');
    if (code) emailByCode.set(code, hint && hint.includes('@') ? hint : DEFAULT_LOCAL_EMAIL);
  });
  server.service.on(
    'beforeTokenSigning',
    (
      token: { payload: Record<string, unknown> },
      req: IncomingMessage & { body?: { code?: string } },
    ) => {
      const code = req.body?.code;
      const email = (code && emailByCode.get(code)) || DEFAULT_LOCAL_EMAIL;
      token.payload.email = email;
      token.payload.sub = subjectFor(email);
    },
  );
  server.service.on('beforeUserinfo', (response: { body: unknown }, req: IncomingMessage) => {
    // Google's strategy sends the access token as ?access_token=…; other clients use the header.
    const fromQuery = new URL(req.url ?? '/', base).searchParams.get('access_token');
    const bearer = fromQuery ?? (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const email = String(decodePayload(bearer).email ?? DEFAULT_LOCAL_EMAIL);
    const name = nameFromEmail(email);
    response.body = {
      sub: subjectFor(email),
      email,
      email_verified: !unverified.has(email),
      name,
      given_name: name.split(' ')[0],
      family_name: name.split(' ').slice(1).join(' '),
      picture: '',
    };
  });

  return {
    kind: 'local',
    clientId: 'curbhue-local',
    clientSecret: 'curbhue-local-secret',
    authorizationURL: `${base}/authorize`,
    tokenURL: `${base}/token`,
    userProfileURL: `${base}/userinfo`,
    defaultEmail: DEFAULT_LOCAL_EMAIL,
    stop: () => server.stop(),
  };
};
