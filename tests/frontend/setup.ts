import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissNotice } from '../../frontend/src/components/ui/notices';

afterEach(() => {
  cleanup();
  dismissNotice();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// jsdom has no scrolling; React Router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};
