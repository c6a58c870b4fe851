import cookieSession from 'cookie-session';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamName } from '../../modules/users/index.ts';
import { appWithConfig, signInCookie, startTestApp, type TestApp } from '../support/test-app.ts';

/** Sessions and roles are checked on every request, not only at sign-in. */
describe('sessions and roles', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(
      {
        ADMIN_EMAILS: 'boss@example.com,ghost@example.com',
        BETA_TESTER_EMAILS: 'ghost@example.com',
      },
      { unverifiedEmails: ['ghost@example.com'] },
    );
  });
  afterAll(async () => t.stop());

  const me = (app: Parameters<typeof request>[0], cookie: string) =>
    request(app).get('/api/auth/user').set('Cookie', cookie);
  const userEvents = async (id: string) =>
    (await t.services.store.readStream(userStreamName(id))).map((e) => e.type);

  it('when an admin is removed from ADMIN_EMAILS, then their live cookie is no longer admin on the next request', async () => {
    const cookie = await signInCookie(request.agent(t.server), 'boss@example.com');
    expect((await me(t.app, cookie)).body).toMatchObject({ isAdmin: true });
    const restarted = appWithConfig(t, { ADMIN_EMAILS: '' });

    const user = await me(restarted, cookie);
    const admin = await request(restarted).post('/api/init-paint-schemes').set('Cookie', cookie);

    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: 'boss@example.com', isAdmin: false });
    expect(admin.status).toBe(403);
    expect(await userEvents(user.body.id)).toContain('AdminRoleRevoked');
  });

  it('when an email is added to BETA_TESTER_EMAILS, then the signed-in user is a beta tester on the next request', async () => {
    const cookie = await signInCookie(request.agent(t.server), 'tester@example.com');
    expect((await me(t.app, cookie)).body).toMatchObject({ betaTester: false });
    const restarted = appWithConfig(t, { BETA_TESTER_EMAILS: 'tester@example.com' });

    const user = await me(restarted, cookie);

    expect(user.body).toMatchObject({ email: 'tester@example.com', betaTester: true });
    expect(await userEvents(user.body.id)).toContain('BetaAccessGranted');
  });

  it('when a user signs out, then a copy of their cookie is refused', async () => {
    const agent = request.agent(t.server);
    const copied = await signInCookie(agent, 'leaving@example.com');
    expect((await me(t.app, copied)).status).toBe(200);

    const out = await agent.get('/api/logout');

    expect(out.status).toBe(302);
    expect((await me(t.app, copied)).status).toBe(401);
    expect((await me(t.app, copied)).body).toEqual({ message: 'Unauthorized' });
  });

  it('when the user signs in again after signing out, then the new session works', async () => {
    const agent = request.agent(t.server);
    await signInCookie(agent, 'back@example.com');
    await agent.get('/api/logout');

    const cookie = await signInCookie(agent, 'back@example.com');

    expect((await me(t.app, cookie)).body).toMatchObject({ email: 'back@example.com' });
  });

  it('when Google does not vouch for the email, then no role is granted by it, at sign-in or later', async () => {
    const cookie = await signInCookie(request.agent(t.server), 'ghost@example.com');

    const first = await me(t.app, cookie);
    const later = await me(appWithConfig(t, {}), cookie);

    expect(first.body).toMatchObject({ email: 'ghost@example.com', isAdmin: false });
    expect(first.body).toMatchObject({ betaTester: false });
    expect(later.body).toMatchObject({ isAdmin: false, betaTester: false });
    const events = await userEvents(first.body.id);
    expect(events).not.toContain('AdminRoleGranted');
    expect(events).not.toContain('BetaAccessGranted');
  });

  it('when a cookie of the old kind (a bare user id) is sent, then it is refused', async () => {
    const cookie = await signInCookie(request.agent(t.server), 'legacy@example.com');
    const id = (await me(t.app, cookie)).body.id as string;
    const legacy = await forgedSession(t, { passport: { user: id } });

    expect((await me(t.app, legacy)).status).toBe(401);
  });
});

/** A session cookie signed with the app's secret, made by cookie-session itself. */
const forgedSession = async (t: TestApp, session: object): Promise<string> => {
  const forge = express().use(
    cookieSession({ name: 'curbhue.session', keys: [t.config.sessionSecret] }),
  );
  forge.get('/', (req, res) => {
    req.session = { ...session };
    res.end();
  });
  const cookies = (await request(forge).get('/')).headers['set-cookie'] as unknown as string[];
  return cookies.map((c) => c.split(';')[0]).join('; ');
};
