import type { Command, Decider } from '../../backend/core/decider.ts';
import { NotFoundError, ValidationError } from '../../backend/core/errors.ts';
import { DEFAULT_PROMPTS, type PromptService } from './prompts.defaults.ts';
import type { PromptEvent } from './prompts.events.ts';

/** Writes the default text only when the service has no prompt yet (first start). */
export type SeedPrompt = Command<'SeedPrompt', { service: PromptService }>;
/** An admin's edit: the trimmed text must not be empty (SPEC §5). */
export type RevisePrompt = Command<'RevisePrompt', { service: PromptService; prompt: string }>;
/** An admin brings back an earlier revision (its stream revision) as a new revision. */
export type RestorePrompt = Command<'RestorePrompt', { service: PromptService; revision: number }>;
export type PromptCommand = SeedPrompt | RevisePrompt | RestorePrompt;

/** Every revision's text, by stream revision; the last one is current. */
export type PromptState = { revisions: string[] };

const current = (state: PromptState) => state.revisions[state.revisions.length - 1];

export const promptsDecider: Decider<PromptState, PromptCommand, PromptEvent> = {
  initialState: () => ({ revisions: [] }),
  evolve: (state, event) => ({ revisions: [...state.revisions, event.data.prompt] }),
  decide: (command, state) => {
    const { model, description, prompt: defaultPrompt } = DEFAULT_PROMPTS[command.data.service];
    const base = {
      service: command.data.service,
      model,
      description,
      revisedAt: command.metadata.now,
      revisedBy: command.metadata.userId ?? null,
    };
    switch (command.type) {
      case 'SeedPrompt':
        return current(state) === undefined
          ? [{ type: 'PromptRevised', data: { ...base, prompt: defaultPrompt } }]
          : [];
      case 'RevisePrompt': {
        const prompt = command.data.prompt.trim();
        if (!prompt) throw new ValidationError('Prompt cannot be empty');
        return prompt === current(state)
          ? []
          : [{ type: 'PromptRevised', data: { ...base, prompt } }];
      }
      case 'RestorePrompt': {
        const { revision } = command.data;
        const prompt = state.revisions[revision];
        if (prompt === undefined)
          throw new NotFoundError(`${command.data.service} has no revision ${revision}`);
        if (revision === state.revisions.length - 1) return [];
        return [{ type: 'PromptRestored', data: { ...base, prompt, restoredRevision: revision } }];
      }
    }
  },
};
