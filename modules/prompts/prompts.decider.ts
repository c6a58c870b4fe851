import type { Command, Decider } from '../../backend/core/decider.ts';
import { ValidationError } from '../../backend/core/errors.ts';
import { DEFAULT_PROMPTS, type PromptService } from './prompts.defaults.ts';
import type { PromptEvent } from './prompts.events.ts';

/** Writes the default text only when the service has no prompt yet (first start). */
export type SeedPrompt = Command<'SeedPrompt', { service: PromptService }>;
/** An admin's edit: the trimmed text must not be empty (SPEC §5). */
export type RevisePrompt = Command<'RevisePrompt', { service: PromptService; prompt: string }>;
export type PromptCommand = SeedPrompt | RevisePrompt;

export type PromptState = { current: string | undefined };

export const promptsDecider: Decider<PromptState, PromptCommand, PromptEvent> = {
  initialState: () => ({ current: undefined }),
  evolve: (_state, event) => ({ current: event.data.prompt }),
  decide: (command, state) => {
    const { model, description, prompt: defaultPrompt } = DEFAULT_PROMPTS[command.data.service];
    const base = {
      service: command.data.service,
      model,
      description,
      revisedAt: command.metadata.now,
      revisedBy: command.metadata.userId ?? null,
    };
    if (command.type === 'SeedPrompt') {
      return state.current === undefined
        ? [{ type: 'PromptRevised', data: { ...base, prompt: defaultPrompt } }]
        : [];
    }
    const prompt = command.data.prompt.trim();
    if (!prompt) throw new ValidationError('Prompt cannot be empty');
    return prompt === state.current ? [] : [{ type: 'PromptRevised', data: { ...base, prompt } }];
  },
};
