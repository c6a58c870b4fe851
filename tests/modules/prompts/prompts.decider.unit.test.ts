import { describe, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../../backend/core/errors.ts';
import { DEFAULT_PROMPTS, promptsDecider } from '../../../modules/prompts/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(promptsDecider);
const now = '2026-11-22T10:00:00.000Z';
const { model, description, prompt } = DEFAULT_PROMPTS.paintGeneration;
const seeded = {
  type: 'PromptRevised' as const,
  data: {
    service: 'paintGeneration' as const,
    prompt,
    model,
    description,
    revisedAt: now,
    revisedBy: null,
  },
};

describe('prompts', () => {
  it('when a service has no prompt yet, then seeding writes the default text; afterwards it writes nothing', () => {
    spec
      .given([])
      .when({ type: 'SeedPrompt', data: { service: 'paintGeneration' }, metadata: meta(now) })
      .then([seeded]);
    spec
      .given([seeded])
      .when({ type: 'SeedPrompt', data: { service: 'paintGeneration' }, metadata: meta(now) })
      .thenNothing();
  });

  it('when an admin saves a new text, then the trimmed text is the new prompt', () => {
    spec
      .given([seeded])
      .when({
        type: 'RevisePrompt',
        data: { service: 'paintGeneration', prompt: '  Paint it {bodyColor}.  ' },
        metadata: meta(now, 'admin'),
      })
      .then([
        {
          type: 'PromptRevised',
          data: { ...seeded.data, prompt: 'Paint it {bodyColor}.', revisedBy: 'admin' },
        },
      ]);
  });

  it('when the text is blank, then it is refused', () => {
    spec
      .given([seeded])
      .when({
        type: 'RevisePrompt',
        data: { service: 'paintGeneration', prompt: '   ' },
        metadata: meta(now),
      })
      .thenThrows(ValidationError, 'Prompt cannot be empty');
  });
});

describe('RestorePrompt', () => {
  const edited = {
    type: 'PromptRevised' as const,
    data: { ...seeded.data, prompt: 'Paint it {bodyColor}.', revisedBy: 'admin' },
  };
  const restore = (revision: number) => ({
    type: 'RestorePrompt' as const,
    data: { service: 'paintGeneration' as const, revision },
    metadata: meta(now, 'admin-2'),
  });

  it('when an admin restores an earlier revision, then its text comes back as a new revision', () => {
    spec
      .given([seeded, edited])
      .when(restore(0))
      .then([
        {
          type: 'PromptRestored',
          data: { ...seeded.data, revisedBy: 'admin-2', restoredRevision: 0 },
        },
      ]);
  });

  it('when the revision is already current, then nothing is written', () => {
    spec.given([seeded, edited]).when(restore(1)).thenNothing();
  });

  it('when the revision does not exist, then it is not found', () => {
    spec
      .given([seeded])
      .when(restore(5))
      .thenThrows(NotFoundError, 'paintGeneration has no revision 5');
  });
});
