import type { Knex } from 'knex';
import type { Event } from './decider.ts';
import type { RecordedEvent } from './event-store.ts';
import type { Projection, Recorded } from './projection.ts';
import { applyRowChanges, type KeyedChange } from './row-batch.ts';

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
 * Many events at once (a live batch or a rebuild's page): each run of events with a `change` is
 * folded and written in a few statements (applyRowChanges); an event `change` leaves out runs
 * its `handle` in between, after the run before it is written. Equal to applyOne on each in
 * order, since each event touches only its own row.
 */
const applyBatch = async <E extends RecordedEvent>(
  spec: RowSpec<E>,
  trx: Knex.Transaction,
  events: readonly E[],
): Promise<void> => {
  let run: KeyedChange[] = [];
  for (const event of events) {
    const c = spec.change(event);
    if (c) {
      run.push({ ...c, revision: event.streamRevision });
      continue;
    }
    await applyRowChanges(trx, spec, run);
    run = [];
    await spec.handle?.(trx, event);
  }
  await applyRowChanges(trx, spec, run);
};

/**
 * A read model of one table whose events each touch one row by key (users, renders, the audit
 * log): its handler and its batch path both come from the one `change` description.
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
    handleBatch: (trx, events) => applyBatch(s, trx, events),
  };
};
