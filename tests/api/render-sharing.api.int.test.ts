import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseJpeg } from '../support/house-image.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

/** A stand-in for the built app shell, so the share page's HTML can be checked without a build. */
const shellDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-shell-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>CurbHue</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
};

const metaContent = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('dashboard list, share links and deletion', () => {
  let t: TestApp;
  let owner: request.Agent;
  let stranger: request.Agent;
  let render: { id: string; afterImageUrl: string };
  let photoUrl: string;
  const anonymous = () => request(t.server);
  const events = async (type: string) =>
    t.services.db('events').where({ type }).whereRaw("data->>'renderId' = ?", [render.id]);

  beforeAll(async () => {
    t = await startTestApp({ BETA_TESTER_EMAILS: 'owner@example.com' }, { staticDir: shellDir() });
    owner = request.agent(t.server);
    await signIn(owner, 'owner@example.com');
    stranger = request.agent(t.server);
    await signIn(stranger, 'stranger@example.com');
    const photo = await owner
      .post('/api/ai/analyze-image')
      .attach('image', await houseJpeg(), 'h.jpg');
    photoUrl = photo.body.imageUrl;
    const res = await owner
      .post('/api/renders')
      .send({ schemeId: 'hoa-warm-stone', beforeImageUrl: photoUrl });
    expect(res.status).toBe(200);
    render = res.body;
  });
  afterAll(async () => t?.stop());

  it('when the owner lists renders, then the card data has the scheme, swatches, HOA approval and image URLs', async () => {
    const res = await owner.get('/api/renders');

    expect(res.status).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toEqual([
      {
        id: render.id,
        status: 'completed',
        createdAt: expect.any(String),
        shareToken: null,
        beforeImageUrl: photoUrl,
        afterImageUrl: `/api/renders/${render.id}/image`,
        beforeThumbnailUrl: `/api/renders/${render.id}/before?w=480`,
        afterThumbnailUrl: `/api/renders/${render.id}/image?w=480`,
        scheme: {
          id: 'hoa-warm-stone',
          name: 'Warm Stone & Naval',
          manufacturer: 'Sherwin-Williams',
          isHoaApproved: true,
          swatches: {
            body: {
              hex: expect.stringMatching(/^#[0-9A-F]{6}$/),
              label: expect.stringMatching(/^SW 7032 \S/),
            },
            trim: {
              hex: expect.stringMatching(/^#[0-9A-F]{6}$/),
              label: expect.stringMatching(/^SW 7006 \S/),
            },
            accent: {
              hex: expect.stringMatching(/^#[0-9A-F]{6}$/),
              label: expect.stringMatching(/^SW 6244 \S/),
            },
          },
        },
      },
    ]);
    expect((await stranger.get('/api/renders')).body).toEqual([]);
    expect((await anonymous().get('/api/renders')).status).toBe(401);
  });

  it('when the owner asks for a thumbnail, then a 480 px WebP or JPEG comes with cache headers, and a revalidation gets 304', async () => {
    const webp = await owner
      .get(`/api/renders/${render.id}/image?w=480`)
      .set('Accept', 'image/avif,image/webp,*/*')
      .buffer(true);
    const jpeg = await owner.get(`/api/renders/${render.id}/before?w=480`).buffer(true);

    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
    });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 480,
    });
    expect(webp.headers['cache-control']).toBe('private, max-age=3600');
    expect(webp.headers.vary).toContain('Accept');
    const again = await owner
      .get(`/api/renders/${render.id}/image?w=480`)
      .set('Accept', 'image/webp')
      .set('If-None-Match', webp.headers.etag!);
    expect(again.status).toBe(304);
    // Made once: the copy is kept in storage and served from there afterwards.
    const userId = (await owner.get('/api/auth/user')).body.id as string;
    const kept = path.join(
      t.config.dataDir,
      'storage/variants/v1/renders',
      userId,
      `${render.id}.jpg.w480.webp`,
    );
    const madeAt = fs.statSync(kept).mtimeMs;
    await owner.get(`/api/renders/${render.id}/image?w=480`).set('Accept', 'image/webp');
    expect(fs.statSync(kept).mtimeMs).toBe(madeAt);
    expect((await owner.get(`/api/renders/${render.id}/image?w=333`)).body.message).toBe(
      'w must be one of 480, 960, 1200, 1600',
    );
  });

  it('when another user tries to share, delete or see the render, then it is 404 and nothing is written', async () => {
    const head = await t.services.store.headPosition();

    const answers = await Promise.all([
      stranger.post(`/api/renders/${render.id}/share`),
      stranger.delete(`/api/renders/${render.id}`),
      stranger.get(`/api/renders/${render.id}/image`),
      stranger.get(`/api/renders/${render.id}/image?w=480`),
      stranger.get(`/api/renders/${render.id}/before?w=480`),
      stranger.get(photoUrl),
    ]);

    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await t.services.store.headPosition()).toBe(head);
    expect((await anonymous().get(`/api/renders/${render.id}/image`)).status).toBe(401);
    expect((await owner.post('/api/renders/not-a-uuid/share')).status).toBe(404);
  });

  it('when the owner shares five times at once and again later, then there is one token of 128 random bits', async () => {
    const first = await Promise.all(
      Array.from({ length: 5 }, () => owner.post(`/api/renders/${render.id}/share`)),
    );
    const later = await owner.post(`/api/renders/${render.id}/share`);

    const tokens = new Set([...first, later].map((r) => r.body.shareToken as string));
    expect([...first, later].map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(tokens.size).toBe(1);
    const [token] = [...tokens];
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token!, 'base64url')).toHaveLength(16);
    expect(await events('RenderShared')).toHaveLength(1);
    expect((await owner.get('/api/renders')).body[0].shareToken).toBe(token);
  });

  it('when anyone opens the share link, then they get the render with its images and nothing about its owner', async () => {
    const token = (await owner.post(`/api/renders/${render.id}/share`)).body.shareToken as string;

    const res = await anonymous().get(`/api/shared/${token}`);

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'afterImageUrl',
        'afterThumbnailUrl',
        'beforeImageUrl',
        'beforeThumbnailUrl',
        'createdAt',
        'scheme',
      ].sort(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/owner@example|userId|photos\//);
    expect(res.body.scheme).toMatchObject({ name: 'Warm Stone & Naval', isHoaApproved: true });
    for (const url of [
      res.body.beforeImageUrl,
      res.body.afterImageUrl,
      res.body.beforeThumbnailUrl,
      res.body.afterThumbnailUrl,
    ]) {
      const image = await anonymous().get(url).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['cache-control']).toBe('public, max-age=300');
      expect((await sharp(image.body as Buffer).metadata()).width).toBe(
        url.includes('w=480') ? 480 : 960,
      );
    }
    // The token opens this render only; the owner's photo itself stays private.
    expect((await anonymous().get(`${photoUrl}?share=${token}`)).status).toBe(401);
    expect((await stranger.get(`${photoUrl}?share=${token}`)).status).toBe(404);
  });

  it('when a crawler without JavaScript fetches /share/<token>, then the HTML has preview tags whose og:image serves a JPEG', async () => {
    const token = (await owner.post(`/api/renders/${render.id}/share`)).body.shareToken as string;

    const page = await fetch(`${t.baseUrl}/share/${token}`, { headers: { Accept: '*/*' } });
    const html = await page.text();

    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain(
      '<title>Warm Stone &amp; Naval · Paint Visualization Result · CurbHue</title>',
    );
    expect(metaContent(html, 'og:title')).toBe(
      'Warm Stone &amp; Naval · Paint Visualization Result · CurbHue',
    );
    expect(metaContent(html, 'og:url')).toBe(`${t.baseUrl}/share/${token}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:description')).toContain('Sherwin-Williams');
    const image = metaContent(html, 'og:image')!.replaceAll('&amp;', '&');
    expect(image).toMatch(
      new RegExp(`^${t.baseUrl}/api/renders/${render.id}/image\\?share=${token}&w=1200$`),
    );
    const served = await fetch(image, { headers: { Accept: '*/*' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('when 2,000 random tokens are tried, then every one misses', async () => {
    const tokens = Array.from({ length: 2_000 }, () => randomBytes(16).toString('base64url'));
    const statuses = new Map<number, number>();
    for (let i = 0; i < tokens.length; i += 100) {
      const batch = await Promise.all(
        tokens.slice(i, i + 100).map(async (token) => {
          const r = await fetch(`${t.baseUrl}/api/shared/${token}`);
          await r.arrayBuffer();
          return r;
        }),
      );
      for (const r of batch) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    const images = await Promise.all(
      tokens
        .slice(0, 200)
        .map((token) => anonymous().get(`/api/renders/${render.id}/image?share=${token}`)),
    );

    expect(Object.fromEntries(statuses)).toEqual({ 404: 2_000 });
    expect(images.every((r) => r.status === 404)).toBe(true);
    expect((await anonymous().get('/api/shared/%3Cscript%3E')).status).toBe(404);
  });

  it('when the owner deletes the render, then its list entry, images, thumbnails, share JSON and preview are gone but its history stays', async () => {
    const token = (await owner.post(`/api/renders/${render.id}/share`)).body.shareToken as string;
    const urls = (await anonymous().get(`/api/shared/${token}`)).body as Record<string, string>;

    const res = await owner.delete(`/api/renders/${render.id}`);

    expect(res.status).toBe(204);
    expect((await owner.get('/api/renders')).body).toEqual([]);
    expect((await anonymous().get(`/api/shared/${token}`)).status).toBe(404);
    for (const url of [
      urls.beforeImageUrl!,
      urls.afterImageUrl!,
      urls.afterThumbnailUrl!,
      urls.beforeThumbnailUrl!,
    ])
      expect((await anonymous().get(url)).status).toBe(404);
    for (const url of [
      `/api/renders/${render.id}/image`,
      `/api/renders/${render.id}/image?w=480`,
      `/api/renders/${render.id}/before?w=480`,
    ])
      expect((await owner.get(url)).status).toBe(404);
    const html = await (await fetch(`${t.baseUrl}/share/${token}`)).text();
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'og:title')).toBe('Paint Visualization · CurbHue');
    expect((await owner.post(`/api/renders/${render.id}/share`)).status).toBe(404);
    expect((await owner.delete(`/api/renders/${render.id}`)).status).toBe(404);
    expect(await events('RenderDeleted')).toHaveLength(1);
    expect(await events('RenderRequested')).toHaveLength(1);
  });
});
