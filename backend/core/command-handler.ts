import type { Command, Decider, Event } from './decider.ts';
import { ConflictError, WrongExpectedRevisionError } from './errors.ts';
import type { EventStore, ExpectedRevision, RecordedEvent } from './event-store.ts';

export type HandleResult<E extends Event> = {
  newEvents: E[];
  /** Revision of the stream after the command (-1 when the stream is still empty). */
  nextExpectedRevision: number;
  /**
   * Global position to wait for before reading the result: of the last event written, or, when
   * the decider decided nothing, of the last event the decision read (another writer's event
   * that made this command a no-op must be projected too); -1 for a stream still empty.
   */
  position: number;
};

export type HandleOptions = {
  /** 'no_stream' to create a stream (no retry on conflict); otherwise the revision read is used. */
  expectedRevision?: ExpectedRevision;
  /** How often read → decide → append is re-run when another writer got there first. */
  retries?: number;
};

export const foldStream = <S, E extends Event>(
  decider: Pick<Decider<S, never, E>, 'evolve' | 'initialState'>,
  events: readonly RecordedEvent[],
): S =>
  events.reduce(
    (state, e) => decider.evolve(state, { type: e.type, data: e.data } as E),
    decider.initialState(),
  );

/**
 * read → fold → decide → append, with the revision read as the expected revision.
 * Event ids come from the command metadata when given (jobs: uuid v5 of the job id), so a
 * retried command cannot write twice.
 */
export const commandHandler =
  <S, C extends Command, E extends Event>(
    decider: Decider<S, C, E>,
    streamName: (id: string) => string,
  ) =>
  async (
    store: EventStore,
    id: string,
    command: C,
    options: HandleOptions = {},
  ): Promise<HandleResult<E>> => {
    const stream = streamName(id);
    const attempts = options.expectedRevision === 'no_stream' ? 1 : 1 + (options.retries ?? 3);
    for (let attempt = 1; ; attempt++) {
      const recorded = await store.readStream(stream);
      const state = foldStream<S, E>(decider, recorded);
      const current = recorded.length - 1;
      const newEvents = decider.decide(command, state);
      if (newEvents.length === 0) {
        const position = recorded[current]?.globalPosition ?? -1;
        return { newEvents, nextExpectedRevision: current, position };
      }
      const ids = command.metadata.eventIds;
      try {
        const result = await store.appendToStream(
          stream,
          newEvents.map((e, i) => ({
            ...(ids?.[i] ? { id: ids[i] } : {}),
            type: e.type,
            data: e.data,
            metadata: { userId: command.metadata.userId, commandType: command.type },
          })),
          { expectedRevision: options.expectedRevision ?? (current < 0 ? 'no_stream' : current) },
        );
        return { newEvents, ...result };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= attempts) throw new ConflictError();
      }
    }
  };

/**
 * Re-reads a state until `done` says so or time is up (then the last state is returned): how a
 * synchronous route waits for the outcome a job records on the route's own stream. With `wakeOn`
 * (the event store's append notifications) it re-reads as soon as woken, polling only every
 * `safetyMs` in case a notification is lost; without it, it polls with a short backoff.
 */
export const awaitState = async <S>(
  read: () => Promise<S>,
  done: (state: S) => boolean,
  timeoutMs: number,
  wakeOn?: (wake: () => void) => () => void,
  safetyMs = 1000,
): Promise<S> => {
  const until = Date.now() + timeoutMs;
  let woken: boolean;
  let wake: () => void = () => undefined;
  const unsubscribe = wakeOn?.(() => {
    woken = true;
    wake();
  });
  try {
    for (let delay = 50; ; delay = Math.min(delay * 1.5, 250)) {
      woken = false;
      const state = await read();
      if (done(state) || Date.now() > until) return state;
      if (woken) continue; // something was appended while we read: read again at once
      const wait = Math.min(wakeOn ? safetyMs : delay, Math.max(0, until - Date.now()) + 1);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wake = () => (clearTimeout(timer), resolve());
      });
      wake = () => undefined;
    }
  } finally {
    unsubscribe?.();
  }
};

/** `awaitState`'s wakeOn for one stream of a store (undefined when the store cannot notify). */
export const appendsTo = (
  store: EventStore,
  streamName: string,
): ((wake: () => void) => () => void) | undefined => {
  const onAppended = store.onAppended?.bind(store);
  if (!onAppended) return undefined;
  return (wake) =>
    onAppended((name) => {
      if (name === streamName) wake();
    });
};
