import type { Router } from 'express';
import { photosRoutes, type PhotosDeps } from '../../modules/photos/index.ts';
import { hoaDocumentsRoutes, type HoaDocumentsDeps } from '../../modules/hoa-documents/index.ts';
import {
  renderImagesRoutes,
  rendersRoutes,
  renderSharingRoutes,
  type RenderImagesDeps,
  type RendersDeps,
} from '../../modules/renders/index.ts';
import { catalogueRoutes } from '../../modules/catalogue/index.ts';
import { customSchemesRoutes } from '../../modules/custom-schemes/index.ts';
import { usersRoutes } from '../../modules/users/index.ts';
import { paymentsRoutes, type PaymentsSetup } from '../../modules/billing/index.ts';
import { customSchemesReadRoutes } from '../../projections/custom-schemes/index.ts';
import { hoaDocumentsReadRoutes } from '../../projections/hoa-documents/index.ts';
import { paintSchemesReadRoutes } from '../../projections/paint-schemes/index.ts';
import { rendersReadRoutes } from '../../projections/renders/index.ts';
import { usersReadRoutes } from '../../projections/users/index.ts';

/**
 * Write routes (modules) and read routes (projections) of every part of the product. The hot
 * reads (dashboard, share links) come first, so they are matched before the other routers are
 * walked through; no two routers share a method and path, so the order changes nothing else.
 */
export const allRoutes = (
  deps: PhotosDeps &
    RendersDeps &
    RenderImagesDeps &
    HoaDocumentsDeps & { payments: PaymentsSetup },
): Router[] => [
  usersReadRoutes(deps),
  paintSchemesReadRoutes(deps),
  rendersReadRoutes(deps),
  paymentsRoutes(deps),
  usersRoutes(deps),
  catalogueRoutes(deps),
  customSchemesRoutes(deps),
  customSchemesReadRoutes(deps),
  photosRoutes(deps),
  rendersRoutes(deps),
  renderSharingRoutes(deps),
  renderImagesRoutes(deps),
  hoaDocumentsRoutes(deps),
  hoaDocumentsReadRoutes(deps),
];
