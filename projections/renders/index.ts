export { rendersProjection } from './renders.projection.ts';
export { rendersReadRoutes, SHARE_TOKEN_RE } from './renders.routes.ts';
export { findSharedRender, THUMBNAIL_WIDTH } from './renders.queries.ts';
export type { RenderDto, SharedRenderDto } from './renders.dto.ts';
export { adminRendersSource, type AdminRenderDto } from './renders.admin.ts';
