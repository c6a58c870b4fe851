// sRGB (D65) <-> CIELAB and the CIEDE2000 colour difference.
import { hexToRgb, rgbToHex, type Rgb } from './hex.ts';

export type Lab = { L: number; a: number; b: number };

// D65 reference white (2 degree observer), Y normalised to 1.
const WHITE = { x: 0.95047, y: 1.0, z: 1.08883 };
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

// Linear sRGB -> XYZ (D65), row-major; the inverse is computed exactly so round trips are lossless.
const RGB_TO_XYZ: Matrix3 = [
  0.4124564, 0.3575761, 0.1804375, 0.2126729, 0.7151522, 0.072175, 0.0193339, 0.119192, 0.9503041,
];

function invert([a, b, c, d, e, f, g, h, i]: Matrix3): Matrix3 {
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

const XYZ_TO_RGB = invert(RGB_TO_XYZ);

function apply(m: Matrix3, x: number, y: number, z: number): [number, number, number] {
  return [
    m[0] * x + m[1] * y + m[2] * z,
    m[3] * x + m[4] * y + m[5] * z,
    m[6] * x + m[7] * y + m[8] * z,
  ];
}

function toLinear(c8: number): number {
  const c = c8 / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(c: number): number {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return v * 255;
}

function f(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

function fInv(t: number): number {
  const t3 = t ** 3;
  return t3 > EPSILON ? t3 : (116 * t - 16) / KAPPA;
}

export function rgbToLab({ r, g, b }: Rgb): Lab {
  const R = toLinear(r);
  const G = toLinear(g);
  const B = toLinear(b);
  const [x, y, z] = apply(RGB_TO_XYZ, R, G, B);
  const fx = f(x / WHITE.x);
  const fy = f(y / WHITE.y);
  const fz = f(z / WHITE.z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Unrounded, unclamped sRGB (0..255 scale); out-of-gamut Lab gives values outside 0..255. */
export function labToRgb({ L, a, b }: Lab): Rgb {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const x = fInv(fx) * WHITE.x;
  const y = (L > KAPPA * EPSILON ? fy ** 3 : L / KAPPA) * WHITE.y;
  const z = fInv(fz) * WHITE.z;
  const [R, G, B] = apply(XYZ_TO_RGB, x, y, z);
  return { r: fromLinear(R), g: fromLinear(G), b: fromLinear(B) };
}

export function hexToLab(hex: string): Lab {
  return rgbToLab(hexToRgb(hex));
}

export function labToHex(lab: Lab): string {
  return rgbToHex(labToRgb(lab));
}

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** CIEDE2000 (Sharma, Wu & Dalal 2005), parametric factors kL = kC = kH = 1 by default. */
export function deltaE2000(lab1: Lab, lab2: Lab, kL = 1, kC = 1, kH = 1): number {
  const C1 = Math.hypot(lab1.a, lab1.b);
  const C2 = Math.hypot(lab2.a, lab2.b);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + POW25_7)));
  const a1 = (1 + G) * lab1.a;
  const a2 = (1 + G) * lab2.a;
  const C1p = Math.hypot(a1, lab1.b);
  const C2p = Math.hypot(a2, lab2.b);
  const hue = (bb: number, aa: number): number => {
    if (bb === 0 && aa === 0) return 0;
    const h = Math.atan2(bb, aa) / DEG;
    return h < 0 ? h + 360 : h;
  };
  const h1 = hue(lab1.b, a1);
  const h2 = hue(lab2.b, a2);

  const dL = lab2.L - lab1.L;
  const dC = C2p - C1p;
  let dh = 0;
  if (C1p * C2p !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(C1p * C2p) * Math.sin((dh / 2) * DEG);

  const Lbar = (lab1.L + lab2.L) / 2;
  const Cbar = (C1p + C2p) / 2;
  let hbar = h1 + h2;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1 - h2) <= 180) hbar = (h1 + h2) / 2;
    else if (h1 + h2 < 360) hbar = (h1 + h2 + 360) / 2;
    else hbar = (h1 + h2 - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hbar - 30) * DEG) +
    0.24 * Math.cos(2 * hbar * DEG) +
    0.32 * Math.cos((3 * hbar + 6) * DEG) -
    0.2 * Math.cos((4 * hbar - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hbar - 275) / 25) ** 2));
  const Cbar7p = Cbar ** 7;
  const RC = 2 * Math.sqrt(Cbar7p / (Cbar7p + POW25_7));
  const Lm50 = (Lbar - 50) ** 2;
  const SL = 1 + (0.015 * Lm50) / Math.sqrt(20 + Lm50);
  const SC = 1 + 0.045 * Cbar;
  const SH = 1 + 0.015 * Cbar * T;
  const RT = -Math.sin(2 * dTheta * DEG) * RC;

  const tL = dL / (kL * SL);
  const tC = dC / (kC * SC);
  const tH = dH / (kH * SH);
  return Math.sqrt(tL * tL + tC * tC + tH * tH + RT * tC * tH);
}
