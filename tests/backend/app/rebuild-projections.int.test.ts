import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../../backend/app/register-projections.ts';
import { rebuildProjections } from '../../../backend/app/rebuild-projections.ts';
import { localImageRenderer } from '../../../backend/engines/local-ai/index.ts';
import type { ImageRenderer } from '../../../backend/ports/image-renderer.ts';
import {
  handlePaintColoursCommand,
  type PaintColoursCommand,
} from '../../../modules/catalogue/index.ts';
import { handlePromptCommand } from '../../../modules/prompts/index.ts';
import { recordFailedPayment, recordRefund } from '../../../modules/billing/index.ts';
import { createSageAndCream } from '../../support/custom-scheme.ts';
import { addHoaDocument, awaitProcessed, palettePdf } from '../../support/hoa-documents.ts';
import { houseJpeg } from '../../support/house-image.ts';
import { signIn, startTestApp, type TestApp } from '../../support/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const readTables = allProjections.filter((p) => p.kind === 'projection').flatMap((p) => p.tables);

/** The local engine, except that the second render it is given fails (its credit comes back). */
const secondRenderFails = (): ImageRenderer => {
  let calls = 0;
  return {
    render: async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('the paint engine crashed');
      return localImageRenderer.render(...args);
    },
  };
};

/** `npm run projections:rebuild` as an operator runs it, against the test's database. */
const runRebuildScript = (databaseUrl: string, args: string[] = []) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' };
    delete env.EVENTSTORE_CONNECTION_STRING;
    execFile(
      'npm',
      ['run', '--silent', 'projections:rebuild', '--', ...args],
      { cwd: ROOT, env },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

/**
 * A history that writes a row into every read table: sign-ups and onboarding (users), free,
 * spent and refunded credits (allowances, render_credits), a completed and a failed render
 * (renders), the seeded and an imported paint catalogue, with an admin's added, edited and
 * removed colours (paint_schemes, paint_colours), a
 * custom scheme with chosen colours (custom_schemes), a revised prompt (prompts), a processed
 * HOA document (hoa_documents, hoa_document_colors) and two test-mode purchases, one declined
 * first and refunded after (purchases, and allowances' purchased and revoked renders).
 */
const buildHistory = async (t: TestApp) => {
  const agents: Record<string, request.Agent> = {};
  for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
    agents[email] = request.agent(t.server);
    await signIn(agents[email], email);
    await agents[email]
      .post('/api/onboarding')
      .send({ hoaRequired: email !== 'c@example.com', city: 'Tampa' });
  }
  const house = await houseJpeg();
  for (const email of ['a@example.com', 'c@example.com']) {
    const photo = (
      await agents[email]!.post('/api/ai/analyze-image').attach('image', house, 'house.jpg')
    ).body;
    await agents[email]!.post('/api/renders').send({
      schemeId: 'classic-repose-gray',
      beforeImageUrl: photo.imageUrl,
    });
  }
  const ownerId: string = (await agents['b@example.com']!.get('/api/auth/user')).body.id;
  const schemeId = randomUUID();
  await createSageAndCream(t.services.store, schemeId, ownerId);
  await agents['b@example.com']!.put(`/api/custom-schemes/custom-${schemeId}`).send({
    selectedColors: { body: 1, accent: 1 },
  });
  const hoaDocument = await addHoaDocument(agents['b@example.com']!, await palettePdf());
  await agents['b@example.com']!.post(`/api/hoa-documents/${hoaDocument}/parse`);
  await awaitProcessed(agents['b@example.com']!, hoaDocument);
  await handlePromptCommand(t.services.store, 'paintGeneration', {
    type: 'RevisePrompt',
    data: { service: 'paintGeneration', prompt: 'Paint the walls {bodyColor}, nothing else.' },
    metadata: { now: new Date().toISOString() },
  });
  await handlePaintColoursCommand(t.services.store, 'Sherwin-Williams', {
    type: 'ImportPaintColours',
    data: {
      brand: 'Sherwin-Williams',
      source: 'rebuild-test.csv',
      colours: [{ brand: 'Sherwin-Williams', code: 'SW 9999', name: 'Test Teal', hex: '#2E8B8B' }],
    },
    metadata: { now: new Date().toISOString() },
  });
  await adminEditsColours(t);
  await buyRenders(t, agents['a@example.com']!);
  await buyRenders(t, agents['c@example.com']!, { declineFirst: true, refund: true });
  await t.services.runner.waitFor(await t.services.store.headPosition());
};

