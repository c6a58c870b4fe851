import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import {
  createOpenAiClient,
  openAiImageRenderer,
  type CompositeInside,
} from '../../backend/adapters/openai/index.ts';
import type { Logger } from '../../backend/core/logger.ts';
import { CURATED_COLOURS, PaintIndex } from '../../backend/engines/colour/index.ts';
import { localImageAnalyzer, localImageRenderer } from '../../backend/engines/local-ai/index.ts';
import { compositeInside } from '../../backend/engines/vision/index.ts';
import { decodeMasks, type SurfaceMasks } from '../../backend/ports/image-analyzer.ts';
import { DEFAULT_PROMPTS, handlePromptCommand } from '../../modules/prompts/index.ts';
import type { RenderCompleted } from '../../modules/renders/index.ts';
import { houseJpeg } from '../support/house-image.ts';
import { startOpenAiServer } from '../support/openai-server.ts';
import { comparePixels } from '../support/pixels.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

const modelAnswer = {
  surfaces: {
    mainBody: { currentColor: 'SW 7015 Repose Gray', hex: '#ccc9c0' },
    trim: { currentColor: 'SW 7006 Extra White' },
  },
  architecture: { style: 'Colonial' },
};

/** A pino logger whose JSON lines land in `lines`, to check what was logged and why. */
const capturedLogger = () => {
  const lines: { level: number; msg: string; reason?: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
};

/** The RenderCompleted event of a render, as the job recorded it. */
const completedEvent = async (t: TestApp, renderId: string) =>
  (await t.services.store.readStream(`render-${renderId}`)).find(
    (e) => e.type === 'RenderCompleted',
  )?.data as RenderCompleted['data'] | undefined;

const FALLBACK_LOG = 'OpenAI image edit failed; using the local engine';

const renderFor = async (t: TestApp, email: string, house: Buffer) => {
  const agent = request.agent(t.server);
  await signIn(agent, email);
  const photo = await agent.post('/api/ai/analyze-image').attach('image', house, 'house.jpg');
  const render = await agent
    .post('/api/renders')
    .send({ schemeId: 'classic-repose-gray', beforeImageUrl: photo.body.imageUrl });
  return { agent, photo, render };
};

describe('OpenAI engines (against a local server speaking the OpenAI API)', () => {
  let openai: Awaited<ReturnType<typeof startOpenAiServer>>;
  let t: TestApp;
  let house: Buffer;

  beforeAll(async () => {
    openai = await startOpenAiServer({ analysis: modelAnswer });
    t = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
    house = await houseJpeg();
  });
  afterAll(async () => {
    await t.stop();
    await openai.stop();
  });

  it('when a photo is analysed, then the model names the colours and style, asked with the imageAnalysis prompt', async () => {
    const { photo } = await renderFor(t, 'vision@example.com', house);

    expect(photo.body.analysis).toEqual({
      surfaces: {
        mainBody: { currentColor: 'SW 7015 Repose Gray', hex: '#CCC9C0' },
        trim: { currentColor: 'SW 7006 Extra White', hex: expect.stringMatching(/^#[0-9A-F]{6}$/) },
        accents: expect.objectContaining({ currentColor: expect.any(String) }),
      },
      architecture: { style: 'Colonial' },
    });
    const chat = openai.calls.find((c) => c.path === '/v1/chat/completions')!;
    const content = JSON.stringify(chat.body);
    expect(content).toContain(DEFAULT_PROMPTS.imageAnalysis.prompt.split('\n')[0]!);
    expect(content).toContain('data:image/jpeg;base64,');
  });

  it('when the edit model changes every pixel, then outside the painted surfaces the after-image is still the photo', async () => {
    const { agent, photo, render } = await renderFor(t, 'edit@example.com', house);

    expect(render.status).toBe(200);
    const completed = await completedEvent(t, render.body.id);
    expect(completed?.engine).toBe('openai');
    expect(completed?.fallbackReason).toBeUndefined();
    const edit = openai.calls.find((c) => c.path === '/v1/images/edits')!;
    expect(edit.body).toMatchObject({
      model: 'gpt-image-1',
      prompt: expect.stringContaining('#CCC9C0'),
    });
    expect(edit.files.sort()).toEqual(['image', 'mask']);
    const userId = (await agent.get('/api/auth/user')).body.id;
    const masks = await decodeMasks(
      fs.readFileSync(
        path.join(
          t.config.dataDir,
          'storage',
          `photos/${userId}/${photo.body.imageUrl.split('/')[3]}.masks`,
        ),
      ),
    );
    const before = (await agent.get(photo.body.imageUrl).buffer(true)).body as Buffer;
    const after = (await agent.get(render.body.afterImageUrl).buffer(true)).body as Buffer;
    const pixels = await comparePixels(before, after, masks);
    expect(pixels.changedOutside / pixels.outside).toBeLessThan(0.001);
    expect(pixels.changedInside).toBeGreaterThan(pixels.total * 0.1);
  });

  it('when an admin has edited the prompt, then the engine uses the new text', async () => {
    const revised = await handlePromptCommand(t.services.store, 'imageAnalysis', {
      type: 'RevisePrompt',
      data: {
        service: 'imageAnalysis',
        prompt: 'Describe the paint of this house as JSON, please.',
      },
      metadata: { now: new Date().toISOString() },
    });
    await t.services.runner.waitFor(revised.position);

    await renderFor(t, 'prompted@example.com', house);

    const last = openai.calls.filter((c) => c.path === '/v1/chat/completions').at(-1)!;
    expect(JSON.stringify(last.body)).toContain(
      'Describe the paint of this house as JSON, please.',
    );
  });
});

describe('OpenAI engines when the service fails', () => {
  let openai: Awaited<ReturnType<typeof startOpenAiServer>>;
  let t: TestApp;
  const log = capturedLogger();

  beforeAll(async () => {
    openai = await startOpenAiServer({ analysis: modelAnswer, failWith: 500 });
    t = await startTestApp(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL },
      { logger: log.logger },
    );
  });
  afterAll(async () => {
    await t.stop();
    await openai.stop();
  });

  it('when both calls fail, then the local engines answer and the render is made', async () => {
    const { photo, render, agent } = await renderFor(t, 'fallback@example.com', await houseJpeg());

    expect(photo.status).toBe(200);
    expect(photo.body.analysis.surfaces.mainBody.currentColor).toMatch(/\S+ \S+/);
    expect(render.status).toBe(200);
    expect((await agent.get(render.body.afterImageUrl)).status).toBe(200);
    expect(openai.calls.map((c) => c.path).sort()).toEqual([
      '/v1/chat/completions',
      '/v1/images/edits',
    ]);
    const completed = await completedEvent(t, render.body.id);
    expect(completed).toMatchObject({
      engine: 'local',
      fallbackReason: expect.stringContaining('The model is overloaded'),
    });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: FALLBACK_LOG, reason: completed?.fallbackReason }),
    );
  });
});

