import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DOC_ID, extractedColors } from './hoa-helpers';
import {
  deferred,
  fakeFetch,
  json,
  renderApp,
  signedIn,
  signedOut,
  type FakeRoute,
} from './test-utils';

const COLORS = `/api/hoa-documents/colors/${DOC_ID}`;
const CREATE = `/api/hoa-documents/${DOC_ID}/custom-schemes`;

function setup(
  colors: FakeRoute = () => json({ colors: extractedColors }),
  create: FakeRoute = () => json({ id: 'new' }, 201),
  user: FakeRoute = signedIn(),
) {
  const fetch = fakeFetch({
    'GET /api/auth/user': user,
    [`GET ${COLORS}`]: colors,
    [`POST ${CREATE}`]: create,
  });
  const app = renderApp(`/hoa/custom-schemes/new/${DOC_ID}`);
  const calls = (method: string, url: string) =>
    fetch.calls.filter((call) => call.method === method && call.url === url);
  return { ...app, calls };
}

const form = () => screen.findByRole('form', { name: 'Custom scheme' });
const preview = () => screen.getByRole('region', { name: 'Live Preview' });

async function choose(
  user: ReturnType<typeof setup>['user'],
  label: string,
  option: string | RegExp,
) {
  await user.click(within(await form()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('custom scheme builder', () => {
  it('shows the loading text, then the title, the colour count and the way back to the colours', async () => {
    const answer = deferred<Response>();
    setup(() => answer.promise);

    expect(await screen.findByText('Loading custom scheme builder...')).toBeInTheDocument();
    answer.resolve(json({ colors: extractedColors }));

    expect(
      await screen.findByRole('heading', { name: 'Create Custom Paint Scheme' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 HOA colors available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Colors' })).toHaveAttribute(
      'href',
      `/hoa/schemes/${DOC_ID}`,
    );
    expect(
      within(await form()).getByPlaceholderText('e.g., Modern Sage & Cream'),
    ).toBeInTheDocument();
    expect(within(preview()).getByText('Select body color')).toBeInTheDocument();
    expect(within(preview()).getByText('Select trim color')).toBeInTheDocument();
    expect(within(preview()).getByText('Select accent color')).toBeInTheDocument();
  });

  it('refuses an empty form with the spec messages and sends nothing', async () => {
    const { user, calls } = setup();

    await user.click(within(await form()).getByRole('button', { name: 'Save Custom Scheme' }));

    for (const message of [
      'Scheme name is required',
      'Please select a manufacturer',
      'Please select a body color',
      'Please select a trim color',
      'Please select an accent color',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls('POST', CREATE)).toHaveLength(0);
  });

  it('offers the distinct manufacturers and every colour with a swatch and its name', async () => {
    const { user } = setup();

    await user.click(within(await form()).getByRole('combobox', { name: 'Paint Manufacturer' }));
    const brands = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(brands).toEqual(['Sherwin-Williams', 'Benjamin Moore']);
    await user.keyboard('{Escape}');

    await user.click(within(await form()).getByRole('combobox', { name: 'Trim Color' }));
    const colors = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(colors).toEqual(['Repose Gray (SW 7015)', 'Alabaster (SW 7008)', 'Hale Navy (HC-154)']);
  });

  it("previews the choices live, shows 'Creating...', posts the payload and goes to /dashboard", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_795_000_000_000);
    const answer = deferred<Response>();
    const { user, calls, router } = setup(undefined, () => answer.promise);

    await user.type(
      within(await form()).getByRole('textbox', { name: 'Scheme Name' }),
      'Harbor Gray',
    );
    await choose(user, 'Paint Manufacturer', 'Sherwin-Williams');
    await choose(user, 'Main Body Color', /Repose Gray/);
    await choose(user, 'Trim Color', /Alabaster/);
    await choose(user, 'Accent Color', /Hale Navy/);

    expect(preview()).toHaveTextContent('Harbor Gray');
    expect(preview()).toHaveTextContent('Sherwin-Williams • Custom HOA Scheme');
    expect(preview()).toHaveTextContent('Repose Gray');
    expect(preview()).toHaveTextContent('Alabaster');
    expect(preview()).toHaveTextContent('Hale Navy');

    await user.click(screen.getByRole('button', { name: 'Save Custom Scheme' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(calls('POST', CREATE)[0]?.body).toEqual({
      name: 'Harbor Gray',
      schemeCode: 'HOA-1795000000000',
      bodyColor: '#CCC9C0',
      bodyColorCode: 'SW 7015',
      trimColor: '#EDEAE0',
      trimColorCode: 'SW 7008',
      accentColor: '#434C56',
      accentColorCode: 'HC-154',
      manufacturer: 'Sherwin-Williams',
    });

    answer.resolve(json({ id: 'new' }, 201));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Custom Scheme Created')).toBeInTheDocument();
  });

  it("shows 'Failed to Create Scheme' with the server's message", async () => {
    const { user } = setup(undefined, () =>
      json({ message: 'Body color must be one of the colors found in this HOA document' }, 400),
    );

    await user.type(within(await form()).getByRole('textbox', { name: 'Scheme Name' }), 'X');
    await choose(user, 'Paint Manufacturer', 'Benjamin Moore');
    await choose(user, 'Main Body Color', /Repose Gray/);
    await choose(user, 'Trim Color', /Alabaster/);
    await choose(user, 'Accent Color', /Hale Navy/);
    await user.click(screen.getByRole('button', { name: 'Save Custom Scheme' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Create Scheme');
    expect(alert).toHaveTextContent(
      'Body color must be one of the colors found in this HOA document',
    );
  });

  it("'Cancel' leads to /dashboard", async () => {
    setup();

    expect(within(await form()).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("with no usable colours, shows 'No Colors Available' and the way back to the HOA manager", async () => {
    setup(() => json({ colors: [{ name: 'Mystery', code: '', description: 'Mystery' }] }));

    expect(await screen.findByRole('heading', { name: 'No Colors Available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No colors were found in the HOA document. Please go back and try with a different document.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to HOA Manager' })).toHaveAttribute(
      'href',
      '/hoa',
    );
  });

  it("tells of a colours load failure: 'Failed to Load Colors'", async () => {
    setup(() => json({ message: 'HOA document not found' }, 404));

    const notice = (await screen.findByText('Failed to Load Colors')).closest('[role="alert"]');
    expect(notice).toHaveTextContent('Unable to load colors from the HOA document');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("signed out: 'Authentication Required', then back to /", async () => {
    const { router, calls } = setup(undefined, undefined, signedOut);

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to create custom paint schemes')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('GET', COLORS)).toHaveLength(0);
  });
});
