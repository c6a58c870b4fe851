import type { Knex } from 'knex';
import type { RecordedEvent } from './event-store.ts';

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
};

export const defineProjection = <T extends string, D>(p: {
  name: string;
  canHandle: readonly T[];
  tables: readonly string[];
  handle: (trx: Knex.Transaction, event: RecordedEvent<T, D>) => Promise<void>;
}): Projection => ({ kind: 'projection', ...p }) as unknown as Projection;

export const defineReactor = <T extends string, D>(p: {
  name: string;
  canHandle: readonly T[];
  handle: (trx: Knex.Transaction, event: RecordedEvent<T, D>) => Promise<void>;
}): Projection => ({ kind: 'reactor', tables: [], ...p }) as unknown as Projection;
