import pg from 'pg';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from './errors.ts';
import {
  checkExpected,
  describeRevision,
  EVENT_COLUMNS,
  findExistingAppend,
  isLostRace,
  toRecorded,
  type EventRow,
} from './pg-event-rows.ts';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscriptionHandler,
  Subscription,
  BatchHandler,
} from './event-store.ts';
import { pollingSubscription } from './polling-subscription.ts';

/**
 * Taken right before an append draws its global positions from the sequence, and held until it
 * commits: appends commit in the order of their positions, so once a reader has seen position p
 * no smaller position can appear later, and reading `global_position > checkpoint` skips nothing.
 */
const ORDER_LOCK = 712_004_211;
const NOTIFY_CHANNEL = 'curbhue_events';
/** At most this many appends (and, past the first, this many events) commit as one write. */
const MAX_GROUP = 200;
const MAX_GROUP_EVENTS = 2000;

type QueuedAppend = {
  streamName: string;
  events: readonly NewEvent[];
  start: number | undefined;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};

/** The default event store: two tables (events, streams) in the app's Postgres database. */
export class PgEventStore implements EventStore {
  private listener: pg.Client | undefined;
  private listening: Promise<void> | undefined;
  private closed = false;
  private readonly wakers = new Set<() => void>();
  private readonly appendListeners = new Set<(streamName: string) => void>();

  /**
   * `idleMs`: how long an idle subscription sleeps when no notification wakes it (the safety net
   * behind LISTEN/NOTIFY; tests set it very long to prove the notification alone is enough).
   * `subscriptionDb`: the pool subscriptions read from (the projection runner's own, so its reads
   * do not queue behind a burst of appends and requests in the main pool).
   */
  constructor(
    private readonly db: Knex,
    private readonly connectionString: string,
    private readonly options: { idleMs?: number; subscriptionDb?: Knex } = {},
  ) {}

