import { randomUUID } from 'node:crypto';
import { v5 as uuidv5, validate } from 'uuid';

/** The project's namespace for deterministic (uuid v5) ids. */
const NAMESPACE = '5b0f7a3e-8e4a-4c57-9f1e-1c9b2d0b7a11';

export const newId = (): string => randomUUID();
export const deterministicId = (...parts: string[]): string => uuidv5(parts.join(':'), NAMESPACE);
export const isUuid = (value: string): boolean => validate(value);
