import type { Event } from '../../backend/core/decider.ts';
import type { PromptService } from './prompts.defaults.ts';

export type PromptRevised = Event<
  'PromptRevised',
  {
    service: PromptService;
    prompt: string;
    model: string;
    description: string;
    revisedAt: string;
    revisedBy: string | null;
  }
>;

export type PromptEvent = PromptRevised;
export const promptEventTypes = ['PromptRevised'] as const satisfies readonly PromptEvent['type'][];
