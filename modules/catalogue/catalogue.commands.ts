import type { Command } from '../../backend/core/decider.ts';
import type { PaintColour, PredefinedScheme } from '../../backend/engines/colour/index.ts';

export type InitializeSchemeCatalogue = Command<
  'InitializeSchemeCatalogue',
  { schemes: PredefinedScheme[] }
>;
export type ImportPaintColours = Command<
  'ImportPaintColours',
  { brand: string; source: string; colours: PaintColour[] }
>;
