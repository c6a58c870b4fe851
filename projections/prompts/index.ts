export { promptsProjection } from './prompts.projection.ts';
export { getPrompt, type PromptDto } from './prompts.queries.ts';