describe('the OpenAI renderer on its own', () => {
  let openai: Awaited<ReturnType<typeof startOpenAiServer>>;
  let photo: Buffer;
  let masks: SurfaceMasks;
  const colors = { mainBody: '#CCC9C0', trim: '#EEEFEA', accents: '#434547' };
  const rendererWith = (composite: CompositeInside, logger: Logger) =>
    openAiImageRenderer({
      client: createOpenAiClient({ apiKey: 'sk-test', baseURL: openai.baseURL }),
      prompts: async () => ({ prompt: 'Paint the body {bodyColor}.', model: 'gpt-image-1' }),
      local: localImageRenderer,
      composite,
      logger,
    });

  beforeAll(async () => {
    openai = await startOpenAiServer({ analysis: modelAnswer });
    photo = await houseJpeg(480, 320);
    const index = new PaintIndex(CURATED_COLOURS);
    ({ masks } = await localImageAnalyzer(async () => index).analyze(photo));
  });
  afterAll(async () => openai.stop());

  it('when the edited image cannot be composited, then the local engine makes the render, says so, and the reason is logged', async () => {
    const log = capturedLogger();
    const renderer = rendererWith(async () => {
      throw new Error('the edited image has no pixels in common with the photo');
    }, log.logger);

    const result = await renderer.render(photo, masks, colors);

    expect(openai.calls.map((c) => c.path)).toEqual(['/v1/images/edits']);
    expect(result).toMatchObject({
      engine: 'local',
      fallbackReason: 'the edited image has no pixels in common with the photo',
    });
    expect(result.jpeg).toEqual((await localImageRenderer.render(photo, masks, colors)).jpeg);
    expect(log.lines).toEqual([
      expect.objectContaining({
        msg: FALLBACK_LOG,
        reason: 'the edited image has no pixels in common with the photo',
      }),
    ]);
  });

  it('when compositing works, then the render says openai and nothing is logged', async () => {
    const log = capturedLogger();
    const renderer = rendererWith(compositeInside, log.logger);

    const result = await renderer.render(photo, masks, colors);

    expect(result.engine).toBe('openai');
    expect(result.fallbackReason).toBeUndefined();
    expect(log.lines).toEqual([]);
  });
});
