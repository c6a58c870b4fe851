import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../backend/app/security/rate-limits.ts';
import { createApp } from '../../backend/app/create-app.ts';
import { palettePdf } from '../support/hoa-documents.ts';
import { LEAK } from '../support/leaks.ts';
import {
  appWithConfig,
  signIn,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../support/test-app.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
};

describe('security headers, cross-site writes, rate limits and error answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.stop());

  it('when any page is served, then a CSP lets only our scripts and Stripe.js run, and Stripe frames load', async () => {
    const res = await request(t.app).get('/api/paint-schemes');

    const csp = res.headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when another site forges a write with the victim’s cookie, then it is refused and nothing is written', async () => {
    const cookie = await signInCookie(request.agent(t.server), 'victim@example.com');
    const before = await t.services.db('events').count({ n: '*' }).first();

    const bySite = await request(t.app)
      .post('/api/onboarding')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ hoaRequired: true, address: '1 Forged Way' });
    const byOrigin = await request(t.app)
      .post('/api/onboarding')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .send({ hoaRequired: true });
    const nullOrigin = await request(t.app)
      .post('/api/onboarding')
      .set('Cookie', cookie)
      .set('Origin', 'null')
      .send({ hoaRequired: true });
    const me = await request(t.app).get('/api/auth/user').set('Cookie', cookie);
    const after = await t.services.db('events').count({ n: '*' }).first();

    for (const res of [bySite, byOrigin, nullOrigin]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site requests are not allowed' });
    }
    expect(after).toEqual(before);
    expect(me.body.onboardingCompleted).toBe(false);
  });

  it('when the same write comes from our own page, then it goes through', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'own-page@example.com');
    const host = new URL(t.baseUrl).host;

    const res = await agent
      .post('/api/onboarding')
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ hoaRequired: false });

    expect(res.status).toBe(200);
  });

  it('when a signed upload URL is PUT to from another origin, then its signature lets it in (like a presigned URL)', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'uploader@example.com');
    const url = await agent.post('/api/hoa-documents/upload-url');

    const put = await request(t.app)
      .put(url.body.uploadURL)
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Content-Type', 'application/pdf')
      .send(await palettePdf());

    expect(put.status).toBe(200);
  });

  it('when a database error happens, then the answer is a plain 500 with no SQL or stack trace', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'lister@example.com');
    await t.services.db.raw('alter table renders rename to renders_hidden');
    try {
      const res = await agent.get('/api/renders');

      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      expect(res.text).not.toMatch(LEAK);
    } finally {
      await t.services.db.raw('alter table renders_hidden rename to renders');
    }
  });

  it('when the body is not JSON or the path is unknown, then the answer names the problem and nothing else', async () => {
    const agent = request.agent(t.server);
    await signIn(agent, 'typo@example.com');

    const badJson = await agent
      .post('/api/onboarding')
      .set('Content-Type', 'application/json')
      .send('{"hoaRequired": tru');
    const unknown = await agent.get('/api/no-such-thing');

    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ message: 'Request body must be valid JSON' });
    expect(unknown.status).toBe(404);
    for (const res of [badJson, unknown]) expect(res.text).not.toMatch(LEAK);
  });

  describe('rate limits (RATE_LIMITS=true; on by default in production)', () => {
    const limited = () => appWithConfig(t, { RATE_LIMITS: 'true' });

    const exhaust = async (
      send: () => Promise<request.Response>,
      limit: number,
    ): Promise<{ statuses: Set<number>; last: request.Response }> => {
      const statuses = new Set<number>();
      for (let i = 0; i < limit; i++) statuses.add((await send()).status);
      return { statuses, last: await send() };
    };

    const expectLimited = (last: request.Response) => {
      expect(last.status).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.body.message).toMatch(/^Too many requests; please try again in \d+ seconds$/);
    };

    it('when sign-in is started too often from one address, then the next is 429 with Retry-After', async () => {
      const app = limited();
      const { statuses, last } = await exhaust(
        () => request(app).get('/auth/google'),
        RATE_LIMITS.signIn.limit,
      );

      expect(statuses).toEqual(new Set([302]));
      expectLimited(last);
    });

    it('when one user renders, uploads or parses too often, then the next is 429 and another user is not held back', async () => {
      const app = limited();
      const cookie = await signInCookie(request.agent(t.server), 'busy@example.com');
      const other = await signInCookie(request.agent(t.server), 'calm@example.com');

      const renders = await exhaust(
        () => request(app).post('/api/renders').set('Cookie', cookie).send({}),
        RATE_LIMITS.render.limit,
      );
      const uploads = await exhaust(
        () => request(app).post('/api/hoa-documents/upload-url').set('Cookie', cookie),
        RATE_LIMITS.upload.limit,
      );
      const parses = await exhaust(
        () =>
          request(app)
            .post('/api/hoa-documents/00000000-0000-4000-8000-000000000000/parse')
            .set('Cookie', cookie),
        RATE_LIMITS.hoaParse.limit,
      );
      const otherRender = await request(app).post('/api/renders').set('Cookie', other).send({});

      expect(renders.statuses).toEqual(new Set([400]));
      expect(uploads.statuses).toEqual(new Set([200]));
      expect(parses.statuses).toEqual(new Set([404]));
      for (const { last } of [renders, uploads, parses]) expectLimited(last);
      expect(otherRender.status).toBe(400);
    });

    it('when a share link is looked up too often, then the next lookup is 429', async () => {
      const app = limited();
      const { statuses, last } = await exhaust(
        () => request(app).get('/api/shared/AAAAAAAAAAAAAAAAAAAAAA'),
        RATE_LIMITS.sharePage.limit,
      );

      expect(statuses).toEqual(new Set([404]));
      expectLimited(last);
    });

    it('when limits are off (development and tests by default), then the same traffic is never throttled', async () => {
      const { statuses, last } = await exhaust(
        () => request(t.app).get('/auth/google'),
        RATE_LIMITS.signIn.limit,
      );

      expect(statuses).toEqual(new Set([302]));
      expect(last.status).toBe(302);
    });
  });

  it('when in production, then the session cookie is Secure, HttpOnly and SameSite', async () => {
    const app = appWithConfig(t, PRODUCTION);

    const res = await request(app).get('/auth/google').set('X-Forwarded-Proto', 'https');

    const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(/curbhue\.session=/);
    expect(cookies).toMatch(/; secure/i);
    expect(cookies).toMatch(/; httponly/i);
    expect(cookies).toMatch(/; samesite=lax/i);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('when an upload goes to a presigned object-store URL, then the CSP lets the browser reach that origin', async () => {
    const app = request(
      createApp({
        ...t.appDeps,
        uploadUrls: {
          urls: { create: () => ({ uploadURL: 'x', expiresAt: new Date() }) },
          origins: ['https://bucket.s3.example'],
        },
      }),
    );

    const res = await app.get('/api/paint-schemes');

    expect(res.headers['content-security-policy']).toMatch(
      /connect-src 'self' https:\/\/api\.stripe\.com https:\/\/bucket\.s3\.example/,
    );
  });
});
