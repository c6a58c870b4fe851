export { renderCreditsProjection } from './render-credits.projection.ts';
export { listOrphanCredits } from './render-credits.queries.ts';
