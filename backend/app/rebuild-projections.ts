import type { Knex } from 'knex';
import type { EventStore } from '../core/event-store.ts';
import { handlesEvent, projectEvents, type Projection } from '../core/projection.ts';

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

/** Events replayed per transaction: big pages keep most rows' whole story in one fold. */
const PAGE = 10_000;

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
    for (const t of tables) {
      // Scratch tables: unlogged (no WAL), and only the unique indexes that ON CONFLICT needs.
      await db.raw('create unlogged table ??.?? (like public.?? including all)', [schema, t, t]);
      const { rows } = await db.raw<{ rows: { name: string }[] }>(
        `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
         where i.indrelid = ?::regclass and not i.indisunique`,
        [`${schema}.${t}`],
      );
      for (const index of rows) await db.raw('drop index ??.??', [schema, index.name]);
    }
    let position = -1;
    let events = 0;
    const log = store.eventsTableIn?.(db);
    const replayStarted = performance.now();
    const read = (after: number) =>
      store.readAll(after, PAGE).then((page) => page.filter((e) => e.globalPosition <= upTo));
    let next = read(position);
    for (;;) {
      const page = await next;
      if (page.length === 0) break;
      // The next page is read (on another connection) while this one is replayed.
      next = read(page[page.length - 1]!.globalPosition);
      next.catch(() => undefined); // awaited on the next turn; never an unhandled rejection
      // Each projection owns its tables: they replay the page side by side (PostgreSQL works on
      // one projection's rows while this process prepares another's), each in a transaction of
      // its own; a batch path takes its events at once.
      const range = {
        events: log ?? '',
        after: position,
        upTo: page[page.length - 1]!.globalPosition,
      };
      const busy = projections.filter(
        (p) => (p.replayFromLog && log) || page.some((e) => handlesEvent(p, e.type)),
      );
      const replays = await Promise.allSettled(
        busy.map((p) =>
          db.transaction(async (trx) => {
            await trx.raw(`set local search_path to ??`, [schema]);
            // Scratch tables are rebuilt again after a crash anyway: no wait for the disk.
            await trx.raw('set local synchronous_commit to off');
            if (p.replayFromLog && log) await p.replayFromLog(trx, range);
            else await projectEvents(trx, p, page);
          }),
        ),
      );
      const failed = replays.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      events += page.length;
      position = page[page.length - 1]!.globalPosition;
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

export type StoredRebuildReport = Omit<RebuildReport, 'replayMs'> & {
  ranAt: string;
  replaced: boolean;
};

/** Keeps a rebuild's outcome, so the admin console can show the last one. */
export const recordRebuildReport = async (
  db: Knex,
  report: RebuildReport,
  options: { ranAt: Date; replaced: boolean },
): Promise<void> => {
  await db('projection_rebuild_reports').insert({
    ran_at: options.ranAt,
    events: report.events,
    position: report.position,
    equal: report.equal,
    replaced: options.replaced,
    tables: JSON.stringify(report.tables),
  });
};

export const lastRebuildReport = async (db: Knex): Promise<StoredRebuildReport | null> => {
  const row = await db('projection_rebuild_reports').orderBy('id', 'desc').first<
    | {
        ran_at: Date;
        events: number;
        position: string;
        equal: boolean;
        replaced: boolean;
        tables: TableReport[];
      }
    | undefined
  >();
  return row
    ? {
        ranAt: row.ran_at.toISOString(),
        events: row.events,
        position: Number(row.position),
        equal: row.equal,
        replaced: row.replaced,
        tables: row.tables,
      }
    : null;
};
