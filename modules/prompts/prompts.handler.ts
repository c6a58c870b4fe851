import { commandHandler } from '../../backend/core/command-handler.ts';
import type { Clock } from '../../backend/core/clock.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { PROMPT_SERVICES } from './prompts.defaults.ts';
import { promptsDecider } from './prompts.decider.ts';

export const promptStreamName = (service: string): string => `prompt-${service}`;

export const handlePromptCommand = commandHandler(promptsDecider, promptStreamName);

/** Default prompt texts go into the store at first start; later starts write nothing. */
export const seedPrompts = async (store: EventStore, clock: Clock): Promise<number> => {
  let position = -1;
  for (const service of PROMPT_SERVICES) {
    const result = await handlePromptCommand(store, service, {
      type: 'SeedPrompt',
      data: { service },
      metadata: { now: clock().toISOString() },
    });
    position = Math.max(position, result.position);
  }
  return position;
};
