import type { Command } from '../../backend/core/decider.ts';
import type { CustomSchemeCreated } from './custom-schemes.events.ts';

export type CreateCustomScheme = Command<
  'CreateCustomScheme',
  Omit<CustomSchemeCreated['data'], 'createdAt'>
>;
export type SelectCustomSchemeColors = Command<
  'SelectCustomSchemeColors',
  {
    schemeId: string;
    userId: string;
    selectedColors: { body?: number; trim?: number; accent?: number };
  }
>;

export type CustomSchemeCommand = CreateCustomScheme | SelectCustomSchemeColors;
