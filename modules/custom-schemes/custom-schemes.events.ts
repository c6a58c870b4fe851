import type { Event } from '../../backend/core/decider.ts';

export type CustomSchemeColours = {
  bodyColor: string;
  bodyColorCode: string;
  bodyColorName: string | null;
  trimColor: string;
  trimColorCode: string;
  trimColorName: string | null;
  accentColor: string;
  accentColorCode: string;
  accentColorName: string | null;
};

export type CustomSchemeCreated = Event<
  'CustomSchemeCreated',
  CustomSchemeColours & {
    schemeId: string;
    userId: string;
    documentId: string;
    name: string;
    schemeCode: string;
    manufacturer: string;
    createdAt: string;
  }
>;
export type CustomSchemeColorsSelected = Event<
  'CustomSchemeColorsSelected',
  {
    schemeId: string;
    userId: string;
    body?: number;
    trim?: number;
    accent?: number;
    selectedAt: string;
  }
>;

export type CustomSchemeEvent = CustomSchemeCreated | CustomSchemeColorsSelected;

export const customSchemeEventTypes = [
  'CustomSchemeCreated',
  'CustomSchemeColorsSelected',
] as const satisfies readonly CustomSchemeEvent['type'][];
