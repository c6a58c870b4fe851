import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedRender } from './render-fixtures';
import { fakeFetch, json, renderApp, signedIn, signedOut } from './test-utils';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const link = () => `${window.location.origin}/share/${TOKEN}`;

/** A browser share sheet (jsdom has none), answering as `outcome` says. */
function stubShareSheet(outcome: () => Promise<void>) {
  const share = vi.fn(outcome);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}
afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  vi.restoreAllMocks(); // the clipboard spies
});

function dashboardWithOneRender(shareToken: string | null = null) {
  const fetch = fakeFetch({
    'GET /api/auth/user': signedIn(),
    'GET /api/renders': () => json([listedRender({ shareToken })]),
    'POST /api/renders/r-1/share': () => json({ shareToken: TOKEN }),
  });
  const app = renderApp('/dashboard');
  const share = async () =>
    app.user.click(
      within(await screen.findByRole('article', { name: 'Warm Stone & Naval' })).getByRole(
        'button',
        {
          name: 'Share',
        },
      ),
    );
  const shareCalls = () => fetch.calls.filter((c) => c.url === '/api/renders/r-1/share');
  return { ...app, ...fetch, share, shareCalls };
}

describe('sharing a render', () => {
  it('without a share sheet, makes the link once and copies it: Link copied!', async () => {
    const { share, shareCalls } = dashboardWithOneRender();

    await share();

    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link());
    expect(shareCalls()).toHaveLength(1);
    expect(shareCalls()[0]?.method).toBe('POST');
  });

  it('when the render already has a token, shares it without asking the server again', async () => {
    const { share, shareCalls } = dashboardWithOneRender(TOKEN);

    await share();

    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(shareCalls()).toHaveLength(0);
  });

  it('with a share sheet, hands it the link: Shared successfully!', async () => {
    const sheet = stubShareSheet(async () => undefined);
    const { share } = dashboardWithOneRender();

    await share();

    expect(await screen.findByText('Shared successfully!')).toBeInTheDocument();
    expect(sheet).toHaveBeenCalledWith({ title: 'Warm Stone & Naval', url: link() });
  });

  it('when the user closes the share sheet, nothing more happens', async () => {
    stubShareSheet(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const { share } = dashboardWithOneRender();
    const copy = vi.spyOn(navigator.clipboard, 'writeText');

    await share();

    await waitFor(() => expect(navigator.share).toHaveBeenCalled());
    expect(copy).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
    expect(screen.queryByText('Shared successfully!')).not.toBeInTheDocument();
  });

  it('when the share sheet fails otherwise, falls back to copying the link', async () => {
    stubShareSheet(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const { share } = dashboardWithOneRender();

    await share();

    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link());
  });

  it('when the clipboard refuses, shows Share link ready with the link to copy by hand', async () => {
    const { share } = dashboardWithOneRender();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await share();

    const dialog = await screen.findByRole('dialog', { name: 'Share link ready' });
    expect(within(dialog).getByRole('textbox', { name: 'Share link' })).toHaveValue(link());
  });

  it('when the link cannot be made, says Failed to create share link', async () => {
    fakeFetch({
      'GET /api/auth/user': signedIn(),
      'GET /api/renders': () => json([listedRender()]),
      'POST /api/renders/r-1/share': () =>
        json({ message: 'Only a completed render can be shared' }, 409),
    });
    const { user } = renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Warm Stone & Naval' });

    await user.click(within(card).getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create share link');
  });
});

describe('the shared result page', () => {
  const shared = {
    createdAt: '2026-11-20T12:00:00.000Z',
    beforeImageUrl: `/api/renders/r-1/before?share=${TOKEN}`,
    afterImageUrl: `/api/renders/r-1/image?share=${TOKEN}`,
    beforeThumbnailUrl: `/api/renders/r-1/before?w=480&share=${TOKEN}`,
    afterThumbnailUrl: `/api/renders/r-1/image?w=480&share=${TOKEN}`,
    scheme: listedRender().scheme,
  };

  it('shows anyone, signed out, the comparison, scheme, manufacturer, swatches, HOA Approved, Copy Link and Try CurbHue Free', async () => {
    fakeFetch({
      'GET /api/auth/user': signedOut,
      [`GET /api/shared/${TOKEN}`]: () => json(shared),
    });
    const { user, router } = renderApp(`/share/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'Paint Visualization Result' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Warm Stone & Naval');
    expect(main).toHaveTextContent('Sherwin-Williams');
    expect(main).toHaveTextContent('HOA Approved');
    expect(main).toHaveTextContent('SW 7006 Extra White');
    expect(screen.getByRole('img', { name: 'After painting' })).toHaveAttribute(
      'srcset',
      expect.stringContaining(`/api/renders/r-1/image?share=${TOKEN}&w=1200 1200w`),
    );
    expect(screen.getByRole('link', { name: 'Try CurbHue Free' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));

    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/${TOKEN}`);
    expect(router.state.location.pathname).toBe(`/share/${TOKEN}`);
  });

  it.each([
    ['a missing or deleted link', TOKEN],
    ['a malformed link', 'not%20a%20token'],
  ])('for %s, says Paint Visualization Not Found with a way home', async (_case, token) => {
    fakeFetch({ 'GET /api/auth/user': signedIn() });
    renderApp(`/share/${token}`);

    expect(
      await screen.findByRole('heading', { name: 'Paint Visualization Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/logged out/)).not.toBeInTheDocument();
  });
});
