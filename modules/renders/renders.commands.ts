import type { Command } from '../../backend/core/decider.ts';
import type { RenderCompleted, RenderFailed, RenderRequested } from './renders.events.ts';

export type RequestRender = Command<'RequestRender', Omit<RenderRequested['data'], 'requestedAt'>>;
export type CompleteRender = Command<
  'CompleteRender',
  Omit<RenderCompleted['data'], 'completedAt' | 'userId'>
>;
export type FailRender = Command<
  'FailRender',
  Pick<RenderFailed['data'], 'renderId' | 'reason' | 'detail'>
>;

export type RenderCommand = RequestRender | CompleteRender | FailRender;
