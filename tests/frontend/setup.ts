import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissNotice } from '../../frontend/src/components/ui/notices';

// findBy* / waitFor give up after 1 s by default; the first render of a file (lazy routes, MUI)
// can take longer on a loaded 2-core CI machine. They still pass as soon as the text appears.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  dismissNotice();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// jsdom has no scrolling; React Router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};
