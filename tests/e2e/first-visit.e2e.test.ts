/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, openPage, viewports } from '../support/browser.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const shots = path.resolve(import.meta.dirname, '../../test-results');

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(!browserAvailable()).each(viewports)(
  'a first visit on a $name ($width×$height)',
  (viewport) => {
    let t: TestApp;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      t = await startTestApp({}, { staticDir: DIST });
      ({ browser, page } = await openPage(viewport));
    });
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    it('shows the landing page to a signed-out visitor', async () => {
      await page.goto(`${t.baseUrl}/`);

      await expect
        .poll(() => page.getByText('Visualize Your Perfect Paint Colors').isVisible())
        .toBe(true);
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: `${shots}/landing-${viewport.name}.png`, fullPage: false });
    });

    it('signs in through Continue with Google and lands on onboarding', async () => {
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();

      await page.getByRole('button', { name: 'Continue with Google' }).click();

      await page.waitForURL(`${t.baseUrl}/onboarding`);
      await page.getByText("Let's personalize your experience").waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
    });

    it('saves the onboarding answers and goes to the visualizer', async () => {
      const next = page.getByRole('button', { name: 'Continue' });
      expect(await next.isDisabled()).toBe(true);
      await page.getByText('Yes, I need HOA-approved colors').click();
      await next.click();
      await page.getByLabel('Street Address').fill('12 Elm St');
      await page.getByLabel('City').fill('Tampa');
      await page.getByLabel('ZIP Code').fill('33626');

      await page.getByRole('button', { name: 'Save & Continue' }).click();

      await page.waitForURL(`${t.baseUrl}/visualizer`);
      await page.getByText('1 free renders left').waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: `${shots}/visualizer-${viewport.name}.png` });
      const row = await t.services.db('users').where({ email: 'dev@curbhue.local' }).first();
      expect(row).toMatchObject({
        hoa_required: true,
        address: '12 Elm St',
        city: 'Tampa',
        zip_code: '33626',
      });
    });

    it('shows the 404 page for an unknown path', async () => {
      await page.goto(`${t.baseUrl}/nope`);

      await page.getByText('404 Page Not Found').waitFor();
    });

    it('signs out at /api/logout and shows the landing page again', async () => {
      await page.goto(`${t.baseUrl}/api/logout`);

      await page.waitForURL(`${t.baseUrl}/`);
      await page.getByText('Visualize Your Perfect Paint Colors').waitFor();
      const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
      expect(me).toBe(401);
    });
  },
);
