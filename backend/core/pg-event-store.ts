import pg from 'pg';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from './errors.ts';
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

/** Appends take this transaction-level lock, so global positions follow commit order. */
const APPEND_LOCK = 712_004_211;
const NOTIFY_CHANNEL = 'curbhue_events';

type EventRow = {
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown> | null;
  created_at: Date;
};

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamName: row.stream_name,
  type: row.type,
  data: row.data,
  metadata: row.metadata ?? {},
  streamRevision: Number(row.stream_revision),
  globalPosition: Number(row.global_position),
  createdAt: row.created_at.toISOString(),
});

const describe = (revision: number | undefined): string =>
  revision === undefined ? 'no_stream' : String(revision);

const checkExpected = (stream: string, expected: ExpectedRevision, current?: number) => {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    expected === current;
  if (!ok) throw new WrongExpectedRevisionError(stream, String(expected), describe(current));
};

/** The default event store: two tables (events, streams) in the app's Postgres database. */
export class PgEventStore implements EventStore {
  private listener: pg.Client | undefined;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly db: Knex,
    private readonly connectionString: string,
  ) {}

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = options.expectedRevision ?? 'any';
    return this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [APPEND_LOCK]);
      const replay = await this.findExisting(trx, streamName, events);
      if (replay) return replay;
      const stream = await trx('streams')
        .where({ stream_name: streamName })
        .first<{ revision: string } | undefined>();
      const current = stream ? Number(stream.revision) : undefined;
      checkExpected(streamName, expected, current);
      const start = (current ?? -1) + 1;
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
    });
  }

  /** A retried append (same event ids) returns the first append's result instead of duplicating. */
  private async findExisting(
    trx: Knex.Transaction,
    streamName: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    const ids = events.map((e) => e.id).filter((id): id is string => Boolean(id));
    if (ids.length === 0) return undefined;
    const found = await trx('events')
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
    void this.ensureListener().catch((e: unknown) => onError?.(e));
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

  /** One LISTEN connection wakes every subscription as soon as an append commits. */
  private async ensureListener(): Promise<void> {
    if (this.listener) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listener = client;
    client.on('notification', () => this.wakers.forEach((wake) => wake()));
    client.on('error', () => {
      this.listener = undefined;
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
  }

  async close(): Promise<void> {
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }
}
