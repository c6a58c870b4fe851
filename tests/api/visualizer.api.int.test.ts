import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMasks } from '../../backend/ports/image-analyzer.ts';
import { houseJpeg } from '../support/house-image.ts';
import { pngBomb } from '../support/png-bomb.ts';
import { comparePixels } from '../support/pixels.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe('photo upload, analysis and rendering', () => {
  let t: TestApp;
  let house: Buffer;
  const storageDir = () => path.join(t.config.dataDir, 'storage');

  const newUser = async (email: string) => {
    const agent = request.agent(t.server);
    await signIn(agent, email);
    return agent;
  };
  const upload = (agent: request.Agent, bytes: Buffer, filename = 'house.jpg') =>
    agent.post('/api/ai/analyze-image').attach('image', bytes, filename);

  beforeAll(async () => {
    t = await startTestApp({ BETA_TESTER_EMAILS: 'beta@example.com' });
    house = await houseJpeg();
  });
  afterAll(async () => t.stop());

  it('when a house photo is uploaded, then its surfaces are found and named by the nearest paint', async () => {
    const owner = await newUser('owner@example.com');

    const res = await upload(owner, house);

    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/image$/);
    const { mainBody } = res.body.analysis.surfaces;
    expect(mainBody.currentColor).toMatch(/^(SW \d{4}|[A-Z]{2}-\d+|\d{4}-\d+) \S/);
    const image = await owner.get(res.body.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await (await newUser('nosy@example.com')).get(res.body.imageUrl)).status).toBe(404);
  });

  it.each([
    [
      'a text file named .jpg',
      () => Buffer.from('this is not an image at all, just text pretending'),
      400,
      'Unsupported file: please upload a JPEG, PNG, WebP or HEIC image',
    ],
    [
      'an 11 MB image',
      () => Buffer.concat([house, Buffer.alloc(11 * 1024 * 1024 - house.length)]),
      413,
      'File is larger than 10485760 bytes',
    ],
    [
      'a 30000×30000 PNG',
      () => pngBomb(30000, 30000),
      400,
      'Image is too large: at most 50 megapixels are accepted',
    ],
  ])(
    'when %s is uploaded, then it is refused with a clear message and nothing is stored',
    async (_name, bytes, status, message) => {
      const agent = await newUser('refused@example.com');
      const before = {
        files: filesUnder(storageDir()).length,
        head: await t.services.store.headPosition(),
      };

      const res = await upload(agent, bytes());

      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
      expect(filesUnder(storageDir()).length).toBe(before.files);
      expect(await t.services.store.headPosition()).toBe(before.head);
    },
  );

  it('when a new user renders, then the after image keeps every pixel outside the painted surfaces and the credit is spent', async () => {
    const agent = await newUser('painter@example.com');
    const photo = (await upload(agent, house)).body;

    const res = await agent
      .post('/api/renders')
      .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.imageUrl });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'completed',
      afterImageUrl: expect.stringMatching(/^\/api\/renders\/.+\/image$/),
    });
    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(0);
    const after = (await agent.get(res.body.afterImageUrl).buffer(true)).body as Buffer;
    const before = (await agent.get(photo.imageUrl).buffer(true)).body as Buffer;
    const userId = (await agent.get('/api/auth/user')).body.id;
    const masks = await decodeMasks(
      fs.readFileSync(
        path.join(storageDir(), `photos/${userId}/${photo.imageUrl.split('/')[3]}.masks`),
      ),
    );
    const pixels = await comparePixels(before, after, masks);
    expect(pixels.outside).toBeGreaterThan(pixels.total * 0.2);
    expect(pixels.changedOutside / pixels.outside).toBeLessThan(0.001);
    expect(pixels.changedInside).toBeGreaterThan(pixels.total * 0.1);
  });

  it('when the free render is used, then the next render says No renders remaining and spends nothing', async () => {
    const agent = await newUser('painter@example.com');
    const photo = (await upload(agent, house)).body;

    const res = await agent
      .post('/api/renders')
      .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.imageUrl });

    expect(res.status).toBe(403);
    expect(res.body.message).toContain('No renders remaining');
    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(0);
  });

  it('when 10 renders are requested at once with 1 credit, then exactly 1 is made and 9 say No renders remaining', async () => {
    const agent = await newUser('racer@example.com');
    const photo = (await upload(agent, house)).body;

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        agent
          .post('/api/renders')
          .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.imageUrl }),
      ),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(9);
    expect(refused.every((r) => String(r.body.message).includes('No renders remaining'))).toBe(
      true,
    );
    expect((await agent.get('/api/auth/user')).body.remainingRenders).toBe(0);
    const spent = await t.services
      .db('events')
      .where({ type: 'RenderCreditSpent' })
      .whereRaw("data->>'userId' = ?", [(await agent.get('/api/auth/user')).body.id]);
    expect(spent).toHaveLength(1);
  });

  it("when another user asks for someone's render or renders their photo, then it is not found", async () => {
    const owner = await newUser('beta@example.com');
    const photo = (await upload(owner, house)).body;
    const render = (
      await owner
        .post('/api/renders')
        .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.imageUrl })
    ).body;
    const other = await newUser('thief@example.com');

    expect((await other.get(render.afterImageUrl)).status).toBe(404);
    const stolen = await other
      .post('/api/renders')
      .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.imageUrl });
    expect(stolen.status).toBe(404);
    expect((await other.get('/api/auth/user')).body.remainingRenders).toBe(1);
  });

  it('when a beta tester renders, then no credit is needed or spent', async () => {
    const beta = await newUser('beta@example.com');
    const photo = (await upload(beta, house)).body;

    const first = await beta
      .post('/api/renders')
      .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.imageUrl });
    const second = await beta
      .post('/api/renders')
      .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.imageUrl });

    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await beta.get('/api/auth/user')).body).toMatchObject({
      betaTester: true,
      remainingRenders: 1,
    });
  });
});
