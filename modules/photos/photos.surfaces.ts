import {
  decodeMasks,
  type PhotoAnalysis,
  type SurfaceMasks,
} from '../../backend/ports/image-analyzer.ts';
import type { ObjectStorage } from '../../backend/ports/object-storage.ts';
import type { EditedPhoto, SurfaceEditor, SurfaceFix } from '../../backend/ports/surface-editor.ts';

export type SurfacesDeps = { storage: ObjectStorage; surfaces: SurfaceEditor };

type AnalysedPhoto = {
  storageKey: string;
  masksKey: string;
  width: number;
  height: number;
  analysis: PhotoAnalysis;
  fixes: readonly SurfaceFix[];
};

const editedPhoto = (
  storage: ObjectStorage,
  photo: Pick<AnalysedPhoto, 'storageKey' | 'width' | 'height'>,
): EditedPhoto => ({
  key: photo.storageKey,
  width: photo.width,
  height: photo.height,
  bytes: async () => {
    const object = await storage.get(photo.storageKey);
    if (!object) throw new Error(`Photo ${photo.storageKey} is missing`);
    return object.data;
  },
});

/** The automatic masks with the photo's fixes replayed in order: what a render paints. */
export const currentMasks = async (
  deps: SurfacesDeps,
  photo: Omit<AnalysedPhoto, 'analysis'>,
): Promise<SurfaceMasks> => {
  const stored = await deps.storage.get(photo.masksKey);
  if (!stored) throw new Error(`Masks ${photo.masksKey} are missing`);
  const masks = await decodeMasks(stored.data);
  return deps.surfaces.apply(editedPhoto(deps.storage, photo), masks, photo.fixes);
};

/** What the overlay screen shows: the tinted surfaces, how many fixes, and the current colours. */
export type SurfacesView = {
  revision: number;
  fixes: number;
  overlay: { width: number; height: number; png: string };
  analysis: PhotoAnalysis;
};

export const surfacesView = async (
  deps: SurfacesDeps,
  photo: AnalysedPhoto,
  revision: number,
): Promise<SurfacesView> => {
  const masks = await currentMasks(deps, photo);
  const [png, surfaces] = await Promise.all([
    deps.surfaces.overlay(masks),
    photo.fixes.length ? deps.surfaces.colours(editedPhoto(deps.storage, photo), masks) : undefined,
  ]);
  return {
    revision,
    fixes: photo.fixes.length,
    overlay: {
      width: masks.maskWidth,
      height: masks.maskHeight,
      png: `data:image/png;base64,${png.toString('base64')}`,
    },
    analysis: surfaces ? { ...photo.analysis, surfaces } : photo.analysis,
  };
};
