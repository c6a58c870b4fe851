import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngines } from '../../backend/app/engines.ts';
import { systemClock } from '../../backend/core/clock.ts';
import { JobQueue } from '../../backend/core/job.ts';
import type { ImageAnalyzer } from '../../backend/ports/image-analyzer.ts';
import type { ImageRenderer } from '../../backend/ports/image-renderer.ts';
import { analyzePhotoJob } from '../../jobs/analyze-photo/index.ts';
import { renderImageJob } from '../../jobs/render-image/index.ts';
import { houseJpeg } from '../support/house-image.ts';
import { capturingLogger } from '../support/log-capture.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

/** What crashed engines say: text that names server files and SQL, for the logs only. */
const PATH_ERROR = "ENOENT: no such file or directory, open '/srv/curbhue/.data/models/unet.onnx'";
const SQL_ERROR =
  'duplicate key value violates unique constraint "renders_pkey" (INSERT INTO renders …)';

describe('failure messages: a plain reason for the user, the detail in the log', () => {
  let t: TestApp;
  let queue: JobQueue;
  let agent: request.Agent;
  const { logger, lines } = capturingLogger();
  let analysisFails = true;

  beforeAll(async () => {
    // The app's own workers are off: these workers run the real jobs with engines that crash.
    t = await startTestApp({ RUN_WORKERS: 'false' }, { logger });
    const local = createEngines(t.config, t.services.db, logger);
    const analyzer: ImageAnalyzer = {
      analyze: async (image) => {
        if (analysisFails) throw new Error(PATH_ERROR);
        return local.analyzer.analyze(image);
      },
    };
    const renderer: ImageRenderer = {
      render: async () => {
        throw new Error(SQL_ERROR);
      },
    };
    const deps = {
      ...t.services,
      analyzer,
      renderer,
      surfaces: local.surfaces,
      clock: systemClock,
      logger,
    };
    queue = await JobQueue.start({
      connectionString: t.services.connectionString,
      definitions: [analyzePhotoJob(deps), renderImageJob(deps)],
      logger,
    });
    await queue.work();
    agent = request.agent(t.server);
    await signIn(agent, 'unlucky@example.com');
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.stop();
  });

  const loggedFor = (res: request.Response) =>
    lines.filter((l) => l.requestId === res.headers['x-request-id']);

  it('when the analysis engine fails with a server path, then the answer gives a plain reason and the log has the path with the request id', async () => {
    analysisFails = true;

    const res = await agent
      .post('/api/ai/analyze-image')
      .attach('image', await houseJpeg(), 'a.jpg');

    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'We could not analyze this photo: the analysis engine could not process this photo',
    });
    expect(res.text).not.toContain('/srv/curbhue');
    expect(loggedFor(res)).toContainEqual(
      expect.objectContaining({ detail: PATH_ERROR, path: '/api/ai/analyze-image' }),
    );
  });

  it('when the rendering engine fails with SQL in its message, then the answer gives a plain reason and the log has the SQL with the request id', async () => {
    analysisFails = false;
    const photo = await agent
      .post('/api/ai/analyze-image')
      .attach('image', await houseJpeg(), 'b.jpg');
    expect(photo.status).toBe(200);

    const res = await agent
      .post('/api/renders')
      .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.body.imageUrl });

    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: 'Failed to create visualization: the rendering engine failed',
    });
    expect(res.text).not.toMatch(/INSERT|renders_pkey/);
    expect(loggedFor(res)).toContainEqual(
      expect.objectContaining({ detail: SQL_ERROR, path: '/api/renders' }),
    );
  });
});
