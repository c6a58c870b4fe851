import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addHoaDocument,
  schemePayload,
  awaitProcessed,
  palettePdf,
  PALETTE,
  uploadHoaFile,
} from '../support/hoa-documents.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

/** The status of every route that names a document, in SPEC §7's order. */
const everyRoute = async (agent: request.Agent, id: string) =>
  (
    await Promise.all([
      agent.get(`/api/hoa-documents/${id}/status`),
      agent.get(`/api/hoa-documents/${id}/colors`),
      agent.get(`/api/hoa-documents/colors/${id}`),
      agent.post(`/api/hoa-documents/${id}/parse`),
      agent.delete(`/api/hoa-documents/${id}`),
      agent.post(`/api/hoa-documents/${id}/custom-schemes`).send(schemePayload()),
    ])
  ).map((answer) => answer.status);

describe('HOA documents', () => {
  let t: TestApp;
  let owner: request.Agent;
  let other: request.Agent;
  let completedId: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = request.agent(t.server);
    other = request.agent(t.server);
    await signIn(owner, 'hoa-owner@example.com');
    await signIn(other, 'hoa-other@example.com');
    completedId = await addHoaDocument(owner, await palettePdf(), 'willow-creek.pdf');
  });
  afterAll(async () => t.stop());

  it('when a palette PDF is processed, then it goes pending → processing → completed with its colours and their equivalents', async () => {
    expect((await owner.get(`/api/hoa-documents/${completedId}/status`)).body).toMatchObject({
      status: 'pending',
      fileName: 'willow-creek.pdf',
      hasColors: false,
    });

    const started = await owner.post(`/api/hoa-documents/${completedId}/parse`);
    expect(started.status).toBe(202);
    expect((await owner.get('/api/hoa-documents')).body[0].status).toMatch(/processing|completed/);

    const done = await awaitProcessed(owner, completedId);
    expect(done).toMatchObject({ status: 'completed', hasColors: true, failureReason: null });
    const colors = (await owner.get(`/api/hoa-documents/${completedId}/colors`)).body.colors;
    expect(colors.map((c: { code: string }) => c.code)).toEqual(PALETTE.map((c) => c.code));
    for (const [i, expected] of PALETTE.entries()) {
      expect(colors[i]).toMatchObject({ name: expected.name, rgb: expected.hex });
      expect(colors[i].equivalents.length).toBeGreaterThan(0);
      expect(
        colors[i].equivalents.every(
          (e: { manufacturer: string }) => e.manufacturer !== colors[i].manufacturer,
        ),
      ).toBe(true);
    }
    expect((await owner.get(`/api/hoa-documents/colors/${completedId}`)).body.colors).toEqual(
      colors,
    );
    const events = await t.services.store.readStream(`hoaDocument-${completedId}`);
    expect(events.map((e) => e.type)).toEqual([
      'HoaDocumentUploaded',
      'HoaParsingStarted',
      'HoaTextExtracted',
      'HoaColorsExtracted',
      'HoaParsingCompleted',
    ]);
  });

  it('when a completed document is started again, then it is 409', async () => {
    const res = await owner.post(`/api/hoa-documents/${completedId}/parse`);

    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This document has already been processed');
  });

  it('when a document without colours is processed, then it completes with none', async () => {
    const id = await addHoaDocument(
      owner,
      Buffer.from('Architectural guidelines.\nFences must be wood.\n'),
      'rules.txt',
    );
    await owner.post(`/api/hoa-documents/${id}/parse`);

    expect(await awaitProcessed(owner, id)).toMatchObject({
      status: 'completed',
      hasColors: false,
    });
    expect((await owner.get(`/api/hoa-documents/${id}/colors`)).body.colors).toEqual([]);
  });

  it('when an unreadable PDF is processed, then it fails with its reason kept, and Start Processing runs again', async () => {
    const id = await addHoaDocument(
      owner,
      Buffer.from('%PDF-1.7\nthis is not really a PDF\n'),
      'broken.pdf',
    );

    await owner.post(`/api/hoa-documents/${id}/parse`);
    const failed = await awaitProcessed(owner, id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBeTruthy();
    const listed = (await owner.get('/api/hoa-documents')).body.find(
      (d: { id: string }) => d.id === id,
    );
    expect(listed).toMatchObject({ status: 'failed', failureReason: failed.failureReason });

    const again = await owner.post(`/api/hoa-documents/${id}/parse`);
    expect(again.status).toBe(202);
    expect((await awaitProcessed(owner, id)).failureReason).toBe(failed.failureReason);
    const attempts = (await t.services.store.readStream(`hoaDocument-${id}`))
      .filter((e) => e.type === 'HoaParsingStarted')
      .map((e) => (e.data as { attempt: number }).attempt);
    expect(attempts).toEqual([1, 2]);
  });

  it('when the stored file went missing, then processing fails with that reason, and once it is back a retry completes', async () => {
    const bytes = await palettePdf();
    const upload = await uploadHoaFile(owner, bytes);
    const id = (
      await owner.post('/api/hoa-documents').send({
        fileName: 'moved.pdf',
        fileUrl: upload.uploadURL.split('?')[0],
        objectPath: upload.objectPath,
      })
    ).body.id as string;
    await t.services.storage.delete(upload.objectPath);

    await owner.post(`/api/hoa-documents/${id}/parse`);
    expect(await awaitProcessed(owner, id)).toMatchObject({
      status: 'failed',
      failureReason: 'The uploaded file is missing. Please upload it again.',
    });

    await t.services.storage.put(upload.objectPath, bytes, 'application/pdf');
    await owner.post(`/api/hoa-documents/${id}/parse`);
    expect(await awaitProcessed(owner, id)).toMatchObject({
      status: 'completed',
      hasColors: true,
      failureReason: null,
    });
  });

  it("when another user uses the owner's document id, then every route is 404, their list is empty and nothing is written", async () => {
    const before = await t.services.store.headPosition();
    const id = completedId;

    expect(await everyRoute(other, id)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await other.get('/api/hoa-documents')).body).toEqual([]);
    expect(await t.services.store.headPosition()).toBe(before);
    expect((await owner.get(`/api/hoa-documents/${id}/status`)).body.status).toBe('completed');
  });

  it('when the id is unknown or not an id, then every route is 404', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      expect(await everyRoute(owner, id)).toEqual([404, 404, 404, 404, 404, 404]);
    }
  });

  it('when signed out, then every route is 401', async () => {
    const anonymous = request(t.server);
    const answers = await Promise.all([
      anonymous.get('/api/hoa-documents'),
      anonymous.post('/api/hoa-documents').send({}),
      anonymous.get(`/api/hoa-documents/${completedId}/status`),
      anonymous.post(`/api/hoa-documents/${completedId}/parse`),
      anonymous.delete(`/api/hoa-documents/${completedId}`),
    ]);

    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('when the owner deletes a document, then it and its file are gone, and deleting again is 404', async () => {
    const upload = await uploadHoaFile(owner, Buffer.from('Trim: SW 7008 Alabaster'), 'text/plain');
    const id = (
      await owner.post('/api/hoa-documents').send({
        fileName: 'trim.txt',
        fileUrl: upload.uploadURL.split('?')[0],
        objectPath: upload.objectPath,
      })
    ).body.id as string;

    const res = await owner.delete(`/api/hoa-documents/${id}`);

    expect(res.status).toBe(200);
    expect((await owner.get(`/api/hoa-documents/${id}/status`)).status).toBe(404);
    expect(
      (await owner.get('/api/hoa-documents')).body.map((d: { id: string }) => d.id),
    ).not.toContain(id);
    expect(await t.services.storage.get(upload.objectPath)).toBeUndefined();
    expect((await owner.delete(`/api/hoa-documents/${id}`)).status).toBe(404);
  });
});
