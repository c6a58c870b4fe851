import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../backend/app/rebuild-projections.ts';
import { hoaDocumentsProjection } from '../../projections/hoa-documents/index.ts';
import { addHoaDocument, awaitProcessed, palettePdf } from '../support/hoa-documents.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

describe('hoa-documents projection', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const agent = request.agent(t.server);
    await signIn(agent, 'replay@example.com');
    const completed = await addHoaDocument(agent, await palettePdf(), 'palette.pdf');
    const failed = await addHoaDocument(agent, Buffer.from('%PDF-1.4\nbroken'), 'broken.pdf');
    const deleted = await addHoaDocument(agent, await palettePdf(), 'old.pdf');
    for (const id of [completed, failed, deleted]) {
      await agent.post(`/api/hoa-documents/${id}/parse`);
      await awaitProcessed(agent, id);
    }
    await agent.delete(`/api/hoa-documents/${deleted}`);
  });
  afterAll(async () => t.stop());

  it('when the event log is replayed into fresh tables, then they equal the live ones', async () => {
    const report = await rebuildProjections({
      db: t.services.db,
      store: t.services.store,
      projections: [hoaDocumentsProjection],
    });

    expect(report.equal).toBe(true);
    expect(report.tables).toEqual([
      { table: 'hoa_documents', liveRows: 2, rebuiltRows: 2, differences: 0 },
      { table: 'hoa_document_colors', liveRows: 4, rebuiltRows: 4, differences: 0 },
    ]);
  });

  it('when any event of a live document is delivered again, even after later ones, then nothing changes', async () => {
    const tables = async () => ({
      documents: await t.services.db('hoa_documents').orderBy('id').select('*'),
      colors: await t.services
        .db('hoa_document_colors')
        .orderBy(['document_id', 'position'])
        .select('*'),
    });
    const before = await tables();
    const live = new Set(before.documents.map((d: { id: string }) => `hoaDocument-${d.id}`));
    const events = (await t.services.store.readAll(-1, 10_000)).filter((e) =>
      live.has(e.streamName),
    );
    expect(events.length).toBeGreaterThan(6);

    for (const event of events) {
      await t.services.db.transaction((trx) => hoaDocumentsProjection.handle(trx, event));
      expect(await tables()).toEqual(before);
    }
  });
});
