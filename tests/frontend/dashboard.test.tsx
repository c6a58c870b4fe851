import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderListItem } from '../../frontend/src/features/renders/types';
import { listedRender } from './render-fixtures';
import { fakeFetch, json, renderApp, signedIn, testUser, type FakeRoute } from './test-utils';

const page =
  (items: RenderListItem[], next?: string): FakeRoute =>
  () =>
    new Response(JSON.stringify(items), {
      headers: {
        'Content-Type': 'application/json',
        ...(next ? { Link: `<${next}>; rel="next"` } : {}),
      },
    });

const cards = () => screen.queryAllByRole('article');

describe('dashboard', () => {
  it('with no renders, shows No Visualizations Yet, the renders left and Buy More Renders', async () => {
    fakeFetch({ 'GET /api/auth/user': signedIn(), 'GET /api/renders': page([]) });
    renderApp('/dashboard');

    expect(await screen.findByText('No Visualizations Yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Visualization' })).toHaveAttribute(
      'href',
      '/visualizer',
    );
    const allowance = screen.getByRole('region', { name: 'Renders Left' });
    expect(allowance).toHaveTextContent('3');
    expect(within(allowance).getByRole('link', { name: 'Buy More Renders' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'New Render' })).toHaveAttribute('href', '/visualizer');
    expect(screen.getByRole('link', { name: 'HOA Doc Upload' })).toHaveAttribute('href', '/hoa');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(screen.queryByText('Unlimited Renders')).not.toBeInTheDocument();
  });

  it('for a beta tester, shows the Beta Tester / Unlimited Renders badge and no purchase', async () => {
    fakeFetch({
      'GET /api/auth/user': signedIn({ ...testUser, betaTester: true }),
      'GET /api/renders': page([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Unlimited Renders')).toBeInTheDocument();
    expect(screen.getByText('Beta Tester')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy More Renders' })).not.toBeInTheDocument();
    expect(screen.queryByText('Renders Left')).not.toBeInTheDocument();
  });

  it('shows a card per render with its scheme, date, swatches and a scheme-and-date download name, and loads more pages', async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/user': signedIn(),
      'GET /api/renders': page([listedRender()], '/api/renders?limit=24&before=c1'),
      'GET /api/renders?limit=24&before=c1': page([
        listedRender({
          id: 'r-0',
          scheme: { ...listedRender().scheme, name: '', isHoaApproved: false },
        }),
      ]),
    });
    const { user } = renderApp('/dashboard');

    const card = await screen.findByRole('article', { name: 'Warm Stone & Naval' });
    expect(card).toHaveTextContent('HOA Approved');
    expect(card).toHaveTextContent('SW 7032 Warm Stone');
    expect(
      within(card).getByRole('img', { name: 'After painting: Warm Stone & Naval' }),
    ).toHaveAttribute(
      'srcset',
      '/api/renders/r-1/image?w=480 480w, /api/renders/r-1/image?w=960 960w',
    );
    expect(within(card).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'curbhue-warm-stone-and-naval-2026-11-20.jpg',
    );
    expect(within(card).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/renders/r-1/image',
    );

    await user.click(screen.getByRole('button', { name: 'Load More' }));

    const fallback = await screen.findByRole('article', { name: 'Paint Visualization' });
    expect(fallback).not.toHaveTextContent('HOA Approved');
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/renders'))).toHaveLength(2);
  });

  it('deletes a render only after a confirmation that says it cannot be undone', async () => {
    let listed = [listedRender()];
    const { calls } = fakeFetch({
      'GET /api/auth/user': signedIn(),
      'GET /api/renders': () => page(listed)({} as never),
      'DELETE /api/renders/r-1': () => ((listed = []), new Response(null, { status: 204 })),
    });
    const { user } = renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Warm Stone & Naval' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this visualization?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Render deleted')).toBeInTheDocument();
    expect(await screen.findByText('No Visualizations Yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('when deleting fails, says Failed to delete render / Please try again later and keeps the card', async () => {
    fakeFetch({
      'GET /api/auth/user': signedIn(),
      'GET /api/renders': page([listedRender()]),
      'DELETE /api/renders/r-1': () => json({ message: 'boom' }, 500),
    });
    const { user } = renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Warm Stone & Naval' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete render');
    expect(alert).toHaveTextContent('Please try again later');
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
