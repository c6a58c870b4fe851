import type { Knex } from 'knex';
import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from './event-store.ts';
import { WrongExpectedRevisionError } from './errors.ts';

/** A row of the Postgres store's `events` table. */
export type EventRow = {
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown> | null;
  /** As Date.toISOString() writes it (EVENT_COLUMNS). */
  created_at: string;
};

/**
 * The columns of a read of events, created_at already as Date.toISOString() writes it (UTC,
 * milliseconds cut as a Date cuts them): no Date to parse and print again per event.
 */
export const EVENT_COLUMNS = `global_position, event_id, stream_name, stream_revision, type, data,
  metadata, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamName: row.stream_name,
  type: row.type,
  data: row.data,
  metadata: row.metadata ?? {},
  streamRevision: Number(row.stream_revision),
  globalPosition: Number(row.global_position),
  createdAt: row.created_at,
});

export const describeRevision = (revision: number | undefined): string =>
  revision === undefined ? 'no_stream' : String(revision);

export const checkExpected = (stream: string, expected: ExpectedRevision, current?: number) => {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    expected === current;
  if (!ok)
    throw new WrongExpectedRevisionError(stream, String(expected), describeRevision(current));
};

/** The unique keys an append can collide on when it loses a race. */
const RACE_CONSTRAINTS = new Set([
  'events_stream_name_stream_revision_unique',
  'events_event_id_unique',
]);

/** PostgreSQL's unique_violation (23505) on (stream_name, stream_revision) or event_id. */
export const isLostRace = (error: unknown): boolean => {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && RACE_CONSTRAINTS.has(e.constraint ?? '');
};

/**
 * An append whose event ids are all already in the log (a retried command): its result, as
 * first written; undefined when none is; a conflict when only some are, or in another stream.
 */
export const findExistingAppend = async (
  db: Knex,
  streamName: string,
  events: readonly NewEvent[],
): Promise<AppendResult | undefined> => {
  const ids = events.map((e) => e.id).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return undefined;
  const found = await db('events')
    .whereIn('event_id', ids)
    .orderBy('global_position')
    .select<Pick<EventRow, 'stream_name' | 'stream_revision' | 'global_position'>[]>(
      'stream_name',
      'stream_revision',
      'global_position',
    );
  if (found.length === 0) return undefined;
  const last = found[found.length - 1]!;
  if (found.length !== events.length || found.some((r) => r.stream_name !== streamName)) {
    throw new WrongExpectedRevisionError(streamName, 'new event ids', 'some ids already used');
  }
  return {
    nextExpectedRevision: Number(last.stream_revision),
    position: Number(last.global_position),
  };
};
