import type { Knex } from 'knex';
import type { Event } from './decider.ts';
import type { RecordedEvent } from './event-store.ts';

/** A recorded event of a module's event union; switching on `type` narrows `data`. */
export type Recorded<E extends Event> =
  E extends Event<infer T, infer D> ? RecordedEvent<T, D> : never;

/**
 * A read model (kind 'projection', owns `tables`, replayable) or a reactor (kind 'reactor',
 * e.g. a job trigger: runs once per event, never replayed). Each event is handled inside
 * the runner's transaction, together with the checkpoint; a projection reads and writes only
 * its own tables, so the runner may apply a batch projection by projection.
 */
export type Projection<E extends RecordedEvent = RecordedEvent> = {
  name: string;
  kind: 'projection' | 'reactor';
  canHandle: readonly string[];
  tables: readonly string[];
  handle: (trx: Knex.Transaction, event: E) => Promise<void>;
  /**
   * Many of the events it handles at once (a live batch, a rebuild's page), leaving its tables
   * as `handle` on each in order would (defineRowProjection folds rows and writes them in bulk).
   */
  handleBatch?: (trx: Knex.Transaction, events: readonly E[]) => Promise<void>;
  /**
   * Rebuilds only, when the event log is a table in the same database: the events after
   * `after` up to `upTo` in one statement reading `events` (equal to `handle` on each).
   */
  replayFromLog?: (
    trx: Knex.Transaction,
    range: { events: string; after: number; upTo: number },
  ) => Promise<void>;
};

/** Every event type: what the audit log's projection asks for. */
export const ALL_EVENTS = '*';

const handled = new WeakMap<readonly string[], Set<string>>();

/** Asked for every event of every page a rebuild reads: a set per projection, made once. */
export const handlesEvent = (p: Pick<Projection, 'canHandle'>, type: string): boolean => {
  let types = handled.get(p.canHandle);
  if (!types) handled.set(p.canHandle, (types = new Set(p.canHandle)));
  return types.has(type) || types.has(ALL_EVENTS);
};

/** The events of `events` that `p` handles, through its batch path when it has one. */
export const projectEvents = async (
  trx: Knex.Transaction,
  p: Projection,
  events: readonly RecordedEvent[],
): Promise<void> => {
  const mine = events.filter((e) => handlesEvent(p, e.type));
  if (mine.length === 0) return;
  if (p.handleBatch) await p.handleBatch(trx, mine);
  else for (const event of mine) await p.handle(trx, event);
};

export const defineProjection = <E extends Event>(p: {
  name: string;
  canHandle: readonly E['type'][];
  tables: readonly string[];
  handle: (trx: Knex.Transaction, event: Recorded<E>) => Promise<void>;
}): Projection => ({ kind: 'projection', ...p }) as unknown as Projection;

export const defineReactor = <E extends Event>(p: {
  name: string;
  canHandle: readonly E['type'][];
  handle: (trx: Knex.Transaction, event: Recorded<E>) => Promise<void>;
}): Projection => ({ kind: 'reactor', tables: [], ...p }) as unknown as Projection;
