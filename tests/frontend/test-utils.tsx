import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../../frontend/src/app/provider';
import { routes } from '../../frontend/src/app/router';
import type { User } from '../../frontend/src/features/auth/api/get-user';
import { createQueryClient } from '../../frontend/src/lib/query-client';

export type FetchCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
  credentials: RequestCredentials | undefined;
};

export type FakeRoute = (call: FetchCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const testUser: User = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  betaTester: false,
  remainingRenders: 3,
  hoaRequired: null,
  isAdmin: false,
  onboardingCompleted: false,
};

export const signedIn =
  (user: User = testUser): FakeRoute =>
  () =>
    json(user);

export const signedOut: FakeRoute = () => json({ message: 'Unauthorized' }, 401);

/** A promise to answer later, for "while pending" assertions. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Replaces fetch (the network boundary in jsdom) with routes keyed
 * "METHOD /path". Anything else answers 404.
 */
export function fakeFetch(routesByKey: Record<string, FakeRoute>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: FetchCall = {
      method,
      url,
      body,
      headers: new Headers(init.headers),
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routesByKey[`${method} ${url}`];
    return route ? route(call) : json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders the whole app (providers + routes) at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, user };
}
