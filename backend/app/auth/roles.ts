import type { Config } from '../../core/config.ts';
import type { IdentityProvider } from '../../ports/identity.ts';
import type { Roles } from '../../../modules/users/index.ts';

/**
 * The roles ADMIN_EMAILS and BETA_TESTER_EMAILS give an email, read from the configuration in
 * force now (so a change applies on the next request). None unless Google verified the email;
 * in development with no ADMIN_EMAILS, the local provider's default account is an admin.
 */
export const configuredRoles = (
  deps: { config: Config; identity: IdentityProvider },
  email: string,
  emailVerified: boolean,
): Roles => {
  if (!emailVerified) return { betaTester: false, admin: false };
  const { config, identity } = deps;
  const localDefaultAdmin =
    config.env === 'development' &&
    config.adminEmails.length === 0 &&
    identity.kind === 'local' &&
    email === identity.defaultEmail;
  return {
    betaTester: config.betaTesterEmails.includes(email),
    admin: config.adminEmails.includes(email) || localDefaultAdmin,
  };
};
