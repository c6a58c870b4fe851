import type { Projection } from '../core/projection.ts';
import { allowancesProjection } from '../../projections/allowances/index.ts';
import { customSchemesProjection } from '../../projections/custom-schemes/index.ts';
import { hoaDocumentsProjection } from '../../projections/hoa-documents/index.ts';
import { paintColoursProjection } from '../../projections/paint-colours/index.ts';
import { paintSchemesProjection } from '../../projections/paint-schemes/index.ts';
import { purchasesProjection } from '../../projections/purchases/index.ts';
import { promptsProjection } from '../../projections/prompts/index.ts';
import { renderCreditsProjection } from '../../projections/render-credits/index.ts';
import { rendersProjection } from '../../projections/renders/index.ts';
import { usersProjection } from '../../projections/users/index.ts';

/** Every read model and reactor, in the order the runner applies them to an event. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  allowancesProjection,
  paintSchemesProjection,
  paintColoursProjection,
  customSchemesProjection,
  promptsProjection,
  rendersProjection,
  renderCreditsProjection,
  purchasesProjection,
  hoaDocumentsProjection,
];
