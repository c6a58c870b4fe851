// Public surface of the paint-colour engine.
export {
  InvalidHexError,
  hexToRgb,
  isHex,
  normaliseHex,
  parseHex,
  rgbToHex,
  type Rgb,
} from './hex.ts';
export { deltaE2000, hexToLab, labToHex, labToRgb, rgbToLab, type Lab } from './lab.ts';
export { COLOUR_FAMILIES, colourFamily, hexToLch, type ColourFamily, type Lch } from './family.ts';
export {
  BENJAMIN_MOORE,
  SHERWIN_WILLIAMS,
  brandKey,
  catalogueKey,
  codeKey,
  formatCode,
  parseCode,
  type ParsedCode,
} from './codes.ts';
export {
  PaintIndex,
  describePaint,
  type NearestOptions,
  type PaintColour,
  type PaintMatch,
} from './catalogue.ts';
export { CURATED_COLOURS } from './curated-colours.ts';
export {
  COLOR_CODE_RE,
  SCHEME_MESSAGES,
  paintColourSchema,
  paintSchemeSchema,
  parseColourList,
  type PaintColourInput,
  type PaintScheme,
  type PaintSchemeInput,
} from './scheme-schema.ts';
export {
  HOA_CATEGORY,
  PAINT_SCHEMES,
  SCHEME_CATEGORIES,
  defaultSelection,
  findScheme,
  type ColourSelectionType,
  type PredefinedScheme,
  type SchemeCategory,
  type SchemeSelection,
  type SchemeSurface,
} from './schemes.ts';
export {
  CatalogueImportError,
  chooseName,
  cleanRow,
  mergeCatalogue,
  parseCatalogueFile,
  type CatalogueFormat,
  type MergeResult,
  type ParseRejection,
  type ParsedCatalogue,
} from './import-catalogue.ts';
export { CsvParseError, parseCsv } from './csv.ts';
