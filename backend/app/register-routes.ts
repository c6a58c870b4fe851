import type { Router } from 'express';
import type { RouteDeps } from '../core/http.ts';
import { usersRoutes } from '../../modules/users/index.ts';
import { usersReadRoutes } from '../../projections/users/index.ts';

/** Write routes (modules) and read routes (projections) of every part of the product. */
export const allRoutes = (deps: RouteDeps): Router[] => [usersRoutes(deps), usersReadRoutes(deps)];
