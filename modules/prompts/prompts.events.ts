import type { Event } from '../../backend/core/decider.ts';
import type { PromptService } from './prompts.defaults.ts';

type PromptText = {
  service: PromptService;
  prompt: string;
  model: string;
  description: string;
  revisedAt: string;
  revisedBy: string | null;
};

/** A new text (the seeded default when revisedBy is null, otherwise an admin's edit). */
export type PromptRevised = Event<'PromptRevised', PromptText>;
/** An earlier revision's text made current again, as a new revision. */
export type PromptRestored = Event<'PromptRestored', PromptText & { restoredRevision: number }>;

export type PromptEvent = PromptRevised | PromptRestored;
export const promptEventTypes = [
  'PromptRevised',
  'PromptRestored',
] as const satisfies readonly PromptEvent['type'][];
