export { promptsProjection } from './prompts.projection.ts';
export {
  getPrompt,
  listPrompts,
  listPromptRevisions,
  type PromptDto,
  type PromptRevisionDto,
} from './prompts.queries.ts';
