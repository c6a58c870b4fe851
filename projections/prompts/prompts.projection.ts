import { defineProjection } from '../../backend/core/projection.ts';
import { promptEventTypes, type PromptEvent } from '../../modules/prompts/index.ts';

/**
 * prompts: the current text of each AI service's prompt; prompt_revisions: every revision
 * (its stream revision, text, who and when, and which revision a restore brought back).
 */
export const promptsProjection = defineProjection<PromptEvent>({
  name: 'prompts',
  canHandle: promptEventTypes,
  tables: ['prompts', 'prompt_revisions'],
  handle: async (trx, { type, data, streamRevision }) => {
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
    await trx('prompt_revisions')
      .insert({
        service: data.service,
        revision: streamRevision,
        prompt: data.prompt,
        model: data.model,
        restored_from: type === 'PromptRestored' ? data.restoredRevision : null,
        revised_by: data.revisedBy,
        revised_at: data.revisedAt,
      })
      .onConflict(['service', 'revision'])
      .ignore();
  },
});
