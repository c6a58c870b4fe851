import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  fakeFetch,
  json,
  renderApp,
  signedIn,
  testUser,
  type FakeRoute,
} from './test-utils';

const lists = {
  bodyColor: '#D6D2CC,#EFEDE6,#4C4238',
  trimColor: '#D6D2CC,#EFEDE6,#4C4238',
  accentColor: '#D6D2CC,#EFEDE6,#4C4238',
  bodyColorCode: 'SW 7015,SW 7006,SW 7048',
  trimColorCode: 'SW 7015,SW 7006,SW 7048',
  accentColorCode: 'SW 7015,SW 7006,SW 7048',
  bodyColorName: 'Repose Gray,Extra White,Urbane Bronze',
  trimColorName: 'Repose Gray,Extra White,Urbane Bronze',
  accentColorName: 'Repose Gray,Extra White,Urbane Bronze',
};

const scheme = (id: string, name: string, category: string | null, extra = {}) => ({
  id,
  name,
  schemeCode: id.toUpperCase(),
  category,
  manufacturer: 'Sherwin-Williams',
  isHoaApproved: category === 'HOA Approved',
  colorSelectionType: 'swap',
  ...lists,
  ...extra,
});

const hoaSchemes = [
  scheme('hoa-1', 'Heritage Beige', 'HOA Approved'),
  scheme('hoa-2', 'Village Gray', 'HOA Approved'),
];
const allSchemes = [
  scheme('cn-1', 'Classic Cream', 'Classic Neutrals'),
  scheme('cc-1', 'Coastal Breeze', 'Coastal Colors'),
  scheme('x-1', 'Mystery Mix', null),
  ...hoaSchemes,
];
// Sent in snake_case, as the server may.
const customSchemes = [
  {
    id: 'abc',
    name: 'My Sage',
    scheme_code: 'HOA-1700000000000',
    body_color: '#8A9A5B,#F5F5DC',
    body_color_code: 'BM HC-1,BM OC-2',
    body_color_name: 'Sage,Cream',
    trim_color: '#FFFFFF',
    trim_color_code: 'SW 7006',
    accent_color: '#333333',
    accent_color_code: 'SW 6258',
    body_color_selection: 1,
    document_id: 'doc-1',
    user_id: 'user-1',
    is_validated: true,
  },
];

function setup({
  hoaRequired = true,
  custom = () => json(customSchemes),
  put = () => json({ ok: true }),
}: { hoaRequired?: boolean; custom?: FakeRoute; put?: FakeRoute } = {}) {
  const fetch = fakeFetch({
    'GET /api/auth/user': signedIn({ ...testUser, hoaRequired }),
    'GET /api/paint-schemes?hoaOnly=true': () => json(hoaSchemes),
    'GET /api/paint-schemes?hoaOnly=false': () => json(allSchemes),
    'GET /api/users/user-1/custom-schemes': custom,
    'PUT /api/custom-schemes/abc': put,
  });
  const app = renderApp('/visualizer');
  const callsTo = (url: string) => fetch.calls.filter((call) => call.url === url);
  return { ...app, ...fetch, callsTo };
}

// A group's button is named by what it shows: the category, then its count.
const groupName = (name: string) => new RegExp(`^${name} \\d+ schemes?$`);
const group = (name: string) =>
  screen.getByRole('button', { name: groupName(name), expanded: true });
const collapsedGroup = (name: string) =>
  screen.getByRole('button', { name: groupName(name), expanded: false });

