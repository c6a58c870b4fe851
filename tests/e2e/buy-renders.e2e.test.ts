/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yFindings } from '../support/axe.ts';
import { browserAvailable, openPage, viewports } from '../support/browser.ts';
import { houseJpeg } from '../support/house-image.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const shots = path.resolve(import.meta.dirname, '../../test-results');
const desktop = viewports.find((v) => v.name === 'desktop')!;

/**
 * A new user, in test mode (no Stripe keys): spends the free render, is told there are none
 * left, buys 3 more at /checkout without any card, and renders again.
 */
describe.skipIf(!browserAvailable())('buying renders in test mode', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  const render = async () => {
    await page.getByRole('button', { name: 'Repose Gray Classic' }).first().click();
    await page.getByRole('button', { name: 'Apply Color Scheme' }).click();
    // However long rendering takes here: speed is the bench's.
    await page.getByRole('region', { name: 'After Preview' }).waitFor({ timeout: 0 });
  };
  const uploadPhoto = async () => {
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'house.jpg', mimeType: 'image/jpeg', buffer: await houseJpeg() });
    await page.getByRole('region', { name: 'AI Analysis Complete' }).waitFor({ timeout: 0 });
  };

  beforeAll(async () => {
    t = await startTestApp({}, { staticDir: DIST });
    ({ browser, page } = await openPage(desktop));
    await page.goto(`${t.baseUrl}/auth/google?login_hint=new-buyer@example.com`);
    await page.waitForURL(`${t.baseUrl}/onboarding`);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('uses the free render and sees No Renders Remaining', async () => {
    await page.goto(`${t.baseUrl}/visualizer`);
    await page.getByText('1 free renders left').waitFor();
    await uploadPhoto();
    await render();

    await page.getByText('0 free renders left').waitFor();
    await page.getByRole('region', { name: 'No Renders Remaining' }).waitFor();
  });

  it('goes to /checkout from the dashboard, which says it is test mode and charges no card', async () => {
    await page
      .getByRole('region', { name: 'No Renders Remaining' })
      .getByRole('link', { name: 'Buy More Renders' })
      .click();
    await page.waitForURL(`${t.baseUrl}/dashboard`);
    await page
      .getByRole('region', { name: 'Renders Left' })
      .getByRole('link', { name: 'Buy More Renders' })
      .click();
    await page.waitForURL(`${t.baseUrl}/checkout`);

    await page.getByRole('heading', { name: 'Purchase More Renders' }).waitFor();
    await page.getByText('3 Additional Renders').waitFor();
    await page.getByText('$5.00').waitFor();
    await page.getByText('Test mode').waitFor();
    await page.getByText(/no card is charged/).waitFor();
    await page.getByRole('button', { name: 'Complete Purchase' }).waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/checkout-test-mode.png`, fullPage: true });
  });

  it("completes the purchase: 'Payment Successful', and 3 renders left on /dashboard", async () => {
    await page.getByRole('button', { name: 'Complete Purchase' }).click();

    await page.getByText('Payment Successful').waitFor();
    await page.waitForURL(`${t.baseUrl}/dashboard`);
    const allowance = page.getByRole('region', { name: 'Renders Left' });
    await allowance.getByText('3', { exact: true }).waitFor();
  });

  it('renders again with a purchased render', async () => {
    await page.getByRole('link', { name: 'New Render' }).click();
    await page.getByText('3 free renders left').waitFor();
    await uploadPhoto();
    await render();

    await page.getByText('2 free renders left').waitFor();
    const purchases = await t.services.db('purchases').select('mode', 'status', 'renders_credited');
    expect(purchases).toEqual([{ mode: 'test', status: 'succeeded', renders_credited: 3 }]);
  });
});
