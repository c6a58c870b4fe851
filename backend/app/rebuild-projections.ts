import type { Knex } from 'knex';
import type { EventStore } from '../core/event-store.ts';
import type { Projection } from '../core/projection.ts';

export type TableReport = {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  differences: number;
};
export type RebuildReport = {
  position: number;
  events: number;
  /** How long replaying the events into the scratch tables took (before comparing). */
  replayMs: number;
  tables: TableReport[];
  equal: boolean;
};

const count = async (db: Knex, sql: string, bindings: string[]) =>
  Number(((await db.raw(sql, bindings)) as { rows: { n: string }[] }).rows[0]?.n ?? 0);

/**
 * Replays the event log through every projection into a scratch schema (fresh tables shaped
 * like the live ones), compares row for row with the live tables, and, with `replace`, swaps
 * the rebuilt rows in. Reactors are never replayed. Only events the live side has already
 * projected are replayed, so a running app compares like with like.
 */
export const rebuildProjections = async (options: {
  db: Knex;
  store: EventStore;
  projections: readonly Projection[];
  replace?: boolean;
}): Promise<RebuildReport> => {
  const { db, store } = options;
  const projections = options.projections.filter((p) => p.kind === 'projection');
  const names = projections.map((p) => p.name);
  const checkpoint = await db('projection_checkpoints')
    .whereIn('name', names)
    .min<{ min: number | null }>('position as min')
    .first();
  const upTo = Number(checkpoint?.min ?? -1);
  const schema = `rebuild_${Date.now().toString(36)}`;
  const tables = projections.flatMap((p) => p.tables);
  await db.raw('create schema ??', [schema]);
  try {
    for (const t of tables)
      await db.raw('create table ??.?? (like public.?? including all)', [schema, t, t]);
    let position = -1;
    let events = 0;
    const replayStarted = performance.now();
    for (;;) {
      const batch = (await store.readAll(position, 1000)).filter((e) => e.globalPosition <= upTo);
      if (batch.length === 0) break;
      await db.transaction(async (trx) => {
        await trx.raw(`set local search_path to ??`, [schema]);
        for (const event of batch) {
          for (const p of projections)
            if (p.canHandle.includes(event.type)) await p.handle(trx, event);
        }
      });
      events += batch.length;
      position = batch[batch.length - 1]!.globalPosition;
    }
    const replayMs = performance.now() - replayStarted;
    const report: TableReport[] = [];
    for (const t of tables) {
      const live = `public.${t}`;
      const rebuilt = `${schema}.${t}`;
      report.push({
        table: t,
        liveRows: await count(db, `select count(*) as n from ${live}`, []),
        rebuiltRows: await count(db, `select count(*) as n from ${rebuilt}`, []),
        differences: await count(
          db,
          `select count(*) as n from ((select * from ${live} except all select * from ${rebuilt})
             union all (select * from ${rebuilt} except all select * from ${live})) d`,
          [],
        ),
      });
    }
    if (options.replace) {
      await db.transaction(async (trx) => {
        for (const t of tables) {
          await trx.raw('truncate table public.??', [t]);
          await trx.raw('insert into public.?? select * from ??.??', [t, schema, t]);
        }
        await trx('projection_checkpoints').whereIn('name', names).update({ position: upTo });
      });
    }
    return {
      position: upTo,
      events,
      replayMs,
      tables: report,
      equal: report.every((r) => r.differences === 0),
    };
  } finally {
    await db.raw('drop schema ?? cascade', [schema]);
  }
};
