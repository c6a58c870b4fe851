import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { ConflictError, IllegalStateError, NotFoundError } from '../../backend/core/errors.ts';
import type { PhotoAnalysis } from '../../backend/ports/image-analyzer.ts';
import type { SurfaceFix } from '../../backend/ports/surface-editor.ts';
import type { PhotoCommand } from './photos.commands.ts';
import type { PhotoEvent } from './photos.events.ts';

type Uploaded = {
  photoId: string;
  userId: string;
  storageKey: string;
  width: number;
  height: number;
};

export type PhotoState =
  | { status: 'none' }
  | (Uploaded & { status: 'uploaded' })
  | (Uploaded & {
      status: 'analysed';
      analysis: PhotoAnalysis;
      masksKey: string;
      /** The user's fixes in force, oldest first (undone and reset ones are gone). */
      fixes: SurfaceFix[];
    })
  | (Uploaded & { status: 'failed'; reason: string });

const initialState = (): PhotoState => ({ status: 'none' });

const evolve = (state: PhotoState, event: PhotoEvent): PhotoState => {
  switch (event.type) {
    case 'PhotoUploaded': {
      const { photoId, userId, storageKey, width, height } = event.data;
      return { status: 'uploaded', photoId, userId, storageKey, width, height };
    }
    case 'PhotoAnalysed':
      return state.status === 'none'
        ? state
        : {
            ...state,
            status: 'analysed',
            analysis: event.data.analysis,
            masksKey: event.data.masksKey,
            fixes: [],
          };
    case 'PhotoAnalysisFailed':
      return state.status === 'none'
        ? state
        : { ...state, status: 'failed', reason: event.data.reason };
    case 'SurfaceCorrected': {
      if (state.status !== 'analysed') return state;
      const { surface, point, stroke } = event.data;
      const fix: SurfaceFix = point ? { surface, point } : { surface, stroke: stroke ?? [] };
      return { ...state, fixes: [...state.fixes, fix] };
    }
    case 'SurfaceCorrectionUndone':
      return state.status === 'analysed' ? { ...state, fixes: state.fixes.slice(0, -1) } : state;
    case 'SurfaceCorrectionsReset':
      return state.status === 'analysed' ? { ...state, fixes: [] } : state;
    default:
      return state;
  }
};

/** Fixes need the automatic surfaces, and only the photo's owner may make them. */
const requireAnalysed = (state: PhotoState, userId: string) => {
  if (state.status === 'none' || state.userId !== userId)
    throw new NotFoundError('Photo not found');
  if (state.status !== 'analysed')
    throw new IllegalStateError('The surfaces of this photo are not found yet');
  return state;
};

const decide = (command: PhotoCommand, state: PhotoState): PhotoEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'UploadPhoto':
      if (state.status !== 'none') throw new ConflictError('This photo was already uploaded');
      return [{ type: 'PhotoUploaded', data: { ...command.data, uploadedAt: now } }];
    case 'CompletePhotoAnalysis':
      if (state.status === 'analysed' || state.status === 'failed') return []; // a retried job
      if (state.status === 'none') throw new IllegalStateError('Unknown photo');
      return [{ type: 'PhotoAnalysed', data: { ...command.data, analysedAt: now } }];
    case 'FailPhotoAnalysis':
      if (state.status === 'analysed' || state.status === 'failed') return [];
      if (state.status === 'none') throw new IllegalStateError('Unknown photo');
      return [{ type: 'PhotoAnalysisFailed', data: { ...command.data, failedAt: now } }];
    case 'CorrectSurface':
      requireAnalysed(state, command.data.userId);
      return [{ type: 'SurfaceCorrected', data: { ...command.data, correctedAt: now } }];
    case 'UndoSurfaceCorrection':
      if (requireAnalysed(state, command.data.userId).fixes.length === 0)
        throw new IllegalStateError('There is no fix to undo');
      return [{ type: 'SurfaceCorrectionUndone', data: { ...command.data, undoneAt: now } }];
    case 'ResetSurfaceCorrections':
      if (requireAnalysed(state, command.data.userId).fixes.length === 0) return [];
      return [{ type: 'SurfaceCorrectionsReset', data: { ...command.data, resetAt: now } }];
    default:
      return assertNever(command);
  }
};

export const photosDecider: Decider<PhotoState, PhotoCommand, PhotoEvent> = {
  decide,
  evolve,
  initialState,
};
