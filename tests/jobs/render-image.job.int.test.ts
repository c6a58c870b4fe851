import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../backend/adapters/storage-local/local-disk-storage.ts';
import { systemClock } from '../../backend/core/clock.ts';
import { newId } from '../../backend/core/ids.ts';
import { createLogger } from '../../backend/core/logger.ts';
import { PgEventStore } from '../../backend/core/pg-event-store.ts';
import { CURATED_COLOURS, PaintIndex } from '../../backend/engines/colour/index.ts';
import {
  localImageAnalyzer,
  localImageRenderer,
  localSurfaceEditor,
} from '../../backend/engines/local-ai/index.ts';
import { encodeMasks } from '../../backend/ports/image-analyzer.ts';
import { renderImageJob } from '../../jobs/render-image/index.ts';
import { getRender, handleRenderCommand } from '../../modules/renders/index.ts';
import { houseJpeg } from '../support/house-image.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

describe('render-image job', () => {
  let database: TestDatabase;
  let store: PgEventStore;
  let storage: LocalDiskStorage;
  const renderId = newId();
  const userId = newId();

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PgEventStore(database.db, database.connectionString);
    storage = new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'curbhue-job-')));
    const photo = await houseJpeg(480, 320);
    const analysis = await localImageAnalyzer(async () => new PaintIndex(CURATED_COLOURS)).analyze(
      photo,
    );
    await storage.put('photos/p.jpg', photo, 'image/jpeg');
    await storage.put(
      'photos/p.masks',
      await encodeMasks(analysis.masks),
      'application/octet-stream',
    );
    await handleRenderCommand(store, renderId, {
      type: 'RequestRender',
      data: {
        renderId,
        userId,
        photoId: newId(),
        beforeImageUrl: '/api/photos/p/image',
        schemeId: 'classic-repose-gray',
        schemeName: 'Repose Gray Classic',
        manufacturer: 'Sherwin-Williams',
        colors: { mainBody: '#CCC9C0', trim: '#EEEFEA', accents: '#434547' },
        colorSelections: {},
        creditSpent: true,
      },
      metadata: { now: new Date().toISOString(), userId },
    });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const localRenderJob = () =>
    renderImageJob({
      store,
      storage,
      renderer: localImageRenderer,
      surfaces: localSurfaceEditor(async () => new PaintIndex(CURATED_COLOURS)),
      clock: systemClock,
      logger: createLogger('silent'),
    });

  it('when pg-boss runs the same job twice (a retry after a crash), then the render completes once', async () => {
    const job = localRenderJob();
    const payload = job.payload.parse({
      renderId,
      userId,
      photoKey: 'photos/p.jpg',
      masksKey: 'photos/p.masks',
      colors: { mainBody: '#CCC9C0', trim: '#EEEFEA', accents: '#434547' },
    });

    await job.handler(payload, { jobId: newId(), retryCount: 0, isLastAttempt: false });
    const jobId = newId();
    await job.handler(payload, { jobId, retryCount: 0, isLastAttempt: false });
    await job.handler(payload, { jobId, retryCount: 1, isLastAttempt: false });

    const recorded = await store.readStream(`render-${renderId}`);
    expect(recorded.map((e) => e.type)).toEqual(['RenderRequested', 'RenderCompleted']);
    expect(recorded[1]!.data).toMatchObject({ engine: 'local' });
    expect(recorded[1]!.data).not.toHaveProperty('fallbackReason');
    const render = await getRender(store, renderId);
    expect(render.status).toBe('completed');
    const after = await storage.get(`renders/${userId}/${renderId}.jpg`);
    expect(after?.contentType).toBe('image/jpeg');
  });

  it('when the payload is malformed, then the job refuses it before doing anything', () => {
    const job = localRenderJob();

    expect(() =>
      job.payload.parse({
        renderId,
        userId,
        photoKey: '',
        masksKey: 'x',
        colors: { mainBody: 'red', trim: '#FFFFFF', accents: '#000000' },
      }),
    ).toThrow();
  });
});
