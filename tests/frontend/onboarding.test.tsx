import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeFetch, json, renderApp, signedIn, type FakeRoute } from './test-utils';

function setup(saveRoute: FakeRoute = () => json({ ok: true })) {
  const fetch = fakeFetch({
    'GET /api/auth/user': signedIn(),
    'POST /api/onboarding': saveRoute,
  });
  const app = renderApp('/onboarding');
  const saves = () => fetch.calls.filter((call) => call.url === '/api/onboarding');
  return { ...app, ...fetch, saves };
}

async function answer(user: ReturnType<typeof setup>['user'], label: string) {
  await user.click(await screen.findByRole('radio', { name: label }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText("What's your address? (Optional)");
}

describe('onboarding', () => {
  it('welcomes the user and keeps Continue disabled until the HOA question is answered', async () => {
    const { user } = setup();
    expect(await screen.findByText("Let's personalize your experience")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /welcome/i })).toBeInTheDocument();
    expect(
      screen.getByText('Do you live in a neighborhood that needs HOA paint approval?'),
    ).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'No, I can use any colors' }));
    expect(next).toBeEnabled();
  });

  it('Skip for Now sends only hoaRequired, then goes to the visualizer', async () => {
    const { user, saves, router, calls } = setup();
    await answer(user, 'No, I can use any colors');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.click(screen.getByRole('button', { name: 'Skip for Now' }));
    await screen.findByRole('heading', { name: 'Upload Your House Photo' });
    expect(router.state.location.pathname).toBe('/visualizer');
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({
      method: 'POST',
      body: { hoaRequired: false },
      credentials: 'include',
    });
    expect(saves()[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(screen.getByText('Welcome to CurbHue!')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been saved.')).toBeInTheDocument();
    // The user query is refreshed after the save.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/auth/user').length).toBeGreaterThan(1),
    );
  });

  it("Save & Continue sends the address fields and shows 'Saving...' while pending", async () => {
    const pending = deferred<Response>();
    const { user, saves, router } = setup(() => pending.promise);
    await answer(user, 'Yes, I need HOA-approved colors');
    await user.type(screen.getByLabelText('Street Address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('ZIP Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip for Now' })).toBeDisabled();
    expect(saves()[0]?.body).toEqual({
      hoaRequired: true,
      address: '1 Main St',
      city: 'Springfield',
      zipCode: '12345',
    });

    pending.resolve(json({ ok: true }));
    await screen.findByRole('heading', { name: 'Upload Your House Photo' });
    expect(router.state.location.pathname).toBe('/visualizer');
  });

  it('on failure shows the error notice and stays', async () => {
    const { user, router } = setup(() => json({ message: 'boom' }, 500));
    await answer(user, 'Yes, I need HOA-approved colors');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Error');
    expect(notice).toHaveTextContent('Failed to save preferences. Please try again.');
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeEnabled();
  });
});
