import {
  ANY,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { WrongExpectedRevisionError } from './errors.ts';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  Subscription,
  SubscriptionHandler,
} from './event-store.ts';

/** EventStoreDB positions are {commit, prepare}; for single-event commits they are equal. */
const toReadPosition = (position: number) =>
  position < 0 ? START : { commit: BigInt(position), prepare: BigInt(position) };

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
};

const toRecorded = (
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || event.type.startsWith('$')) return undefined;
  return {
    id: event.id,
    streamName: event.streamId,
    type: event.type,
    data: event.data,
    metadata: (event.metadata as Record<string, unknown> | undefined) ?? {},
    streamRevision: Number(event.revision),
    globalPosition: Number(event.position?.commit ?? -1n),
    createdAt: event.created.toISOString(),
  };
};

/** The same contract on EventStoreDB, chosen by EVENTSTORE_CONNECTION_STRING. */
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString`${connectionString}`;
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((e) =>
          jsonEvent({
            ...(e.id ? { id: e.id } : {}),
            type: e.type,
            data: (e.data ?? {}) as Record<string, unknown>,
            metadata: e.metadata ?? {},
          }),
        ),
        { expectedRevision: toExpected(expected) },
      );
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: Number(result.position?.commit ?? -1n),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(
          streamName,
          String(expected),
          String(error.actualVersion),
        );
      }
      throw error;
    }
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamName, {
        direction: FORWARDS,
        fromRevision: START,
      })) {
        const event = toRecorded(resolved);
        if (event) out.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(fromPosition: number, maxCount: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const reading = this.client.readAll({
      fromPosition: toReadPosition(fromPosition),
      maxCount: maxCount + 1,
    });
    for await (const resolved of reading) {
      const event = toRecorded(resolved);
      if (event && event.globalPosition > fromPosition) out.push(event);
      if (out.length >= maxCount) break;
    }
    return out;
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({
      direction: 'backwards',
      fromPosition: END,
      maxCount: 50,
    })) {
      const event = toRecorded(resolved);
      if (event) return event.globalPosition;
    }
    return -1;
  }

  subscribeToAll(
    fromPosition: number,
    handler: SubscriptionHandler,
    onError?: (e: unknown) => void,
  ): Subscription {
    const subscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(fromPosition),
      filter: excludeSystemEvents(),
    });
    const loop = (async () => {
      try {
        for await (const resolved of subscription) {
          const event = toRecorded(resolved);
          if (event && event.globalPosition > fromPosition) await handler(event);
        }
      } catch (error) {
        onError?.(error);
      }
    })();
    return {
      stop: async () => {
        await subscription.unsubscribe();
        await loop;
      },
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
