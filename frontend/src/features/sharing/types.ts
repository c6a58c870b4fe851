export type SharedSwatch = { hex: string; label: string };

/** GET /api/shared/{shareToken}: a render anyone with the link may see. */
export type SharedRender = {
  createdAt: string;
  beforeImageUrl: string;
  afterImageUrl: string;
  beforeThumbnailUrl: string;
  afterThumbnailUrl: string;
  scheme: {
    id: string;
    name: string;
    manufacturer: string;
    isHoaApproved: boolean;
    swatches: { body: SharedSwatch; trim: SharedSwatch; accent: SharedSwatch };
  };
};
