/** Loads the shipped facade CNN weights (model/cnn.json, produced by train/train_cnn.py). */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { FacadeCnn, type CnnJson } from './cnn';

export const MODEL_DIR = join(dirname(fileURLToPath(import.meta.url)), 'model');

/** CMP class order of the model outputs (CMP index - 1). */
export const CMP_CLASSES = [
  'background',
  'facade',
  'window',
  'door',
  'cornice',
  'sill',
  'balcony',
  'blind',
  'deco',
  'molding',
  'pillar',
  'shop',
] as const;

const cache = new Map<string, FacadeCnn>();

export function loadCnn(path = join(MODEL_DIR, 'cnn.json')): FacadeCnn {
  const hit = cache.get(path);
  if (hit) return hit;
  if (!existsSync(path)) throw new Error(`Vision model weights missing: ${path}`);
  const cnn = new FacadeCnn(JSON.parse(readFileSync(path, 'utf8')) as CnnJson);
  cache.set(path, cnn);
  return cnn;
}
