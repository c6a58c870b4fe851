import type { Event } from '../../backend/core/decider.ts';
import type { PaintColors } from '../../backend/ports/image-renderer.ts';

export type ColorSelections = { body?: number; trim?: number; accent?: number };
/** How each chosen paint is named on swatches, e.g. 'SW 7015 Repose Gray'. */
export type PaintColorLabels = { mainBody: string; trim: string; accents: string };

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
    /** Absent on renders requested before labels were recorded. */
    colorLabels?: PaintColorLabels;
    /** Whether the scheme was HOA-approved when the render was asked for (absent: no). */
    isHoaApproved?: boolean;
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

/** The owner made a public link; the token (≥ 128 random bits, base64url) is the link. */
export type RenderShared = Event<
  'RenderShared',
  { renderId: string; userId: string; shareToken: string; sharedAt: string }
>;
/** The owner deleted the render: its images and share link are gone; the history stays. */
export type RenderDeleted = Event<
  'RenderDeleted',
  { renderId: string; userId: string; deletedAt: string }
>;

export type RenderEvent =
  RenderRequested | RenderCompleted | RenderFailed | RenderShared | RenderDeleted;

export const renderEventTypes = [
  'RenderRequested',
  'RenderCompleted',
  'RenderFailed',
  'RenderShared',
  'RenderDeleted',
] as const satisfies readonly RenderEvent['type'][];
