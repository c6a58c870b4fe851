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

export type PromptRevisionDto = {
  service: string;
  revision: number;
  prompt: string;
  model: string;
  restoredFrom: number | null;
  revisedBy: string | null;
  revisedByEmail: string | null;
  revisedAt: string;
};

type RevisionRow = {
  service: string;
  revision: number;
  prompt: string;
  model: string;
  restored_from: number | null;
  revised_by: string | null;
  email: string | null;
  revised_at: Date;
};

/** Every revision of a service's prompt, newest first, with who made it. */
export const listPromptRevisions = async (
  db: Knex,
  service: string,
): Promise<PromptRevisionDto[]> => {
  const rows = await db('prompt_revisions as r')
    .joinRaw('left join users as u on u.id::text = r.revised_by')
    .where('r.service', service)
    .orderBy('r.revision', 'desc')
    .select<RevisionRow[]>('r.*', 'u.email');
  return rows.map((r) => ({
    service: r.service,
    revision: r.revision,
    prompt: r.prompt,
    model: r.model,
    restoredFrom: r.restored_from,
    revisedBy: r.revised_by,
    revisedByEmail: r.email,
    revisedAt: r.revised_at.toISOString(),
  }));
};

/** Every stored prompt (the admin console lists them all). */
export const listPrompts = async (db: Knex): Promise<PromptDto[]> => {
  const rows = await db('prompts')
    .orderBy('service')
    .select<
      { service: string; prompt: string; model: string; description: string; updated_at: Date }[]
    >('service', 'prompt', 'model', 'description', 'updated_at');
  return rows.map((row) => ({
    service: row.service,
    prompt: row.prompt,
    model: row.model,
    description: row.description,
    updatedAt: row.updated_at.toISOString(),
  }));
};
