import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeHeic, heifEnc, HEIF_ENC_MISSING } from '../support/heic-fixtures.ts';
import { houseJpeg } from '../support/house-image.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

if (!heifEnc) console.log(`HEIC upload test skipped: ${HEIF_ENC_MISSING}.`);

describe('photo formats', () => {
  let t: TestApp;
  let agent: request.Agent;
  let house: Buffer;

  const stored = async (res: request.Response) =>
    sharp((await agent.get(res.body.imageUrl).buffer(true)).body as Buffer).metadata();

  beforeAll(async () => {
    t = await startTestApp();
    agent = request.agent(t.server);
    await signIn(agent, 'formats@example.com');
    house = await houseJpeg(480, 320);
  });
  afterAll(async () => t.stop());

  it.each([
    ['PNG', 'house.png', () => sharp(house).png().toBuffer()],
    ['WebP', 'house.webp', () => sharp(house).webp().toBuffer()],
    ['JPEG with a misleading name', 'house.heic', () => Promise.resolve(house)],
  ])(
    'when a %s is uploaded, then it is recognised by its bytes and analysed',
    async (_kind, name, bytes) => {
      const res = await agent.post('/api/ai/analyze-image').attach('image', await bytes(), name);

      expect(res.status).toBe(200);
      expect(await stored(res)).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    },
  );

  it('when a phone photo is stored sideways with an EXIF orientation, then it is turned upright', async () => {
    const sideways = await sharp(house)
      .rotate(90)
      .withMetadata({ orientation: 8 })
      .jpeg()
      .toBuffer();

    const res = await agent.post('/api/ai/analyze-image').attach('image', sideways, 'phone.jpg');

    expect(res.status).toBe(200);
    expect(await stored(res)).toMatchObject({ width: 480, height: 320 });
  });

  it.skipIf(!heifEnc)(
    'when an iPhone HEIC is uploaded, then it is converted and analysed',
    async () => {
      const heic = await encodeHeic([house], ['-q', '60']);

      const res = await agent.post('/api/ai/analyze-image').attach('image', heic, 'IMG_0001.HEIC');

      expect(res.status).toBe(200);
      expect(await stored(res)).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
      expect(res.body.analysis.surfaces.mainBody.currentColor).toMatch(/\S+ \S+/);
    },
  );

  it('when no file is sent, then it is a 400 that says what to do', async () => {
    const res = await agent.post('/api/ai/analyze-image').field('note', 'no image');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a photo to upload (form field "image")');
  });

  it('when two files are sent, then it is refused with Too many files', async () => {
    const res = await agent
      .post('/api/ai/analyze-image')
      .attach('image', house, 'a.jpg')
      .attach('image', house, 'b.jpg');

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Too many files');
  });

  it('when signed out, then uploading is 401 and nothing is stored', async () => {
    const res = await request(t.app)
      .post('/api/ai/analyze-image')
      .attach('image', house, 'house.jpg');

    expect(res.status).toBe(401);
  });
});
