import type { Event } from '../../backend/core/decider.ts';
import type { PaintColors } from '../../backend/ports/image-renderer.ts';

export type ColorSelections = { body?: number; trim?: number; accent?: number };

export type RenderRequested = Event<
  'RenderRequested',
  {
    renderId: string;
    userId: string;
    photoId: string;
    beforeImageUrl: string;
    schemeId: string;
    schemeName: string;
    manufacturer: string;
    colors: PaintColors;
    colorSelections: ColorSelections;
    creditSpent: boolean;
    requestedAt: string;
  }
>;
export type RenderCompleted = Event<
  'RenderCompleted',
  {
    renderId: string;
    userId: string;
    afterImageKey: string;
    afterImageUrl: string;
    /** Which engine made the after-image's pixels: 'local' or 'openai'. */
    engine: string;
    /** Set when the preferred engine failed and the local one stood in: why. */
    fallbackReason?: string;
    completedAt: string;
  }
>;
/** reason: one of RENDER_FAILURES, shown to the user; detail: for the logs only. */
export type RenderFailed = Event<
  'RenderFailed',
  {
    renderId: string;
    userId: string;
    reason: string;
    detail?: string;
    creditSpent: boolean;
    failedAt: string;
  }
>;

export type RenderEvent = RenderRequested | RenderCompleted | RenderFailed;

export const renderEventTypes = [
  'RenderRequested',
  'RenderCompleted',
  'RenderFailed',
] as const satisfies readonly RenderEvent['type'][];
