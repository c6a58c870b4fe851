import type { Event } from '../../backend/core/decider.ts';
import type { PaintColour, PredefinedScheme } from '../../backend/engines/colour/index.ts';

export type SchemeCatalogueInitialized = Event<
  'SchemeCatalogueInitialized',
  { schemes: PredefinedScheme[]; initializedAt: string; initializedBy: string | null }
>;
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

export type CatalogueEvent = SchemeCatalogueInitialized | PaintColoursImported;

export const catalogueEventTypes = [
  'SchemeCatalogueInitialized',
  'PaintColoursImported',
] as const satisfies readonly CatalogueEvent['type'][];
