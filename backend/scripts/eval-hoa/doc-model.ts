// A made-up HOA document around a known list of colours: headings, prose, bullets, tables and
// two-column lists, the codes written in the many styles real documents use, with the numbers
// real documents also hold (pages, dates, phones, addresses, prices, sections, revisions) and,
// sometimes, a colour the document forbids. The truth is the list of approved colours.
import type { PaintColour } from '../../engines/colour/index.ts';
import { writeColour, type Truth } from './code-styles.ts';
import { pick, type Rng } from './random.ts';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'columns'; left: string[]; right: string[] };

export type DocModel = { title: string; blocks: Block[]; truth: Truth[] };

const DISTRACTORS = [
  'Revised 04/26/2024. Questions? Call the management office at (843) 705-4000 or 843-705-4100.',
  'Page 2 of 12',
  'Rev. 4.26.2024',
  'Applications must be filed under Section 7.2 of the Declaration and Article 6015 of the Covenants.',
  'The review fee is $1,558.00 for repaints and $250 for doors, payable to the Association.',
  'Mail applications to 1558 Field Stone Lane, Suite 200, Hilton Head, SC 29909.',
  'Approved at the 2024 annual meeting held on March 15, 2024 at 7:00 pm.',
  'Homes built between 1994 and 2005 in Phase 2801 may keep their original colours.',
  'Lot 7015 and Lot 2125 follow the Riverbend guidelines (Resolution 2023-10).',
  'Allow 30 days for review; up to 45 homes are repainted each year.',
  'Office hours: 9:00 am to 5:00 pm, Monday to Friday. Fax 843-705-4001.',
];

const USES = ['Body', 'Trim', 'Body & Trim', 'Front Door', 'Shutters', 'Accent', 'Garage Door'];

function section(rng: Rng, colours: readonly PaintColour[], truth: Truth[]): Block[] {
  const named = colours.some((c) => (c as { named?: boolean }).named);
  const layouts = [
    'table',
    'columns',
    'bullets',
    'prose',
    ...(named ? [] : ['brand-list', 'brand-table']),
  ];
  const layout = pick(rng, layouts);
  const brandOnly = layout === 'brand-list' || layout === 'brand-table';
  const written = colours.map((c) => writeColour(rng, c, { bare: brandOnly }));
  truth.push(...written.map((w) => w.truth));
  const texts = written.map((w) => w.text);
  const brand = colours[0]?.brand ?? 'Sherwin-Williams';
  switch (layout) {
    case 'table':
      return [
        {
          kind: 'heading',
          text: pick(rng, [
            'Approved Body Colors',
            'Approved Color Palette',
            'Trim and Accent Colors',
          ]),
        },
        {
          kind: 'table',
          header: ['Color', 'Use'],
          rows: texts.map((t) => [t, pick(rng, USES)]),
        },
      ];
    case 'columns': {
      const half = Math.ceil(texts.length / 2);
      return [
        { kind: 'heading', text: 'APPROVED PAINT CODES FOR FRONT DOORS AND SHUTTERS' },
        { kind: 'columns', left: texts.slice(0, half), right: texts.slice(half) },
      ];
    }
    case 'bullets':
      return [
        { kind: 'para', text: 'The following colors are approved for the home exterior:' },
        { kind: 'bullets', items: texts },
      ];
    case 'prose': {
      const blocks: Block[] = [];
      for (let i = 0; i < texts.length; i += 4) {
        const part = texts.slice(i, i + 4);
        const list =
          part.length > 1 ? `${part.slice(0, -1).join(', ')} or ${part.at(-1)}` : part[0];
        blocks.push({
          kind: 'para',
          text: `${pick(rng, USES)} colors may be ${list}. ${pick(rng, DISTRACTORS)}`,
        });
      }
      return blocks;
    }
    case 'brand-list':
      return [
        { kind: 'heading', text: `${brand} Approved Colors` },
        { kind: 'bullets', items: texts },
      ];
    case 'brand-table':
      return [
        {
          kind: 'table',
          header: [
            brand === 'Sherwin-Williams' ? 'SW #' : `${brand} Code`,
            'Color Name',
            'Trim Only',
            'Body & Trim',
          ],
          rows: written.map((w) => [
            w.code,
            w.name,
            rng() < 0.3 ? 'x' : '',
            rng() < 0.7 ? 'x' : '',
          ]),
        },
      ];
  }
  return [];
}

/** A document naming `colours` (grouped so brand-headed sections hold one brand). */
export function makeDocument(
  rng: Rng,
  colours: readonly PaintColour[],
  forbidden?: PaintColour,
): DocModel {
  const truth: Truth[] = [];
  const blocks: Block[] = [
    { kind: 'para', text: pick(rng, DISTRACTORS) },
    {
      kind: 'para',
      text: 'Owners must submit a paint application before painting. All colors are subject to approval.',
    },
  ];
  const byBrand = new Map<string, PaintColour[]>();
  for (const c of colours) byBrand.set(c.brand, [...(byBrand.get(c.brand) ?? []), c]);
  for (const group of byBrand.values()) {
    for (let i = 0; i < group.length; i += 12) {
      blocks.push(...section(rng, group.slice(i, i + 12), truth));
      if (rng() < 0.5) blocks.push({ kind: 'para', text: pick(rng, DISTRACTORS) });
    }
  }
  if (forbidden) {
    const w = writeColour(rng, forbidden, { bare: false });
    blocks.push({
      kind: 'para',
      text: `Bright colors such as ${w.text} are not permitted on any elevation.`,
    });
  }
  blocks.push({ kind: 'para', text: pick(rng, DISTRACTORS) });
  return {
    title: pick(rng, [
      'Exterior Paint Guidelines',
      'Architectural Review: Approved Colors',
      'Paint Color Standards',
    ]),
    blocks,
    truth,
  };
}
