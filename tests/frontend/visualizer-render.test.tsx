import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../frontend/src/features/auth/api/get-user';
import { deferred, fakeFetch, json, renderApp, testUser, type FakeRoute } from './test-utils';
import {
  analyzeOk,
  currentStep,
  schemeRoutes,
  SERVER_IMAGE,
  stubObjectUrls,
  uploadPhoto,
} from './visualizer-helpers';

const renderResponse = {
  id: 'r-1',
  afterImageUrl: '/api/renders/r-1/image',
  beforeImageUrl: SERVER_IMAGE,
  status: 'completed',
  createdAt: '2025-06-01T12:00:00.000Z',
  scheme: { name: 'Classic Cream' },
};

/** The user as the server answers it: each call may answer differently. */
function setup({
  users = [testUser],
  renders = () => json(renderResponse),
}: { users?: User[]; renders?: FakeRoute } = {}) {
  stubObjectUrls();
  let userCalls = 0;
  const fetch = fakeFetch({
    'GET /api/auth/user': () => json(users[Math.min(userCalls++, users.length - 1)]),
    ...schemeRoutes,
    'POST /api/ai/analyze-image': analyzeOk,
    'POST /api/renders': renders,
    // The dashboard's list, where a user without renders left is sent.
    'GET /api/renders': () => json([]),
  });
  const app = renderApp('/visualizer');
  const callsTo = (url: string) => fetch.calls.filter((call) => call.url === url);
  return { ...app, ...fetch, callsTo };
}

const apply = () => screen.getByRole('button', { name: 'Apply Color Scheme' });
const notice = (name: 'alert' | 'status' = 'alert') => screen.getByRole(name, { name: '' });

