import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

export type LoopSample<T> = {
  result: T;
  /** The longest the event loop of this process (app and test alike) was kept waiting. */
  maxDelayMs: number;
  /** Round trips of GET /healthz, one every SAMPLE_EVERY_MS, while `work` ran. */
  healthzMs: number[];
};

const SAMPLE_EVERY_MS = 20;

/**
 * Runs `work` while measuring how long the event loop is blocked and sampling /healthz as
 * another user's browser would. Tests compare the figures with generous bounds (a loaded
 * machine delays timers too); `npm run bench` prints them.
 */
export const sampleWhile = async <T>(
  baseUrl: string,
  work: () => Promise<T>,
): Promise<LoopSample<T>> => {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let done = false;
  const healthzMs: number[] = [];
  const sampler = (async () => {
    do {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/healthz`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`/healthz answered ${res.status}`);
      healthzMs.push(performance.now() - started);
      await delay(SAMPLE_EVERY_MS);
    } while (!done && healthzMs.length < 10_000);
  })();
  try {
    const result = await work();
    done = true;
    await sampler;
    await delay(2 * SAMPLE_EVERY_MS); // let the monitor's timer see a block that just ended
    return { result, maxDelayMs: histogram.max / 1e6, healthzMs };
  } finally {
    done = true;
    histogram.disable();
  }
};
