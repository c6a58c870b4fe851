import { describe, expect, it } from 'vitest';
import { runEntryPoint } from '../../../support/entry-point.ts';

/**
 * pdfjs-dist's legacy build replaces JSON.stringify (7× slower), JSON.parse and
 * Array.prototype.push for the whole process when imported; the app must get the built-ins
 * back. Checked in a process of its own, loaded as `npm start` loads it.
 */
describe('loading the PDF reader', () => {
  it('when the app with its document engines is loaded, then JSON and Array.prototype.push are still the built-ins', async () => {
    const run = await runEntryPoint('tests/backend/engines/documents/print-builtins.ts', {});

    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual({
      pdfjsLoaded: true,
      stringify: true,
      parse: true,
      push: true,
    });
  });
});
