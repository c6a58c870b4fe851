import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addHoaDocument,
  awaitProcessed,
  palettePdf,
  schemePayload,
} from '../support/hoa-documents.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

describe('custom schemes from an HOA document', () => {
  let t: TestApp;
  let owner: request.Agent;
  let ownerId: string;
  let documentId: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = request.agent(t.server);
    await signIn(owner, 'scheme-builder@example.com');
    ownerId = (await owner.get('/api/auth/user')).body.id;
    documentId = await addHoaDocument(owner, await palettePdf());
    await owner.post(`/api/hoa-documents/${documentId}/parse`);
    expect((await awaitProcessed(owner, documentId)).status).toBe('completed');
  });
  afterAll(async () => t.stop());

  const create = (id: string, body: object) =>
    owner.post(`/api/hoa-documents/${id}/custom-schemes`).send(body);

  it("when a scheme is made from the document's colours, then it is the user's, named by the document", async () => {
    const res = await create(documentId, schemePayload());

    expect(res.status).toBe(201);
    const schemes = (await owner.get(`/api/users/${ownerId}/custom-schemes`)).body;
    expect(schemes).toEqual([
      expect.objectContaining({
        id: res.body.id,
        name: 'Willow Classic',
        documentId,
        bodyColorCode: 'SW 7015',
        bodyColorName: 'Repose Gray',
        trimColorName: 'Alabaster',
        accentColorName: 'Tricorn Black',
        schemeCode: expect.stringMatching(/^HOA-\d+$/),
        manufacturer: 'Sherwin-Williams',
        isHoaApproved: true,
      }),
    ]);
  });

  it.each([
    [{ bodyColor: 'gray' }, 'Color must be in #RRGGBB hex format'],
    [{ trimColorCode: 'seven-oh-oh-eight' }, 'Invalid manufacturer color code format'],
    [{ name: '' }, 'Scheme name required'],
    [{ manufacturer: ' ' }, 'Manufacturer required'],
    [{ schemeCode: '' }, 'Scheme code required'],
    [
      { bodyColor: '#CCC9C0, #CCC7B9' },
      'Color codes and hex values must have matching array lengths for body, trim, and accent',
    ],
    [
      { accentColor: '#123456', accentColorCode: 'SW 7005' },
      'Accent color must be one of the colors found in this HOA document',
    ],
  ])(
    'when the scheme has %j, then it is 400 (%s) and nothing is written',
    async (change, message) => {
      const before = await t.services.store.headPosition();

      const res = await create(documentId, schemePayload(change));

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await t.services.store.headPosition()).toBe(before);
    },
  );

  it('when the document has not been processed yet, then it is 409', async () => {
    const id = await addHoaDocument(owner, await palettePdf());

    const res = await create(id, schemePayload());

    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This HOA document has not been processed yet');
  });

  it('when the document has no colours, then no scheme can be made from it', async () => {
    const id = await addHoaDocument(owner, Buffer.from('Fences must be wood.\n'), 'rules.txt');
    await owner.post(`/api/hoa-documents/${id}/parse`);
    await awaitProcessed(owner, id);

    const res = await create(id, schemePayload());

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Body color must be one of the colors found in this HOA document',
    );
  });
});
