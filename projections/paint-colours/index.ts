export { paintColoursProjection } from './paint-colours.projection.ts';
export {
  listPaintColours,
  countPaintColoursByBrand,
  type PaintColourDto,
} from './paint-colours.queries.ts';
export { adminPaintColorsSource, type AdminPaintColorDto } from './paint-colours.admin.ts';
