import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DOC_ID, hoaDocument } from './hoa-helpers';
import { fakeFetch, json, renderApp, signedIn, type FakeRoute } from './test-utils';
import { schemeRoutes } from './visualizer-helpers';

function setup(documents: FakeRoute) {
  const fetch = fakeFetch({
    'GET /api/auth/user': signedIn(),
    ...schemeRoutes,
    'GET /api/hoa-documents': documents,
    [`POST /api/hoa-documents/${DOC_ID}/parse`]: () => json({ status: 'processing' }, 202),
  });
  const app = renderApp('/visualizer');
  const callsTo = (method: string, url: string) =>
    fetch.calls.filter((call) => call.method === method && call.url === url).length;
  return { ...app, callsTo };
}

const banner = () => screen.findByRole('region', { name: 'HOA documents' });

describe('HOA banner on the visualizer', () => {
  it('with no documents, prompts to upload one', async () => {
    setup(() => json([]));

    const shown = await banner();
    expect(shown).toHaveTextContent('Upload your HOA');
    expect(within(shown).getByRole('link', { name: 'Upload HOA Document' })).toHaveAttribute(
      'href',
      '/hoa',
    );
  });

  it('with a 404 or 403 list, counts as no documents', async () => {
    setup(() => json({ message: 'Forbidden' }, 403));

    expect(await banner()).toHaveTextContent('Upload your HOA');
  });

  it("with an uploaded document, 'Process Document' starts processing it", async () => {
    let status = 'pending';
    const { user, callsTo } = setup(() => json([hoaDocument({ status })]));

    const shown = await banner();
    expect(shown).toHaveTextContent('Your HOA document is uploaded');
    status = 'processing';
    await user.click(within(shown).getByRole('button', { name: 'Process Document' }));

    await waitFor(() => expect(callsTo('POST', `/api/hoa-documents/${DOC_ID}/parse`)).toBe(1));
    expect(await screen.findByText('Processing your HOA document...')).toBeInTheDocument();
  });

  it("polls every 5 s while processing, then shows success and 'Manage Documents'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let call = 0;
    const { callsTo } = setup(() =>
      json([hoaDocument({ status: call++ < 2 ? 'processing' : 'completed' })]),
    );
    expect(await screen.findByText('Processing your HOA document...')).toBeInTheDocument();
    expect(callsTo('GET', '/api/hoa-documents')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(callsTo('GET', '/api/hoa-documents')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(callsTo('GET', '/api/hoa-documents')).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(callsTo('GET', '/api/hoa-documents')).toBe(3));

    const shown = await banner();
    await waitFor(() => expect(shown).toHaveTextContent('Your HOA colors are ready'));
    expect(within(shown).getByRole('link', { name: 'Manage Documents' })).toHaveAttribute(
      'href',
      '/hoa',
    );
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(callsTo('GET', '/api/hoa-documents')).toBe(3);
  });
});
