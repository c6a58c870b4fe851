import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { ConflictError, IllegalStateError, NotFoundError } from '../../backend/core/errors.ts';
import type { DeleteRender, RenderCommand, ShareRender } from './renders.commands.ts';
import type { RenderEvent, RenderRequested } from './renders.events.ts';

type Requested = RenderRequested['data'];
/** What every requested render carries, whatever its outcome. */
type Known = { request: Requested; shareToken?: string; deleted?: true };

export type RenderState =
  | { status: 'none' }
  | (Known & { status: 'requested' })
  | (Known & { status: 'completed'; afterImageKey: string; afterImageUrl: string })
  | (Known & { status: 'failed'; reason: string });

const initialState = (): RenderState => ({ status: 'none' });

const evolve = (state: RenderState, event: RenderEvent): RenderState => {
  if (event.type === 'RenderRequested') return { status: 'requested', request: event.data };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'RenderCompleted':
      return {
        ...state,
        status: 'completed',
        afterImageKey: event.data.afterImageKey,
        afterImageUrl: event.data.afterImageUrl,
      };
    case 'RenderFailed':
      return { ...state, status: 'failed', reason: event.data.reason };
    case 'RenderShared':
      return { ...state, shareToken: event.data.shareToken };
    case 'RenderDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
};

/** Another user's render, a deleted one and a missing one look the same: not found. */
const ownedRender = (state: RenderState, command: ShareRender | DeleteRender) => {
  if (state.status === 'none' || state.deleted || state.request.userId !== command.data.userId)
    throw new NotFoundError('Render not found');
  return state;
};

const share = (command: ShareRender, state: RenderState): RenderEvent[] => {
  const render = ownedRender(state, command);
  if (render.status !== 'completed')
    throw new ConflictError('Only a completed render can be shared');
  if (render.shareToken) return []; // the first link stays the link
  const { renderId, userId, shareToken } = command.data;
  return [
    {
      type: 'RenderShared',
      data: { renderId, userId, shareToken, sharedAt: command.metadata.now },
    },
  ];
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
      // Still recorded after a delete, so a spent credit comes back.
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
    case 'ShareRender':
      return share(command, state);
    case 'DeleteRender': {
      ownedRender(state, command);
      const { renderId, userId } = command.data;
      return [{ type: 'RenderDeleted', data: { renderId, userId, deletedAt: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const rendersDecider: Decider<RenderState, RenderCommand, RenderEvent> = {
  decide,
  evolve,
  initialState,
};
