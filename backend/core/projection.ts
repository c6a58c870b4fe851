import type { Knex } from 'knex';
import type { Event } from './decider.ts';
import type { RecordedEvent } from './event-store.ts';

/** A recorded event of a module's event union; switching on `type` narrows `data`. */
export type Recorded<E extends Event> =
  E extends Event<infer T, infer D> ? RecordedEvent<T, D> : never;

/**
 * A read model (kind 'projection', owns `tables`, replayable) or a reactor (kind 'reactor',
 * e.g. a job trigger: runs once per event, never replayed). Each event is handled inside
 * the runner's transaction, together with the checkpoint.
 */
export type Projection<E extends RecordedEvent = RecordedEvent> = {
  name: string;
  kind: 'projection' | 'reactor';
  canHandle: readonly string[];
  tables: readonly string[];
  handle: (trx: Knex.Transaction, event: E) => Promise<void>;
  /**
   * Rebuilds only: a page of the events it handles at once, leaving its tables as `handle`
   * one by one would (defineRowProjection folds rows in memory and writes them in bulk).
   */
  replayBatch?: (trx: Knex.Transaction, events: readonly E[]) => Promise<void>;
};

/** Every event type: what the audit log's projection asks for. */
export const ALL_EVENTS = '*';

export const handlesEvent = (p: Pick<Projection, 'canHandle'>, type: string): boolean =>
  p.canHandle.includes(type) || p.canHandle.includes(ALL_EVENTS);

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
