import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../backend/app/create-app.ts';
import { RATE_LIMITS } from '../../backend/app/security/rate-limits.ts';
import { loadConfig } from '../../backend/core/config.ts';
import { seedCompletedRenders } from '../../backend/scripts/seed-renders.ts';
import { houseJpeg } from '../support/house-image.ts';
import { signInCookie, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The hot reads replayed before the Express stack must be Express's answers byte for byte:
 * status, every header (helmet's, Content-Type, ETag, in the same order and spelling) but Date,
 * and the body, for a fresh read and for a 304.
 */
describe('hot reads answered before Express', () => {
  let t: TestApp;
  let express: Express;
  let replaying: Express;
  let replays = 0;
  let owner: string;
  let token: string;

  const get = (app: Express, path: string, headers: Record<string, string>) => {
    const r = request(app).get(path).set('X-Request-Id', 'same-request-id');
    for (const [name, value] of Object.entries(headers)) r.set(name, value);
    return r;
  };
  const answer = (r: request.Response) => {
    const raw = (r as unknown as { res: { rawHeaders: string[] } }).res.rawHeaders;
    const headers: string[][] = [];
    for (let i = 0; i < raw.length; i += 2)
      if (raw[i]!.toLowerCase() !== 'date') headers.push([raw[i]!, raw[i + 1]!]);
    return { status: r.status, headers, body: r.text };
  };

  beforeAll(async () => {
    t = await startTestApp({ RUN_WORKERS: 'false' });
    express = createApp({ ...t.appDeps, hotReadReplay: false });
    replaying = createApp({ ...t.appDeps, hotReadReplay: { onReplay: () => replays++ } });
    owner = await signInCookie(request.agent(t.server), 'replayed@example.com');
    const userId = (await request(express).get('/api/auth/user').set('Cookie', owner)).body
      .id as string;
    const jpeg = await houseJpeg(160, 120);
    const ids = await seedCompletedRenders(
      { store: t.services.store, storage: t.services.storage },
      { userId, count: 3, beforeJpeg: jpeg, afterJpeg: jpeg },
    );
    await t.services.runner.catchUp();
    const share = await request(express).post(`/api/renders/${ids[0]}/share`).set('Cookie', owner);
    token = share.body.shareToken as string;
  });
  afterAll(async () => t.stop());

  const routes = () => [
    { path: '/api/auth/user', signedIn: true },
    { path: '/api/paint-schemes', signedIn: false },
    { path: '/api/renders', signedIn: true },
    // With query strings, as the app asks (each URL its own answer).
    { path: '/api/paint-schemes?hoaOnly=false', signedIn: false },
    { path: '/api/renders?limit=1', signedIn: true },
    { path: '/api/renders?limit=2', signedIn: true },
    { path: `/api/shared/${token}`, signedIn: false },
  ];

  it('when a hot read is replayed, then status, headers and body equal the Express answer, for 200 and 304', async () => {
    for (const { path, signedIn } of routes()) {
      const cookie: Record<string, string> = signedIn ? { Cookie: owner } : {};
      const expected = await get(express, path, cookie);
      expect(expected.status, path).toBe(200);
      const etag = expected.headers.etag as string;
      for (const headers of [cookie, { ...cookie, 'If-None-Match': etag }]) {
        const want = answer(await get(express, path, headers));
        await get(replaying, path, headers); // recorded as Express sends it
        const before = replays;
        const got = answer(await get(replaying, path, headers));
        expect(replays, `${path} replayed`).toBe(before + 1);
        expect(got, path).toEqual(want);
      }
    }
  });

  it('when a hot read is replayed, then each answer gets its own request id', async () => {
    await request(replaying).get('/api/paint-schemes');
    const before = replays;
    const a = await request(replaying).get('/api/paint-schemes');
    const b = await request(replaying).get('/api/paint-schemes');
    expect(replays).toBe(before + 2);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('when the cookie is not signed-in, then the 401 is Express’s and not replayed', async () => {
    const before = replays;
    for (let i = 0; i < 2; i++) {
      const r = await request(replaying).get('/api/renders').set('Cookie', 'curbhue.session=x');
      expect(r.status).toBe(401);
    }
    expect(replays).toBe(before);
  });

  it('when rate limits are on, then share lookups are replayed yet each is counted once, and the one over the limit is 429', async () => {
    const limited = createApp({
      ...t.appDeps,
      config: loadConfig({ ...t.env, RATE_LIMITS: 'true' }),
      hotReadReplay: { onReplay: () => replays++ },
    });
    const { limit } = RATE_LIMITS.sharePage;
    const before = replays;
    const statuses = new Set<number>();
    const remaining: number[] = [];
    for (let i = 0; i < limit; i++) {
      const r = await request(limited).get(`/api/shared/${token}`);
      statuses.add(r.status);
      remaining.push(Number(/\br=(\d+)/.exec(String(r.headers.ratelimit))?.[1]));
    }
    const last = await request(limited).get(`/api/shared/${token}`);

    expect(statuses).toEqual(new Set([200]));
    // The first lookup is Express's (and recorded); every later one is replayed.
    expect(replays - before).toBe(limit - 1);
    expect(remaining).toEqual(Array.from({ length: limit }, (_, i) => limit - 1 - i));
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.body.message).toMatch(/Too many requests/);
  });

  it('when in production behind a proxy, then replayed share lookups are counted per client address', async () => {
    const production = createApp({
      ...t.appDeps,
      config: loadConfig({
        ...t.env,
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        RATE_LIMITS: 'true',
      }),
      hotReadReplay: { onReplay: () => replays++ },
    });
    const lookUp = (client: string) =>
      request(production).get(`/api/shared/${token}`).set('X-Forwarded-For', client);
    const before = replays;
    for (let i = 0; i < RATE_LIMITS.sharePage.limit; i++) await lookUp('203.0.113.7');

    const again = await lookUp('203.0.113.7');
    const another = await lookUp('198.51.100.9');

    expect(replays - before).toBeGreaterThan(RATE_LIMITS.sharePage.limit - 2);
    expect(again.status).toBe(429);
    expect(another.status).toBe(200);
  });

  it('when a hot read misses, then the read side’s position is read once for both the replay and the reads behind it', async () => {
    let positionReads = 0;
    const counting = createApp({
      ...t.appDeps,
      readPosition: () => {
        positionReads++;
        return t.appDeps.readPosition();
      },
    });

    const first = await request(counting).get('/api/renders').set('Cookie', owner);

    expect(first.status).toBe(200);
    expect(positionReads).toBe(1);
  });

  it('when another user reads the renders after the owner’s answer was replayed, then they get only their own', async () => {
    const other = await signInCookie(request.agent(t.server), 'other-reader@example.com');
    for (let i = 0; i < 2; i++) await request(replaying).get('/api/renders').set('Cookie', owner);

    const theirs = await request(replaying).get('/api/renders').set('Cookie', other);

    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
  });
});
