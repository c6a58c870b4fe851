/**
 * The event store port. Two adapters implement it: the Postgres store (default) and
 * EventStoreDB (EVENTSTORE_CONNECTION_STRING). Both pass tests/backend/core/event-store.contract.
 */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export type NewEvent = Readonly<{
  /** Optional stable id: appending the same ids again is a no-op (idempotent retry). */
  id?: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}>;

export type RecordedEvent<T extends string = string, D = unknown> = Readonly<{
  id: string;
  streamName: string;
  type: T;
  data: D;
  metadata: Record<string, unknown>;
  /** 0-based position of the event inside its stream. */
  streamRevision: number;
  /**
   * Position in the store-wide log: unique, strictly increasing in commit order, and never
   * skipped by a reader (readAll, subscribeToAll). Exact on events from readAll and
   * subscribeToAll; EventStoreDB's stream reads give their commit's first position.
   */
  globalPosition: number;
  createdAt: string;
}>;

export type AppendResult = Readonly<{
  /** Revision of the last event now in the stream (the next append's expected revision). */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: number;
}>;

export type Subscription = { stop: () => Promise<void> };

export type SubscriptionHandler = (event: RecordedEvent) => Promise<void>;
/** Consecutive events in global order; the next batch comes once this one is handled. */
export type BatchHandler = (events: readonly RecordedEvent[]) => Promise<void>;

export interface EventStore {
  appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Every event of the stream in order; [] when the stream does not exist. */
  readStream(streamName: string): Promise<RecordedEvent[]>;
  /** Events after `fromPosition` (exclusive; -1 = from the start), in global order. */
  readAll(fromPosition: number, maxCount: number): Promise<RecordedEvent[]>;
  /** Position of the newest event in the store (-1 when empty). */
  headPosition(): Promise<number>;
  /**
   * The table holding the events, when `db` (a knex instance) can read it: rebuilds then copy
   * straight from it in SQL where a projection can (the audit log). Only the Postgres store.
   */
  eventsTableIn?(db: unknown): string | undefined;
  /** Catch-up subscription: existing events after `fromPosition`, then live ones, in order. */
  subscribeToAll(
    fromPosition: number,
    handler: SubscriptionHandler,
    onError?: (e: unknown) => void,
  ): Subscription;
  /**
   * subscribeToAll handing over the events in batches (whatever arrived together), so a
   * subscriber can handle many in one transaction. Optional: without it, batches of one.
   */
  subscribeToAllInBatches?(
    fromPosition: number,
    handler: BatchHandler,
    onError?: (e: unknown) => void,
  ): Subscription;
  /**
   * Calls `listener` with the stream's name soon after an append to any stream commits, in this
   * process or another: a hint for waking waiters (they re-read), not a delivery guarantee.
   * Returns the unsubscribe. Optional: without it waiters poll.
   */
  onAppended?(listener: (streamName: string) => void): () => void;
  close(): Promise<void>;
}
