import type { Event } from '../../backend/core/decider.ts';
import type {
  PaintColour,
  PaintScheme,
  PredefinedScheme,
} from '../../backend/engines/colour/index.ts';

/** A scheme as the catalogue keeps it: validated, with its id and category. */
export type CatalogueScheme = PaintScheme & { id: string; category: string };

/** The predefined schemes (plus any admin-made ones kept) become the catalogue. */
export type SchemeCatalogueInitialized = Event<
  'SchemeCatalogueInitialized',
  { schemes: PredefinedScheme[]; initializedAt: string; initializedBy: string | null }
>;
export type PaintSchemeAdded = Event<
  'PaintSchemeAdded',
  { scheme: CatalogueScheme; adminId: string; addedAt: string }
>;
export type PaintSchemeChanged = Event<
  'PaintSchemeChanged',
  { scheme: CatalogueScheme; adminId: string; changedAt: string }
>;
export type PaintSchemeRemoved = Event<
  'PaintSchemeRemoved',
  { schemeId: string; adminId: string; removedAt: string }
>;
export type SchemeCatalogueEvent =
  SchemeCatalogueInitialized | PaintSchemeAdded | PaintSchemeChanged | PaintSchemeRemoved;

export const schemeCatalogueEventTypes = [
  'SchemeCatalogueInitialized',
  'PaintSchemeAdded',
  'PaintSchemeChanged',
  'PaintSchemeRemoved',
] as const satisfies readonly SchemeCatalogueEvent['type'][];

export type PaintColoursImported = Event<
  'PaintColoursImported',
  {
    brand: string;
    source: string;
    added: PaintColour[];
    updated: PaintColour[];
    importedAt: string;
  }
>;

export type PaintColourAdded = Event<
  'PaintColourAdded',
  { colour: PaintColour; adminId: string; addedAt: string }
>;
/** The colour as it now is (its brand and code unchanged). */
export type PaintColourChanged = Event<
  'PaintColourChanged',
  { colour: PaintColour; adminId: string; changedAt: string }
>;
export type PaintColourRemoved = Event<
  'PaintColourRemoved',
  { brand: string; code: string; adminId: string; removedAt: string }
>;
/** Everything on a `paintColour-<brand>` stream. */
export type PaintColoursEvent =
  PaintColoursImported | PaintColourAdded | PaintColourChanged | PaintColourRemoved;

export const paintColoursEventTypes = [
  'PaintColoursImported',
  'PaintColourAdded',
  'PaintColourChanged',
  'PaintColourRemoved',
] as const satisfies readonly PaintColoursEvent['type'][];

export type CatalogueEvent = SchemeCatalogueEvent | PaintColoursEvent;

export const catalogueEventTypes = [
  ...schemeCatalogueEventTypes,
  ...paintColoursEventTypes,
] as const satisfies readonly CatalogueEvent['type'][];
