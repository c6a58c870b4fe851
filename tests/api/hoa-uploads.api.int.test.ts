import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedUploadUrls } from '../../backend/adapters/storage-local/signed-upload-urls.ts';
import { palettePdf, uploadHoaFile } from '../support/hoa-documents.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

const MAX = 25 * 1024 * 1024;

describe('HOA document uploads', () => {
  let t: TestApp;
  let owner: request.Agent;
  let other: request.Agent;
  let ownerId: string;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    owner = request.agent(t.server);
    other = request.agent(t.server);
    await signIn(owner, 'uploader@example.com');
    await signIn(other, 'someone-else@example.com');
    ownerId = (await owner.get('/api/auth/user')).body.id;
    pdf = await palettePdf();
  });
  afterAll(async () => t.stop());

  const stored = (objectPath: string) => t.services.storage.get(objectPath);
  const newUploadUrl = async () =>
    (await owner.post('/api/hoa-documents/upload-url')).body as {
      uploadURL: string;
      objectPath: string;
    };

  it('when signed out, then no upload URL is given', async () => {
    expect((await request(t.server).post('/api/hoa-documents/upload-url')).status).toBe(401);
  });

  it('when a PDF is PUT to a fresh upload URL, then it is stored under the caller and can be registered', async () => {
    const upload = await uploadHoaFile(owner, pdf);

    expect(upload.status).toBe(200);
    expect(upload.objectPath).toMatch(new RegExp(`^hoa-uploads/${ownerId}/[0-9a-f-]{36}$`));
    expect(upload.uploadURL).toMatch(/^\/api\/uploads\/hoa-uploads\/.+\?expires=\d+&signature=/);
    expect((await stored(upload.objectPath))?.contentType).toBe('application/pdf');
    const registered = await owner.post('/api/hoa-documents').send({
      fileName: 'palette.pdf',
      fileUrl: `http://127.0.0.1${upload.uploadURL.split('?')[0]}`,
      objectPath: upload.objectPath,
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ fileName: 'palette.pdf', status: 'pending' });
    const list = await owner.get('/api/hoa-documents');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: registered.body.id,
        status: 'pending',
        objectPath: upload.objectPath,
      }),
    ]);
  });

  it('when the same upload URL is used a second time, then it is 409 and the first file stays', async () => {
    const upload = await uploadHoaFile(owner, pdf);
    const again = await owner
      .put(upload.uploadURL)
      .set('Content-Type', 'text/plain')
      .send(Buffer.from('SW 7015 Repose Gray'));

    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already uploaded/);
    expect((await stored(upload.objectPath))?.data.equals(pdf)).toBe(true);
  });

  it('when two PUTs race for one upload URL, then exactly one is stored', async () => {
    const { uploadURL, objectPath } = await newUploadUrl();
    const text = Buffer.from('Body: SW 7015 Repose Gray');
    const answers = await Promise.all(
      [pdf, text].map((body) => owner.put(uploadURL).set('Content-Type', 'x/y').send(body)),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = await stored(objectPath);
    const winner = answers[0]!.status === 200 ? pdf : text;
    expect(kept?.data.equals(winner)).toBe(true);
  });

  it.each([
    ['a tampered signature', (u: string) => u.replace(/signature=.{4}/, 'signature=AAAA')],
    ['no signature', (u: string) => u.split('&signature=')[0]!],
    ['another key', (u: string) => u.replace(/\/([0-9a-f-]{36})\?/, `/${randomUUID()}?`)],
    [
      'a later expiry',
      (u: string) => u.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 600}`),
    ],
  ])('when the URL has %s, then it is 403 and nothing is stored', async (_name, alter) => {
    const { uploadURL, objectPath } = await newUploadUrl();
    const bad = alter(uploadURL);

    const res = await owner.put(bad).set('Content-Type', 'application/pdf').send(pdf);

    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This upload link is not valid');
    expect(await stored(objectPath)).toBeUndefined();
    expect(
      await stored(new URL(bad, 'http://x').pathname.replace('/api/uploads/', '')),
    ).toBeUndefined();
  });

  it('when the URL has expired, then it is 403 with a clear message and nothing is stored', async () => {
    const objectPath = `hoa-uploads/${ownerId}/${randomUUID()}`;
    const signedEarlier = new SignedUploadUrls(
      t.config.sessionSecret,
      () => new Date(Date.now() - 20 * 60_000),
    );
    const { uploadURL } = signedEarlier.create(objectPath, { expiresInSeconds: 15 * 60 });

    const res = await owner.put(uploadURL).set('Content-Type', 'application/pdf').send(pdf);

    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This upload link has expired. Please start the upload again.');
    expect(await stored(objectPath)).toBeUndefined();
  });

  it('when the file is over 25 MB, then it is 413 and nothing is stored', async () => {
    const { uploadURL, objectPath } = await newUploadUrl();
    const huge = Buffer.concat([pdf, Buffer.alloc(MAX + 1 - pdf.length, 0x20)]);

    const res = await owner.put(uploadURL).set('Content-Type', 'application/pdf').send(huge);

    expect(res.status).toBe(413);
    expect(res.body.message).toBe(`File is larger than ${MAX} bytes`);
    expect(await stored(objectPath)).toBeUndefined();
    // Nothing was taken: the same URL still accepts a proper file.
    expect(
      (await owner.put(uploadURL).set('Content-Type', 'application/pdf').send(pdf)).status,
    ).toBe(200);
  });

  it.each([
    ['a GIF image', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]), 'image/gif'],
    [
      'a program',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64, 0)]),
      'application/pdf',
    ],
    [
      'a ZIP that is no Word file',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 0)]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'a renamed binary',
      Buffer.from([0x00, 0xff, 0x10, 0x80, 0x00, 0x01, 0x02, 0x03]),
      'application/pdf',
    ],
  ])(
    'when the file is %s (whatever its declared type), then it is 415 and nothing is stored',
    async (_name, bytes, type) => {
      const { uploadURL, objectPath } = await newUploadUrl();

      const res = await owner.put(uploadURL).set('Content-Type', type).send(bytes);

      expect(res.status).toBe(415);
      expect(res.body.message).toBe(
        "File type must be one of pdf, jpeg, jpg, png, webp, txt, doc, docx (checked by the file's contents)",
      );
      expect(await stored(objectPath)).toBeUndefined();
    },
  );

  it('when the file is empty, then it is 400 and nothing is stored', async () => {
    const { uploadURL, objectPath } = await newUploadUrl();

    const res = await owner.put(uploadURL).set('Content-Type', 'text/plain').send(Buffer.alloc(0));

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file is empty');
    expect(await stored(objectPath)).toBeUndefined();
  });

  it('when a file was never uploaded, or is someone else’s, then registering it is 404 and writes nothing', async () => {
    const notUploaded = await newUploadUrl();
    const othersUpload = await uploadHoaFile(other, pdf);
    const before = await t.services.store.headPosition();

    for (const { objectPath, uploadURL } of [notUploaded, othersUpload]) {
      const res = await owner.post('/api/hoa-documents').send({
        fileName: 'palette.pdf',
        fileUrl: uploadURL.split('?')[0],
        objectPath,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Uploaded file not found. Please upload it again.');
    }
    expect(await t.services.store.headPosition()).toBe(before);
    expect((await other.get('/api/hoa-documents')).body).toEqual([]);
  });

  it.each([
    [{ fileUrl: '/x', objectPath: 'hoa-uploads/x' }, 'fileName is required'],
    [{ fileName: '  ', fileUrl: '/x', objectPath: 'hoa-uploads/x' }, 'fileName is required'],
    [{ fileName: 'a.pdf', objectPath: 'hoa-uploads/x' }, 'fileUrl is required'],
    [{ fileName: 'a.pdf', fileUrl: '/x' }, 'objectPath is required'],
  ])('when the registration is %j, then it is 400: %s', async (body, message) => {
    const res = await owner.post('/api/hoa-documents').send(body);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('when fileUrl is not the upload of objectPath, then it is 400 and nothing is registered', async () => {
    const upload = await uploadHoaFile(owner, pdf);
    const before = await t.services.store.headPosition();

    const res = await owner.post('/api/hoa-documents').send({
      fileName: 'palette.pdf',
      fileUrl: 'https://evil.example/other',
      objectPath: upload.objectPath,
    });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('fileUrl must be the upload URL of objectPath');
    expect(await t.services.store.headPosition()).toBe(before);
  });
});
