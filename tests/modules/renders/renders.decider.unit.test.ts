import { describe, it } from 'vitest';
import { ConflictError } from '../../../backend/core/errors.ts';
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
    spec
      .given([requested])
      .when(fail)
      .then([
        {
          type: 'RenderFailed',
          data: {
            renderId: 'r-1',
            userId: 'u-1',
            reason: 'engine failed',
            creditSpent: true,
            failedAt: now,
          },
        },
      ]);
  });
});
