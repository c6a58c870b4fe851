import fs from 'node:fs';
import {
  CURATED_COLOURS,
  PaintIndex,
  mergeCatalogue,
  type PaintColour,
} from './engines/colour/index.ts';
import { createHoaColourExtractor } from './engines/hoa-colours/index.ts';
const all = JSON.parse(
  fs.readFileSync('../shared/data/paint-colors/all-paint-colors.json', 'utf8'),
) as PaintColour[];
const index = new PaintIndex(mergeCatalogue(CURATED_COLOURS, all).catalogue);
const x = createHoaColourExtractor(async () => index);
const text = process.argv[2]
  ? fs.readFileSync(process.argv[2], 'utf8')
  : fs.readFileSync(0, 'utf8');
for (const c of await x.extract(text)) console.log(c.code, '|', c.name, '|', c.description);
