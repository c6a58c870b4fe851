/// <reference lib="dom" />
import path from 'node:path';
import request from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from '../support/admin-calls.ts';
import { browserAvailable, launchChromium } from '../support/browser.ts';
import { addHoaDocument } from '../support/hoa-documents.ts';
import { houseJpeg, renderHouse } from '../support/house-image.ts';
import { completeTestPurchase } from '../support/test-purchase.ts';
import { signIn, startTestApp, type TestApp } from '../support/test-app.ts';

/** Searches a list and waits until the search is in the address, which the list follows. */
const search = async (page: Page, placeholder: string, text: string) => {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.waitForURL((url) => url.searchParams.get('filter')?.includes(text) ?? false);
};

/**
 * Fills a react-admin form by its labels, once, as a user types: the page the address names is
 * the page on screen, so nothing typed goes to the previous page or is reset.
 */
const fillForm = async (page: Page, values: Record<string, string>) => {
  const box = (label: string) => page.getByRole('textbox', { name: label });
  for (const [label, value] of Object.entries(values)) await box(label).fill(value);
  const now = await Promise.all(Object.keys(values).map((label) => box(label).inputValue()));
  expect(now).toEqual(Object.values(values));
};

const DIST = path.resolve(import.meta.dirname, '../../dist');
const ADMIN = 'admin@example.com';
const CUSTOMER = 'customer@example.com';

