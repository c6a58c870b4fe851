import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { ConflictError, IllegalStateError } from '../../backend/core/errors.ts';
import type { PhotoAnalysis } from '../../backend/ports/image-analyzer.ts';
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
  | (Uploaded & { status: 'analysed'; analysis: PhotoAnalysis; masksKey: string })
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
          };
    case 'PhotoAnalysisFailed':
      return state.status === 'none'
        ? state
        : { ...state, status: 'failed', reason: event.data.reason };
    default:
      return state;
  }
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
    default:
      return assertNever(command);
  }
};

export const photosDecider: Decider<PhotoState, PhotoCommand, PhotoEvent> = {
  decide,
  evolve,
  initialState,
};
