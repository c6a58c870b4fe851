import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../backend/core/event-store.ts';
import { handleCustomSchemeCommand } from '../../modules/custom-schemes/index.ts';

/**
 * Records the custom scheme an HOA document would give `userId` ("Sage & Cream": two body, one
 * trim and two accent options), as the HOA parser will once it exists.
 */
export const createSageAndCream = (store: EventStore, schemeId: string, userId: string) =>
  handleCustomSchemeCommand(
    store,
    schemeId,
    {
      type: 'CreateCustomScheme',
      data: {
        schemeId,
        userId,
        documentId: randomUUID(),
        name: 'Sage & Cream',
        schemeCode: 'HOA-1795000000000',
        manufacturer: 'Sherwin-Williams',
        bodyColor: '#CCC9C0, #D1CBC1',
        bodyColorCode: 'SW 7015, SW 7029',
        bodyColorName: 'Repose Gray, Agreeable Gray',
        trimColor: '#EDEAE0',
        trimColorCode: 'SW 7008',
        trimColorName: 'Alabaster',
        accentColor: '#2F3133, #434547',
        accentColorCode: 'SW 6258, SW 7069',
        accentColorName: 'Tricorn Black, Iron Ore',
      },
      metadata: { now: new Date().toISOString(), userId },
    },
    { expectedRevision: 'no_stream' },
  );