/** An admin adds a colour and edits it, and removes a curated one (paint_colours). */
const adminEditsColours = async (t: TestApp) => {
  const metadata = { now: new Date().toISOString(), userId: 'admin-1' };
  const edit = (command: PaintColoursCommand) =>
    handlePaintColoursCommand(t.services.store, 'Benjamin Moore', command);
  const colour = { brand: 'Benjamin Moore', code: 'HC-999', name: 'Test Slate', hex: '#5B6770' };
  await edit({ type: 'AddPaintColour', data: { colour, adminId: 'admin-1' }, metadata });
  await edit({
    type: 'ChangePaintColour',
    data: { code: 'HC-999', name: 'Test Slate Blue', hex: '#5B6771', adminId: 'admin-1' },
    metadata,
  });
  await edit({ type: 'RemovePaintColour', data: { code: 'HC-172', adminId: 'admin-1' }, metadata });
};

/** A test-mode purchase (purchases, allowances), declined once and refunded when asked. */
const buyRenders = async (
  t: TestApp,
  agent: request.Agent,
  options: { declineFirst?: boolean; refund?: boolean } = {},
) => {
  const userId: string = (await agent.get('/api/auth/user')).body.id;
  const { clientSecret } = (await agent.post('/api/create-payment-intent')).body;
  const paymentIntentId = String(clientSecret).split('_secret_')[0]!;
  const deps = { store: t.services.store, clock: () => new Date() };
  if (options.declineFirst)
    await recordFailedPayment(
      deps,
      {
        id: paymentIntentId,
        amount: 500,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: { userId },
        clientSecret,
        lastPaymentError: 'Your card was declined.',
      },
      'evt_declined',
    );
  await agent.post('/api/payments/test/complete').send({ paymentIntentId });
  if (options.refund)
    await recordRefund(deps, {
      chargeId: 'ch_refunded',
      paymentIntentId,
      amount: 500,
      amountRefunded: 500,
      currency: 'usd',
      fullyRefunded: true,
    });
};

describe('projections:rebuild', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(
      { BETA_TESTER_EMAILS: 'b@example.com' },
      { renderer: secondRenderFails() },
    );
    await buildHistory(t);
  }, 300_000); // a hang guard: the history renders, reads a document and buys renders
  afterAll(async () => t.stop());

  it('when the history has touched every read table, then the rebuild equals every one of them', async () => {
    const report = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
    });

    expect(report.tables.map((r) => r.table).sort()).toEqual([...readTables].sort());
    for (const table of report.tables) {
      expect(table, table.table).toEqual({
        table: table.table,
        liveRows: table.rebuiltRows,
        rebuiltRows: expect.any(Number),
        differences: 0,
      });
      expect(table.rebuiltRows, `rows in ${table.table}`).toBeGreaterThan(0);
    }
    expect(report.equal).toBe(true);
    const renders = await t.services.db('renders').orderBy('created_at').select('status');
    expect(renders.map((r: { status: string }) => r.status)).toEqual(['completed', 'failed']);
    const credits = await t.services.db('render_credits').select('refunded_at');
    expect(credits.filter((c: { refunded_at: Date | null }) => c.refunded_at)).toHaveLength(1);
  });

  it('when a live row was tampered with, then the rebuild reports the difference and --replace repairs it', async () => {
    await t.services.db('users').where({ email: 'a@example.com' }).update({ hoa_required: false });

    const report = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
      replace: true,
    });
    const after = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
    });

    expect(report.equal).toBe(false);
    expect(report.tables.find((r) => r.table === 'users')?.differences).toBe(2);
    expect(after.equal).toBe(true);
    expect(await t.services.db('users').where({ email: 'a@example.com' }).first()).toMatchObject({
      hoa_required: true,
    });
  });

  it('when `npm run projections:rebuild -- --replace` runs on a tampered table, then it says which differs, exits 1 and repairs it', async () => {
    await t.services.db('renders').update({ scheme_name: 'Tampered' });

    const run = await runRebuildScript(t.database.connectionString, ['--replace']);

    expect(run.output).toContain('Rebuilt read tables DIFFER from the live tables.');
    expect(run.output).toMatch(/'renders'\s*│\s*2\s*│\s*2\s*│\s*4/);
    expect(run.code).toBe(1);
    const again = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: allProjections,
    });
    expect(again.equal).toBe(true);
  });
});
