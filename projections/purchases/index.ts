export { purchasesProjection } from './purchases.projection.ts';
