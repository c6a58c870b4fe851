import { describe, expect, it } from 'vitest';
import { userFacingFailure } from '../../../backend/core/failures.ts';

const PLAIN = { missing: 'the photo is missing', failed: 'the engine failed' };

describe('userFacingFailure', () => {
  it('when a listed reason was recorded, then it is shown and the detail kept for the log', () => {
    expect(userFacingFailure({ reason: 'the photo is missing' }, PLAIN, PLAIN.failed)).toEqual({
      reason: 'the photo is missing',
    });
    expect(
      userFacingFailure(
        { reason: 'the engine failed', detail: 'at /srv/x.ts' },
        PLAIN,
        PLAIN.failed,
      ),
    ).toEqual({ reason: 'the engine failed', detail: 'at /srv/x.ts' });
  });

  it('when an older event recorded raw exception text as the reason, then the user sees the fallback and the text goes to the log', () => {
    const raw = 'relation "renders" does not exist';

    expect(userFacingFailure({ reason: raw }, PLAIN, PLAIN.failed)).toEqual({
      reason: 'the engine failed',
      detail: raw,
    });
  });

  it('when no failure was recorded, then the fallback is shown', () => {
    expect(userFacingFailure(undefined, PLAIN, PLAIN.failed).reason).toBe('the engine failed');
  });
});
