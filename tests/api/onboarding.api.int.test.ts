import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

describe('POST /api/onboarding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.stop());

  it('when signed out, then it is 401 and nothing is written', async () => {
    const before = await t.services.store.headPosition();

    const res = await request(t.app).post('/api/onboarding').send({ hoaRequired: true });

    expect(res.status).toBe(401);
    expect(await t.services.store.headPosition()).toBe(before);
  });

  it('when the answers are saved, then the user reads them back at once and next sign-in goes home', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'owner@example.com');

    const res = await agent
      .post('/api/onboarding')
      .send({ hoaRequired: true, address: '12 Elm St', city: 'Tampa', zipCode: '33626' });
    const me = await agent.get('/api/auth/user');

    expect(res.status).toBe(200);
    expect(me.body).toMatchObject({ hoaRequired: true, onboardingCompleted: true });
    const row = await t.services.db('users').where({ email: 'owner@example.com' }).first();
    expect(row).toMatchObject({ address: '12 Elm St', city: 'Tampa', zip_code: '33626' });
    expect(await signIn(request.agent(t.server), 'owner@example.com')).toBe('/');
  });

  it('when skipping the address, then only the HOA answer is stored', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'skipper@example.com');

    const res = await agent.post('/api/onboarding').send({ hoaRequired: false });

    expect(res.status).toBe(200);
    const row = await t.services.db('users').where({ email: 'skipper@example.com' }).first();
    expect(row).toMatchObject({
      hoa_required: false,
      onboarding_completed: true,
      address: null,
      city: null,
    });
  });

  it.each([
    [{}, 'Please choose whether your neighborhood needs HOA paint approval'],
    [{ hoaRequired: 'yes' }, 'Please choose whether your neighborhood needs HOA paint approval'],
    [{ hoaRequired: true, city: 42 }, 'Address fields must be text'],
  ])(
    'when the body is %j, then it is a 400 with a clear message and nothing is written',
    async (body, message) => {
      const agent = request.agent(t.server);
      await signIn(agent, 'bad-input@example.com');
      const before = await t.services.store.headPosition();

      const res = await agent.post('/api/onboarding').send(body);

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await t.services.store.headPosition()).toBe(before);
    },
  );

  it('when the body is not JSON, then it is a 400', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'garbled@example.com');

    const res = await agent
      .post('/api/onboarding')
      .set('Content-Type', 'application/json')
      .send('{nope');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body must be valid JSON' });
  });
});
