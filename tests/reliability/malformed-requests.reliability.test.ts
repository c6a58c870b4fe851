import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnboardingBody } from '../../modules/users/users.routes.ts';
import { RenderBody } from '../../modules/renders/renders.routes.ts';
import { ImageQuery } from '../../modules/renders/render-images.routes.ts';
import { SelectColorsBody } from '../../modules/custom-schemes/custom-schemes.routes.ts';
import { CreateFromDocumentBody } from '../../modules/custom-schemes/create-from-document.ts';
import { RegisterBody } from '../../modules/hoa-documents/hoa-documents.routes.ts';
import { PageQuery } from '../../projections/renders/renders.routes.ts';
import { LEAK } from '../support/leaks.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';
import { malformedFrom, seededRandom } from './malformed-values.ts';
import { createOwnedResources, type OwnedResources } from './owned-resources.ts';

const TOTAL = 500;

type Case = { name: string; send: (agent: request.Agent) => request.Test };

const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  "1' or '1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'x'.repeat(400),
  '%F0%9F%92%A5',
  'custom-12',
];

/** Every endpoint with the malformed requests its zod schemas (and its path parameters) give. */
const casesFor = (r: OwnedResources, uploadUrl: string): Case[] => {
  const cases: Case[] = [];
  const json = (
    method: 'post' | 'put',
    url: string,
    schema: Parameters<typeof malformedFrom>[0],
    base: Record<string, unknown>,
  ) => {
    for (const body of malformedFrom(schema, base))
      cases.push({
        name: `${method.toUpperCase()} ${url} ${JSON.stringify(body)?.slice(0, 80)}`,
        send: (a) =>
          a[method](url).set('Content-Type', 'application/json').send(JSON.stringify(body)),
      });
    cases.push(
      {
        name: `${method} ${url} broken JSON`,
        send: (a) => a[method](url).set('Content-Type', 'application/json').send('{"a": '),
      },
      {
        name: `${method} ${url} as text`,
        send: (a) => a[method](url).set('Content-Type', 'text/plain').send('hello'),
      },
      {
        name: `${method} ${url} too large`,
        send: (a) =>
          a[method](url)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ x: 'y'.repeat(1_100_000) })),
      },
    );
  };
  const query = (
    url: string,
    schema: Parameters<typeof malformedFrom>[0],
    base: Record<string, unknown>,
  ) => {
    for (const q of malformedFrom(schema, base, { queryStrings: true }))
      cases.push({
        name: `GET ${url}?${JSON.stringify(q)}`,
        send: (a) => a.get(url).query(q as Record<string, string>),
      });
  };
  const ids = (method: 'get' | 'post' | 'put' | 'delete', template: string) => {
    for (const id of BAD_IDS) {
      const url = template.replace(':id', id);
      cases.push({
        name: `${method.toUpperCase()} ${url.slice(0, 80)}`,
        send: (a) => a[method](url).send({}),
      });
    }
  };

  json('post', '/api/onboarding', OnboardingBody, {
    hoaRequired: true,
    address: '1 Main St',
    city: 'Springfield',
    zipCode: '12345',
  });
  json('post', '/api/renders', RenderBody, {
    schemeId: 'hoa-warm-stone',
    beforeImageUrl: r.photoUrl,
    colorSelections: { body: 0, trim: 0, accent: 0 },
  });
  json('put', `/api/custom-schemes/${r.customSchemeId}`, SelectColorsBody, {
    selectedColors: { body: 0, trim: 0, accent: 0 },
  });
  json(
    'post',
    `/api/hoa-documents/${r.documentId}/custom-schemes`,
    CreateFromDocumentBody,
    r.schemeBody,
  );
  json('post', '/api/hoa-documents', RegisterBody, {
    fileName: 'palette.pdf',
    fileUrl: uploadUrl,
    objectPath: 'hoa-uploads/x',
  });
  query('/api/renders', PageQuery, { limit: '10' });
  query(`/api/renders/${r.renderId}/image`, ImageQuery, { w: '480' });
  ids('get', '/api/photos/:id/image');
  ids('get', '/api/photos/:id/surfaces');
  ids('post', '/api/photos/:id/corrections');
  ids('get', '/api/renders/:id/image');
  ids('get', '/api/renders/:id/before');
  ids('post', '/api/renders/:id/share');
  ids('delete', '/api/renders/:id');
  ids('get', '/api/shared/:id');
  ids('get', '/api/hoa-documents/:id/status');
  ids('get', '/api/hoa-documents/:id/colors');
  ids('post', '/api/hoa-documents/:id/parse');
  ids('delete', '/api/hoa-documents/:id');
  ids('put', '/api/custom-schemes/:id');
  ids('post', '/api/hoa-documents/:id/custom-schemes');
  ids('get', '/api/users/:id/custom-schemes');
  // The photo upload (multipart) and the signed upload route.
  const analyze = '/api/ai/analyze-image';
  cases.push(
    { name: 'analyze: no file', send: (a) => a.post(analyze) },
    { name: 'analyze: JSON instead of a file', send: (a) => a.post(analyze).send({ image: 'x' }) },
    {
      name: 'analyze: another field',
      send: (a) => a.post(analyze).attach('photo', Buffer.from('x'), 'a.jpg'),
    },
    {
      name: 'analyze: not an image',
      send: (a) => a.post(analyze).attach('image', Buffer.from('just text, no pixels'), 'a.jpg'),
    },
    {
      name: 'analyze: empty file',
      send: (a) => a.post(analyze).attach('image', Buffer.alloc(0), 'a.jpg'),
    },
    {
      name: 'analyze: two files',
      send: (a) =>
        a
          .post(analyze)
          .attach('image', Buffer.from('a'), 'a.jpg')
          .attach('image', Buffer.from('b'), 'b.jpg'),
    },
    {
      name: 'analyze: truncated JPEG',
      send: (a) =>
        a.post(analyze).attach('image', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'a.jpg'),
    },
  );
  const [uploadPath, uploadQuery] = uploadUrl.split('?') as [string, string];
  const params = new URLSearchParams(uploadQuery);
  cases.push(
    { name: 'upload: no signature', send: (a) => a.put(uploadPath).send(Buffer.from('%PDF-1.4')) },
    {
      name: 'upload: altered signature',
      send: (a) =>
        a
          .put(
            `${uploadPath}?expires=${params.get('expires')}&signature=AAAA${params.get('signature')!.slice(4)}`,
          )
          .send(Buffer.from('%PDF-1.4')),
    },
    {
      name: 'upload: altered expiry',
      send: (a) =>
        a
          .put(`${uploadPath}?expires=9999999999&signature=${params.get('signature')}`)
          .send(Buffer.from('%PDF-1.4')),
    },
    {
      name: 'upload: another key',
      send: (a) => a.put(`${uploadPath}0?${uploadQuery}`).send(Buffer.from('%PDF-1.4')),
    },
    { name: 'upload: empty body', send: (a) => a.put(uploadUrl).send(Buffer.alloc(0)) },
    {
      name: 'upload: unknown kind',
      send: (a) =>
        a
          .put(uploadUrl)
          .set('Content-Type', 'application/pdf')
          .send(Buffer.from([0, 1, 2, 3, 254, 255, 0, 7])),
    },
    {
      name: 'upload: outside any policy',
      send: (a) => a.put(`/api/uploads/photos/x?${uploadQuery}`).send(Buffer.from('x')),
    },
  );
  return cases;
};

