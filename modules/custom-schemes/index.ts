/** Public surface of the custom-schemes module (HOA schemes a user builds). */
export type {
  CustomSchemeEvent,
  CustomSchemeCreated,
  CustomSchemeColorsSelected,
} from './custom-schemes.events.ts';
export { customSchemeEventTypes } from './custom-schemes.events.ts';
export type { CustomSchemeCommand } from './custom-schemes.commands.ts';
export { customSchemesDecider } from './custom-schemes.decider.ts';
export { handleCustomSchemeCommand, customSchemeStreamName } from './custom-schemes.handler.ts';
export { customSchemesRoutes } from './custom-schemes.routes.ts';
