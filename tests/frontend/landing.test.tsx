import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../frontend/src/lib/browser';
import { fakeFetch, renderApp, signedOut } from './test-utils';

vi.mock('../../frontend/src/lib/browser', () => ({
  assignLocation: vi.fn(),
  setLocationHref: vi.fn(),
}));

async function renderLanding() {
  const app = renderApp('/');
  await screen.findByRole('heading', { name: 'Visualize Your Perfect Paint Colors' });
  return app;
}

describe('landing page', () => {
  beforeEach(() => {
    fakeFetch({ 'GET /api/auth/user': signedOut });
  });

  it('has the header links, features and partners', async () => {
    await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '#features',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute(
      'href',
      '#partners',
    );
    expect(screen.getByRole('link', { name: 'CurbHue' })).toHaveAttribute('href', '/');
    for (const title of ['AI-Powered Precision', 'HOA Compliance', 'Mobile Optimized']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/door-to-door sales staff and on-site consultants/),
    ).toBeInTheDocument();
    for (const brand of ['Sherwin-Williams', 'Benjamin Moore', 'Behr', 'PPG', 'Valspar']) {
      expect(screen.getByText(brand)).toBeInTheDocument();
    }
  });

  it('shows the step indicator with no step active', async () => {
    await renderLanding();
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('opens the sign-in dialog from Sign In, and closes it', async () => {
    const { user } = await renderLanding();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens it from 'Start Your Free Visualization'; Google sign-in navigates to /auth/google", async () => {
    const { user } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Start Your Free Visualization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['', 'Continue with Google']);
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(assignLocation).toHaveBeenCalledWith('/auth/google');
  });
});
