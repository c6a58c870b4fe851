/** Public surface of the renders module. */
export type {
  RenderEvent,
  RenderRequested,
  RenderCompleted,
  RenderFailed,
  RenderShared,
  RenderDeleted,
  ColorSelections,
  PaintColorLabels,
} from './renders.events.ts';
export { renderEventTypes } from './renders.events.ts';
export type { RenderCommand } from './renders.commands.ts';
export { rendersDecider, type RenderState } from './renders.decider.ts';
export {
  handleRenderCommand,
  getRender,
  renderStreamName,
  renderImageUrl,
  awaitRenderOutcome,
} from './renders.handler.ts';
export {
  rendersRoutes,
  type RendersDeps,
  type ResolvedScheme,
  type SchemeResolver,
} from './renders.routes.ts';
export { refundFailedRender } from './refund-failed-render.reactor.ts';
export { ImageQuery, renderImagesRoutes, type RenderImagesDeps } from './render-images.routes.ts';
export { renderSharingRoutes, newShareToken, SHARE_TOKEN_BYTES } from './render-sharing.routes.ts';
export { RENDER_FAILURES } from './renders.failures.ts';
