import type { RenderListItem } from '../../frontend/src/features/renders/types';

/** A completed render as GET /api/renders lists it. */
export const listedRender = (overrides: Partial<RenderListItem> = {}): RenderListItem => ({
  id: 'r-1',
  status: 'completed',
  createdAt: '2026-11-20T12:00:00.000Z',
  shareToken: null,
  beforeImageUrl: '/api/photos/p-1/image',
  afterImageUrl: '/api/renders/r-1/image',
  beforeThumbnailUrl: '/api/renders/r-1/before?w=480',
  afterThumbnailUrl: '/api/renders/r-1/image?w=480',
  scheme: {
    id: 'hoa-warm-stone',
    name: 'Warm Stone & Naval',
    manufacturer: 'Sherwin-Williams',
    isHoaApproved: true,
    swatches: {
      body: { hex: '#8C7B6B', label: 'SW 7032 Warm Stone' },
      trim: { hex: '#EDEAE0', label: 'SW 7006 Extra White' },
      accent: { hex: '#2F3A4A', label: 'SW 6244 Naval' },
    },
  },
  ...overrides,
});
