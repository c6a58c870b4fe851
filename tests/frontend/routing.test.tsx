import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeFetch, renderApp, signedIn, signedOut, testUser } from './test-utils';

const landingHeading = { name: 'Visualize Your Perfect Paint Colors' };

describe('routing', () => {
  it('signed out, / shows the landing page', async () => {
    fakeFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/');
    expect(await screen.findByRole('heading', landingHeading)).toBeInTheDocument();
  });

  it('while authentication loads, / shows the landing page', () => {
    const pending = deferred<Response>();
    fakeFetch({ 'GET /api/auth/user': () => pending.promise });
    renderApp('/');
    expect(screen.getByRole('heading', landingHeading)).toBeInTheDocument();
  });

  it('signed in, / shows the visualizer with the renders-left badge', async () => {
    const { calls } = fakeFetch({ 'GET /api/auth/user': signedIn() });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Upload Your House Photo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 free renders left')).toBeInTheDocument();
    expect(screen.queryByRole('heading', landingHeading)).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/user', credentials: 'include' });
  });

  it('the visualizer header links to /, /pricing, /dashboard, /hoa and signs out at /api/logout', async () => {
    fakeFetch({ 'GET /api/auth/user': signedIn({ ...testUser, betaTester: true }) });
    renderApp('/visualizer');
    await screen.findByText('Beta Tester - Unlimited');
    const nav = screen.getByRole('navigation', { name: 'App' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/pricing', '/dashboard', '/hoa']);
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Upload Photo');
  });

  it.each(['/visualizer', '/onboarding'])(
    'signed out, %s leads to the landing page',
    async (path) => {
      fakeFetch({ 'GET /api/auth/user': signedOut });
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', landingHeading)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each(['/nope', '/admin-ish/x', '/visualizer/extra'])('%s shows the 404 page', async (path) => {
    fakeFetch({ 'GET /api/auth/user': signedOut });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('/pricing is public and shows both plans', async () => {
    fakeFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/pricing');
    const homeowner = await screen.findByRole('article', { name: 'Homeowner plan' });
    expect(within(homeowner).getByText('$5.00')).toBeInTheDocument();
    expect(within(homeowner).getByText('for 3 renders')).toBeInTheDocument();
    expect(within(homeowner).getByText('1 free render to try')).toBeInTheDocument();
    expect(within(homeowner).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/',
    );
    const commercial = screen.getByRole('article', { name: 'Commercial plan' });
    for (const text of [
      'Unlimited renders',
      'Custom HOA color schemes',
      'Community branding',
      'Priority support',
      'Dedicated account manager',
    ]) {
      expect(within(commercial).getByText(text)).toBeInTheDocument();
    }
    const contact = within(commercial).getByRole('link', { name: 'Contact Sales' });
    const href = contact.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:/);
    expect(new URL(href).searchParams.get('subject')).toBe('Commercial Plan Inquiry');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/#features', '/pricing', '/#partners']);
  });
});
