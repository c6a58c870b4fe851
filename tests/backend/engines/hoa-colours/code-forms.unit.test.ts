import { describe, expect, it } from 'vitest';
import { codesOf, extract } from './support.ts';

describe('HOA colour extraction: the ways documents write codes', () => {
  it.each([
    ['SW 7015 Repose Gray', 'SW 7015', 'Repose Gray'],
    ['SW2801 Rookwood Dark Red', 'SW 2801', 'Rookwood Dark Red'],
    ['Most white shutters match the approved Extra White SW:7006.', 'SW 7006', 'Extra White'],
    ['Door: #SW6015', 'SW 6015', 'Vaguely Mauve'],
    ['SW-7015 Repose Gray', 'SW 7015', 'Repose Gray'],
    ['Repose Gray (SW 7015)', 'SW 7015', 'Repose Gray'],
    ['Sherwin-Williams 7015 Repose Gray', 'SW 7015', 'Repose Gray'],
    ['sw7015 repose gray', 'SW 7015', 'Repose Gray'],
    ['BM HC-172 Revere Pewter', 'HC-172', 'Revere Pewter'],
    ['HC 172 Revere Pewter', 'HC-172', 'Revere Pewter'],
    ['Trim: Revere Pewter HC-172', 'HC-172', 'Revere Pewter'],
    ['2121-70 Chantilly Lace', '2121-70', 'Chantilly Lace'],
    ['1558 Field Stone (Benjamin Moore)', '1558', 'Fieldstone'],
    ['BM 058 Pumpkin Spice', '058', 'Pumpkin Spice'],
    ['Behr PPU18-06 Ultra Pure White', 'PPU18-06', 'Ultra Pure White'],
    ['Putnam Plum (Dunn-Edwards DEA100)', 'DEA100', 'Putnam Plum'],
    ['PPG 1001-1 Delicate White', '1001-1', 'Delicate White'],
  ])('%j gives %s %s', async (text, code, name) => {
    const [colour, ...rest] = await extract(text);
    expect(rest).toEqual([]);
    expect(colour).toMatchObject({ code, name });
    expect(colour!.rgb).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('keeps the document wording as the description, and the catalogue name over a typo', async () => {
    const [colour] = await extract('SW2846 Roycrofit Bronze Green');
    expect(colour).toMatchObject({
      code: 'SW 2846',
      name: 'Roycroft Bronze Green',
      manufacturer: 'Sherwin-Williams',
      rgb: '#575449',
      description: 'SW2846 Roycrofit Bronze Green',
    });
  });

  it('AF-715 Dolphin AKA Quaker Gray, with its brand on the next line', async () => {
    const colours = await extract(
      'AF-715 Dolphin AKA Quaker Gray      SW6243 Distance\n       (Benjamin Moore)            SW2801 Rookwood Dark Red',
    );
    expect(codesOf(colours)).toEqual(['AF-715', 'SW 6243', 'SW 2801']);
    expect(colours[0]).toMatchObject({
      name: 'Dolphin',
      manufacturer: 'Benjamin Moore',
      description: 'AF-715 Dolphin AKA Quaker Gray (Benjamin Moore)',
    });
  });

  it('SW6257 Gibraltar AKA 2125 Wall Street: the alias is settled by the colour, not taken as a colour of its own', async () => {
    const colours = await extract(
      'SW6257 Gibraltar\n       AKA 2125 Wall Street\nSW6258 Tricorn Black',
    );
    expect(codesOf(colours)).toEqual(['SW 6257', 'SW 6258']);
    expect(colours[0]!.description).toBe('SW6257 Gibraltar AKA 2125 Wall Street');
    // 2125 is a Benjamin Moore family (2125-10 … 2125-70): the member that matches Gibraltar.
    expect(colours[0]!.equivalents[0]).toMatchObject({
      manufacturer: 'Benjamin Moore',
      code: '2125-20',
      name: 'Wall Street',
    });
  });

  it('bare numbers under a heading that names the brand', async () => {
    const text =
      'Sherwin-Williams Approved Colors\n9136 Lullaby\n9137 Niebla Azul\n7015 Repose Gray';
    expect(codesOf(await extract(text))).toEqual(['SW 9136', 'SW 9137', 'SW 7015']);
  });

  it('a CSV whose column header names the brand (the Westchase list)', async () => {
    const csv =
      '\uFEFFStrip_#,SW_Paint_#,Color_Name,Trim_Only,Body_&_Trim\n221,9136,Lullaby,,x\n221,9137,Niebla Azul,x,\n';
    const colours = await extract(csv);
    expect(codesOf(colours)).toEqual(['SW 9136', 'SW 9137']);
    expect(colours[0]!.description).toBe('9136 Lullaby Body & Trim');
  });

  it('a two-column layout keeps each column’s entries apart', async () => {
    const text = [
      '1558 Field Stone (Benjamin Moore)   SW6223 Still Water',
      'SW2801 Rookwood Dark Red            SW7006 Extra White',
    ].join('\n');
    const colours = await extract(text);
    expect(codesOf(colours)).toEqual(['1558', 'SW 6223', 'SW 2801', 'SW 7006']);
    expect(colours.map((c) => c.description)).toEqual([
      '1558 Field Stone (Benjamin Moore)',
      'SW6223 Still Water',
      'SW2801 Rookwood Dark Red',
      'SW7006 Extra White',
    ]);
  });

  it('OCR confusions inside a code (O/0, l/1, S/5) are read as digits', async () => {
    const colours = await extract(
      'SW 7O15 Repose Gray\nSW 2B01 Rookwood Dark Red\nSW 7OO6 Extra White\nSW 6Ol5 Vaguely Mauve',
    );
    expect(codesOf(colours)).toEqual(['SW 7015', 'SW 2801', 'SW 7006', 'SW 6015']);
  });

  it('OCR slips are repaired only when the name beside the code confirms the repair', async () => {
    const text = [
      'SW 91189 Dirty Martini', // a digit read twice
      'In the Navy SW 978', // a digit lost
      'Dunn-Edwards DES783 Nocturnal Sea', // 5 read as S
      'Sherwin-Williams colors',
      '0035 indian White', // the first capital lost
      'Door: Sulking Room Pink: hex AO837F', // O for 0 after a hex label
    ].join('\n');
    const colours = await extract(text);
    expect(codesOf(colours)).toEqual([
      'SW 9119',
      'SW 9178',
      'DE5783',
      'SW 0035',
      'Sulking Room Pink',
    ]);
    expect(colours[4]!.rgb).toBe('#A0837F');
    // Without a confirming name, a garbled code stays out.
    expect(await extract('SW 91189\nDES783\nSW 978')).toEqual([]);
  });

  it('a list that carries its prefix over: SW 7015, 7029 and 7036', async () => {
    expect(codesOf(await extract('Body: SW 7015, 7029 and 7036.'))).toEqual([
      'SW 7015',
      'SW 7029',
      'SW 7036',
    ]);
  });

  it('a code cut by a line break after its brand', async () => {
    expect(
      codesOf(await extract('Accent colors may be Rookwood Dark Red (SW\n2801) or Naval.')),
    ).toEqual(['SW 2801']);
  });

  it('uses the name to settle a number several brands use', async () => {
    // 1558 is Benjamin Moore's Fieldstone; no Sherwin-Williams colour is 1558.
    expect(await extract('1558 Fieldstone')).toMatchObject([
      { code: '1558', manufacturer: 'Benjamin Moore' },
    ]);
    // Without a name or a brand, a bare number is not a colour.
    expect(await extract('1558')).toEqual([]);
  });

  it('named colours with a hex or RGB value', async () => {
    const colours = await extract(
      'Shutters: Harbor Mist #A7B3B7\nDoor: Colonial Red (RGB 120, 40, 35)\nTrim: Linen White, R: 250 G: 240 B: 230',
    );
    expect(colours.map((c) => [c.code, c.name, c.rgb])).toEqual([
      ['', 'Harbor Mist', '#A7B3B7'],
      ['', 'Colonial Red', '#782823'],
      ['', 'Linen White', '#FAF0E6'],
    ]);
  });
});