describe.skipIf(!browserAvailable())('the admin console, as an admin and as a non-admin', () => {
  let t: TestApp;
  let browser: Browser;
  let adminContext: BrowserContext;
  let page: Page;
  let customer: request.Agent;
  let customerId: string;
  const requested: string[] = [];

  const signInAs = async (context: BrowserContext, email: string) => {
    const p = await context.newPage();
    await p.goto(`${t.baseUrl}/auth/google?login_hint=${email}`);
    await p.waitForURL((url) => !url.pathname.startsWith('/auth'));
    return p;
  };

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: ADMIN }, { staticDir: DIST });
    browser = await launchChromium();
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    adminContext.on('request', (r) => requested.push(new URL(r.url()).pathname));
    page = await signInAs(adminContext, ADMIN);
    customer = request.agent(t.server);
    await signIn(customer, CUSTOMER);
    customerId = (await customer.get('/api/auth/user')).body.id;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('loads react-admin only at /admin: the landing page never requests the admin chunk', async () => {
    const visitor = await browser.newContext();
    const seen: string[] = [];
    visitor.on('request', (r) => seen.push(new URL(r.url()).pathname));
    const landing = await visitor.newPage();
    await landing.goto(t.baseUrl);
    await landing.getByText('Visualize Your Perfect Paint Colors').waitFor();
    await landing.waitForLoadState('networkidle');

    expect(seen.some((p) => /admin-app-.*\.js$/.test(p))).toBe(false);
    await landing.goto(`${t.baseUrl}/admin`);
    await landing.getByRole('button', { name: 'Initialize Paint Schemes' }).waitFor();
    expect(seen.some((p) => /admin-app-.*\.js$/.test(p))).toBe(true);
    await visitor.close();
  });

  it('initialises the schemes and sees the count line', async () => {
    await page.goto(`${t.baseUrl}/admin`);

    await page.getByRole('button', { name: 'Initialize Paint Schemes' }).click();
    await page.getByText('✅ Success! Initialized 48 paint schemes').waitFor();
    await page.getByRole('button', { name: 'Test Paint Schemes Count' }).click();
    await page.getByText('✅ Found 48 paint schemes in database').waitFor();
  });

  it("shows one Delete on a paint scheme's edit page, and it asks for confirmation first", async () => {
    await page.goto(`${t.baseUrl}/admin/paint-schemes`);
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.waitForURL(/\/admin\/paint-schemes\/[^/?]+$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name' }).first().inputValue())
      .not.toBe('');

    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/admin\/paint-schemes\/[^/?]+$/);
  });

  it('edits the paintGeneration prompt, saves it, sees the revision in the history and restores the earlier one', async () => {
    await page.goto(`${t.baseUrl}/admin/prompts`);
    await page.getByRole('heading', { name: 'AI Prompt Management' }).waitFor();
    await page.getByRole('tab', { name: 'paintGeneration' }).click();
    const editor = page.getByRole('textbox', { name: 'paintGeneration prompt' });
    const original = await editor.inputValue();

    await editor.fill('Paint the walls {bodyColor}, the trim {trimColor}, the door {accentColor}.');
    await page.getByText('(Modified)').waitFor();
    await page.getByRole('tab', { name: 'paintGeneration' }).getByTestId('modified-dot').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Prompt Updated').waitFor();
    await page.getByText('paintGeneration prompt updated successfully').waitFor();
    expect(await page.getByText('(Modified)').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);

    const history = page.getByRole('table', { name: 'paintGeneration prompt history' });
    const newest = history.getByRole('row').nth(1);
    await newest.getByText('1 (current)').waitFor();
    await newest.getByText(ADMIN).waitFor();
    await page
      .getByLabel('Changes from revision 0 to revision 1')
      .getByText('+ Paint the walls')
      .waitFor();

    await history.getByRole('button', { name: 'Restore revision 0' }).click();
    await history.getByText('2 (current)').waitFor();
    await history.getByText('restored revision 0').waitFor();
    expect(await editor.inputValue()).toBe(original);
  });

  it("tests a service and sees '✓ Service test successful' with the response", async () => {
    await page.getByRole('tab', { name: 'hoaProcessing' }).click();
    await page.getByRole('button', { name: 'Test Service' }).click();

    await page.getByText('✓ Service test successful').waitFor({ timeout: 60_000 });
    await page.getByText('"SW 7015"').first().waitFor();
  });

  it("grants a user 2 renders, and the statement's closing balance equals their renders left", async () => {
    const render = await renderHouse(customer);
    expect(render.status).toBe(200);

    await page.goto(`${t.baseUrl}/admin/users`);
    await page.getByPlaceholder('Search by email').fill('customer@');
    await page.waitForURL(/filter=.*customer/);
    await page.getByRole('cell', { name: CUSTOMER }).click();
    await page.waitForURL(`${t.baseUrl}/admin/users/${customerId}/show`);
    await page.getByLabel('Reason').fill('Goodwill: slow render');
    await page.getByLabel('Renders to grant').fill('2');
    await page.getByRole('button', { name: 'Grant renders' }).click();
    await page.getByText(`Granted 2 renders to ${CUSTOMER}`).waitFor();
    expect((await customer.get('/api/auth/user')).body.remainingRenders).toBe(2);

    await page.reload();
    await page.getByText('Renders left').waitFor();
    await page.getByRole('link', { name: 'Statement' }).click();
    const statement = page.getByRole('table', { name: 'Statement' });
    await statement.getByText(/^Spent on render of '.+' \(completed\)$/).waitFor();
    await statement.getByText(`Granted by admin ${ADMIN}: Goodwill: slow render`).waitFor();
    expect(await page.getByTestId('closing-balance').textContent()).toBe('2');
    await page.getByText('Renders left: 2').waitFor();
    await page.getByText('✓ The closing balance equals the renders left').waitFor();
  });

  it('creates a manufacturer colour, edits it and deletes it, as an admin would', async () => {
    await page.goto(`${t.baseUrl}/admin/paint-colors`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/paint-colors\/create$/);
    await fillForm(page, {
      Manufacturer: 'Sherwin-Williams',
      Code: 'SW 9990',
      Name: 'Harbor Haze',
      Hex: '#5a7d8c',
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/paint-colors(\?|$)/);

    await search(page, 'Search code or name', 'Harbor Haze');
    // Its category is its colour family, from the hex; the list filters by it.
    await page
      .getByRole('row', { name: /Harbor Haze/ })
      .getByText('Blues', { exact: true })
      .waitFor();
    const pickCategory = async (family: string) => {
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: family, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('filter')?.includes(family) ?? false);
    };
    await pickCategory('Whites');
    await page.getByText(/No .* found using the current filters/).waitFor();
    await pickCategory('Blues');
    await page.getByRole('cell', { name: 'Harbor Haze', exact: true }).click();
    await page.waitForURL(/\/admin\/paint-colors\/[^/?]+$/);
    // The form resets when the record arrives: edit once it shows the colour.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue())
      .toBe('Harbor Haze');
    // SPEC §5's message comes back from the server when a rule is broken; nothing is saved.
    await fillForm(page, { Name: 'Harbor Fog', Hex: 'nope' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Color must be in #RRGGBB hex format').waitFor();
    await page.getByRole('textbox', { name: 'Hex' }).fill('#6B8E9C');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/paint-colors(\?|$)/);
    await search(page, 'Search code or name', 'Harbor Fog');
    await page.getByRole('cell', { name: '#6B8E9C', exact: true }).last().waitFor();

    await page.getByRole('cell', { name: 'Harbor Fog', exact: true }).click();
    await page.waitForURL(/\/admin\/paint-colors\/[^/?]+$/);
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/admin\/paint-colors(\?|$)/);
    await search(page, 'Search code or name', 'Harbor Fog');
    await page.getByText(/No .* found using the current filters/).waitFor();

    const events = await t.services
      .db('events')
      .where('stream_name', 'paintColour-sherwin-williams')
      .whereIn('type', ['PaintColourAdded', 'PaintColourChanged', 'PaintColourRemoved'])
      .orderBy('global_position')
      .select<{ type: string; data: { adminId: string } }[]>();
    const adminId = (await t.services.db('users').where({ email: ADMIN }).first()).id;
    expect(events.map((e) => [e.type, e.data.adminId])).toEqual([
      ['PaintColourAdded', adminId],
      ['PaintColourChanged', adminId],
      ['PaintColourRemoved', adminId],
    ]);
  });

  it("opens a render's and an HOA document's detail pages from their lists, with images and status", async () => {
    const loaded = (name: string) =>
      page
        .getByRole('img', { name, exact: true })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    const documentId = await addHoaDocument(customer, await houseJpeg(1200, 800), 'notice.jpg');

    await page.goto(`${t.baseUrl}/admin/renders`);
    await page.getByRole('img', { name: 'Before' }).first().click();
    await page.waitForURL(/\/admin\/renders\/[0-9a-f-]+\/show$/);
    await page.getByLabel('Status: completed').waitFor();
    await page.getByRole('img', { name: 'After' }).waitFor();
    await expect.poll(() => loaded('Before')).toBe(true);
    await expect.poll(() => loaded('After')).toBe(true);
    await page.getByText(CUSTOMER).waitFor();

    await page.goto(`${t.baseUrl}/admin/hoa-documents`);
    await page.getByRole('cell', { name: 'notice.jpg' }).click();
    await page.waitForURL(`${t.baseUrl}/admin/hoa-documents/${documentId}/show`);
    await page.getByLabel('Status: pending').waitFor();
    await expect.poll(() => loaded('notice.jpg')).toBe(true);
    const link = page.getByRole('link', { name: 'Open document' });
    expect(await link.getAttribute('href')).toBe(`/api/admin/hoa-documents/${documentId}/file`);
    const file = await adminContext.request.get(
      `${t.baseUrl}/api/admin/hoa-documents/${documentId}/file`,
    );
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('filters the audit log to that user', async () => {
    await page.goto(`${t.baseUrl}/admin/users/${customerId}/show`);
    await page.getByRole('link', { name: 'Audit log' }).click();

    await page.getByRole('cell', { name: 'RendersGrantedByAdmin' }).waitFor();
    await page.getByRole('cell', { name: 'UserSignedUp' }).waitFor();
    expect(await page.getByLabel('User id').inputValue()).toBe(customerId);
    // The admin's own prompt edits are not about this user.
    expect(await page.getByRole('cell', { name: 'PromptRevised' }).count()).toBe(0);
    await page.getByRole('cell', { name: 'RendersGrantedByAdmin' }).click();
    await page.getByText('"reason": "Goodwill: slow render"').waitFor();
  });

  it('as a non-admin: the tools show the 403 error line, and every /api/admin call answers 403', async () => {
    const context = await browser.newContext();
    const other = await signInAs(context, 'someone@example.com');
    await other.goto(`${t.baseUrl}/admin`);

    await other.getByRole('button', { name: 'Initialize Paint Schemes' }).click();
    await other.getByText('❌ Error: HTTP 403: Forbidden').waitFor();
    await other.getByText(/^Admin access required/).waitFor();
    for (const [method, url, body] of ADMIN_CALLS) {
      const res = await context.request.fetch(`${t.baseUrl}${url}`, {
        method: method.toUpperCase(),
        ...(body ? { data: body } : {}),
      });
      expect([url, res.status()]).toEqual([url, 403]);
    }
    await context.close();
  });

  it('sees a test-mode purchase in the statement, with the closing balance equal to renders left', async () => {
    await completeTestPurchase(t, customer);
    const left: number = (await customer.get('/api/auth/user')).body.remainingRenders;

    await page.goto(`${t.baseUrl}/admin/users/${customerId}/statement`);
    const statement = page.getByRole('table', { name: 'Statement' });
    await statement.getByText(/^Purchased 3 renders, payment .+ \(test mode\)$/).waitFor();
    expect(await page.getByTestId('closing-balance').textContent()).toBe(String(left));
  });
});
