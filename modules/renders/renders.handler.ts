import {
  appendsTo,
  awaitState,
  commandHandler,
  foldStream,
} from '../../backend/core/command-handler.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { rendersDecider, type RenderState } from './renders.decider.ts';
import type { RenderEvent } from './renders.events.ts';

export const renderStreamName = (renderId: string): string => `render-${renderId}`;
export const renderImageUrl = (renderId: string): string => `/api/renders/${renderId}/image`;

export const handleRenderCommand = commandHandler(rendersDecider, renderStreamName);

export const getRender = async (store: EventStore, renderId: string): Promise<RenderState> =>
  foldStream<RenderState, RenderEvent>(
    rendersDecider,
    await store.readStream(renderStreamName(renderId)),
  );

/** Waits on the render's own stream until the job has recorded an outcome (or time is up). */
export const awaitRenderOutcome = (
  store: EventStore,
  renderId: string,
  timeoutMs: number,
): Promise<RenderState> =>
  awaitState(
    () => getRender(store, renderId),
    (s) => s.status === 'completed' || s.status === 'failed',
    timeoutMs,
    appendsTo(store, renderStreamName(renderId)),
  );
