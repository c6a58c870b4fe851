export { paintSchemesProjection } from './paint-schemes.projection.ts';
export { paintSchemesReadRoutes } from './paint-schemes.routes.ts';
export { listPaintSchemes, getPaintScheme } from './paint-schemes.queries.ts';
export type { PaintSchemeDto } from './paint-schemes.dto.ts';
export { adminPaintSchemesSource } from './paint-schemes.admin.ts';
