import {
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from './errors.ts';
import {
  afterPosition,
  ownEvent,
  streamReadPosition,
  toExpected,
  toReadPosition,
  toRecorded,
} from './esdb-events.ts';
import {
  EVENTS_PER_COMMIT,
  encodePosition,
  readStartFor,
  type LogPosition,
} from './esdb-positions.ts';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  Subscription,
  SubscriptionHandler,
} from './event-store.ts';

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
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    if (events.length > EVENTS_PER_COMMIT)
      throw new Error(`appendToStream takes at most ${EVENTS_PER_COMMIT} events at once`);
    const expected = options.expectedRevision ?? 'any';
    const ids = events.map((e) => e.id ?? randomUUID());
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((e, i) =>
          jsonEvent({
            id: ids[i]!,
            type: e.type,
            data: (e.data ?? {}) as Record<string, unknown>,
            metadata: e.metadata ?? {},
          }),
        ),
        { expectedRevision: toExpected(expected) },
      );
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: await this.positionOf(ids.at(-1)!, result.position?.commit ?? 0n, ids.length),
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

  /** The encoded position of a just-appended event, found from its commit's start. */
  private async positionOf(eventId: string, commit: bigint, appended: number): Promise<number> {
    const events = await this.readFrom({ commit, prepare: 0n }, -1, appended + EVENTS_PER_COMMIT);
    return events.find((e) => e.id === eventId)?.globalPosition ?? encodePosition(commit, 0);
  }

  /** Up to maxCount events after `after`, reading $all forward from `start` (a commit's start). */
  private async readFrom(
    start: LogPosition | 'start',
    after: number,
    maxCount: number,
  ): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const keep = afterPosition(after);
    for await (const resolved of this.client.readAll({
      fromPosition: start === 'start' ? START : start,
    })) {
      const event = keep(resolved);
      if (event) out.push(event);
      if (out.length >= maxCount) break;
    }
    return out;
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamName, {
        direction: FORWARDS,
        fromRevision: START,
      })) {
        const event = ownEvent(resolved);
        if (event) out.push(toRecorded(event, streamReadPosition(event.position)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  readAll(fromPosition: number, maxCount: number): Promise<RecordedEvent[]> {
    return this.readFrom(readStartFor(fromPosition), fromPosition, maxCount);
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({
      direction: 'backwards',
      fromPosition: END,
      maxCount: 50,
    })) {
      const event = ownEvent(resolved);
      if (!event?.position) continue;
      // Count the events of the newest commit from its start.
      const start = { commit: event.position.commit, prepare: 0n };
      const last = (await this.readFrom(start, -1, EVENTS_PER_COMMIT)).at(-1);
      return last?.globalPosition ?? encodePosition(start.commit, 0);
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
    const keep = afterPosition(fromPosition);
    const loop = (async () => {
      try {
        for await (const resolved of subscription) {
          const event = keep(resolved);
          if (event) await handler(event);
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
