/** Public surface of the catalogue module (paint colours and predefined schemes). */
export type {
  CatalogueEvent,
  PaintColoursImported,
  SchemeCatalogueInitialized,
} from './catalogue.events.ts';
export { catalogueEventTypes } from './catalogue.events.ts';
export { schemeCatalogueDecider } from './scheme-catalogue.decider.ts';
export { paintColoursDecider } from './paint-colours.decider.ts';
export {
  handlePaintColoursCommand,
  handleSchemeCatalogueCommand,
  previewPaintColourImport,
  paintColourStreamName,
  catalogueStreamName,
} from './catalogue.handler.ts';
export { catalogueRoutes, initializeSchemeCatalogue } from './catalogue.routes.ts';
