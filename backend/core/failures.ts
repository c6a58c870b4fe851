import { AppError } from './errors.ts';
import type { EventStore } from './event-store.ts';

type Recorded = { reason: string; detail?: string };

/**
 * Failure reasons as users may read them. A job records a plain reason from its module's list
 * and, apart, the detail (an engine's exception text may name server files or SQL). Only a
 * listed reason is ever shown; anything else recorded (older events kept raw exception text)
 * is shown as `fallback` and kept as the detail for the log.
 */
export const userFacingFailure = (
  recorded: Recorded | undefined,
  plain: Readonly<Record<string, string>>,
  fallback: string,
): Recorded => {
  const reason = recorded?.reason ?? '';
  if (Object.values(plain).includes(reason))
    return { reason, ...(recorded?.detail ? { detail: recorded.detail } : {}) };
  return { reason: fallback, detail: recorded?.detail ?? reason };
};

/**
 * The HTTP error for a stream's recorded failure (its `failureType` event): `prefix` and the
 * plain reason for the user; the detail is logged with the request id (see AppError).
 */
export const recordedFailureError = async (
  store: EventStore,
  streamName: string,
  failure: { failureType: string; status: number; prefix: string },
  plain: Readonly<Record<string, string>>,
  fallback: string,
): Promise<AppError> => {
  const events = await store.readStream(streamName);
  const recorded = events.find((e) => e.type === failure.failureType)?.data as Recorded | undefined;
  const { reason, detail } = userFacingFailure(recorded, plain, fallback);
  return new AppError(failure.status, `${failure.prefix}${reason}`, detail);
};
