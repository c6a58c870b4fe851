import type { Command } from '../../backend/core/decider.ts';
import type {
  PaintColour,
  PaintSchemeInput,
  PredefinedScheme,
} from '../../backend/engines/colour/index.ts';

export type InitializeSchemeCatalogue = Command<
  'InitializeSchemeCatalogue',
  { schemes: PredefinedScheme[] }
>;
/** An admin's new scheme (validated by SPEC §5's rules); the id is chosen by the caller. */
export type AddPaintScheme = Command<
  'AddPaintScheme',
  { id: string; scheme: PaintSchemeInput; adminId: string }
>;
/** An admin's edit of a scheme: the whole scheme as it should now be. */
export type ChangePaintScheme = Command<
  'ChangePaintScheme',
  { id: string; scheme: PaintSchemeInput; adminId: string }
>;
export type RemovePaintScheme = Command<'RemovePaintScheme', { id: string; adminId: string }>;
export type SchemeCatalogueCommand =
  InitializeSchemeCatalogue | AddPaintScheme | ChangePaintScheme | RemovePaintScheme;

export type ImportPaintColours = Command<
  'ImportPaintColours',
  { brand: string; source: string; colours: PaintColour[] }
>;

/** An admin's new colour (already through the §5 colour rules and cleaned). */
export type AddPaintColour = Command<'AddPaintColour', { colour: PaintColour; adminId: string }>;
/** An admin's edit of a colour's name and hex; brand and code name the colour and stay. */
export type ChangePaintColour = Command<
  'ChangePaintColour',
  { code: string; name: string; hex: string; adminId: string }
>;
export type RemovePaintColour = Command<'RemovePaintColour', { code: string; adminId: string }>;
export type PaintColoursCommand =
  ImportPaintColours | AddPaintColour | ChangePaintColour | RemovePaintColour;
