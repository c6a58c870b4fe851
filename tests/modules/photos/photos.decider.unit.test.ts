import { describe, expect, it } from 'vitest';
import { ConflictError, IllegalStateError, NotFoundError } from '../../../backend/core/errors.ts';
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

  describe('fixes of the surfaces', () => {
    const who = { photoId: 'p-1', userId: 'u-1' };
    const tapRoof: PhotoCommand = {
      type: 'CorrectSurface',
      data: { ...who, surface: 'none', point: { x: 480, y: 200 } },
      metadata: meta(now),
    };
    const roofTapped: PhotoEvent = {
      type: 'SurfaceCorrected',
      data: { ...who, surface: 'none', point: { x: 480, y: 200 }, correctedAt: now },
    };
    const fascia: PhotoEvent = {
      type: 'SurfaceCorrected',
      data: {
        ...who,
        surface: 'trim',
        stroke: [
          { x: 10, y: 250 },
          { x: 900, y: 250 },
        ],
        correctedAt: now,
      },
    };
    const undo: PhotoCommand = { type: 'UndoSurfaceCorrection', data: who, metadata: meta(now) };
    const reset: PhotoCommand = {
      type: 'ResetSurfaceCorrections',
      data: who,
      metadata: meta(now),
    };
    const undone: PhotoEvent = { type: 'SurfaceCorrectionUndone', data: { ...who, undoneAt: now } };
    const fixesAfter = (events: PhotoEvent[]) => {
      const state = events.reduce(photosDecider.evolve, photosDecider.initialState());
      return state.status === 'analysed' ? state.fixes : undefined;
    };

    it('when the owner taps an analysed photo, then the fix is recorded with the point', () => {
      spec.given([uploaded, analysed]).when(tapRoof).then([roofTapped]);
    });

    it('when someone else or an unanalysed photo is fixed, then it is refused', () => {
      spec
        .given([uploaded, analysed])
        .when({ ...tapRoof, data: { ...tapRoof.data, userId: 'u-2' } } as PhotoCommand)
        .thenThrows(NotFoundError, 'Photo not found');
      spec
        .given([uploaded])
        .when(tapRoof)
        .thenThrows(IllegalStateError, 'The surfaces of this photo are not found yet');
    });

    it('when the last fix is undone, then it is recorded; with none left it is refused', () => {
      spec.given([uploaded, analysed, roofTapped]).when(undo).then([undone]);
      spec
        .given([uploaded, analysed, roofTapped, undone])
        .when(undo)
        .thenThrows(IllegalStateError, 'There is no fix to undo');
    });

    it('when the fixes are reset, then it is recorded once; a reset with none does nothing', () => {
      spec
        .given([uploaded, analysed, roofTapped])
        .when(reset)
        .then([{ type: 'SurfaceCorrectionsReset', data: { ...who, resetAt: now } }]);
      spec.given([uploaded, analysed]).when(reset).thenNothing();
    });

    it('when fixes, undos and resets are replayed, then the fixes in force are those not taken back', () => {
      const resetEvent: PhotoEvent = {
        type: 'SurfaceCorrectionsReset',
        data: { ...who, resetAt: now },
      };
      expect(fixesAfter([uploaded, analysed, roofTapped, fascia, undone])).toEqual([
        { surface: 'none', point: { x: 480, y: 200 } },
      ]);
      expect(fixesAfter([uploaded, analysed, roofTapped, fascia])?.[1]).toEqual({
        surface: 'trim',
        stroke: [
          { x: 10, y: 250 },
          { x: 900, y: 250 },
        ],
      });
      expect(fixesAfter([uploaded, analysed, roofTapped, resetEvent, fascia])).toHaveLength(1);
    });
  });
});
