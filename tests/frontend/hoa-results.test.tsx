import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DOC_ID, extractedColors, statusAnswer } from './hoa-helpers';
import { fakeFetch, json, renderApp, signedIn, type FakeRoute } from './test-utils';

const STATUS = `/api/hoa-documents/${DOC_ID}/status`;
const COLORS = `/api/hoa-documents/${DOC_ID}/colors`;

function setup(status: FakeRoute, colors: FakeRoute = () => json({ colors: extractedColors })) {
  const fetch = fakeFetch({
    'GET /api/auth/user': signedIn(),
    'GET /api/hoa-documents': () => json([]),
    [`GET ${STATUS}`]: status,
    [`GET ${COLORS}`]: colors,
    [`POST /api/hoa-documents/${DOC_ID}/parse`]: () => json({ status: 'processing' }, 202),
  });
  const app = renderApp(`/hoa/schemes/${DOC_ID}`);
  const callsTo = (url: string) => fetch.calls.filter((call) => call.url === url).length;
  return { ...app, callsTo };
}

const progress = () => screen.findByRole('progressbar', { name: 'Processing progress' });

/** Answers in turn, the last one again and again. */
const inTurn = (...answers: (() => Response)[]): FakeRoute => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
};

describe('document processing results', () => {
  it('shows the title, a back link, and a pending document at 10% with Start Processing', async () => {
    setup(() => statusAnswer('pending'));

    expect(
      await screen.findByRole('heading', { name: 'Document Processing Results' }),
    ).toBeInTheDocument();
    expect(await progress()).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Processing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to HOA Documents' })).toHaveAttribute(
      'href',
      '/hoa',
    );
  });

  it('polls every 3 s while processing (60%) and stops at completed (100%) with the colour cards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = setup(
      inTurn(
        () => statusAnswer('processing'),
        () => statusAnswer('processing'),
        () => statusAnswer('completed'),
      ),
    );
    expect(await progress()).toHaveAttribute('aria-valuenow', '60');
    expect(callsTo(STATUS)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(callsTo(STATUS)).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(callsTo(STATUS)).toBe(3));

    expect(await progress()).toHaveAttribute('aria-valuenow', '100');
    const card = await screen.findByRole('article', { name: 'Repose Gray' });
    expect(card).toHaveTextContent('SW 7015');
    expect(card).toHaveTextContent('Body: SW 7015 Repose Gray');
    expect(card).toHaveTextContent('Benjamin Moore OC-23 Classic Gray');
    expect(card).toHaveTextContent('ΔE 2.4');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Create Custom Paint Scheme' })).toHaveAttribute(
      'href',
      `/hoa/custom-schemes/new/${DOC_ID}`,
    );

    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(callsTo(STATUS)).toBe(3);
  });

  it('retries the status 3 times 2 s apart, then offers Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo, user } = setup(
      inTurn(
        () => json({ message: 'down' }, 500),
        () => json({ message: 'down' }, 500),
        () => json({ message: 'down' }, 500),
        () => json({ message: 'down' }, 500),
        () => statusAnswer('failed', { failureReason: 'The PDF is damaged.' }),
      ),
    );
    await waitFor(() => expect(callsTo(STATUS)).toBe(1));
    for (const expected of [2, 3, 4]) {
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(callsTo(STATUS)).toBe(expected));
    }

    const alert = await screen.findByText('Failed to load document status');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(callsTo(STATUS)).toBe(4);

    await user.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
    );
    expect(await progress()).toHaveAttribute('aria-valuenow', '0');
    expect(
      screen.getByText(
        /Document processing failed. Please try uploading again or contact support./,
      ),
    ).toHaveTextContent('The PDF is damaged.');
    expect(screen.getByRole('button', { name: 'Start Processing' })).toBeInTheDocument();
  });

  it("shows 'No Colors Found' when the document has none", async () => {
    setup(
      () => statusAnswer('completed', { hasColors: false }),
      () => json({ colors: [] }),
    );

    expect(await screen.findByText('No Colors Found')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Create Custom Paint Scheme' }),
    ).not.toBeInTheDocument();
  });

  it("shows 'Failed to load colors' with Retry when the colours cannot be loaded", async () => {
    setup(
      () => statusAnswer('completed'),
      () => json({ message: 'down' }, 500),
    );

    expect(await screen.findByText('Failed to load colors')).toBeInTheDocument();
  });
});
