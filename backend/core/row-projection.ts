import type { Knex } from 'knex';
import type { Event } from './decider.ts';
import type { RecordedEvent } from './event-store.ts';
import type { Projection, Recorded } from './projection.ts';

type Row = Record<string, unknown>;

/**
 * What one event does to one row of a table keyed by a single column: `create` inserts it
 * unless the key exists, `update` changes a row that has not seen this event yet (its
 * last_revision is older; last_revision is set too), `delete` removes it.
 */
export type RowChange =
  | { kind: 'create'; key: string; row: Row }
  | { kind: 'update'; key: string; changes: Row }
  | { kind: 'delete'; key: string };

type RowSpec<E extends RecordedEvent> = {
  name: string;
  canHandle: readonly string[];
  table: string;
  /** The key column. */
  key: string;
  /** The event's change as plain values; undefined: `handle` (below) deals with it. */
  change: (event: E) => RowChange | undefined;
  /** For events `change` leaves out (e.g. an increment done in SQL). */
  handle?: (trx: Knex.Transaction, event: E) => Promise<void>;
};

const GONE = Symbol('gone');
const CHUNK = 1000;

/** The live, one-event-at-a-time path: one statement per event. */
const applyOne = async <E extends RecordedEvent>(
  spec: RowSpec<E>,
  trx: Knex.Transaction,
  event: E,
): Promise<void> => {
  const c = spec.change(event);
  if (!c) return spec.handle?.(trx, event);
  const row = () => trx(spec.table).where({ [spec.key]: c.key });
  if (c.kind === 'create') await trx(spec.table).insert(c.row).onConflict(spec.key).ignore();
  else if (c.kind === 'update')
    await row()
      .andWhere('last_revision', '<', event.streamRevision)
      .update({ ...c.changes, last_revision: event.streamRevision });
  else await row().delete();
};

/**
 * The rebuild's path for a page of events: rows created in the page are folded in memory
 * (the same changes, the same last_revision guard) and written with a few multi-row inserts;
 * only events on rows written before the page (or that `change` leaves out) run one statement
 * each. Equal to applying the events one by one, since each event touches only its own row.
 */
const replayPage = async <E extends RecordedEvent>(
  spec: RowSpec<E>,
  trx: Knex.Transaction,
  events: readonly E[],
): Promise<void> => {
  const rows = new Map<string, Row | typeof GONE>();
  const flush = async () => {
    // One insert per column set (knex fills a missing column with NULL, not its default).
    const groups = new Map<string, Row[]>();
    for (const r of rows.values()) {
      if (r === GONE) continue;
      const columns = Object.keys(r).sort().join();
      const group = groups.get(columns);
      if (group) group.push(r);
      else groups.set(columns, [r]);
    }
    rows.clear();
    for (const group of groups.values())
      for (let i = 0; i < group.length; i += CHUNK)
        await trx(spec.table)
          .insert(group.slice(i, i + CHUNK))
          .onConflict(spec.key)
          .ignore();
  };
  for (const event of events) {
    const c = spec.change(event);
    if (!c) {
      // Its row may be in memory: write them all first, then let the handler see it.
      await flush();
      await spec.handle?.(trx, event);
      continue;
    }
    const current = rows.get(c.key);
    if (c.kind === 'create') {
      if (current === undefined || current === GONE) rows.set(c.key, c.row);
    } else if (current === undefined) {
      // A row from before this page (or none): as live.
      await applyOne(spec, trx, event);
      if (c.kind === 'delete') rows.set(c.key, GONE);
    } else if (current === GONE || c.kind === 'delete') {
      rows.set(c.key, GONE);
    } else if (Number(current.last_revision ?? -1) < event.streamRevision) {
      rows.set(c.key, { ...current, ...c.changes, last_revision: event.streamRevision });
    }
  }
  await flush();
};

/**
 * A read model of one table whose events each touch one row by key (users, renders, the audit
 * log): its live handler and its bulk replay both come from the one `change` description.
 */
export const defineRowProjection = <E extends Event>(
  spec: RowSpec<Recorded<E>> & { canHandle: readonly (E['type'] | '*')[] },
): Projection => {
  const s = spec as unknown as RowSpec<RecordedEvent>;
  return {
    name: s.name,
    kind: 'projection',
    canHandle: s.canHandle,
    tables: [s.table],
    handle: (trx, event) => applyOne(s, trx, event),
    replayBatch: (trx, events) => replayPage(s, trx, events),
  };
};
