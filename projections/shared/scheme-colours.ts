/** The body/trim/accent colour columns that paint_schemes and custom_schemes share. */
export type SchemeColourRow = {
  body_color: string;
  body_color_code: string;
  body_color_name: string | null;
  trim_color: string;
  trim_color_code: string;
  trim_color_name: string | null;
  accent_color: string;
  accent_color_code: string;
  accent_color_name: string | null;
};

export const schemeColoursOf = (r: SchemeColourRow) => ({
  bodyColor: r.body_color,
  bodyColorCode: r.body_color_code,
  bodyColorName: r.body_color_name,
  trimColor: r.trim_color,
  trimColorCode: r.trim_color_code,
  trimColorName: r.trim_color_name,
  accentColor: r.accent_color,
  accentColorCode: r.accent_color_code,
  accentColorName: r.accent_color_name,
});
