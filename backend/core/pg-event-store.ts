import pg from 'pg';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from './errors.ts';
import {
  checkExpected,
  describeRevision,
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
} from './event-store.ts';
import { pollingSubscription } from './polling-subscription.ts';

/**
 * Taken right before an append draws its global positions from the sequence, and held until it
 * commits: appends commit in the order of their positions, so once a reader has seen position p
 * no smaller position can appear later, and reading `global_position > checkpoint` skips nothing.
 */
const ORDER_LOCK = 712_004_211;
const NOTIFY_CHANNEL = 'curbhue_events';

/** The default event store: two tables (events, streams) in the app's Postgres database. */
export class PgEventStore implements EventStore {
  private listener: pg.Client | undefined;
  private closed = false;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly db: Knex,
    private readonly connectionString: string,
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
      return await this.db.transaction(async (trx) => {
        const replay = await this.findExisting(trx, streamName, events);
        if (replay) return replay;
        const read = await this.revisionOf(trx, streamName);
        checkExpected(streamName, expected, read);
        await trx.raw('select pg_advisory_xact_lock(?)', [ORDER_LOCK]);
        // 'any' and 'stream_exists' append after whatever the stream holds now.
        const exact = expected === 'no_stream' || typeof expected === 'number';
        const current = exact ? read : await this.revisionOf(trx, streamName);
        return this.insert(trx, streamName, events, (current ?? -1) + 1);
      });
    } catch (error) {
      if (!isLostRace(error)) throw error;
      // Another append got there first: the same events (an idempotent retry), or this revision.
      const replay = await this.findExisting(this.db, streamName, events);
      if (replay) return replay;
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

  private async insert(
    trx: Knex.Transaction,
    streamName: string,
    events: readonly NewEvent[],
    start: number,
  ): Promise<AppendResult> {
    const rows = await trx('events')
      .insert(
        events.map((e, i) => ({
          event_id: e.id ?? randomUUID(),
          stream_name: streamName,
          stream_revision: start + i,
          type: e.type,
          data: JSON.stringify(e.data ?? {}),
          metadata: JSON.stringify(e.metadata ?? {}),
        })),
      )
      .returning<{ global_position: string }[]>('global_position');
    const next = start + events.length - 1;
    await trx('streams')
      .insert({ stream_name: streamName, revision: next })
      .onConflict('stream_name')
      .merge();
    const position = Number(rows[rows.length - 1]!.global_position);
    await trx.raw('select pg_notify(?, ?)', [NOTIFY_CHANNEL, String(position)]);
    return { nextExpectedRevision: next, position };
  }

  /** A retried append (same event ids) returns the first append's result instead of duplicating. */
  private async findExisting(
    db: Knex,
    streamName: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    const ids = events.map((e) => e.id).filter((id): id is string => Boolean(id));
    if (ids.length === 0) return undefined;
    const found = await db('events')
      .whereIn('event_id', ids)
      .orderBy('global_position')
      .select<EventRow[]>('*');
    if (found.length === 0) return undefined;
    const last = found[found.length - 1]!;
    if (found.length !== events.length || found.some((r) => r.stream_name !== streamName)) {
      throw new WrongExpectedRevisionError(streamName, 'new event ids', 'some ids already used');
    }
    return {
      nextExpectedRevision: Number(last.stream_revision),
      position: Number(last.global_position),
    };
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    const rows = await this.db('events')
      .where({ stream_name: streamName })
      .orderBy('stream_revision')
      .select<EventRow[]>('*');
    return rows.map(toRecorded);
  }

  async readAll(fromPosition: number, maxCount: number): Promise<RecordedEvent[]> {
    const rows = await this.db('events')
      .where('global_position', '>', fromPosition)
      .orderBy('global_position')
      .limit(maxCount)
      .select<EventRow[]>('*');
    return rows.map(toRecorded);
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
    // A listener that cannot connect retries by itself; meanwhile the subscription polls.
    void this.ensureListener().catch(() => undefined);
    return pollingSubscription({
      fromPosition,
      read: (from) => this.readAll(from, 500),
      handler,
      onError,
      registerWaker: (wake) => {
        this.wakers.add(wake);
        return () => this.wakers.delete(wake);
      },
    });
  }

  /**
   * One LISTEN connection wakes every subscription as soon as an append commits. When it is
   * lost (PostgreSQL restarted), the subscriptions are woken to read what they may have missed,
   * and it is opened again every second while anyone subscribes.
   */
  private async ensureListener(): Promise<void> {
    if (this.listener || this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listener = client;
    client.on('notification', () => this.wakers.forEach((wake) => wake()));
    client.on('error', () => this.dropListener(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      this.dropListener(client);
      throw error;
    }
  }

  private dropListener(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    void client.end().catch(() => undefined);
    this.wakers.forEach((wake) => wake());
    setTimeout(() => {
      if (this.wakers.size > 0) void this.ensureListener().catch(() => undefined);
    }, 1000).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }
}
