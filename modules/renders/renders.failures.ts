import type { EventStore } from '../../backend/core/event-store.ts';
import { recordedFailureError } from '../../backend/core/failures.ts';
import { renderStreamName } from './renders.handler.ts';

/** Why a render failed, as a user may read it (the render-image job and trigger record one). */
export const RENDER_FAILURES = {
  inputsMissing: 'the photo or its surfaces are missing',
  masksUnreadable: 'the surface masks are unreadable',
  notAnalyzed: 'the photo has not been analyzed',
  engineFailed: 'the rendering engine failed',
  serviceFailed: 'the render service failed',
} as const;

/** The 500 of a failed render: a plain reason; the recorded detail goes to the log. */
export const renderFailedError = (store: EventStore, renderId: string) =>
  recordedFailureError(
    store,
    renderStreamName(renderId),
    { failureType: 'RenderFailed', status: 500, prefix: 'Failed to create visualization: ' },
    RENDER_FAILURES,
    RENDER_FAILURES.serviceFailed,
  );
