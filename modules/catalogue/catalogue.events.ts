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

export type CatalogueEvent = SchemeCatalogueEvent | PaintColoursImported;

export const catalogueEventTypes = [
  ...schemeCatalogueEventTypes,
  'PaintColoursImported',
] as const satisfies readonly CatalogueEvent['type'][];
