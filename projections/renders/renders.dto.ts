/** One paint of a render's scheme, as its swatch shows it. */
export type SwatchDto = { hex: string; label: string };

export type RenderSchemeDto = {
  id: string;
  name: string;
  manufacturer: string;
  isHoaApproved: boolean;
  swatches: { body: SwatchDto; trim: SwatchDto; accent: SwatchDto };
};

/**
 * A render in the owner's list (SPEC §3 Render). The image URLs are the full images (download,
 * comparison); the thumbnail URLs are the same images at 480 px for cards (other widths: `?w=`).
 */
export type RenderDto = {
  id: string;
  status: 'processing' | 'completed';
  createdAt: string;
  shareToken: string | null;
  beforeImageUrl: string;
  afterImageUrl: string | null;
  beforeThumbnailUrl: string;
  afterThumbnailUrl: string | null;
  scheme: RenderSchemeDto;
};

/** A shared render, for anyone holding its token: nothing about its owner. */
export type SharedRenderDto = {
  createdAt: string;
  beforeImageUrl: string;
  afterImageUrl: string;
  beforeThumbnailUrl: string;
  afterThumbnailUrl: string;
  scheme: RenderSchemeDto;
};
