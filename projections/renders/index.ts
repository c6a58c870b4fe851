export { rendersProjection } from './renders.projection.ts';
