import {
  SURFACES,
  type ColorOption,
  type ColorOptions,
  type ColorSelection,
  type Scheme,
  type Surface,
} from '../types';
import { MISSING_HEX } from './normalize-scheme';

const HEX_PATTERN = /^#[0-9a-f]{6}$/i;

/** Entries of a comma-separated list, trimmed; empty entries stay as ''. */
export function splitList(value: string | null | undefined): string[] {
  if (!value || value.trim() === '') return [];
  return value.split(',').map((entry) => entry.trim());
}

const normalizeHex = (hex: string | undefined) => {
  if (!hex) return MISSING_HEX;
  return HEX_PATTERN.test(hex) ? hex.toUpperCase() : hex;
};

/**
 * Zips a surface's code, hex and name lists by index: one option per entry of
 * the longer of the code and hex lists. A missing hex is #CCCCCC; a missing
 * code shows the hex; a missing name is left out.
 */
export function buildColorOptions(
  hexes: string | null | undefined,
  codes: string | null | undefined,
  names: string | null | undefined,
): ColorOption[] {
  const hexList = splitList(hexes);
  const codeList = splitList(codes);
  const nameList = splitList(names);
  const count = Math.max(hexList.length, codeList.length);
  return Array.from({ length: count }, (_, index) => {
    const hex = normalizeHex(hexList[index]);
    const code = codeList[index] || hex;
    const name = nameList[index];
    return name ? { hex, code, name } : { hex, code };
  });
}

/** The colour options of a scheme (SPEC §3). */
export function schemeColorOptions(scheme: Scheme): ColorOptions {
  return {
    body: buildColorOptions(scheme.bodyColor, scheme.bodyColorCode, scheme.bodyColorName),
    trim: buildColorOptions(scheme.trimColor, scheme.trimColorCode, scheme.trimColorName),
    accent: buildColorOptions(scheme.accentColor, scheme.accentColorCode, scheme.accentColorName),
  };
}

/** An index clamped to the last valid index of a list of `length`; 0 by default. */
export function clampIndex(index: number | null | undefined, length: number): number {
  if (typeof index !== 'number' || !Number.isFinite(index) || index < 0 || length <= 0) return 0;
  return Math.min(Math.floor(index), length - 1);
}

/** Current selections: each index clamped to its list, defaulting to 0. */
export function clampSelection(
  selection: Partial<ColorSelection> | null | undefined,
  options: ColorOptions,
): ColorSelection {
  return {
    body: clampIndex(selection?.body, options.body.length),
    trim: clampIndex(selection?.trim, options.trim.length),
    accent: clampIndex(selection?.accent, options.accent.length),
  };
}

/**
 * The default selection of a scheme: a custom scheme's saved selection
 * (default 0); body 0, trim 1, accent 2 for 'swap' and 'all' schemes; else 0.
 */
export function defaultSelection(
  scheme: Scheme,
  options: ColorOptions = schemeColorOptions(scheme),
): ColorSelection {
  if (scheme.isCustom) {
    return clampSelection(
      {
        body: scheme.bodyColorSelection,
        trim: scheme.trimColorSelection,
        accent: scheme.accentColorSelection,
      },
      options,
    );
  }
  if (scheme.colorSelectionType === 'swap' || scheme.colorSelectionType === 'all') {
    return clampSelection({ body: 0, trim: 1, accent: 2 }, options);
  }
  return clampSelection({ body: 0, trim: 0, accent: 0 }, options);
}

export const hasAnyOptions = (options: ColorOptions) =>
  SURFACES.some((surface) => options[surface].length > 0);

/** True when at least one surface offers a choice (more than one option). */
export const hasChoice = (options: ColorOptions) =>
  SURFACES.some((surface) => options[surface].length > 1);

export const selectedOption = (
  options: ColorOptions,
  selection: ColorSelection,
  surface: Surface,
): ColorOption | undefined => options[surface][selection[surface]];

/** The PUT payload: only the surfaces that have options. */
export function selectedColorsPayload(
  selection: ColorSelection,
  options: ColorOptions,
): Partial<ColorSelection> {
  const payload: Partial<ColorSelection> = {};
  for (const surface of SURFACES) {
    if (options[surface].length > 0) payload[surface] = selection[surface];
  }
  return payload;
}