  /**
   * Optimistic concurrency: the expected revision is checked against what was read, and the
   * unique key (stream_name, stream_revision) refuses the losers of a race, which get the same
   * WrongExpectedRevisionError as a stale revision (never a raw duplicate-key error).
   */
  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = options.expectedRevision ?? 'any';
    try {
      const replay = await findExistingAppend(this.db, streamName, events);
      if (replay) return replay;
      // 'any' needs no read before the lock (one round trip fewer for the busiest appends).
      const read = expected === 'any' ? undefined : await this.revisionOf(this.db, streamName);
      if (expected !== 'any') checkExpected(streamName, expected, read);
      // 'any' and 'stream_exists' append after whatever the stream holds once locked.
      const exact = expected === 'no_stream' || typeof expected === 'number';
      return await this.lockedInsert(streamName, events, exact ? (read ?? -1) + 1 : undefined);
    } catch (error) {
      // A lost race shows either as a unique-key violation or, when the winner committed between
      // our look for these event ids and our read of the revision, as a stale revision.
      const raced = isLostRace(error) || error instanceof WrongExpectedRevisionError;
      if (!raced) throw error;
      // Another append got there first: the same events (an idempotent retry), or this revision.
      const replay = await findExistingAppend(this.db, streamName, events);
      if (replay) return replay;
      if (error instanceof WrongExpectedRevisionError) throw error;
      const actual = describeRevision(await this.revisionOf(this.db, streamName));
      throw new WrongExpectedRevisionError(streamName, String(expected), actual);
    }
  }

  private async revisionOf(db: Knex, streamName: string): Promise<number | undefined> {
    const stream = await db('streams')
      .where({ stream_name: streamName })
      .first<{ revision: string } | undefined>();
    return stream ? Number(stream.revision) : undefined;
  }

  /**
   * Group commit: while one write holds the order lock, the appends that arrive meanwhile queue
   * and go together as the next write (one lock, one commit and fsync for all of them, each
   * append's events still contiguous and in order). Idle, an append goes at once.
   */
  private lockedInsert(
    streamName: string,
    events: readonly NewEvent[],
    start: number | undefined,
  ): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queued.push({ streamName, events, start, resolve, reject });
      void this.flush();
    });
  }

  private readonly queued: QueuedAppend[] = [];
  private flushing = false;

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queued.length > 0) {
        // One append per stream in a write (revisions of a stream follow from its row), and a
        // bounded write; the rest wait for the next one.
        const group: QueuedAppend[] = [];
        const streams = new Set<string>();
        let size = 0;
        for (let i = 0; i < this.queued.length && group.length < MAX_GROUP;) {
          const append = this.queued[i]!;
          if (streams.has(append.streamName) || (group.length > 0 && size >= MAX_GROUP_EVENTS)) {
            i++;
            continue;
          }
          streams.add(append.streamName);
          size += append.events.length;
          group.push(append);
          this.queued.splice(i, 1);
        }
        await this.writeGroup(group);
      }
    } finally {
      this.flushing = false;
    }
  }

  /**
   * A grouped write that fails (a lost race on one stream's revision) is retried append by
   * append, so only the append that lost gets the error.
   */
  private async writeGroup(group: readonly QueuedAppend[]): Promise<void> {
    try {
      const results = await this.insertLocked(group);
      // This process's subscriptions need not wait for the notification's round trip.
      this.wakers.forEach((wake) => wake());
      group.forEach((append, i) => append.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const append of group) {
        await this.insertLocked([append]).then(
          ([result]) => append.resolve(result!),
          (e: unknown) => append.reject(e),
        );
      }
    }
  }

  /**
   * The write under the order lock as one simple-protocol query (two statements, one implicit
   * transaction): the lock is held only while PostgreSQL works and commits, never across a round
   * trip to this process, so a busy or starved client does not hold up every other append.
   * The second statement takes its snapshot after the lock: it sees every earlier append.
   */
  private async insertLocked(group: readonly QueuedAppend[]): Promise<AppendResult[]> {
    const connection = (await this.db.client.acquireConnection()) as pg.Client;
    try {
      const literal = (value: string) => connection.escapeLiteral(value);
      const rows = literal(
        JSON.stringify(
          group.flatMap((append, app) =>
            append.events.map((e, ord) => ({
              app,
              ord,
              stream_name: append.streamName,
              start: append.start ?? null,
              event_id: e.id ?? randomUUID(),
              type: e.type,
              data: e.data ?? {},
              metadata: e.metadata ?? {},
            })),
          ),
        ),
      );
      const results = (await connection.query(
        `select pg_advisory_xact_lock(${ORDER_LOCK});
         with e as (
           select * from jsonb_to_recordset(${rows}::jsonb) as e(app int, ord int,
             stream_name text, start bigint, event_id uuid, type text, data jsonb, metadata jsonb)),
         ins as (
           insert into events (event_id, stream_name, stream_revision, type, data, metadata)
           select e.event_id, e.stream_name, coalesce(e.start, coalesce(s.revision, -1) + 1) + e.ord,
             e.type, e.data, e.metadata
           from e left join streams s on s.stream_name = e.stream_name
           order by e.app, e.ord
           returning global_position, stream_name, stream_revision),
         up as (
           insert into streams (stream_name, revision)
           select stream_name, max(stream_revision) from ins group by stream_name
           on conflict (stream_name) do update set revision = excluded.revision)
         select stream_name, max(global_position) as position, max(stream_revision) as revision,
           pg_notify(${literal(NOTIFY_CHANNEL)}, max(global_position)::text || ' ' || stream_name)
         from ins group by stream_name`,
      )) as unknown as pg.QueryResult<{
        stream_name: string;
        position: string;
        revision: string;
      }>[];
      // Delivered at commit, to every listening process: wakes subscriptions and waiting routes.
      const byStream = new Map(results[1]!.rows.map((r) => [r.stream_name, r]));
      return group.map((append) => {
        const row = byStream.get(append.streamName)!;
        return { nextExpectedRevision: Number(row.revision), position: Number(row.position) };
      });
    } finally {
      await this.db.client.releaseConnection(connection);
    }
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    const rows = await this.db('events')
      .where({ stream_name: streamName })
      .orderBy('stream_revision')
      .select<EventRow[]>(this.db.raw(EVENT_COLUMNS));
    return rows.map(toRecorded);
  }

  readAll(fromPosition: number, maxCount: number): Promise<RecordedEvent[]> {
    return this.readAllIn(this.db, fromPosition, maxCount);
  }

  private async readAllIn(
    db: Knex,
    fromPosition: number,
    maxCount: number,
  ): Promise<RecordedEvent[]> {
    const rows = await db('events')
      .where('global_position', '>', fromPosition)
      .orderBy('global_position')
      .limit(maxCount)
      .select<EventRow[]>(db.raw(EVENT_COLUMNS));
    return rows.map(toRecorded);
  }

  eventsTableIn(db: unknown): string | undefined {
    return db === this.db ? 'public.events' : undefined;
  }

  async headPosition(): Promise<number> {
    const row = await this.db('events')
      .max<{ max: string | null }>('global_position as max')
      .first();
    return row?.max == null ? -1 : Number(row.max);
  }

  subscribeToAll(
    fromPosition: number,
    handler: SubscriptionHandler,
    onError?: (e: unknown) => void,
  ): Subscription {
    return this.subscribeToAllInBatches(
      fromPosition,
      async (events) => {
        for (const event of events) await handler(event);
      },
      onError,
    );
  }

  subscribeToAllInBatches(
    fromPosition: number,
    handler: BatchHandler,
    onError?: (e: unknown) => void,
  ): Subscription {
    void this.ensureListener().catch((e: unknown) => onError?.(e));
    return pollingSubscription({
      fromPosition,
      read: (from) => this.readAllIn(this.options.subscriptionDb ?? this.db, from, 250),
      handler,
      onError,
      registerWaker: (wake) => {
        this.wakers.add(wake);
        return () => this.wakers.delete(wake);
      },
      ...(this.options.idleMs ? { idleMs: this.options.idleMs } : {}),
    });
  }

  onAppended(listener: (streamName: string) => void): () => void {
    this.appendListeners.add(listener);
    void this.ensureListener().catch(() => undefined);
    return () => this.appendListeners.delete(listener);
  }

  /** Resolves once this process LISTENs (appends committed later wake its waiters). */
  async listen(): Promise<void> {
    await this.ensureListener();
  }

  /**
   * One LISTEN connection wakes every subscription and waiter as soon as an append commits; a
   * lost connection is replaced (the subscriptions' idle poll covers the gap).
   */
  private ensureListener(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.listening ??= this.connectListener().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      this.wakers.forEach((wake) => wake());
      const streamName = message.payload?.slice(message.payload.indexOf(' ') + 1) ?? '';
      this.appendListeners.forEach((listener) => listener(streamName));
    });
    client.on('error', () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.listening = undefined;
      void client.end().catch(() => undefined);
      setTimeout(() => void this.ensureListener().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    this.listener = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listening?.catch(() => undefined);
    const client = this.listener;
    this.listener = undefined;
    this.listening = undefined;
    await client?.end().catch(() => undefined);
  }
}
