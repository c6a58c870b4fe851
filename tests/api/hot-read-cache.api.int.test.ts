import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompletedRenders } from '../../backend/scripts/seed-renders.ts';
import { houseJpeg } from '../support/house-image.ts';
import { appWithConfig, signInCookie, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The hot reads (current user, paint schemes, renders, shared renders) keep their answers until
 * the read side moves. Each check reads twice first, in two apps on the same database (two web
 * processes, each with its own cache), so both hold the old answer; a change made through one
 * must then show on the very next read in both.
 */
describe('cached hot reads after a change', () => {
  let t: TestApp;
  let a: Express;
  let b: Express;
  let owner: string;
  let renderIds: string[];

  const both = () => [a, b];
  const get = (app: Express, path: string, cookie?: string) => {
    const r = request(app).get(path);
    return cookie ? r.set('Cookie', cookie) : r;
  };
  /** Reads twice in each app: the second read of each is the cached one. */
  const warm = async (path: string, cookie?: string) => {
    for (const app of both()) for (let i = 0; i < 2; i++) await get(app, path, cookie);
  };

  beforeAll(async () => {
    t = await startTestApp({ RUN_WORKERS: 'false', ADMIN_EMAILS: 'boss@example.com' });
    a = t.app;
    b = appWithConfig(t, {});
    owner = await signInCookie(request.agent(t.server), 'owner@example.com');
    const userId = (await get(a, '/api/auth/user', owner)).body.id as string;
    const jpeg = await houseJpeg(160, 120);
    renderIds = await seedCompletedRenders(
      { store: t.services.store, storage: t.services.storage },
      { userId, count: 3, beforeJpeg: jpeg, afterJpeg: jpeg },
    );
    await t.services.runner.catchUp();
  });
  afterAll(async () => t.stop());

  it('when an admin renames a paint scheme, then the next GET /api/paint-schemes in every process has the new name', async () => {
    const admin = await signInCookie(request.agent(t.server), 'boss@example.com');
    await warm('/api/paint-schemes');
    const [scheme] = (await get(b, '/api/paint-schemes')).body as { id: string; name: string }[];

    const put = await request(a)
      .put(`/api/admin/paint-schemes/${scheme!.id}`)
      .set('Cookie', admin)
      .send({ ...scheme, name: 'Renamed While Cached' });

    expect(put.status).toBe(200);
    for (const app of both()) {
      const list = (await get(app, '/api/paint-schemes')).body as { id: string; name: string }[];
      expect(list.find((s) => s.id === scheme!.id)?.name).toBe('Renamed While Cached');
    }
  });

  it('when a render is deleted, then the next GET /api/renders in every process leaves it out and its share link is not found', async () => {
    const [id] = renderIds;
    const share = await request(a).post(`/api/renders/${id}/share`).set('Cookie', owner);
    const token = share.body.shareToken as string;
    await warm('/api/renders', owner);
    await warm(`/api/shared/${token}`);
    expect((await get(b, '/api/renders', owner)).body.map((r: { id: string }) => r.id)).toContain(
      id,
    );
    expect((await get(b, `/api/shared/${token}`)).status).toBe(200);

    const deleted = await request(a).delete(`/api/renders/${id}`).set('Cookie', owner);

    expect(deleted.status).toBeLessThan(300);
    for (const app of both()) {
      const ids = (await get(app, '/api/renders', owner)).body.map((r: { id: string }) => r.id);
      expect(ids).not.toContain(id);
      expect(ids).toHaveLength(renderIds.length - 1);
      const shared = await get(app, `/api/shared/${token}`);
      expect(shared.status).toBe(404);
      expect(shared.body).toEqual({ message: 'Paint Visualization Not Found' });
    }
  });

  it('when a render is shared, then its link works at once and the cached page of renders shows its token', async () => {
    const id = renderIds[1]!;
    const before = await get(b, '/api/renders', owner);
    expect(before.body.find((r: { id: string }) => r.id === id).shareToken).toBeNull();

    const share = await request(a).post(`/api/renders/${id}/share`).set('Cookie', owner);

    const token = share.body.shareToken as string;
    for (const app of both()) {
      expect((await get(app, `/api/shared/${token}`)).status).toBe(200);
      const page = (await get(app, '/api/renders', owner)).body as { id: string }[];
      expect(page.find((r) => r.id === id)).toMatchObject({ shareToken: token });
    }
  });

  it('when an admin grants renders, then the next GET /api/auth/user in every process counts them', async () => {
    const admin = await signInCookie(request.agent(t.server), 'boss@example.com');
    await warm('/api/auth/user', owner);
    const me = (await get(b, '/api/auth/user', owner)).body as {
      id: string;
      remainingRenders: number;
    };

    const grant = await request(a)
      .post(`/api/admin/users/${me.id}/grant-renders`)
      .set('Cookie', admin)
      .send({ count: 5, reason: 'cache check' });

    expect(grant.status).toBe(200);
    for (const app of both())
      expect((await get(app, '/api/auth/user', owner)).body.remainingRenders).toBe(
        me.remainingRenders + 5,
      );
  });

  it('when a user signs out, then a copy of their cookie is refused at once by every process', async () => {
    const agent = request.agent(t.server);
    const copy = await signInCookie(agent, 'leaving@example.com');
    await warm('/api/auth/user', copy);
    await warm('/api/renders', copy);
    expect((await get(b, '/api/auth/user', copy)).status).toBe(200);

    await agent.get('/api/logout');

    for (const app of both()) {
      expect((await get(app, '/api/auth/user', copy)).status).toBe(401);
      expect((await get(app, '/api/renders', copy)).status).toBe(401);
    }
  });

  it('when the answer has not changed, then If-None-Match gets a 304; after a change, the new answer', async () => {
    const first = await get(a, '/api/paint-schemes');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await get(b, '/api/paint-schemes')).headers.etag).toBe(etag);

    const unchanged = await get(b, '/api/paint-schemes').set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);

    const admin = await signInCookie(request.agent(t.server), 'boss@example.com');
    const scheme = (first.body as { id: string; name: string }[])[1]!;
    await request(a)
      .put(`/api/admin/paint-schemes/${scheme.id}`)
      .set('Cookie', admin)
      .send({ ...scheme, name: 'Renamed Again' });
    const changed = await get(b, '/api/paint-schemes').set('If-None-Match', etag);

    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.find((s: { id: string }) => s.id === scheme.id).name).toBe('Renamed Again');
  });
});
