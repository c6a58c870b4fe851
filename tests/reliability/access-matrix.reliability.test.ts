import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';
import { createOwnedResources, type OwnedResources } from './owned-resources.ts';

const VERBS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Verb = (typeof VERBS)[number];

/** Every path that names one of the owner's resources, with a body that is otherwise right. */
const resourcePaths = (r: OwnedResources): { path: string; body?: object }[] => [
  { path: `/api/photos/${r.photoId}/image` },
  { path: `/api/photos/${r.photoId}/surfaces` },
  {
    path: `/api/photos/${r.photoId}/corrections`,
    body: { surface: 'body', point: { x: 1, y: 1 } },
  },
  { path: `/api/renders/${r.renderId}` },
  { path: `/api/renders/${r.renderId}/image` },
  { path: `/api/renders/${r.renderId}/image?w=480` },
  { path: `/api/renders/${r.renderId}/before` },
  { path: `/api/renders/${r.renderId}/share` },
  { path: `/api/hoa-documents/${r.documentId}` },
  { path: `/api/hoa-documents/${r.documentId}/status` },
  { path: `/api/hoa-documents/${r.documentId}/colors` },
  { path: `/api/hoa-documents/colors/${r.documentId}` },
  { path: `/api/hoa-documents/${r.documentId}/parse` },
  { path: `/api/hoa-documents/${r.documentId}/custom-schemes`, body: r.schemeBody },
  { path: `/api/custom-schemes/${r.customSchemeId}`, body: { selectedColors: { body: 0 } } },
  { path: `/api/custom-schemes/custom-${r.customSchemeId}`, body: { selectedColors: { body: 0 } } },
  { path: `/api/users/${r.userId}/custom-schemes` },
];

/** Requests that reach the owner's things through another route's body. */
const indirect = (
  r: OwnedResources,
): { name: string; send: (a: request.Agent) => request.Test }[] => [
  {
    name: 'render from the owner’s photo',
    send: (a) =>
      a.post('/api/renders').send({ schemeId: 'hoa-warm-stone', beforeImageUrl: r.photoUrl }),
  },
  {
    name: 'render with the owner’s custom scheme',
    send: (a) =>
      a
        .post('/api/renders')
        .send({ schemeId: `custom-${r.customSchemeId}`, beforeImageUrl: r.photoUrl }),
  },
];

/**
 * Every user-owned resource × another signed-in user (and nobody signed in) × every verb: no
 * access, no data of the owner in any answer or listing, and nothing written.
 */
describe('access matrix: another user’s resources', () => {
  let t: TestApp;
  let owner: request.Agent;
  let stranger: request.Agent;
  let r: OwnedResources;
  let ownerSecrets: string[];

  beforeAll(async () => {
    t = await startTestApp({ BETA_TESTER_EMAILS: 'owner@example.com,stranger@example.com' });
    owner = request.agent(t.server);
    await signIn(owner, 'owner@example.com');
    r = await createOwnedResources(owner);
    stranger = request.agent(t.server);
    await signIn(stranger, 'stranger@example.com');
    // The stranger owns things too, so their listings are not trivially empty.
    await createOwnedResources(stranger);
    ownerSecrets = [
      r.renderId,
      r.documentId,
      r.customSchemeId,
      r.photoId,
      r.shareToken,
      'owner@example.com',
    ];
  }, 240_000);
  afterAll(async () => t?.stop());

  const eventCount = async () => (await t.services.db('events').count({ n: '*' }).first())?.n;

  it('when a stranger or nobody tries every verb on each owned resource, then none gets in and nothing is written', async () => {
    const before = await eventCount();
    const wrong: string[] = [];
    let sent = 0;
    const callers: [string, () => request.Agent][] = [
      ['stranger', () => stranger],
      ['anonymous', () => request.agent(t.server)],
    ];
    for (const [who, caller] of callers)
      for (const { path, body } of resourcePaths(r))
        for (const verb of VERBS) {
          const res = await caller()
            [verb as Verb](path)
            .send(body ?? {});
          sent++;
          const leaked = ownerSecrets.filter((s) => res.text.includes(s));
          if (![401, 403, 404, 405].includes(res.status))
            wrong.push(`${who} ${verb} ${path} → ${res.status}`);
          if (leaked.length) wrong.push(`${who} ${verb} ${path} leaks ${leaked.join(', ')}`);
        }
    for (const { name, send } of indirect(r)) {
      const res = await send(stranger);
      sent++;
      if (![403, 404].includes(res.status)) wrong.push(`${name} → ${res.status}`);
      if (ownerSecrets.some((s) => res.text.includes(s))) wrong.push(`${name} leaks`);
    }
    const after = await eventCount();
    console.log(`access matrix: ${sent} requests by a stranger or nobody on the owner's resources`);

    expect(wrong).toEqual([]);
    expect(after).toBe(before);
  });

  it('when the stranger lists their things, then none of the owner’s appear', async () => {
    const listings = await Promise.all([
      stranger.get('/api/renders'),
      stranger.get('/api/hoa-documents'),
      stranger
        .get('/api/auth/user')
        .then(async (me) => stranger.get(`/api/users/${me.body.id}/custom-schemes`)),
      stranger.get('/api/paint-schemes'),
    ]);

    for (const res of listings) {
      expect(res.status).toBe(200);
      for (const secret of ownerSecrets) expect(res.text).not.toContain(secret);
    }
    expect((listings[0]!.body as unknown[]).length).toBe(1);
    expect((listings[1]!.body as unknown[]).length).toBe(1);
  });

  it('when the owner looks afterwards, then everything is still theirs and unchanged', async () => {
    const [image, status, schemes, renders] = await Promise.all([
      owner.get(`/api/renders/${r.renderId}/image`),
      owner.get(`/api/hoa-documents/${r.documentId}/status`),
      owner.get(`/api/users/${r.userId}/custom-schemes`),
      owner.get('/api/renders'),
    ]);

    expect(image.status).toBe(200);
    expect(status.body.status).toBe('completed');
    expect(schemes.text).toContain(r.customSchemeId);
    expect(renders.body).toEqual([
      expect.objectContaining({ id: r.renderId, shareToken: r.shareToken }),
    ]);
  });
});
