import { defineProjection } from '../../backend/core/projection.ts';
import type { PromptRevised } from '../../modules/prompts/index.ts';

/** prompts: the current text of each AI service's prompt. */
export const promptsProjection = defineProjection<PromptRevised>({
  name: 'prompts',
  canHandle: ['PromptRevised'],
  tables: ['prompts'],
  handle: async (trx, { data, streamRevision }) => {
    await trx('prompts')
      .insert({
        service: data.service,
        prompt: data.prompt,
        model: data.model,
        description: data.description,
        updated_at: data.revisedAt,
        last_revision: streamRevision,
      })
      .onConflict('service')
      .merge()
      .where('prompts.last_revision', '<', streamRevision);
  },
});
