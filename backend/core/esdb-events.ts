/** Mapping between EventStoreDB's client types and the event store port. */
import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { ExpectedRevision, RecordedEvent } from './event-store.ts';
import {
  encodePosition,
  positionNumberer,
  readStartFor,
  type LogPosition,
} from './esdb-positions.ts';

/** Where a read or subscription after `position` begins (see esdb-positions.ts). */
export const toReadPosition = (position: number) => {
  const start = readStartFor(position);
  return start === 'start' ? START : start;
};

export const toExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
};

/** Our events only: system events ($…) are not part of the application's log. */
export const ownEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent) => {
  const event = resolved.event;
  return event && !event.type.startsWith('$') ? event : undefined;
};

export const toRecorded = (
  event: NonNullable<ReturnType<typeof ownEvent>>,
  globalPosition: number,
): RecordedEvent => ({
  id: event.id,
  streamName: event.streamId,
  type: event.type,
  data: event.data,
  metadata: (event.metadata as Record<string, unknown> | undefined) ?? {},
  streamRevision: Number(event.revision),
  globalPosition,
  createdAt: event.created.toISOString(),
});

/** Stream reads carry no exact $all position (a commit's events may share one): its first. */
export const streamReadPosition = (position: LogPosition | undefined): number => {
  try {
    return position ? encodePosition(position.commit, 0) : -1;
  } catch {
    return -1; // the server gives no $all position for stream reads
  }
};

/**
 * Numbers the events of a forward $all read begun at toReadPosition(after) and keeps those after
 * `after`, in order.
 */
export const afterPosition = (after: number) => {
  const number = positionNumberer();
  return (resolved: AllStreamResolvedEvent): RecordedEvent | undefined => {
    const event = ownEvent(resolved);
    if (!event?.position) return undefined;
    const recorded = toRecorded(event, number(event.position));
    return recorded.globalPosition > after ? recorded : undefined;
  };
};
