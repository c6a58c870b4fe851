/** Public surface of the prompts module (the texts the OpenAI engines use). */
export type { PromptEvent, PromptRestored, PromptRevised } from './prompts.events.ts';
export { promptEventTypes } from './prompts.events.ts';
export { promptsDecider, type PromptCommand } from './prompts.decider.ts';
export {
  DEFAULT_PROMPTS,
  PROMPT_SERVICES,
  type PromptService,
  type PromptDefinition,
} from './prompts.defaults.ts';
export { handlePromptCommand, promptStreamName, seedPrompts } from './prompts.handler.ts';
