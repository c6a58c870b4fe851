import { describe, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../backend/core/errors.ts';
import {
  customSchemesDecider,
  type CustomSchemeCreated,
} from '../../../modules/custom-schemes/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(customSchemesDecider);
const now = '2026-11-22T10:00:00.000Z';
const created: CustomSchemeCreated = {
  type: 'CustomSchemeCreated',
  data: {
    schemeId: 's-1',
    userId: 'owner',
    documentId: 'd-1',
    name: 'Sage & Cream',
    schemeCode: 'HOA-1',
    manufacturer: 'Sherwin-Williams',
    bodyColor: '#CCC9C0, #D1CBC1',
    bodyColorCode: 'SW 7015, SW 7029',
    bodyColorName: 'Repose Gray, Agreeable Gray',
    trimColor: '#EDEAE0',
    trimColorCode: 'SW 7008',
    trimColorName: 'Alabaster',
    accentColor: '#2F3133, #434547, #3E3E3B',
    accentColorCode: 'SW 6258, SW 7069, SW 7674',
    accentColorName: 'Tricorn Black, Iron Ore, Peppercorn',
    createdAt: now,
  },
};
const select = (
  userId: string,
  selectedColors: { body?: number; trim?: number; accent?: number },
) => ({
  type: 'SelectCustomSchemeColors' as const,
  data: { schemeId: 's-1', userId, selectedColors },
  metadata: meta(now, userId),
});

describe('SelectCustomSchemeColors', () => {
  it('when the owner picks options inside the lists, then the selection is recorded', () => {
    spec
      .given([created])
      .when(select('owner', { body: 1, accent: 2 }))
      .then([
        {
          type: 'CustomSchemeColorsSelected',
          data: { schemeId: 's-1', userId: 'owner', body: 1, accent: 2, selectedAt: now },
        },
      ]);
  });

  it('when the selection is what is already chosen, then nothing is written', () => {
    spec
      .given([created])
      .when(select('owner', { body: 0, trim: 0 }))
      .thenNothing();
  });

  it('when an index is past the end of its list, then it is refused', () => {
    spec
      .given([created])
      .when(select('owner', { trim: 1 }))
      .thenThrows(ValidationError, 'Trim color selection must be an option index from 0 to 0');
  });

  it('when someone else tries, then it is forbidden', () => {
    spec
      .given([created])
      .when(select('intruder', { body: 1 }))
      .thenThrows(ForbiddenError);
  });

  it('when the scheme does not exist, then it is not found', () => {
    spec
      .given([])
      .when(select('owner', { body: 1 }))
      .thenThrows(NotFoundError);
  });
});
