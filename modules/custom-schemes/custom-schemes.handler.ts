import { commandHandler } from '../../backend/core/command-handler.ts';
import { customSchemesDecider } from './custom-schemes.decider.ts';

export const customSchemeStreamName = (schemeId: string): string => `customScheme-${schemeId}`;

export const handleCustomSchemeCommand = commandHandler(
  customSchemesDecider,
  customSchemeStreamName,
);
