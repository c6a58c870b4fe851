import { describe, it } from 'vitest';
import { ConflictError, IllegalStateError } from '../../../backend/core/errors.ts';
import {
  photosDecider,
  type PhotoCommand,
  type PhotoEvent,
} from '../../../modules/photos/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(photosDecider);
const now = '2026-11-22T10:00:00.000Z';
const upload = {
  photoId: 'p-1',
  userId: 'u-1',
  storageKey: 'photos/u-1/p-1.jpg',
  width: 960,
  height: 640,
  sourceType: 'image/jpeg',
};
const uploaded: PhotoEvent = { type: 'PhotoUploaded', data: { ...upload, uploadedAt: now } };
const analysis = {
  surfaces: { mainBody: { currentColor: 'SW 7015 Repose Gray', hex: '#CCC9C0' } },
  architecture: {},
};
const complete: PhotoCommand = {
  type: 'CompletePhotoAnalysis',
  data: {
    photoId: 'p-1',
    userId: 'u-1',
    analysis,
    masksKey: 'photos/u-1/p-1.masks',
    engine: 'local',
  },
  metadata: meta(now),
};
const analysed: PhotoEvent = {
  type: 'PhotoAnalysed',
  data: { ...complete.data, analysedAt: now },
} as PhotoEvent;

describe('photos', () => {
  it('when a photo is uploaded, then it is recorded', () => {
    spec
      .given([])
      .when({ type: 'UploadPhoto', data: upload, metadata: meta(now) })
      .then([uploaded]);
  });

  it('when the same photo id is uploaded again, then it is a conflict', () => {
    spec
      .given([uploaded])
      .when({ type: 'UploadPhoto', data: upload, metadata: meta(now) })
      .thenThrows(ConflictError);
  });

  it('when the analysis job reports, then the photo is analysed; a retried report does nothing', () => {
    spec.given([uploaded]).when(complete).then([analysed]);
    spec.given([uploaded, analysed]).when(complete).thenNothing();
  });

  it('when the analysis fails, then the reason is recorded', () => {
    spec
      .given([uploaded])
      .when({
        type: 'FailPhotoAnalysis',
        data: { photoId: 'p-1', userId: 'u-1', reason: 'unreadable' },
        metadata: meta(now),
      })
      .then([
        {
          type: 'PhotoAnalysisFailed',
          data: { photoId: 'p-1', userId: 'u-1', reason: 'unreadable', failedAt: now },
        },
      ]);
  });

  it('when a job reports on a photo that was never uploaded, then it is refused', () => {
    spec.given([]).when(complete).thenThrows(IllegalStateError);
  });
});
