// Compact definitions of the predefined schemes; colours are catalogue codes (see schemes.ts).

export const SCHEME_CATEGORIES = [
  'Classic Neutrals',
  'Modern Farmhouse',
  'Coastal Colors',
  'HOA Approved',
] as const;
export type SchemeCategory = (typeof SCHEME_CATEGORIES)[number];

/** The category the UI shows separately from the popular groupings. */
export const HOA_CATEGORY: SchemeCategory = 'HOA Approved';

type Base = {
  id: string;
  name: string;
  schemeCode: string;
  category: SchemeCategory;
  brand: 'SW' | 'BM';
  /** Also HOA-friendly outside the 'HOA Approved' category. */
  hoa?: boolean;
};
type Single = Base & { type?: undefined; body: string; trim: string; accent: string };
type Swap = Base & { type: 'swap'; colours: readonly [string, string, string] };
type All = Base & {
  type: 'all';
  body: readonly string[];
  trim: readonly string[];
  accent: readonly string[];
};
export type SchemeDefinition = Single | Swap | All;

const CN: SchemeCategory = 'Classic Neutrals';
const MF: SchemeCategory = 'Modern Farmhouse';
const CO: SchemeCategory = 'Coastal Colors';
const HA: SchemeCategory = 'HOA Approved';

type Colours = readonly [body: string, trim: string, accent: string];
const single = (
  schemeCode: string,
  id: string,
  name: string,
  category: SchemeCategory,
  brand: 'SW' | 'BM',
  [body, trim, accent]: Colours,
  hoa = false,
): Single => ({ schemeCode, id, name, category, brand, body, trim, accent, hoa });

