import { assertNever, type Decider } from '../../backend/core/decider.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../backend/core/errors.ts';
import type {
  CreateCustomScheme,
  CustomSchemeCommand,
  SelectCustomSchemeColors,
} from './custom-schemes.commands.ts';
import type { CustomSchemeEvent } from './custom-schemes.events.ts';

type Surface = 'body' | 'trim' | 'accent';
const SURFACES: readonly Surface[] = ['body', 'trim', 'accent'];
const LABEL: Record<Surface, string> = { body: 'Body', trim: 'Trim', accent: 'Accent' };

export type CustomSchemeState =
  | { status: 'none' }
  | {
      status: 'created';
      userId: string;
      options: Record<Surface, number>;
      selection: Record<Surface, number>;
    };

const optionCount = (list: string) => list.split(',').filter((s) => s.trim() !== '').length;

const initialState = (): CustomSchemeState => ({ status: 'none' });

const evolve = (state: CustomSchemeState, event: CustomSchemeEvent): CustomSchemeState => {
  switch (event.type) {
    case 'CustomSchemeCreated':
      return {
        status: 'created',
        userId: event.data.userId,
        options: {
          body: optionCount(event.data.bodyColor),
          trim: optionCount(event.data.trimColor),
          accent: optionCount(event.data.accentColor),
        },
        selection: { body: 0, trim: 0, accent: 0 },
      };
    case 'CustomSchemeColorsSelected': {
      if (state.status !== 'created') return state;
      const { body, trim, accent } = event.data;
      return {
        ...state,
        selection: {
          body: body ?? state.selection.body,
          trim: trim ?? state.selection.trim,
          accent: accent ?? state.selection.accent,
        },
      };
    }
    default:
      return state;
  }
};

const create = (
  { data, metadata }: CreateCustomScheme,
  state: CustomSchemeState,
): CustomSchemeEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This custom scheme already exists');
  return [{ type: 'CustomSchemeCreated', data: { ...data, createdAt: metadata.now } }];
};

/** Owner only; each index must point into that surface's option list. */
const select = (
  { data, metadata }: SelectCustomSchemeColors,
  state: CustomSchemeState,
): CustomSchemeEvent[] => {
  if (state.status !== 'created') throw new NotFoundError('Custom scheme not found');
  if (state.userId !== data.userId)
    throw new ForbiddenError('You can only change your own custom schemes');
  const chosen: Partial<Record<Surface, number>> = {};
  for (const surface of SURFACES) {
    const index = data.selectedColors[surface];
    if (index === undefined) continue;
    const count = state.options[surface];
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw new ValidationError(
        `${LABEL[surface]} color selection must be an option index from 0 to ${count - 1}`,
      );
    }
    if (index !== state.selection[surface]) chosen[surface] = index;
  }
  if (Object.keys(chosen).length === 0) return [];
  return [
    {
      type: 'CustomSchemeColorsSelected',
      data: { schemeId: data.schemeId, userId: data.userId, ...chosen, selectedAt: metadata.now },
    },
  ];
};

export const customSchemesDecider: Decider<
  CustomSchemeState,
  CustomSchemeCommand,
  CustomSchemeEvent
> = {
  initialState,
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCustomScheme':
        return create(command, state);
      case 'SelectCustomSchemeColors':
        return select(command, state);
      default:
        return assertNever(command);
    }
  },
};
