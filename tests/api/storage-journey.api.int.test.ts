import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitProcessed, palettePdf } from '../support/hoa-documents.ts';
import { houseJpeg } from '../support/house-image.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

type Backend = {
  env: Record<string, string>;
  /** The keys the object store holds after the journey. */
  keys: (t: TestApp) => string[];
  /** Keys that arrived through a URL handed to the browser (presigned PUTs). */
  browserUploads: () => string[];
  stop: () => Promise<void>;
};

const filesUnder = (root: string): string[] =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.endsWith('.type'))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    : [];

const localDisk = async (): Promise<Backend> => ({
  env: {},
  keys: (t) => filesUnder(path.join(t.config.dataDir, 'storage')),
  browserUploads: () => [],
  stop: async () => undefined,
});

const s3 = async (): Promise<Backend> => {
  const server: LocalS3 = await startLocalS3();
  return {
    env: server.env,
    keys: () => [...server.objects.keys()],
    browserUploads: () => server.presignedPuts,
    stop: () => server.stop(),
  };
};

/**
 * The product's main path, the same against each object store: a second machine serves the
 * photos, renders and HOA documents when they live in S3.
 */
describe.each([
  ['local disk', localDisk],
  ['S3 (a local server speaking the protocol)', s3],
] as const)('upload → analyse → render → share → HOA document, on %s', (name, makeBackend) => {
  let backend: Backend;
  let t: TestApp;
  let owner: request.Agent;
  const anonymous = () => request(t.server);

  beforeAll(async () => {
    backend = await makeBackend();
    t = await startTestApp(backend.env);
    owner = request.agent(t.server);
    await signIn(owner, 'journey@example.com');
  });
  afterAll(async () => {
    await t?.stop();
    await backend?.stop();
  });

  it('when a photo is uploaded, rendered and shared, then the share link shows the after image to anyone', async () => {
    const photo = await owner
      .post('/api/ai/analyze-image')
      .attach('image', await houseJpeg(), 'house.jpg');
    expect(photo.status).toBe(200);
    const render = await owner
      .post('/api/renders')
      .send({ schemeId: 'hoa-warm-stone', beforeImageUrl: photo.body.imageUrl });
    expect(render.status).toBe(200);
    const share = await owner.post(`/api/renders/${render.body.id}/share`);
    const shared = await anonymous().get(`/api/shared/${share.body.shareToken}`);
    const afterImage = await anonymous().get(shared.body.afterImageUrl);
    const ownPhoto = await owner.get(photo.body.imageUrl);

    expect(shared.status).toBe(200);
    expect(afterImage.status).toBe(200);
    expect(afterImage.headers['content-type']).toBe('image/jpeg');
    expect(afterImage.body.length).toBeGreaterThan(1000);
    expect(ownPhoto.status).toBe(200);
    const keys = backend.keys(t);
    expect(keys).toContain(
      `renders/${(await owner.get('/api/auth/user')).body.id}/${render.body.id}.jpg`,
    );
    expect(keys.some((k) => k.startsWith('photos/'))).toBe(true);
  });

  it('when an HOA document goes up through its upload URL, then it is registered, read and its colours found', async () => {
    const url = await owner.post('/api/hoa-documents/upload-url');
    const target = new URL(url.body.uploadURL, t.baseUrl);
    const put = await fetch(target, {
      method: 'PUT',
      body: new Uint8Array(await palettePdf()),
      headers: { 'Content-Type': 'application/pdf' },
    });
    const registered = await owner.post('/api/hoa-documents').send({
      fileName: 'palette.pdf',
      fileUrl: `${target.origin}${target.pathname}`,
      objectPath: url.body.objectPath,
    });
    await owner.post(`/api/hoa-documents/${registered.body.id}/parse`);
    const processed = await awaitProcessed(owner, registered.body.id);
    const colors = await owner.get(`/api/hoa-documents/${registered.body.id}/colors`);

    expect(put.status).toBe(200);
    expect(registered.status).toBe(201);
    expect(processed.status).toBe('completed');
    expect(colors.body.colors.length).toBeGreaterThan(0);
    expect(backend.keys(t)).toContain(url.body.objectPath);
    if (name.startsWith('S3')) {
      expect(target.origin).not.toBe(new URL(t.baseUrl).origin);
      expect(backend.browserUploads()).toEqual([url.body.objectPath]);
      expect(filesUnder(path.join(t.config.dataDir, 'storage'))).toEqual([]);
    }
  });
});
