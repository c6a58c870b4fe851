import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../../backend/core/errors.ts';
import {
  rendersDecider,
  type RenderCommand,
  type RenderEvent,
} from '../../../modules/renders/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(rendersDecider);
const now = '2026-11-22T10:00:00.000Z';
const request = {
  renderId: 'r-1',
  userId: 'u-1',
  photoId: 'p-1',
  beforeImageUrl: '/api/photos/p-1/image',
  schemeId: 'classic-repose-gray',
  schemeName: 'Repose Gray Classic',
  manufacturer: 'Sherwin-Williams',
  colors: { mainBody: '#CCC9C0', trim: '#F1F0EC', accents: '#434547' },
  colorSelections: {},
  creditSpent: true,
};
const requested: RenderEvent = { type: 'RenderRequested', data: { ...request, requestedAt: now } };
const complete: RenderCommand = {
  type: 'CompleteRender',
  data: {
    renderId: 'r-1',
    afterImageKey: 'renders/u-1/r-1.jpg',
    afterImageUrl: '/api/renders/r-1/image',
    engine: 'local',
  },
  metadata: meta(now),
};
const completed: RenderEvent = {
  type: 'RenderCompleted',
  data: { ...complete.data, userId: 'u-1', completedAt: now },
} as RenderEvent;
const failed: RenderEvent = {
  type: 'RenderFailed',
  data: {
    renderId: 'r-1',
    userId: 'u-1',
    reason: 'engine failed',
    creditSpent: true,
    failedAt: now,
  },
};
const fail: RenderCommand = {
  type: 'FailRender',
  data: { renderId: 'r-1', reason: 'engine failed' },
  metadata: meta(now),
};

describe('renders', () => {
  it('when a render is requested, then it is recorded with its colours and whether a credit was spent', () => {
    spec
      .given([])
      .when({ type: 'RequestRender', data: request, metadata: meta(now) })
      .then([requested]);
  });

  it('when the same render id is requested twice, then the second is a conflict', () => {
    spec
      .given([requested])
      .when({ type: 'RequestRender', data: request, metadata: meta(now) })
      .thenThrows(ConflictError);
  });

  it('when the job completes, then the render is completed', () => {
    spec.given([requested]).when(complete).then([completed]);
  });

  it('when the render is already completed, then a retried CompleteRender or a late FailRender does nothing', () => {
    spec.given([requested, completed]).when(complete).thenNothing();
    spec.given([requested, completed]).when(fail).thenNothing();
  });

  it('when the job fails, then RenderFailed carries whether a credit must be refunded', () => {
    spec.given([requested]).when(fail).then([failed]);
  });

  describe('sharing', () => {
    const share = (userId = 'u-1', shareToken = 'tok-first-0123456789ab'): RenderCommand => ({
      type: 'ShareRender',
      data: { renderId: 'r-1', userId, shareToken },
      metadata: meta(now, userId),
    });
    const shared: RenderEvent = {
      type: 'RenderShared',
      data: { renderId: 'r-1', userId: 'u-1', shareToken: 'tok-first-0123456789ab', sharedAt: now },
    };
    const deleted: RenderEvent = {
      type: 'RenderDeleted',
      data: { renderId: 'r-1', userId: 'u-1', deletedAt: now },
    };

    it('when the owner shares a completed render, then RenderShared records the token', () => {
      spec.given([requested, completed]).when(share()).then([shared]);
    });

    it('when the render is already shared, then sharing again keeps the first token', () => {
      spec
        .given([requested, completed, shared])
        .when(share('u-1', 'tok-second-abcdefghij'))
        .thenNothing();
    });

    it('when the render is pending or failed, then it cannot be shared', () => {
      spec
        .given([requested])
        .when(share())
        .thenThrows(ConflictError, 'Only a completed render can be shared');
      spec.given([requested, failed]).when(share()).thenThrows(ConflictError);
    });

    it('when another user, or anyone for a missing or deleted render, shares it, then it is not found', () => {
      spec.given([requested, completed]).when(share('u-2')).thenThrows(NotFoundError);
      spec.given([]).when(share()).thenThrows(NotFoundError);
      spec.given([requested, completed, deleted]).when(share()).thenThrows(NotFoundError);
    });

    it('when the owner deletes a render, then RenderDeleted is recorded; a second delete finds nothing', () => {
      const del = (userId: string): RenderCommand => ({
        type: 'DeleteRender',
        data: { renderId: 'r-1', userId },
        metadata: meta(now, userId),
      });
      spec.given([requested, completed, shared]).when(del('u-1')).then([deleted]);
      spec.given([requested]).when(del('u-1')).then([deleted]);
      spec.given([requested, completed]).when(del('u-2')).thenThrows(NotFoundError);
      spec.given([requested, completed, deleted]).when(del('u-1')).thenThrows(NotFoundError);
    });

    it('when a render deleted while processing fails, then RenderFailed still refunds its credit', () => {
      spec.given([requested, deleted]).when(fail).then([failed]);
    });

    it('after a delete, the folded state keeps the render marked deleted whatever comes next', () => {
      const state = [requested, deleted, completed].reduce(
        rendersDecider.evolve,
        rendersDecider.initialState(),
      );
      expect(state).toMatchObject({ status: 'completed', deleted: true });
    });
  });
});
