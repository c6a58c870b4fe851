import type { Command } from '../../backend/core/decider.ts';
import type {
  RenderCompleted,
  RenderDeleted,
  RenderFailed,
  RenderRequested,
  RenderShared,
} from './renders.events.ts';

export type RequestRender = Command<'RequestRender', Omit<RenderRequested['data'], 'requestedAt'>>;
export type CompleteRender = Command<
  'CompleteRender',
  Omit<RenderCompleted['data'], 'completedAt' | 'userId'>
>;
export type FailRender = Command<
  'FailRender',
  Pick<RenderFailed['data'], 'renderId' | 'reason' | 'detail'>
>;

/** Owner only; the route draws the token, the decider keeps the first one. */
export type ShareRender = Command<
  'ShareRender',
  Pick<RenderShared['data'], 'renderId' | 'userId' | 'shareToken'>
>;
export type DeleteRender = Command<
  'DeleteRender',
  Pick<RenderDeleted['data'], 'renderId' | 'userId'>
>;

export type RenderCommand =
  RequestRender | CompleteRender | FailRender | ShareRender | DeleteRender;