// prettier-ignore
export const SCHEME_DEFINITIONS: readonly SchemeDefinition[] = [
  // Classic Neutrals
  single('CN-01', 'classic-repose-gray', 'Repose Gray Classic', CN, 'SW', ['SW 7015', 'SW 7006', 'SW 7069'], true),
  single('CN-02', 'classic-agreeable-gray', 'Agreeable Gray & Bronze', CN, 'SW', ['SW 7029', 'SW 7008', 'SW 7048']),
  single('CN-03', 'classic-accessible-beige', 'Accessible Beige Traditional', CN, 'SW', ['SW 7036', 'SW 7012', 'SW 7041']),
  single('CN-04', 'classic-mindful-gray', 'Mindful Gray Colonial', CN, 'SW', ['SW 7016', 'SW 7005', 'SW 7019'], true),
  single('CN-05', 'classic-balanced-beige', 'Balanced Beige & Chateau', CN, 'SW', ['SW 7037', 'SW 7551', 'SW 7510']),
  single('CN-06', 'classic-worldly-gray', 'Worldly Gray & Naval', CN, 'SW', ['SW 7043', 'SW 7006', 'SW 6244']),
  { schemeCode: 'CN-07', id: 'classic-greige-trio', name: 'Greige Trio', category: CN, brand: 'SW', type: 'swap', colours: ['SW 7029', 'SW 7006', 'SW 7674'] },
  {
    schemeCode: 'CN-08', id: 'classic-warm-tan-collection', name: 'Warm Tan Collection', category: CN, brand: 'SW', type: 'all',
    body: ['SW 6141', 'SW 7038', 'SW 6150'],
    trim: ['SW 7008', 'SW 7012', 'SW 6385'],
    accent: ['SW 7510', 'SW 2807', 'SW 6244', 'SW 2801'],
  },
  single('CN-09', 'classic-revere-pewter', 'Revere Pewter Classic', CN, 'BM', ['HC-172', '2121-70', 'HC-166']),
  single('CN-10', 'classic-edgecomb-gray', 'Edgecomb Gray & Hale Navy', CN, 'BM', ['HC-173', 'CC-40', 'HC-154'], true),
  single('CN-11', 'classic-manchester-tan', 'Manchester Tan Heritage', CN, 'BM', ['HC-81', 'HC-84', 'HC-185']),
  single('CN-12', 'classic-stonington-gray', 'Stonington Gray & Wrought Iron', CN, 'BM', ['HC-170', '2143-70', '2124-10']),

  // Modern Farmhouse
  single('MF-01', 'farmhouse-pure-white-tricorn', 'Pure White & Tricorn Black', MF, 'SW', ['SW 7005', 'SW 6258', 'SW 2824']),
  single('MF-02', 'farmhouse-alabaster-iron-ore', 'Alabaster & Iron Ore', MF, 'SW', ['SW 7008', 'SW 7069', 'SW 2801']),
  single('MF-03', 'farmhouse-urbane-bronze', 'Urbane Bronze Modern', MF, 'SW', ['SW 7048', 'SW 7006', 'SW 6258']),
  single('MF-04', 'farmhouse-iron-ore', 'Iron Ore & Golden Oak', MF, 'SW', ['SW 7069', 'SW 7005', 'SW 2824']),
  single('MF-05', 'farmhouse-evergreen-fog', 'Evergreen Fog Farmhouse', MF, 'SW', ['SW 9130', 'SW 7008', 'SW 7048']),
  single('MF-06', 'farmhouse-peppercorn', 'Peppercorn & Snowbound', MF, 'SW', ['SW 7674', 'SW 7004', 'SW 6991']),
  single('MF-07', 'farmhouse-gauntlet-gray', 'Gauntlet Gray Board & Batten', MF, 'SW', ['SW 7019', 'SW 7006', 'SW 6258']),
  { schemeCode: 'MF-08', id: 'farmhouse-monochrome-trio', name: 'Monochrome Trio', category: MF, brand: 'SW', type: 'swap', colours: ['SW 7006', 'SW 6258', 'SW 7015'] },
  {
    schemeCode: 'MF-09', id: 'farmhouse-modern-collection', name: 'Modern Farmhouse Collection', category: MF, brand: 'SW', type: 'all',
    body: ['SW 7005', 'SW 7008', 'SW 7029', 'SW 7674'],
    trim: ['SW 6258', 'SW 7069', 'SW 7006'],
    accent: ['SW 2824', 'SW 7048', 'SW 6244'],
  },
  single('MF-10', 'farmhouse-chantilly-lace', 'Chantilly Lace & Wrought Iron', MF, 'BM', ['2121-70', '2124-10', 'AF-290']),
  single('MF-11', 'farmhouse-kendall-charcoal', 'Kendall Charcoal Modern', MF, 'BM', ['HC-166', '2143-70', '2128-10']),
  single('MF-12', 'farmhouse-gray-owl', 'Gray Owl & Iron Mountain', MF, 'BM', ['2137-60', 'OC-149', '2134-30']),

  // Coastal Colors
  single('CO-01', 'coastal-sea-salt', 'Sea Salt & Naval', CO, 'SW', ['SW 6204', 'SW 7006', 'SW 6244'], true),
  single('CO-02', 'coastal-blustery-sky', 'Blustery Sky Shingle', CO, 'SW', ['SW 9140', 'SW 7005', 'SW 6258']),
  single('CO-03', 'coastal-distance-red-door', 'Distance & Red Bay', CO, 'SW', ['SW 6243', 'SW 7006', 'SW 6321']),
  single('CO-04', 'coastal-tradewind', 'Tradewind Cottage', CO, 'SW', ['SW 6218', 'SW 7005', 'SW 6230']),
  single('CO-05', 'coastal-windy-blue', 'Windy Blue & Navy', CO, 'SW', ['SW 6240', 'SW 7008', 'SW 9178']),
  single('CO-06', 'coastal-santorini', 'Greek Villa & Santorini Blue', CO, 'SW', ['SW 7551', 'SW 7006', 'SW 7607']),
  single('CO-07', 'coastal-oyster-bay', 'Oyster Bay & Jasper', CO, 'SW', ['SW 6206', 'SW 7006', 'SW 6216']),
  { schemeCode: 'CO-08', id: 'coastal-cottage-trio', name: 'Seaside Cottage Trio', category: CO, brand: 'SW', type: 'swap', colours: ['SW 6204', 'SW 7005', 'SW 9177'] },
  {
    schemeCode: 'CO-09', id: 'coastal-collection', name: 'Coastal Collection', category: CO, brand: 'SW', type: 'all',
    body: ['SW 6218', 'SW 6204', 'SW 6240'],
    trim: ['SW 7005', 'SW 7006', 'SW 7008'],
    accent: ['SW 6244', 'SW 6230', 'SW 9177', 'SW 2854'],
  },
  single('CO-10', 'coastal-palladian-blue', 'Palladian Blue & Hale Navy', CO, 'BM', ['HC-144', '2121-70', 'HC-154']),
  single('CO-11', 'coastal-boothbay-gray', 'Boothbay Gray Shingle', CO, 'BM', ['HC-165', 'CC-40', 'HC-155']),
  single('CO-12', 'coastal-yarmouth-blue', 'Yarmouth Blue & Aegean Teal', CO, 'BM', ['HC-150', '2143-70', '2136-40']),

  // HOA Approved (door and shutter accents from common HOA-approved lists)
  single('HA-01', 'hoa-warm-stone', 'Warm Stone & Naval', HA, 'SW', ['SW 7032', 'SW 7006', 'SW 6244']),
  single('HA-02', 'hoa-relaxed-khaki', 'Relaxed Khaki & Shutter Green', HA, 'SW', ['SW 6149', 'SW 7006', 'SW 2809']),
  single('HA-03', 'hoa-favorite-tan', 'Favorite Tan & Rookwood Red', HA, 'SW', ['SW 6157', 'SW 7006', 'SW 2801']),
  single('HA-04', 'hoa-ecru', 'Ecru & French Roast', HA, 'SW', ['SW 6135', 'SW 6385', 'SW 6069']),
  single('HA-05', 'hoa-argos', 'Argos & Tricorn Black', HA, 'SW', ['SW 7065', 'SW 7006', 'SW 6258']),
  single('HA-06', 'hoa-march-wind', 'March Wind & Seaworthy', HA, 'SW', ['SW 7668', 'SW 7006', 'SW 7620']),
  single('HA-07', 'hoa-summit-gray', 'Summit Gray & Inkwell', HA, 'SW', ['SW 7669', 'SW 7006', 'SW 6992']),
  single('HA-08', 'hoa-hammered-silver', 'Hammered Silver & Charcoal Blue', HA, 'SW', ['SW 2840', 'SW 7006', 'SW 2739']),
  single('HA-09', 'hoa-weathered-shingle', 'Weathered Shingle & Bronze', HA, 'SW', ['SW 2841', 'SW 6385', 'SW 7055']),
  {
    schemeCode: 'HA-10', id: 'hoa-door-shutter-collection', name: 'HOA Door & Shutter Collection', category: HA, brand: 'SW', type: 'all',
    body: ['SW 6149', 'SW 7065', 'SW 7669'],
    trim: ['SW 7006', 'SW 6385', 'SW 7668'],
    accent: ['SW 6244', 'SW 2809', 'SW 2801', 'SW 6258'],
  },
  single('HA-11', 'hoa-revere-pewter-dolphin', 'Revere Pewter & Dolphin', HA, 'BM', ['HC-172', '2121-70', 'AF-715']),
  single('HA-12', 'hoa-fieldstone-deep-river', 'Fieldstone & Deep River', HA, 'BM', ['1558', 'CC-40', '1582']),
];
