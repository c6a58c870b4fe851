import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../backend/core/config.ts';

describe('configuration', () => {
  it('when nothing is set, then development defaults apply and a random session secret is made', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: './.data',
      runWorkers: true,
      betaTesterEmails: [],
    });
    expect(config.google).toBeUndefined();
    expect(config.openai).toBeUndefined();
    expect(config.sessionSecret).toHaveLength(64);
  });

  it('when email lists are given, then they are trimmed and lower-cased', () => {
    const config = loadConfig({
      BETA_TESTER_EMAILS: ' Ann@Example.com, bob@example.com ,',
      ADMIN_EMAILS: 'Boss@Example.com',
    });

    expect(config.betaTesterEmails).toEqual(['ann@example.com', 'bob@example.com']);
    expect(config.adminEmails).toEqual(['boss@example.com']);
  });

  it('when production starts without Google credentials, then it stops with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) })).toThrow(
      new ConfigError(
        'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set in production (sign-in is by Google only).',
      ),
    );
  });

  it('when production starts without a session secret, then it stops', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
    ).toThrow('SESSION_SECRET must be set in production.');
  });

  it('when production starts with a session secret shorter than 32 characters, then it stops and says why', () => {
    const production = {
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'x',
    };

    expect(() => loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(31) })).toThrow(
      new ConfigError(
        'Invalid configuration: SESSION_SECRET: must be at least 32 characters in production (e.g. `openssl rand -hex 32`)',
      ),
    );
    expect(
      loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) }).sessionSecret,
    ).toHaveLength(32);
  });

  it('when a short session secret is set outside production, then it is accepted', () => {
    expect(loadConfig({ SESSION_SECRET: 'dev' }).sessionSecret).toBe('dev');
  });

  it('when a value is malformed, then the variable is named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT/);
  });

  it('when both Stripe keys are given, then card payments use them (and the webhook its secret)', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });

    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1' });
    expect(config.stripeWebhookSecret).toBe('whsec_1');
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('when only one Stripe key is given, then it stops with a clear message', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together/,
    );
  });
});
