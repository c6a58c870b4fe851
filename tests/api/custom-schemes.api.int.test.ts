import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSageAndCream } from '../support/custom-scheme.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

describe('custom schemes', () => {
  let t: TestApp;
  let owner: request.Agent;
  let ownerId: string;
  let other: request.Agent;
  let otherId: string;
  const schemeId = randomUUID();

  beforeAll(async () => {
    t = await startTestApp();
    owner = request.agent(t.server);
    other = request.agent(t.server);
    await signIn(owner, 'owner@example.com');
    await signIn(other, 'other@example.com');
    ownerId = (await owner.get('/api/auth/user')).body.id;
    otherId = (await other.get('/api/auth/user')).body.id;
    const created = await createSageAndCream(t.services.store, schemeId, ownerId);
    await t.services.runner.waitFor(created.position);
  });
  afterAll(async () => t.stop());

  it('when the owner lists their custom schemes, then they get theirs with default selections', async () => {
    const res = await owner.get(`/api/users/${ownerId}/custom-schemes`);

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: schemeId,
      name: 'Sage & Cream',
      userId: ownerId,
      bodyColor: '#CCC9C0, #D1CBC1',
      bodyColorSelection: 0,
      trimColorSelection: 0,
      accentColorSelection: 0,
      isHoaApproved: true,
    });
  });

  it("when someone asks for another user's custom schemes, then it is 403", async () => {
    const res = await other.get(`/api/users/${ownerId}/custom-schemes`);

    expect(res.status).toBe(403);
    expect((await other.get(`/api/users/${otherId}/custom-schemes`)).body).toEqual([]);
  });

  it('when the owner selects options, then the new selection is read back at once', async () => {
    const res = await owner
      .put(`/api/custom-schemes/custom-${schemeId}`)
      .send({ selectedColors: { body: 1, accent: 1 } });
    const list = await owner.get(`/api/users/${ownerId}/custom-schemes`);

    expect(res.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      bodyColorSelection: 1,
      trimColorSelection: 0,
      accentColorSelection: 1,
    });
  });

  it.each([
    [{ selectedColors: { trim: 1 } }, 'Trim color selection must be an option index from 0 to 0'],
    [{ selectedColors: { body: -1 } }, 'Body color selection must be an option index'],
    [{ selectedColors: { accent: 'first' } }, 'Accent color selection must be an option index'],
    [{}, 'selectedColors is required'],
  ])(
    'when the body is %j, then it is a 400 with a clear message and nothing changes',
    async (body, message) => {
      const before = await t.services.store.headPosition();

      const res = await owner.put(`/api/custom-schemes/${schemeId}`).send(body);

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await t.services.store.headPosition()).toBe(before);
    },
  );

  it("when another user changes the owner's scheme, then it is 403 and nothing changes", async () => {
    const res = await other
      .put(`/api/custom-schemes/${schemeId}`)
      .send({ selectedColors: { body: 0 } });

    expect(res.status).toBe(403);
    expect(
      (await owner.get(`/api/users/${ownerId}/custom-schemes`)).body[0].bodyColorSelection,
    ).toBe(1);
  });

  it('when the scheme does not exist, then it is 404', async () => {
    expect(
      (await owner.put(`/api/custom-schemes/${randomUUID()}`).send({ selectedColors: { body: 0 } }))
        .status,
    ).toBe(404);
    expect(
      (await owner.put('/api/custom-schemes/not-a-uuid').send({ selectedColors: { body: 0 } }))
        .status,
    ).toBe(404);
  });
});
