import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURATED_COLOURS, PaintIndex } from '../../backend/engines/colour/index.ts';
import { localSurfaceEditor } from '../../backend/engines/local-ai/index.ts';
import { decodeMasks } from '../../backend/ports/image-analyzer.ts';
import {
  currentMasks,
  getPhotoAt,
  photoStreamName,
  type PhotoState,
} from '../../modules/photos/index.ts';
import { houseJpeg } from '../support/house-image.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

/** Points of the generated 960×640 house (tests/support/house-image.ts). */
const ROOF = { x: 480, y: 200 };
const WALL = { x: 320, y: 500 };

type View = {
  revision: number;
  fixes: number;
  overlay: { width: number; height: number; png: string };
  analysis: { surfaces: Record<string, { hex?: string }> };
};

/** The overlay's RGBA pixel at a photo point. */
const overlayAt = async (view: View, p: { x: number; y: number }) => {
  const { width, height, png } = view.overlay;
  const rgba = await sharp(Buffer.from(png.split(',')[1] ?? '', 'base64'))
    .raw()
    .toBuffer();
  const i = (Math.floor((p.y * height) / 640) * width + Math.floor((p.x * width) / 960)) * 4;
  return [...rgba.subarray(i, i + 4)];
};

describe('fixing the surfaces with taps and strokes', () => {
  let t: TestApp;
  let house: Buffer;
  const storageDir = () => path.join(t.config.dataDir, 'storage');

  const newUser = async (email: string) => {
    const agent = request.agent(t.server);
    await signIn(agent, email);
    return agent;
  };
  const uploadHouse = async (agent: request.Agent) => {
    const res = await agent.post('/api/ai/analyze-image').attach('image', house, 'house.jpg');
    expect(res.status).toBe(200);
    return String(res.body.imageUrl).split('/')[3] ?? '';
  };
  const filesUnder = (dir: string) =>
    fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

  beforeAll(async () => {
    t = await startTestApp({ BETA_TESTER_EMAILS: 'fixer@example.com' });
    house = await houseJpeg();
  });
  afterAll(async () => t.stop());

  it('when the owner taps the roof as Body and then as Not paint, then the overlay answers each fix at once', async () => {
    const owner = await newUser('fixer@example.com');
    const photoId = await uploadHouse(owner);
    const first = (await owner.get(`/api/photos/${photoId}/surfaces`)).body as View;
    expect(first).toMatchObject({ fixes: 0, overlay: { width: 320, height: 213 } });

    const painted = await owner
      .post(`/api/photos/${photoId}/corrections`)
      .send({ surface: 'mainBody', point: ROOF, expectedRevision: first.revision });
    expect(painted.status).toBe(200);
    expect(painted.body.fixes).toBe(1);
    expect(await overlayAt(painted.body, ROOF)).toEqual([0xff, 0x70, 0x43, 140]);

    const cleared = await owner
      .post(`/api/photos/${photoId}/corrections`)
      .send({ surface: 'none', point: ROOF });
    expect(cleared.body.fixes).toBe(2);
    expect((await overlayAt(cleared.body, ROOF))[3]).toBe(0);

    const undone = await owner.post(`/api/photos/${photoId}/corrections/undo`).send({});
    expect(undone.body.fixes).toBe(1);
    expect(await overlayAt(undone.body, ROOF)).toEqual([0xff, 0x70, 0x43, 140]);

    const reset = await owner.post(`/api/photos/${photoId}/corrections/reset`).send({});
    expect(reset.body).toMatchObject({ fixes: 0, overlay: first.overlay });
  });

  it('when the wall is tapped as Accents, then the current accent colour is the colour the wall had as body', async () => {
    const owner = await newUser('fixer@example.com');
    const upload = await owner.post('/api/ai/analyze-image').attach('image', house, 'house.jpg');
    const photoId = String(upload.body.imageUrl).split('/')[3];
    const rgb = (hex: string) => [1, 3, 5].map((o) => parseInt(hex.slice(o, o + 2), 16));
    const wallBefore = rgb(upload.body.analysis.surfaces.mainBody.hex);

    const res = await owner
      .post(`/api/photos/${photoId}/corrections`)
      .send({ surface: 'accents', point: WALL });

    const accents = rgb(res.body.analysis.surfaces.accents.hex);
    expect(Math.max(...accents.map((v, i) => Math.abs(v - wallBefore[i]!)))).toBeLessThanOrEqual(6);
    expect(await overlayAt(res.body, WALL)).toEqual([0xab, 0x47, 0xbc, 140]);
  });

  it("when another user calls any correction route on someone's photo, then it is not found and nothing is written", async () => {
    const owner = await newUser('fixer@example.com');
    const photoId = await uploadHouse(owner);
    const other = await newUser('nosy@example.com');
    const head = await t.services.store.headPosition();

    const answers = await Promise.all([
      other.get(`/api/photos/${photoId}/surfaces`),
      other.post(`/api/photos/${photoId}/corrections`).send({ surface: 'none', point: ROOF }),
      other.post(`/api/photos/${photoId}/corrections/undo`).send({}),
      other.post(`/api/photos/${photoId}/corrections/reset`).send({}),
    ]);

    expect(answers.map((r) => [r.status, r.body.message])).toEqual(
      answers.map(() => [404, 'Photo not found']),
    );
    expect(await t.services.store.headPosition()).toBe(head);
  });

  it.each([
    [
      { surface: 'none', point: { x: 960, y: 10 } },
      'The point is outside the photo (960×640 pixels)',
    ],
    [{ surface: 'none', point: { x: -1, y: 10 } }, 'The point is outside the photo'],
    [
      { surface: 'roof', point: ROOF },
      'Unknown surface: choose one of mainBody, trim, accents, none',
    ],
    [
      { surface: 'trim', stroke: Array.from({ length: 201 }, (_, i) => ({ x: i, y: 5 })) },
      'A stroke has at most 200 points',
    ],
    [{ surface: 'trim', point: ROOF, stroke: [ROOF] }, 'Give either a point (a tap) or a stroke'],
    [{ surface: 'trim' }, 'Give either a point (a tap) or a stroke'],
    [
      { surface: 'trim', point: { x: '1', y: 2 } },
      "A point needs numeric x and y in the photo's pixels",
    ],
  ])(
    'when a fix is %j, then it is a 400 saying so and nothing is written',
    async (body, message) => {
      const owner = await newUser('fixer@example.com');
      const photoId = await uploadHouse(owner);
      const head = await t.services.store.headPosition();

      const res = await owner.post(`/api/photos/${photoId}/corrections`).send(body);

      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await t.services.store.headPosition()).toBe(head);
    },
  );

  it('when a second window fixes with a stale revision, then it is refused and the first fix stays', async () => {
    const owner = await newUser('fixer@example.com');
    const photoId = await uploadHouse(owner);
    const { revision } = (await owner.get(`/api/photos/${photoId}/surfaces`)).body as View;
    const fix = (surface: string) =>
      owner
        .post(`/api/photos/${photoId}/corrections`)
        .send({ surface, point: ROOF, expectedRevision: revision });

    expect((await fix('mainBody')).status).toBe(200);
    const stale = await fix('none');

    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('The surfaces were changed meanwhile');
    const now = (await owner.get(`/api/photos/${photoId}/surfaces`)).body as View;
    expect(now.fixes).toBe(1);
    expect(await overlayAt(now, ROOF)).toEqual([0xff, 0x70, 0x43, 140]);
  });

  it('when the fixes are replayed from the event log by a fresh editor, then the masks are the same byte for byte', async () => {
    const owner = await newUser('fixer@example.com');
    const photoId = await uploadHouse(owner);
    const fix = (body: object) => owner.post(`/api/photos/${photoId}/corrections`).send(body);
    await fix({ surface: 'mainBody', point: ROOF });
    await fix({
      surface: 'trim',
      stroke: [
        { x: 200, y: 600 },
        { x: 700, y: 600 },
      ],
    });
    await fix({ surface: 'accents', point: { x: 249, y: 370 } });
    await owner.post(`/api/photos/${photoId}/corrections/undo`).send({});
    const last = (await fix({ surface: 'none', point: WALL })).body as View;

    const { state } = await getPhotoAt(t.services.store, photoId);
    const photo = state as Extract<PhotoState, { status: 'analysed' }>;
    expect(photo.fixes).toHaveLength(3);
    const paints = async () => new PaintIndex(CURATED_COLOURS);
    const deps = { storage: t.services.storage, surfaces: localSurfaceEditor(paints) };
    const replayed = await currentMasks(deps, photo);

    // step by step, as the routes applied them, through another fresh editor
    const stepwise = localSurfaceEditor(paints);
    const automatic = await decodeMasks(fs.readFileSync(path.join(storageDir(), photo.masksKey)));
    const edited = {
      key: photo.storageKey,
      width: photo.width,
      height: photo.height,
      bytes: async () => fs.readFileSync(path.join(storageDir(), photo.storageKey)),
    };
    const planes = (m: typeof automatic) => Buffer.concat([m.mainBody, m.trim, m.accents]);
    let before = planes(automatic);
    for (let n = 1; n <= photo.fixes.length; n++) {
      // every fix changes the masks, so a replay that dropped any of them would show
      const after = planes(await stepwise.apply(edited, automatic, photo.fixes.slice(0, n)));
      expect(after.equals(before)).toBe(false);
      before = after;
    }
    const live = await stepwise.apply(edited, automatic, photo.fixes);

    for (const plane of ['mainBody', 'trim', 'accents'] as const)
      expect(Buffer.from(replayed[plane]).equals(Buffer.from(live[plane]))).toBe(true);
    expect(
      `data:image/png;base64,${(await deps.surfaces.overlay(replayed)).toString('base64')}`,
    ).toBe(last.overlay.png);
    expect(
      (await t.services.store.readStream(photoStreamName(photoId))).map((e) => e.type),
    ).toEqual([
      'PhotoUploaded',
      'PhotoAnalysed',
      'SurfaceCorrected',
      'SurfaceCorrected',
      'SurfaceCorrected',
      'SurfaceCorrectionUndone',
      'SurfaceCorrected',
    ]);
  });

  it('when the wall is marked Not paint and the house is rendered, then the wall keeps its pixels', async () => {
    const owner = await newUser('fixer@example.com');
    const photoId = await uploadHouse(owner);
    const files = filesUnder(storageDir());
    await owner.post(`/api/photos/${photoId}/corrections`).send({ surface: 'none', point: WALL });
    expect(filesUnder(storageDir())).toBe(files); // fixes are events, not files

    const render = await owner
      .post('/api/renders')
      .send({ schemeId: 'classic-repose-gray', beforeImageUrl: `/api/photos/${photoId}/image` });
    expect(render.status).toBe(200);

    const raw = async (url: string) =>
      sharp((await owner.get(url).buffer(true)).body as Buffer)
        .raw()
        .toBuffer();
    const [before, after] = await Promise.all([
      raw(`/api/photos/${photoId}/image`),
      raw(render.body.afterImageUrl),
    ]);
    let worst = 0;
    for (let y = WALL.y - 20; y <= WALL.y + 20; y++)
      for (let x = WALL.x - 20; x <= WALL.x + 20; x++)
        for (let c = 0; c < 3; c++) {
          const i = (y * 960 + x) * 3 + c;
          worst = Math.max(worst, Math.abs(before[i]! - after[i]!));
        }
    expect(worst).toBeLessThanOrEqual(8);
  });
});
