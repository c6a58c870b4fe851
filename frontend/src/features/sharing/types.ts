import type { RenderScheme } from '../../types/render-scheme';

/** GET /api/shared/{shareToken}: a render anyone with the link may see. */
export type SharedRender = {
  createdAt: string;
  beforeImageUrl: string;
  afterImageUrl: string;
  beforeThumbnailUrl: string;
  afterThumbnailUrl: string;
  scheme: RenderScheme;
};
