// Hex colour parsing and hex <-> RGB conversion.

export type Rgb = { r: number; g: number; b: number };

export class InvalidHexError extends Error {
  readonly input: string;
  constructor(input: string) {
    super(`Invalid hex colour: '${input}' (expected #RRGGBB or RRGGBB)`);
    this.name = 'InvalidHexError';
    this.input = input;
  }
}

const HEX_RE = /^#?([0-9a-fA-F]{6})$/;

/** '#aabbcc', 'AABBCC', '  #AaBbCc ' -> '#AABBCC'; anything else -> null. Short '#rgb' is not accepted. */
export function normaliseHex(input: string): string | null {
  const m = HEX_RE.exec(input.trim());
  return m?.[1] ? `#${m[1].toUpperCase()}` : null;
}

/** Like normaliseHex but throws InvalidHexError on bad input. */
export function parseHex(input: string): string {
  const hex = normaliseHex(input);
  if (hex === null) throw new InvalidHexError(input);
  return hex;
}

export function isHex(input: string): boolean {
  return normaliseHex(input) !== null;
}

export function hexToRgb(input: string): Rgb {
  const hex = parseHex(input);
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

function channel(v: number): string {
  const c = Math.min(255, Math.max(0, Math.round(v)));
  return c.toString(16).toUpperCase().padStart(2, '0');
}

/** Channels are rounded and clamped to 0..255. */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}
