import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../../backend/core/decider.ts';
import type { RecordedEvent } from '../../../backend/core/event-store.ts';
import type { Projection } from '../../../backend/core/projection.ts';
import { defineRowProjection } from '../../../backend/core/row-projection.ts';
import { createTestDatabase, type TestDatabase } from '../../support/postgres.ts';

type ThingEvent =
  | Event<'ThingMade', { id: string; name?: string; tags: string[]; at: string }>
  | Event<'ThingRenamed', { id: string; name?: string; shiny: boolean }>
  | Event<'ThingTagged', { id: string; tags: string[] }>
  | Event<'ThingBumped', { id: string }>
  | Event<'ThingDropped', { id: string }>;

/** A row projection over `table` using every kind of change, and a `handle` for the rest. */
const things = (table: string): Projection =>
  defineRowProjection<ThingEvent>({
    name: table,
    canHandle: ['ThingMade', 'ThingRenamed', 'ThingTagged', 'ThingBumped', 'ThingDropped'],
    table,
    key: 'id',
    change: (event) => {
      const d = event.data;
      switch (event.type) {
        case 'ThingMade':
          return {
            kind: 'create',
            key: d.id,
            row: {
              id: d.id,
              name: event.data.name,
              tags: JSON.stringify(event.data.tags),
              made_at: event.data.at,
              last_revision: event.streamRevision,
            },
          };
        case 'ThingRenamed':
          return {
            kind: 'update',
            key: d.id,
            changes: { name: event.data.name, shiny: event.data.shiny },
          };
        case 'ThingTagged':
          return { kind: 'update', key: d.id, changes: { tags: JSON.stringify(event.data.tags) } };
        case 'ThingDropped':
          return { kind: 'delete', key: d.id };
        case 'ThingBumped':
          return undefined;
      }
    },
    handle: async (trx, event) => {
      await trx(table)
        .where({ id: event.data.id })
        .andWhere('last_revision', '<', event.streamRevision)
        .update({ bumps: trx.raw('bumps + 1'), last_revision: event.streamRevision });
    },
  });

const [a, b, c, d, e, f, g] = Array.from({ length: 7 }, () => randomUUID());
let position = 0;
const event = (revision: number, type: ThingEvent['type'], data: object): RecordedEvent => ({
  id: randomUUID(),
  streamName: `thing-${(data as { id: string }).id}`,
  type,
  data,
  metadata: {},
  streamRevision: revision,
  globalPosition: position++,
  createdAt: new Date().toISOString(),
});
const made = (id: string, revision: number, name?: string) =>
  event(revision, 'ThingMade', { id, name, tags: ['x', "it's"], at: '2026-11-25T10:00:00Z' });

/** Rows made before the batch (b, c, d, f, g), then one batch touching them and new ones. */
const before = [b, c, d, f, g].map((id) => made(id!, id === f ? 3 : 0, id!.slice(0, 4)));
const batch = [
  event(1, 'ThingRenamed', { id: a, name: 'too early', shiny: true }), // no row yet: nothing
  made(a!, 0, 'a'),
  made(a!, 0, 'again'), // the key exists: nothing
  event(1, 'ThingRenamed', { id: a, name: 'a1', shiny: true }),
  event(2, 'ThingTagged', { id: a, tags: ['{y}', 'z"'] }),
  event(1, 'ThingRenamed', { id: a, name: 'stale', shiny: false }), // older revision: nothing
  event(1, 'ThingBumped', { id: b }),
  made(b!, 0, 'b twice'), // stored already: nothing
  event(1, 'ThingRenamed', { id: b, name: 'not after the bump', shiny: true }), // revision 1 seen
  event(2, 'ThingRenamed', { id: b, shiny: true }), // no name: the name stays
  event(3, 'ThingBumped', { id: b }),
  event(1, 'ThingDropped', { id: c }),
  made(c!, 0, 'c again'), // made again after its delete, at revision 0
  event(1, 'ThingRenamed', { id: c, name: 'c1', shiny: false }),
  event(2, 'ThingRenamed', { id: d, name: 'd2', shiny: true }), // once: as its own statement
  event(2, 'ThingRenamed', { id: f, name: 'f2', shiny: true }), // once, but older: nothing
  made(g!, 0, 'g again'), // stored already: nothing…
  event(1, 'ThingDropped', { id: g }), // …and the stored row goes
  made(e!, 0), // no name: the column's default
  event(1, 'ThingDropped', { id: e }),
  made(e!, 5, 'e'),
];

const createTable = (db: Knex, table: string) =>
  db.schema.createTable(table, (t) => {
    t.uuid('id').primary();
    t.text('name').defaultTo('unnamed');
    t.jsonb('tags').notNullable();
    t.boolean('shiny').notNullable().defaultTo(false);
    t.integer('bumps').notNullable().defaultTo(0);
    t.timestamp('made_at', { useTz: true }).notNullable();
    t.bigInteger('last_revision').notNullable();
  });

describe('row projections in batches', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await createTable(database.db, 'things_one_by_one');
    await createTable(database.db, 'things_in_batches');
  });
  afterAll(async () => database.drop());

  it('when a batch creates, updates, deletes and re-creates rows, then the table equals applying each event on its own', async () => {
    const single = things('things_one_by_one');
    const batched = things('things_in_batches');
    const { db } = database;
    await db.transaction(async (trx) => {
      for (const ev of [...before, ...batch]) await single.handle(trx, ev);
    });
    await db.transaction((trx) => batched.handleBatch!(trx, before));
    await db.transaction((trx) => batched.handleBatch!(trx, batch));

    const rows = (table: string) => db(table).orderBy('id').select('*');
    const expected = await rows('things_one_by_one');
    expect(await rows('things_in_batches')).toEqual(expected);
    expect(expected.map((r) => r.id)).not.toContain(g);
    expect(Object.fromEntries(expected.map((r) => [r.id, r]))).toMatchObject({
      [a!]: { name: 'a1', shiny: true, tags: ['{y}', 'z"'], last_revision: 2 },
      [b!]: { name: b!.slice(0, 4), shiny: true, bumps: 2, last_revision: 3 },
      [c!]: { name: 'c1', shiny: false, bumps: 0, last_revision: 1 },
      [d!]: { name: 'd2', shiny: true, last_revision: 2 },
      [e!]: { name: 'e', tags: ['x', "it's"], last_revision: 5 },
      [f!]: { name: f!.slice(0, 4), shiny: false, last_revision: 3 },
    });
  });
});