describe('scheme panel', () => {
  it('starts on the HOA view for HOA users, both HOA groups expanded', async () => {
    const { callsTo } = setup();
    expect(await screen.findByRole('heading', { name: 'Select Color Scheme' })).toBeInTheDocument();
    expect(await screen.findByText('3 HOA-approved schemes available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'HOA Approved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(group('HOA Schemes')).toBeInTheDocument();
    expect(group('Your HOA Schemes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Heritage Beige\b/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^My Sage\b/ })).toBeInTheDocument();
    expect(callsTo('/api/paint-schemes?hoaOnly=true')).toHaveLength(1);
    expect(callsTo('/api/paint-schemes?hoaOnly=false')).toHaveLength(0);
  });

  it("the toggle switches to all schemes grouped by category, without 'HOA Approved', a missing one as 'Other'", async () => {
    const { user, callsTo } = setup();
    await screen.findByText('3 HOA-approved schemes available');
    await user.click(screen.getByRole('button', { name: 'Popular' }));
    expect(await screen.findByText('3 popular schemes available')).toBeInTheDocument();
    expect(callsTo('/api/paint-schemes?hoaOnly=false')).toHaveLength(1);
    const names = screen
      .getAllByRole('button', { expanded: true })
      .concat(screen.getAllByRole('button', { expanded: false }))
      .map((button) => button.textContent);
    expect(names.some((text) => text?.startsWith('HOA Approved'))).toBe(false);
    expect(group('Classic Neutrals')).toBeInTheDocument();
    expect(collapsedGroup('Coastal Colors')).toBeInTheDocument();
    expect(collapsedGroup('Other')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: groupName('Your HOA Schemes') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mystery Mix\b/ })).not.toBeInTheDocument();

    await user.click(collapsedGroup('Other'));
    expect(group('Other')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mystery Mix\b/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'HOA Approved' }));
    expect(await screen.findByText('3 HOA-approved schemes available')).toBeInTheDocument();
  });

  it('starts on the popular view for other users; 404 custom schemes mean none', async () => {
    setup({ hoaRequired: false, custom: () => json({ message: 'Not found' }, 404) });
    expect(await screen.findByText('3 popular schemes available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('choosing a swap scheme shows its picker with body 0, trim 1, accent 2; apply keeps it locally', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: /^Heritage Beige\b/ }));
    expect(screen.getByRole('button', { name: /^Heritage Beige\b/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const picker = screen.getByRole('region', { name: 'Color options for Heritage Beige' });
    expect(within(picker).getByText('HOA-1')).toBeInTheDocument();
    expect(within(picker).getByText('Manufacturer: Sherwin-Williams')).toBeInTheDocument();
    expect(
      within(picker).getByRole('radio', { name: 'Body option SW 7015 Repose Gray' }),
    ).toBeChecked();
    expect(
      within(picker).getByRole('radio', { name: 'Trim option SW 7006 Extra White' }),
    ).toBeChecked();
    expect(
      within(picker).getByRole('radio', { name: 'Accent option SW 7048 Urbane Bronze' }),
    ).toBeChecked();

    await user.click(
      within(picker).getByRole('radio', { name: 'Body option SW 7048 Urbane Bronze' }),
    );
    await user.click(within(picker).getByRole('button', { name: 'Apply Color Selection' }));
    expect(await screen.findByText('Colors Updated')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('applying a custom scheme PUTs the selection without the prefix, then refreshes', async () => {
    const { user, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: /^My Sage\b/ }));
    const picker = screen.getByRole('region', { name: 'Color options for My Sage' });
    expect(within(picker).getByText('CUSTOM-ABC')).toBeInTheDocument();
    // The saved selection (snake_case body_color_selection: 1) is checked.
    expect(within(picker).getByRole('radio', { name: 'Body option BM OC-2 Cream' })).toBeChecked();
    await user.click(within(picker).getByRole('radio', { name: 'Body option BM HC-1 Sage' }));
    await user.click(within(picker).getByRole('button', { name: 'Apply Color Selection' }));

    expect(await screen.findByText('Colors Updated')).toBeInTheDocument();
    expect(callsTo('/api/custom-schemes/abc')[0]).toMatchObject({
      method: 'PUT',
      body: { selectedColors: { body: 0, trim: 0, accent: 0 } },
    });
    await waitFor(() => expect(callsTo('/api/users/user-1/custom-schemes')).toHaveLength(2));
  });

  it("shows 'Updating...' while the PUT is pending and the server message on failure", async () => {
    const pending = deferred<Response>();
    const { user } = setup({ put: () => pending.promise });
    await user.click(await screen.findByRole('button', { name: /^My Sage\b/ }));
    await user.click(screen.getByRole('button', { name: 'Apply Color Selection' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    pending.resolve(json({ message: 'Scheme is locked' }, 400));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Error');
    expect(notice).toHaveTextContent('Scheme is locked');
    expect(await screen.findByRole('button', { name: 'Apply Color Selection' })).toBeEnabled();
  });

  it("falls back to 'Failed to update color selection'", async () => {
    const { user } = setup({
      put: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await screen.findByRole('button', { name: /^My Sage\b/ }));
    await user.click(screen.getByRole('button', { name: 'Apply Color Selection' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Error');
    expect(notice).toHaveTextContent('Failed to update color selection');
  });
});
