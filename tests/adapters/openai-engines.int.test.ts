import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMasks } from '../../backend/ports/image-analyzer.ts';
import { DEFAULT_PROMPTS, handlePromptCommand } from '../../modules/prompts/index.ts';
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

  beforeAll(async () => {
    openai = await startOpenAiServer({ analysis: modelAnswer, failWith: 500 });
    t = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL });
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
  });
});