/**
 * 500 malformed requests across every endpoint, signed in as a user who owns one of everything
 * (so ids and bodies are otherwise right): each must be a 4xx with a message, none a 5xx, none
 * may leak a stack trace or SQL, and nothing may be written (events, stored files, jobs).
 */
describe('500 malformed requests, generated from the routes’ zod schemas', () => {
  let t: TestApp;
  let agent: request.Agent;
  let resources: OwnedResources;
  let uploadUrl: string;

  beforeAll(async () => {
    t = await startTestApp({ BETA_TESTER_EMAILS: 'fuzz@example.com' });
    agent = request.agent(t.server);
    await signIn(agent, 'fuzz@example.com');
    resources = await createOwnedResources(agent);
    uploadUrl = (await agent.post('/api/hoa-documents/upload-url')).body.uploadURL;
  }, 180_000);
  afterAll(async () => t?.stop());

  const snapshot = async () => {
    const storageDir = path.join(t.config.dataDir, 'storage');
    const files = fs.readdirSync(storageDir, { recursive: true }).map(String).sort();
    const events = await t.services.db('events').count({ n: '*' }).first();
    // Jobs the requests could have sent (pg-boss's own schedule sends cron jobs meanwhile).
    const jobs = await t.services.db.raw(
      `select count(*)::int as n from pgboss.job where name not like '\\_\\_pgboss%' and name <> 'reconcile-credits'`,
    );
    return { files, events: events?.n, jobs: (jobs.rows as { n: number }[])[0]!.n };
  };

  it('when each is sent, then every answer is a 4xx with a message, and nothing is written', async () => {
    const distinct = casesFor(resources, uploadUrl);
    const random = seededRandom(19);
    // Every distinct case once, then a seeded sample of them again up to 500 (same requests, a
    // second time: a refusal must not depend on what came before).
    const cases = [...distinct];
    while (cases.length < TOTAL) cases.push(distinct[Math.floor(random() * distinct.length)]!);
    const before = await snapshot();

    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    for (const c of cases.slice(0, TOTAL)) {
      const res = await c.send(agent);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const message = (res.body as { message?: unknown } | undefined)?.message;
      if (res.status < 400 || res.status > 499) wrong.push(`${res.status} ${c.name}`);
      else if (typeof message !== 'string' || message.trim() === '')
        wrong.push(`no message: ${c.name}`);
      else if (LEAK.test(res.text)) wrong.push(`leak: ${c.name}: ${res.text.slice(0, 200)}`);
    }
    const after = await snapshot();
    console.log(
      `malformed requests: ${TOTAL} sent (${distinct.length} distinct) → ` +
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(', '),
    );

    expect(distinct.length).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
    expect(after).toEqual(before);
  });
});
