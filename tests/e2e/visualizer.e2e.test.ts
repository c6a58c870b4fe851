/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, openPage, viewports } from '../support/browser.ts';
import { houseJpeg } from '../support/house-image.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const shots = path.resolve(import.meta.dirname, '../../test-results');

describe.skipIf(!browserAvailable()).each(viewports)(
  'repainting a house on a $name',
  (viewport) => {
    let t: TestApp;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      t = await startTestApp({}, { staticDir: DIST });
      ({ browser, page } = await openPage(viewport));
      await page.goto(`${t.baseUrl}/auth/google?login_hint=${viewport.name}-owner@example.com`);
      await page.waitForURL(`${t.baseUrl}/onboarding`);
    });
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    it('uploads a house photo and shows the analysis with named current colours', async () => {
      await page.goto(`${t.baseUrl}/visualizer`);
      await page.getByText('1 free renders left').waitFor();

      await page
        .getByTestId('photo-input')
        .setInputFiles({ name: 'house.jpg', mimeType: 'image/jpeg', buffer: await houseJpeg() });

      const result = page.getByRole('region', { name: 'AI Analysis Complete' });
      await result.waitFor({ timeout: 0 }); // however long analysis takes here: speed is the bench's
      expect(await result.innerText()).toMatch(/Body[\s\S]*(SW \d{4}|[A-Z]{2}-\d+)/);
      await page.getByRole('img', { name: 'Uploaded house photo' }).waitFor();
    });

    it('picks a scheme, applies it and shows the after image', async () => {
      await page.getByRole('button', { name: 'Repose Gray Classic' }).first().click();

      await page.getByRole('button', { name: 'Apply Color Scheme' }).click();
      const preview = page.getByRole('region', { name: 'After Preview' });
      await preview.waitFor({ timeout: 0 }); // render time is measured by `npm run bench`

      const after = preview.getByRole('img', { name: 'After painting' });
      await after.waitFor();
      // decode() settles once the image has loaded: no polling against a clock.
      expect(
        await after.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).toBe(960);
      await preview.getByRole('slider', { name: 'Before/after comparison' }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.screenshot({
        path: `${shots}/after-preview-${viewport.name}.png`,
        fullPage: true,
      });
    });

    it('downloads the after image as a .jpg', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download Image' }).click();
      const download = await downloading;

      expect(download.suggestedFilename()).toMatch(/\.jpg$/);
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });

    it('shows the No Renders Remaining card once the free render is used', async () => {
      await page.getByText('0 free renders left').waitFor();

      const card = page.getByRole('region', { name: 'No Renders Remaining' });

      await card.waitFor();
      expect(await card.getByRole('link', { name: 'Buy More Renders' }).getAttribute('href')).toBe(
        '/dashboard',
      );
    });
  },
);
