import type { ExpectedRevision, RecordedEvent } from './event-store.ts';
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
  created_at: Date;
};

export const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamName: row.stream_name,
  type: row.type,
  data: row.data,
  metadata: row.metadata ?? {},
  streamRevision: Number(row.stream_revision),
  globalPosition: Number(row.global_position),
  createdAt: row.created_at.toISOString(),
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
