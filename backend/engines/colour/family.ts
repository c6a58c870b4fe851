// The colour family a paint colour belongs to, as a shopper would file it, from its hex.
import { hexToLab } from './lab.ts';

/** The families in the order a colour list shows them. */
export const COLOUR_FAMILIES = [
  'Whites',
  'Neutrals',
  'Greys',
  'Blacks',
  'Browns',
  'Reds',
  'Oranges',
  'Yellows',
  'Greens',
  'Blues',
  'Purples',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** Lightness L* (0–100), chroma C*ab and hue angle h (degrees, 0–360) of CIELAB (D65). */
export type Lch = { L: number; C: number; h: number };

export function hexToLch(hex: string): Lch {
  const { L, a, b } = hexToLab(hex);
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return { L, C: Math.hypot(a, b), h: h < 0 ? h + 360 : h };
}

/**
 * The rule, in CIELAB LCh (D65), first match wins. "Warm" hues are 40° ≤ h < 110°, where
 * creams, beiges, tans, browns, oranges and yellows live.
 * 1. Whites: L* ≥ 88 and C* < 12 for a warm hue (ivories and creamy whites), C* < 5 otherwise
 *    (a paler pink, lilac or blue than that is a pastel of its hue, step 4).
 * 2. Blacks: L* < 30 and C* < 7.
 * 3. Greys: L* < 88 and C* < 7 (greys, greiges, charcoals; Hale Navy, C* 7.6, is a blue).
 * 4. Warm hues: L* < 50 → Browns; C* < 26 → Neutrals (beiges, tans, khakis, creams).
 * 5. By hue: Reds [340°, 40°) (pinks too), Oranges [40°, 70°), Yellows [70°, 110°),
 *    Greens [110°, 195°), Blues [195°, 290°), Purples [290°, 340°) (lilacs, plums).
 */
export function colourFamily(hex: string): ColourFamily {
  const { L, C, h } = hexToLch(hex);
  const warm = h >= 40 && h < 110;
  if (L >= 88 && C < (warm ? 12 : 5)) return 'Whites';
  if (L < 30 && C < 7) return 'Blacks';
  if (L < 88 && C < 7) return 'Greys';
  if (warm && L < 50) return 'Browns';
  if (warm && C < 26) return 'Neutrals';
  if (h >= 340 || h < 40) return 'Reds';
  if (h < 70) return 'Oranges';
  if (h < 110) return 'Yellows';
  if (h < 195) return 'Greens';
  if (h < 290) return 'Blues';
  return 'Purples';
}
