import type { PhotoAnalysis, SurfaceMasks } from './image-analyzer.ts';

/** What a fix assigns: one of the three surfaces, or 'none' (not paint). */
export type FixSurface = 'mainBody' | 'trim' | 'accents' | 'none';
export const FIX_SURFACES = [
  'mainBody',
  'trim',
  'accents',
  'none',
] as const satisfies readonly FixSurface[];

/** A point in the photo's own pixel coordinates (0 ≤ x < width, 0 ≤ y < height). */
export type PhotoPoint = { x: number; y: number };

/** One user fix: a tap (the region under the point) or a stroke (a brush line through the points). */
export type SurfaceFix =
  { surface: FixSurface; point: PhotoPoint } | { surface: FixSurface; stroke: PhotoPoint[] };

/** The photo a fix applies to: its stored key (a cache key), size and a way to read its bytes. */
export type EditedPhoto = {
  key: string;
  width: number;
  height: number;
  bytes: () => Promise<Buffer>;
};

/**
 * Applies user fixes to automatic surface masks. `apply` is a pure function of the photo, the
 * automatic masks and the fixes in order, so replaying the same fixes gives the same bytes.
 */
export interface SurfaceEditor {
  apply(
    photo: EditedPhoto,
    masks: SurfaceMasks,
    fixes: readonly SurfaceFix[],
  ): Promise<SurfaceMasks>;
  /** The masks as a tinted RGBA PNG at the masks' size (body, trim, accents each in its tint). */
  overlay(masks: SurfaceMasks): Promise<Buffer>;
  /** The current colours of the surfaces the masks show, named as the analysis names them. */
  colours(photo: EditedPhoto, masks: SurfaceMasks): Promise<PhotoAnalysis['surfaces']>;
}
