import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

describe('sign-in through the local OpenID provider (same passport strategy as Google)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      BETA_TESTER_EMAILS: 'beta@example.com',
      ADMIN_EMAILS: 'boss@example.com',
    });
  });
  afterAll(async () => t.stop());

  it('when signed out, then the current user is 401 Unauthorized', async () => {
    const res = await request(t.app).get('/api/auth/user');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('when a new user signs in, then they land on onboarding with 1 free render', async () => {
    const agent = request.agent(t.server);

    const landing = await signIn(agent, 'new@example.com');
    const me = await agent.get('/api/auth/user');

    expect(landing).toBe('/onboarding');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'new@example.com',
      remainingRenders: 1,
      betaTester: false,
      isAdmin: false,
      hoaRequired: false,
      onboardingCompleted: false,
    });
    expect(me.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when an email on BETA_TESTER_EMAILS signs in, then the user is a beta tester', async () => {
    const agent = request.agent(t.server);

    await signIn(agent, 'beta@example.com');
    const me = await agent.get('/api/auth/user');

    expect(me.body).toMatchObject({ email: 'beta@example.com', betaTester: true, isAdmin: false });
  });

  it('when an email on ADMIN_EMAILS signs in, then the user is an admin', async () => {
    const agent = request.agent(t.server);

    await signIn(agent, 'boss@example.com');

    expect((await agent.get('/api/auth/user')).body).toMatchObject({ isAdmin: true });
  });

  it('when the same account signs in twice, then it is one user and free renders are not granted again', async () => {
    const first = request.agent(t.server);
    const second = request.agent(t.server);

    await signIn(first, 'twice@example.com');
    const a = (await first.get('/api/auth/user')).body as { id: string };
    await signIn(second, 'twice@example.com');
    const b = (await second.get('/api/auth/user')).body as { id: string; remainingRenders: number };

    expect(b.id).toBe(a.id);
    expect(b.remainingRenders).toBe(1);
    const users = await t.services.db('users').where({ email: 'twice@example.com' });
    expect(users).toHaveLength(1);
  });

  it('when the callback carries a forged state, then sign-in fails and no session is made', async () => {
    const agent = request.agent(t.server);
    const start = await agent.get('/auth/google?login_hint=forged@example.com');
    const provider = await fetch(start.headers.location!, { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location')!);
    callback.searchParams.set('state', 'forged-state');

    const res = await agent.get(callback.pathname + callback.search);

    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/?signin=failed');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect(await t.services.db('users').where({ email: 'forged@example.com' })).toHaveLength(0);
  });

  it('when signing in, then the session cookie is renewed, httpOnly and sameSite=lax', async () => {
    const agent = request.agent(t.server);
    const start = await agent.get('/auth/google?login_hint=cookie@example.com');
    const before = start.headers['set-cookie'] as unknown as string[];
    const provider = await fetch(start.headers.location!, { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location')!);

    const done = await agent.get(callback.pathname + callback.search);
    const after = done.headers['set-cookie'] as unknown as string[];

    const session = (cookies: string[]) => cookies.find((c) => c.startsWith('curbhue.session='))!;
    expect(session(after)).not.toBe(session(before));
    expect(session(after).toLowerCase()).toContain('httponly');
    expect(session(after).toLowerCase()).toContain('samesite=lax');
  });

  it('when signing out, then the session ends and the user is sent home', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'leaving@example.com');

    const out = await agent.get('/api/logout');

    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('when /api/login is opened, then it redirects to Google sign-in', async () => {
    const res = await request(t.app).get('/api/login');

    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth/google');
  });

  it('when an unknown API path is called, then it is a JSON 404', async () => {
    const res = await request(t.app).get('/api/nope');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});