describe('visualizer render', () => {
  it("Apply without a photo or scheme shows 'Missing Information'", async () => {
    const { user, callsTo } = setup();
    await screen.findByText('1 popular scheme available');

    await user.click(apply());

    expect(notice()).toHaveTextContent('Missing Information');
    expect(notice()).toHaveTextContent('Please upload an image and select a paint scheme.');

    await uploadPhoto(user);
    await user.click(apply());
    expect(notice()).toHaveTextContent('Please upload an image and select a paint scheme.');
    expect(callsTo('/api/renders')).toHaveLength(0);
  });

  it('renders with the photo, scheme and colours, then shows the after preview at step 4', async () => {
    const pending = deferred<Response>();
    const { user, callsTo } = setup({
      users: [testUser, { ...testUser, remainingRenders: 2 }],
      renders: () => pending.promise,
    });
    expect(await screen.findByText('3 free renders left')).toBeInTheDocument();
    await uploadPhoto(user);
    await user.click(await screen.findByRole('button', { name: /^Classic Cream\b/ }));
    expect(screen.getByText('Scheme: Classic Cream')).toBeInTheDocument();

    await user.click(apply());

    expect(screen.getByText('AI Magic in Progress...')).toBeInTheDocument();
    expect(screen.getByText('This usually takes 15-30 seconds.')).toBeInTheDocument();
    expect(apply()).toBeDisabled();
    expect(callsTo('/api/renders')[0]?.body).toEqual({
      schemeId: 'cn-1',
      beforeImageUrl: SERVER_IMAGE,
      colorSelections: { body: 0, trim: 1, accent: 2 },
    });

    pending.resolve(json(renderResponse));

    const preview = await screen.findByRole('region', { name: 'After Preview' });
    expect(screen.queryByText('AI Magic in Progress...')).not.toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Before painting' })).toHaveAttribute(
      'src',
      SERVER_IMAGE,
    );
    expect(within(preview).getByRole('img', { name: 'After painting' })).toHaveAttribute(
      'src',
      '/api/renders/r-1/image',
    );
    expect(within(preview).getByText('Before')).toBeInTheDocument();
    expect(within(preview).getByText('After')).toBeInTheDocument();
    const download = within(preview).getByRole('link', { name: 'Download Image' });
    expect(download).toHaveAttribute('href', '/api/renders/r-1/image');
    expect(download).toHaveAttribute('download', 'curbhue-classic-cream-2025-06-01.jpg');
    expect(currentStep()).toHaveTextContent('Preview & Download');
    // The current user is refreshed, so the badge follows the server.
    expect(await screen.findByText('2 free renders left')).toBeInTheDocument();
    expect(callsTo('/api/auth/user')).toHaveLength(2);
    expect(apply()).toBeEnabled();
  });

  it('the comparison slider moves with the keyboard', async () => {
    const { user } = setup();
    await uploadPhoto(user);
    await user.click(await screen.findByRole('button', { name: /^Classic Cream\b/ }));
    await user.click(apply());
    const slider = await screen.findByRole('slider', { name: 'Before/after comparison' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');

    fireEvent.keyDown(slider, { key: 'ArrowRight' });

    expect(slider).toHaveAttribute('aria-valuenow', '51');
    expect(screen.getByRole('img', { name: 'After painting' })).toHaveStyle({
      clipPath: 'inset(0 0 0 51%)',
    });
  });

  it("sends a custom scheme's id with its 'custom-' prefix", async () => {
    const { user, callsTo } = setup({ users: [{ ...testUser, hoaRequired: true }] });
    await uploadPhoto(user);
    await user.click(await screen.findByRole('button', { name: /^My Sage\b/ }));

    await user.click(apply());

    await screen.findByRole('region', { name: 'After Preview' });
    expect(callsTo('/api/renders')[0]?.body).toMatchObject({ schemeId: 'custom-abc' });
  });

  it("'No renders remaining' from the server gives the spec's notice and refreshes the user", async () => {
    const { user, callsTo } = setup({
      users: [testUser, { ...testUser, remainingRenders: 0 }],
      renders: () =>
        json({ message: 'No renders remaining: purchase more renders to continue' }, 403),
    });
    await uploadPhoto(user);
    await user.click(await screen.findByRole('button', { name: /^Classic Cream\b/ }));

    await user.click(apply());

    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        "You've used all your free renders. Purchase more to continue.",
      ),
    );
    expect(screen.queryByRole('region', { name: 'After Preview' })).not.toBeInTheDocument();
    expect(await screen.findByText('No Renders Remaining')).toBeInTheDocument();
    expect(callsTo('/api/auth/user')).toHaveLength(2);
    expect(currentStep()).toHaveTextContent('Select Color Scheme');
  });

  it("any other failure gives 'Failed to create visualization. Please try again.'", async () => {
    const { user } = setup({ renders: () => json({ message: 'Renderer exploded' }, 500) });
    await uploadPhoto(user);
    await user.click(await screen.findByRole('button', { name: /^Classic Cream\b/ }));

    await user.click(apply());

    await waitFor(() =>
      expect(notice()).toHaveTextContent('Failed to create visualization. Please try again.'),
    );
    expect(apply()).toBeEnabled();
  });

  it("a user with no renders left sees the orange card; Apply says 'No Renders Left' and goes to /dashboard", async () => {
    const { user, router, callsTo } = setup({ users: [{ ...testUser, remainingRenders: 0 }] });
    const card = await screen.findByRole('region', { name: 'No Renders Remaining' });
    expect(within(card).getByRole('link', { name: 'Buy More Renders' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await uploadPhoto(user);
    await user.click(await screen.findByRole('button', { name: /^Classic Cream\b/ }));

    await user.click(apply());

    expect(notice()).toHaveTextContent('No Renders Left');
    expect(notice()).toHaveTextContent('Go to your dashboard to purchase more renders.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo('/api/renders').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a beta tester sees no card and may render with 0 renders left', async () => {
    const { user, callsTo } = setup({
      users: [{ ...testUser, betaTester: true, remainingRenders: 0 }],
    });
    expect(await screen.findByText('Beta Tester - Unlimited')).toBeInTheDocument();
    expect(screen.queryByText('No Renders Remaining')).not.toBeInTheDocument();
    await uploadPhoto(user);
    await user.click(await screen.findByRole('button', { name: /^Classic Cream\b/ }));

    await user.click(apply());

    expect(await screen.findByRole('region', { name: 'After Preview' })).toBeInTheDocument();
    expect(callsTo('/api/renders')).toHaveLength(1);
  });
});
