export { customSchemesProjection } from './custom-schemes.projection.ts';
export { customSchemesReadRoutes } from './custom-schemes.routes.ts';
export { listCustomSchemesByUser, type CustomSchemeDto } from './custom-schemes.queries.ts';
