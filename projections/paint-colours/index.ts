export { paintColoursProjection } from './paint-colours.projection.ts';
export {
  listPaintColours,
  countPaintColoursByBrand,
  type PaintColourDto,
} from './paint-colours.queries.ts';
