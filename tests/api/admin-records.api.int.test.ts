import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHoaDocument, awaitProcessed, palettePdf } from '../support/hoa-documents.ts';
import { houseJpeg, renderHouse } from '../support/house-image.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** What the admin console's detail pages of renders and HOA documents read. */
describe('admin render and HOA document details', () => {
  let t: TestApp;
  let admin: request.Agent;
  let user: request.Agent;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    admin = request.agent(t.server);
    await signIn(admin, 'admin@example.com');
    user = request.agent(t.server);
    await signIn(user, 'owner@example.com');
  });
  afterAll(async () => t.stop());

  it('when an admin opens a processed PDF, then the record links the file as uploaded, and its colours are listed', async () => {
    const pdf = await palettePdf();
    const id = await addHoaDocument(user, pdf, 'Willow Creek.pdf');
    await user.post(`/api/hoa-documents/${id}/parse`);
    await awaitProcessed(user, id);

    const record = (await admin.get(`/api/admin/hoa-documents/${id}`)).body;
    const file = await admin.get(record.fileUrl).buffer(true).parse(binary);
    const colors = await admin.get(`/api/admin/hoa-documents/${id}/colors`);

    expect(record).toMatchObject({
      id,
      fileName: 'Willow Creek.pdf',
      status: 'completed',
      userEmail: 'owner@example.com',
      fileUrl: `/api/admin/hoa-documents/${id}/file`,
      thumbnailUrl: null,
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe("inline; filename*=UTF-8''Willow%20Creek.pdf");
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    expect(colors.body.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['SW 7015', 'HC-172']),
    );
  });

  it('when the document is a photo, then it has a 480-px thumbnail', async () => {
    const photo = await houseJpeg(1200, 800);
    const id = await addHoaDocument(user, photo, 'notice.jpg');

    const record = (await admin.get(`/api/admin/hoa-documents/${id}`)).body;
    const thumbnail = await admin.get(record.thumbnailUrl).buffer(true).parse(binary);

    expect(record.thumbnailUrl).toBe(`/api/admin/hoa-documents/${id}/file?w=480`);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumbnail.body as Buffer).metadata()).width).toBe(480);
  });

  it('when the id is not a uuid or names no document, then it is a 400 or 404 with a message', async () => {
    const bad = await admin.get('/api/admin/hoa-documents/not-a-uuid/file');
    const missing = await admin.get(
      '/api/admin/hoa-documents/00000000-0000-4000-8000-000000000000/file',
    );

    expect([bad.status, bad.body.message]).toEqual([400, 'The document id must be a uuid']);
    expect(missing.status).toBe(404);
  });

  it('when an admin opens a render, then the record has its status and the before and after images, which admins may load', async () => {
    const render = await renderHouse(user);
    const id = (await admin.get('/api/admin/renders')).body[0].id as string;

    const record = (await admin.get(`/api/admin/renders/${id}`)).body;

    expect(render.status).toBe(200);
    expect(record).toMatchObject({ id, status: 'completed', userEmail: 'owner@example.com' });
    const { beforeThumbnailUrl, afterThumbnailUrl, beforeImageUrl, afterImageUrl } = record;
    for (const url of [beforeThumbnailUrl, afterThumbnailUrl, beforeImageUrl, afterImageUrl]) {
      const image = await admin.get(url).buffer(true).parse(binary);
      expect([url, image.status, image.headers['content-type']]).toEqual([url, 200, 'image/jpeg']);
    }
  });
});
