import type { Knex } from 'knex';

export type PromptDto = {
  service: string;
  prompt: string;
  model: string;
  description: string;
  updatedAt: string;
};

export const getPrompt = async (db: Knex, service: string): Promise<PromptDto | undefined> => {
  const row = await db('prompts')
    .where({ service })
    .first<
      | { service: string; prompt: string; model: string; description: string; updated_at: Date }
      | undefined
    >();
  return (
    row && {
      service: row.service,
      prompt: row.prompt,
      model: row.model,
      description: row.description,
      updatedAt: row.updated_at.toISOString(),
    }
  );
};
