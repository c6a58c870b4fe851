import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { ConflictError, IllegalStateError } from '../../backend/core/errors.ts';
import type { RenderCommand } from './renders.commands.ts';
import type { RenderEvent, RenderRequested } from './renders.events.ts';

type Requested = RenderRequested['data'];

export type RenderState =
  | { status: 'none' }
  | { status: 'requested'; request: Requested }
  | { status: 'completed'; request: Requested; afterImageKey: string; afterImageUrl: string }
  | { status: 'failed'; request: Requested; reason: string };

const initialState = (): RenderState => ({ status: 'none' });

const evolve = (state: RenderState, event: RenderEvent): RenderState => {
  switch (event.type) {
    case 'RenderRequested':
      return { status: 'requested', request: event.data };
    case 'RenderCompleted':
      return state.status === 'none'
        ? state
        : {
            status: 'completed',
            request: state.request,
            afterImageKey: event.data.afterImageKey,
            afterImageUrl: event.data.afterImageUrl,
          };
    case 'RenderFailed':
      return state.status === 'none'
        ? state
        : { status: 'failed', request: state.request, reason: event.data.reason };
    default:
      return state;
  }
};

const decide = (command: RenderCommand, state: RenderState): RenderEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'RequestRender':
      if (state.status !== 'none') throw new ConflictError('This render was already requested');
      return [{ type: 'RenderRequested', data: { ...command.data, requestedAt: now } }];
    case 'CompleteRender':
      if (state.status === 'completed' || state.status === 'failed') return []; // a retried job
      if (state.status === 'none') throw new IllegalStateError('Unknown render');
      return [
        {
          type: 'RenderCompleted',
          data: { ...command.data, userId: state.request.userId, completedAt: now },
        },
      ];
    case 'FailRender':
      if (state.status === 'completed' || state.status === 'failed') return [];
      if (state.status === 'none') throw new IllegalStateError('Unknown render');
      return [
        {
          type: 'RenderFailed',
          data: {
            renderId: command.data.renderId,
            userId: state.request.userId,
            reason: command.data.reason,
            ...(command.data.detail ? { detail: command.data.detail } : {}),
            creditSpent: state.request.creditSpent,
            failedAt: now,
          },
        },
      ];
    default:
      return assertNever(command);
  }
};

export const rendersDecider: Decider<RenderState, RenderCommand, RenderEvent> = {
  decide,
  evolve,
  initialState,
};
