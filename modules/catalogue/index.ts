/** Public surface of the catalogue module (paint colours and predefined schemes). */
export type {
  CatalogueEvent,
  CatalogueScheme,
  PaintColoursImported,
  PaintColourAdded,
  PaintColourChanged,
  PaintColourRemoved,
  PaintColoursEvent,
  PaintSchemeAdded,
  PaintSchemeChanged,
  PaintSchemeRemoved,
  SchemeCatalogueEvent,
  SchemeCatalogueInitialized,
} from './catalogue.events.ts';
export {
  catalogueEventTypes,
  paintColoursEventTypes,
  schemeCatalogueEventTypes,
} from './catalogue.events.ts';
export type { PaintColour } from '../../backend/engines/colour/index.ts';
/** A colour's family (Whites, Neutrals, Greys, … Purples), derived from its hex: the read models' `category`. */
export {
  COLOUR_FAMILIES,
  colourFamily,
  type ColourFamily,
} from '../../backend/engines/colour/index.ts';
export type { PaintColoursCommand, SchemeCatalogueCommand } from './catalogue.commands.ts';
export { schemeCatalogueDecider } from './scheme-catalogue.decider.ts';
export { paintColoursDecider } from './paint-colours.decider.ts';
export {
  handlePaintColoursCommand,
  handleSchemeCatalogueCommand,
  previewPaintColourImport,
  paintColourStreamName,
  catalogueStreamName,
  CATALOGUE_ID,
} from './catalogue.handler.ts';
export { catalogueRoutes, initializeSchemeCatalogue } from './catalogue.routes.ts';
