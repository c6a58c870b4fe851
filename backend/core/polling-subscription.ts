import type { BatchHandler, RecordedEvent, Subscription } from './event-store.ts';

/**
 * A catch-up subscription over a readAll-style source: reads batches after the last
 * handled position, hands each over whole and in order, and sleeps until woken (or 1 s) when
 * idle.
 */
export const pollingSubscription = (options: {
  fromPosition: number;
  read: (from: number) => Promise<RecordedEvent[]>;
  handler: BatchHandler;
  onError?: (e: unknown) => void;
  registerWaker: (wake: () => void) => () => void;
  idleMs?: number;
}): Subscription => {
  let position = options.fromPosition;
  let running = true;
  let woken = false;
  let wake: () => void = () => undefined;
  const unregister = options.registerWaker(() => {
    woken = true;
    wake();
  });

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.idleMs ?? 1000);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (running) {
      try {
        woken = false;
        const batch = await options.read(position);
        if (!running) return;
        if (batch.length > 0) {
          await options.handler(batch);
          position = batch[batch.length - 1]!.globalPosition;
        }
        if (batch.length === 0 && !woken) await sleep();
      } catch (error) {
        options.onError?.(error);
        running = false;
      }
    }
  })();

  return {
    stop: async () => {
      running = false;
      wake();
      unregister();
      await loop;
    },
  };
};
