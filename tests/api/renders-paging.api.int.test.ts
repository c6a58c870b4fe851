import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../backend/app/rebuild-projections.ts';
import { allProjections } from '../../backend/app/register-projections.ts';
import { newId } from '../../backend/core/ids.ts';
import { requestSeededRender, seedCompletedRenders } from '../../backend/scripts/seed-renders.ts';
import { handleRenderCommand } from '../../modules/renders/index.ts';
import { houseJpeg } from '../support/house-image.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

/** Follows `Link: <…>; rel="next"` from the first page to the last. */
const allPages = async (agent: request.Agent, first: string) => {
  const pages: { id: string; createdAt: string }[][] = [];
  for (let url: string | undefined = first; url;) {
    const res = await agent.get(url);
    expect(res.status).toBe(200);
    pages.push(res.body);
    url = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
  }
  return pages;
};

// Job workers are off: renders are written through the command handlers and stay as written.
describe('paging through renders, and renders that cannot be shared', () => {
  let t: TestApp;
  let agent: request.Agent;
  let userId: string;
  let seeded: string[];

  const requestRender = async (renderId: string) => {
    const [photoRender] = seeded;
    const photoId = (await t.services.db('renders').where({ id: photoRender }).first()).photo_id;
    const now = new Date().toISOString();
    await requestSeededRender(t.services.store, { renderId, userId, photoId, now });
    await t.services.runner.catchUp();
  };

  beforeAll(async () => {
    t = await startTestApp({ RUN_WORKERS: 'false' });
    agent = request.agent(t.server);
    await signIn(agent, 'many@example.com');
    userId = (await agent.get('/api/auth/user')).body.id;
    const jpeg = await houseJpeg(480, 320);
    const deps = { store: t.services.store, storage: t.services.storage };
    seeded = await seedCompletedRenders(deps, {
      userId,
      count: 120,
      beforeJpeg: jpeg,
      afterJpeg: jpeg,
    });
    const other = request.agent(t.server);
    await signIn(other, 'other@example.com');
    const otherId = (await other.get('/api/auth/user')).body.id;
    await seedCompletedRenders(deps, {
      userId: otherId,
      count: 5,
      beforeJpeg: jpeg,
      afterJpeg: jpeg,
    });
    await t.services.runner.catchUp();
  });
  afterAll(async () => t?.stop());

  it('when 120 renders are paged 25 at a time, then each comes exactly once, newest first, and only the owner’s', async () => {
    const pages = await allPages(agent, '/api/renders?limit=25');

    expect(pages.map((p) => p.length)).toEqual([25, 25, 25, 25, 20]);
    const ids = pages.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(120);
    expect([...ids].sort()).toEqual([...seeded].sort());
    expect(ids).toEqual([...seeded].reverse());
    const times = pages.flat().map((r) => Date.parse(r.createdAt));
    expect(times.every((time, i) => i === 0 || time < times[i - 1]!)).toBe(true);
  });

  it('when no limit is given, then the first page holds 24 and links to the next', async () => {
    const res = await agent.get('/api/renders');

    expect(res.body).toHaveLength(24);
    expect(res.headers.link).toMatch(
      /^<\/api\/renders\?limit=24&before=[A-Za-z0-9_-]+>; rel="next"$/,
    );
  });

  it('when a render is made while paging, then the pages still give every older render once', async () => {
    const first = await agent.get('/api/renders?limit=50');
    const next = /<([^>]+)>/.exec(first.headers.link!)![1]!;
    await seedCompletedRenders(
      { store: t.services.store, storage: t.services.storage },
      {
        userId,
        count: 1,
        beforeJpeg: await houseJpeg(480, 320),
        afterJpeg: await houseJpeg(480, 320),
        start: new Date(),
      },
    );
    await t.services.runner.catchUp();

    const rest = (await allPages(agent, next)).flat();

    const ids = [...first.body, ...rest].map((r: { id: string }) => r.id);
    expect(ids).toEqual([...seeded].reverse());
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['before=not-a-cursor', 'Invalid page cursor'],
  ])(
    'when the page is asked for with %s, then it is refused with a clear message',
    async (query, message) => {
      const res = await agent.get(`/api/renders?${query}`);

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    },
  );

  it('when a render is still processing, then it is listed without an after image and cannot be shared', async () => {
    const renderId = newId();
    await requestRender(renderId);
    const head = await t.services.store.headPosition();

    const share = await agent.post(`/api/renders/${renderId}/share`);

    expect(share.status).toBe(409);
    expect(share.body.message).toBe('Only a completed render can be shared');
    expect(await t.services.store.headPosition()).toBe(head);
    const [newest] = (await agent.get('/api/renders?limit=1')).body;
    expect(newest).toMatchObject({
      id: renderId,
      status: 'processing',
      afterImageUrl: null,
      afterThumbnailUrl: null,
    });
    expect((await agent.get(`/api/renders/${renderId}/image`)).status).toBe(404);
  });

  it('when a render failed, then it is left out of the list and cannot be shared', async () => {
    const renderId = newId();
    await requestRender(renderId);
    await handleRenderCommand(t.services.store, renderId, {
      type: 'FailRender',
      data: { renderId, reason: 'engine failed' },
      metadata: { now: new Date().toISOString(), userId },
    });
    await t.services.runner.catchUp();

    const share = await agent.post(`/api/renders/${renderId}/share`);

    expect(share.status).toBe(409);
    const listed = (await allPages(agent, '/api/renders?limit=100')).flat().map((r) => r.id);
    expect(listed).not.toContain(renderId);
  });

  it('when renders were shared and deleted, then rebuilding the read model from the events gives the same rows', async () => {
    await agent.post(`/api/renders/${seeded[3]}/share`).expect(200);
    await agent.delete(`/api/renders/${seeded[4]}`).expect(204);

    const report = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
    });

    expect(report.tables.find((r) => r.table === 'renders')).toMatchObject({ differences: 0 });
    expect(report.equal).toBe(true);
  });
});
