import type request from 'supertest';
import { addHoaDocument, awaitProcessed, palettePdf } from '../support/hoa-documents.ts';
import { houseJpeg } from '../support/house-image.ts';

/** One of everything a user owns: a photo, a shared render, a processed HOA document, a custom scheme. */
export type OwnedResources = {
  userId: string;
  photoId: string;
  photoUrl: string;
  renderId: string;
  shareToken: string;
  documentId: string;
  customSchemeId: string;
  schemeBody: Record<string, string>;
};

const expectStatus = (res: request.Response, status: number, what: string) => {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.text}`);
  return res;
};

/** Makes them through the API, as the owner would (the agent is signed in). */
export const createOwnedResources = async (owner: request.Agent): Promise<OwnedResources> => {
  const me = expectStatus(await owner.get('/api/auth/user'), 200, 'auth/user');
  const photo = expectStatus(
    await owner.post('/api/ai/analyze-image').attach('image', await houseJpeg(), 'house.jpg'),
    200,
    'analyze-image',
  );
  const photoUrl = photo.body.imageUrl as string;
  const render = expectStatus(
    await owner.post('/api/renders').send({ schemeId: 'hoa-warm-stone', beforeImageUrl: photoUrl }),
    200,
    'render',
  );
  const share = expectStatus(
    await owner.post(`/api/renders/${render.body.id}/share`),
    200,
    'share',
  );
  const documentId = await addHoaDocument(owner, await palettePdf());
  expectStatus(await owner.post(`/api/hoa-documents/${documentId}/parse`), 202, 'parse');
  await awaitProcessed(owner, documentId);
  const colors = expectStatus(
    await owner.get(`/api/hoa-documents/${documentId}/colors`),
    200,
    'colors',
  );
  const found = colors.body.colors as { rgb: string; code: string }[];
  const pick = (i: number) => ({
    hex: found[i % found.length]!.rgb,
    code: found[i % found.length]!.code,
  });
  const schemeBody = {
    name: 'Willow Creek',
    schemeCode: 'HOA-RELIABILITY',
    manufacturer: 'Sherwin-Williams',
    bodyColor: pick(0).hex,
    bodyColorCode: pick(0).code,
    trimColor: pick(1).hex,
    trimColorCode: pick(1).code,
    accentColor: pick(2).hex,
    accentColorCode: pick(2).code,
  };
  const scheme = expectStatus(
    await owner.post(`/api/hoa-documents/${documentId}/custom-schemes`).send(schemeBody),
    201,
    'custom scheme',
  );
  return {
    userId: me.body.id,
    photoId: /\/api\/photos\/([0-9a-f-]{36})\//.exec(photoUrl)![1]!,
    photoUrl,
    renderId: render.body.id,
    shareToken: share.body.shareToken,
    documentId,
    customSchemeId: scheme.body.id,
    schemeBody,
  };
};
