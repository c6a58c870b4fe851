import { commandHandler, foldStream } from '../../backend/core/command-handler.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import type { PaintColour } from '../../backend/engines/colour/index.ts';
import { paintColoursDecider, planImport } from './paint-colours.decider.ts';
import { schemeCatalogueDecider } from './scheme-catalogue.decider.ts';

export const CATALOGUE_ID = 'default';
export const catalogueStreamName = (id: string): string => `catalogue-${id}`;
export const paintColourStreamName = (brand: string): string =>
  `paintColour-${brand
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

export const handleSchemeCatalogueCommand = commandHandler(
  schemeCatalogueDecider,
  catalogueStreamName,
);
export const handlePaintColoursCommand = commandHandler(paintColoursDecider, paintColourStreamName);

/** The import report for one brand, computed from its stream before the command is sent. */
export const previewPaintColourImport = async (
  store: EventStore,
  brand: string,
  colours: readonly PaintColour[],
) =>
  planImport(
    foldStream(paintColoursDecider, await store.readStream(paintColourStreamName(brand))),
    colours,
  );
