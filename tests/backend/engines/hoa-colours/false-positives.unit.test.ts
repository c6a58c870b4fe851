import { describe, expect, it } from 'vitest';
import { codesOf, extract } from './support.ts';

describe('HOA colour extraction: numbers that are not colours', () => {
  it.each([
    ['a page number', 'Sherwin-Williams colors\nPage 2 of 12\n- 2 -'],
    ['a revision date', 'Sherwin-Williams colors\nRev. 4.26.2024'],
    ['dates', 'Approved at the 2024 annual meeting on March 15, 2024 (2024-03-15, 03/15/2024).'],
    ['phone numbers', 'Call the office at (843) 705-4000 or 843-705-4100, fax 843 705 4001.'],
    [
      'a street address',
      'Sherwin-Williams colors\nMail applications to 1558 Field Stone Lane, Suite 200.',
    ],
    ['prices', 'The review fee is $1,558.00 for repaints and $250 for doors.'],
    ['section numbers', 'See Section 7.2 and Article 6015 of the Declaration, Resolution 2023-10.'],
    [
      'lot and phase numbers',
      'Lot 7015 and Lot 2125 in Phase 2801 follow the Riverbend guidelines.',
    ],
    ['a year range', 'Homes built between 1994 and 2005 keep their original colors.'],
    [
      'quantities',
      'Sherwin-Williams colors\nAllow 30 days; 7015 homes were repainted; 2801 sq ft.',
    ],
    ['fan-deck locator numbers', 'SW 6244 Naval 253-C6 282-C5'],
    ['an invoice number in hex form', 'Invoice #102345 was paid.'],
  ])('%s gives no colour (or only the real one)', async (_what, text) => {
    const colours = await extract(text);
    expect(codesOf(colours).filter((c) => c !== 'SW 6244')).toEqual([]);
  });

  it('a colour the document forbids is left out', async () => {
    const text = [
      'Approved: SW 7015 Repose Gray.',
      'Bright colors such as SW 6868 Real Red are not permitted on any elevation.',
      'PROHIBITED COLORS:',
      'SW 2801 Rookwood Dark Red',
      'APPROVED ACCENTS:',
      'SW 7006 Extra White',
    ].join('\n');
    expect(codesOf(await extract(text))).toEqual(['SW 7015', 'SW 7006']);
  });

  it('the same colour named twice (an FAQ and the list) is one colour', async () => {
    const text =
      'Most shutters match Extra White SW:7006.\n\nAPPROVED LIST\nSW7006 Extra White\nSW 7006';
    const colours = await extract(text);
    expect(codesOf(colours)).toEqual(['SW 7006']);
    expect(colours[0]!.description).toBe('Extra White SW:7006');
  });

  it('a document that names no colours gives none', async () => {
    const text = [
      'ARCHITECTURAL GUIDELINES (1994)',
      'Section 4. House trim must be consistent with the general character of the neighborhood.',
      'Fences may not exceed 6 feet. Contact the ARC at 410-555-0100, P.O. Box 1558.',
    ].join('\n');
    expect(await extract(text)).toEqual([]);
  });
});
