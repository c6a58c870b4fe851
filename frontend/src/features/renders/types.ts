import type { RenderScheme } from '../../types/render-scheme';

/** Colour choices sent with a render: an index into each surface's options. */
export type RenderColorSelections = { body: number; trim: number; accent: number };

/** POST /api/renders payload (SPEC §3 Render request). */
export type CreateRenderInput = {
  /** As the scheme panel reports it; custom ones keep their 'custom-' prefix. */
  schemeId: string;
  beforeImageUrl: string;
  colorSelections?: RenderColorSelections;
};

/** SPEC §3 Render. */
export type Render = {
  id: string;
  beforeImageUrl: string;
  afterImageUrl: string;
  status: string;
  createdAt: string;
  scheme?: { name: string | null } | null;
};

/** A render as GET /api/renders lists it (the dashboard's cards). */
export type RenderListItem = {
  id: string;
  status: 'processing' | 'completed';
  createdAt: string;
  shareToken: string | null;
  beforeImageUrl: string;
  afterImageUrl: string | null;
  beforeThumbnailUrl: string;
  afterThumbnailUrl: string | null;
  scheme: RenderScheme;
};
