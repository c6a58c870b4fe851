import type { AnalyzeImageResult, DetectedSurface, ImageAnalysis } from '../types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function toSurface(value: unknown): DetectedSurface {
  if (!isRecord(value)) return {};
  const currentColor = text(value.currentColor);
  const hex = text(value.hex);
  const validHex = hex && HEX.test(hex) ? hex : undefined;
  return { ...(currentColor && { currentColor }), ...(validHex && { hex: validHex }) };
}

/** Reads an analysis leniently: unknown shapes give no surfaces and no style. */
export function toAnalysis(value: unknown): ImageAnalysis {
  const raw = isRecord(value) ? value : {};
  const surfaces: ImageAnalysis['surfaces'] = {};
  if (isRecord(raw.surfaces)) {
    for (const [key, surface] of Object.entries(raw.surfaces)) {
      if (surface !== null && surface !== undefined && surface !== false) {
        surfaces[key] = toSurface(surface);
      }
    }
  }
  const style = isRecord(raw.architecture) ? text(raw.architecture.style) : undefined;
  return { surfaces, architecture: style ? { style } : {} };
}

/**
 * SPEC §3: the answer has `analysis` and `imageUrl`; without an `analysis`
 * wrapper field the whole answer is the analysis.
 */
export function normalizeAnalyzeResponse(response: unknown): AnalyzeImageResult {
  const body = isRecord(response) ? response : {};
  const analysis = toAnalysis('analysis' in body ? body.analysis : body);
  const imageUrl = text(body.imageUrl);
  return imageUrl ? { analysis, imageUrl } : { analysis };
}

/** How many surface areas the AI reported (for the success notice). */
export const surfaceCount = (analysis: ImageAnalysis): number =>
  Object.keys(analysis.surfaces).length;
