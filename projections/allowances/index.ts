export { allowancesProjection } from './allowances.projection.ts';
