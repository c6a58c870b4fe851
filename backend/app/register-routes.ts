import type { Router } from 'express';
import type { RouteDeps } from '../core/http.ts';
import { catalogueRoutes } from '../../modules/catalogue/index.ts';
import { customSchemesRoutes } from '../../modules/custom-schemes/index.ts';
import { usersRoutes } from '../../modules/users/index.ts';
import { customSchemesReadRoutes } from '../../projections/custom-schemes/index.ts';
import { paintSchemesReadRoutes } from '../../projections/paint-schemes/index.ts';
import { usersReadRoutes } from '../../projections/users/index.ts';

/** Write routes (modules) and read routes (projections) of every part of the product. */
export const allRoutes = (deps: RouteDeps): Router[] => [
  usersRoutes(deps),
  usersReadRoutes(deps),
  catalogueRoutes(deps),
  paintSchemesReadRoutes(deps),
  customSchemesRoutes(deps),
  customSchemesReadRoutes(deps),
];
