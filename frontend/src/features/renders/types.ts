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
