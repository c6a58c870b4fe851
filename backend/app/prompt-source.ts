import type { Knex } from 'knex';
import type { PromptSource } from '../ports/prompt-source.ts';
import { DEFAULT_PROMPTS } from '../../modules/prompts/index.ts';
import { getPrompt } from '../../projections/prompts/index.ts';

/** The current (admin-edited) prompt of a service; the default text until the store has one. */
export const promptSource =
  (db: Knex): PromptSource =>
  async (service) => {
    const stored = await getPrompt(db, service);
    return stored
      ? { prompt: stored.prompt, model: stored.model }
      : { prompt: DEFAULT_PROMPTS[service].prompt, model: DEFAULT_PROMPTS[service].model };
  };
