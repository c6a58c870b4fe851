import type { SchemeSwatches } from '../components/ui/paint-swatches';

/** The scheme a render was made with, as GET /api/renders and GET /api/shared/{token} send it. */
export type RenderScheme = {
  id: string;
  name: string;
  manufacturer: string;
  isHoaApproved: boolean;
  swatches: SchemeSwatches;
};
