/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNoHorizontalScroll, seriousA11yFindings } from '../support/axe.ts';
import { browserAvailable, openPage, viewports } from '../support/browser.ts';
import { houseJpeg } from '../support/house-image.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const shots = path.resolve(import.meta.dirname, '../../test-results');

/** Waits until the image has loaded and returns its natural width (0 if it failed). */
const loadedWidth = async (page: Page, name: string) => {
  const image = page.getByRole('img', { name, exact: true });
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
};

const gridColumns = (page: Page) =>
  page
    .getByRole('article')
    .first()
    .evaluate(
      (card) => getComputedStyle(card.parentElement!).gridTemplateColumns.split(' ').length,
    );

describe.skipIf(!browserAvailable()).each(viewports)(
  'dashboard and share links on a $name',
  (viewport) => {
    const phone = viewport.name === 'phone';
    let t: TestApp;
    let browser: Browser;
    let page: Page;
    let visitor: BrowserContext;
    let link = '';
    let sharedImages: string[] = [];

    beforeAll(async () => {
      t = await startTestApp({}, { staticDir: DIST });
      ({ browser, page } = await openPage(viewport));
      if (phone) {
        // Linux Chromium has no share sheet: stand one in that records what it was given.
        await page.context().addInitScript(() => {
          Object.defineProperty(navigator, 'share', {
            value: async (data: { url: string }) => {
              (window as unknown as { sharedUrl: string }).sharedUrl = data.url;
            },
          });
        });
      } else {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: t.baseUrl,
        });
      }
      await page.goto(`${t.baseUrl}/auth/google?login_hint=${viewport.name}-sharer@example.com`);
      await page.waitForURL(`${t.baseUrl}/onboarding`);
      visitor = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
      });
    });
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    it('shows an empty dashboard with No Visualizations Yet, the renders left and Buy More Renders', async () => {
      await page.goto(`${t.baseUrl}/dashboard`);

      await page.getByText('No Visualizations Yet').waitFor();
      expect(
        await page.getByRole('link', { name: 'Create Visualization' }).getAttribute('href'),
      ).toBe('/visualizer');
      const allowance = page.getByRole('region', { name: 'Renders Left' });
      expect(await allowance.innerText()).toContain('1');
      expect(
        await allowance.getByRole('link', { name: 'Buy More Renders' }).getAttribute('href'),
      ).toBe('/checkout');
      expect(await page.getByRole('link', { name: 'HOA Doc Upload' }).getAttribute('href')).toBe(
        '/hoa',
      );
      expect(await page.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe(
        '/api/logout',
      );
      expect(await seriousA11yFindings(page)).toEqual([]);
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    });

    it('renders an HOA scheme and shares the result from the visualizer', async () => {
      await page.getByRole('link', { name: 'New Render' }).click();
      await page.waitForURL(`${t.baseUrl}/visualizer`);
      await page
        .getByTestId('photo-input')
        .setInputFiles({ name: 'house.jpg', mimeType: 'image/jpeg', buffer: await houseJpeg() });
      await page.getByRole('region', { name: 'AI Analysis Complete' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'HOA Approved' }).click();
      await page.getByRole('button', { name: /Warm Stone & Naval/ }).click();
      await page.getByRole('button', { name: 'Apply Color Scheme' }).click();
      const preview = page.getByRole('region', { name: 'After Preview' });
      await preview.waitFor({ timeout: 30_000 });
      expect(await seriousA11yFindings(page)).toEqual([]);

      await preview.getByRole('button', { name: 'Share Result' }).click();

      if (phone) {
        await page.getByText('Shared successfully!').waitFor();
        link = await page.evaluate(() => (window as unknown as { sharedUrl: string }).sharedUrl);
      } else {
        await page.getByText('Link copied!').waitFor();
        link = await page.evaluate(() => navigator.clipboard.readText());
      }
      expect(link).toMatch(new RegExp(`^${t.baseUrl}/share/[A-Za-z0-9_-]{22}$`));
      const download = page.waitForEvent('download');
      await preview.getByRole('link', { name: 'Download Image' }).click();
      expect((await download).suggestedFilename()).toMatch(
        /^curbhue-warm-stone-and-naval-\d{4}-\d{2}-\d{2}\.jpg$/,
      );
    });

    it('shows the render on the dashboard as a card with thumbnails, in one column on a phone', async () => {
      await page.goto(`${t.baseUrl}/dashboard`);

      const card = page.getByRole('article', { name: 'Warm Stone & Naval' });
      await card.waitFor();
      expect(await loadedWidth(page, 'Before painting: Warm Stone & Naval')).toBeLessThanOrEqual(
        960,
      );
      expect(await loadedWidth(page, 'After painting: Warm Stone & Naval')).toBeLessThanOrEqual(
        960,
      );
      const sources = await card
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
      expect(sources.every((src) => /[?&]w=(480|960)\b/.test(src))).toBe(true);
      expect(await card.innerText()).toContain('HOA Approved');
      expect(await gridColumns(page)).toBe(phone ? 1 : 3);
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      expect(await seriousA11yFindings(page)).toEqual([]);

      const downloading = page.waitForEvent('download');
      await card.getByRole('link', { name: 'Download' }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toMatch(
        /^curbhue-warm-stone-and-naval-\d{4}-\d{2}-\d{2}\.jpg$/,
      );
      expect(fs.readFileSync(await file.path()).subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );
      await page.screenshot({ path: `${shots}/dashboard-${viewport.name}.png`, fullPage: true });
    });

    it('shares the same link again from the dashboard card', async () => {
      const card = page.getByRole('article', { name: 'Warm Stone & Naval' });
      const delivered = () =>
        phone
          ? page.evaluate(() => (window as unknown as { sharedUrl: string }).sharedUrl)
          : page.evaluate(() => navigator.clipboard.readText());
      await page.evaluate((isPhone) => {
        if (!isPhone) return navigator.clipboard.writeText('');
        (window as unknown as { sharedUrl: string }).sharedUrl = '';
        return undefined;
      }, phone);

      await card.getByRole('button', { name: 'Share' }).click();

      await expect.poll(delivered).toBe(link);
    });

    it('opens the link signed out and sees the result with both images, swatches and HOA Approved', async () => {
      const guest = await visitor.newPage();
      await guest.goto(link);

      await guest.getByRole('heading', { name: 'Paint Visualization Result' }).waitFor();
      expect(await loadedWidth(guest, 'Before painting')).toBeGreaterThan(0);
      expect(await loadedWidth(guest, 'After painting')).toBeGreaterThan(0);
      const main = await guest.getByRole('main').innerText();
      expect(main).toContain('Warm Stone & Naval');
      expect(main).toContain('Sherwin-Williams');
      expect(main).toContain('HOA Approved');
      expect(main).toMatch(/Body\s+SW 7032/);
      expect(await guest.getByRole('link', { name: 'Try CurbHue Free' }).getAttribute('href')).toBe(
        '/',
      );
      await guest.getByRole('button', { name: 'Copy Link' }).waitFor();
      expect(await hasNoHorizontalScroll(guest)).toBe(true);
      expect(await seriousA11yFindings(guest)).toEqual([]);
      sharedImages = await guest
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
      expect(sharedImages.every((src) => src.includes('share='))).toBe(true);
      await guest.screenshot({ path: `${shots}/share-${viewport.name}.png`, fullPage: true });
      await guest.close();
    });

    it('serves the link without JavaScript (as curl does) with an absolute og:image that is an image', async () => {
      const html = await (await fetch(link)).text();

      const image = /<meta property="og:image" content="([^"]+)"/
        .exec(html)?.[1]
        ?.replaceAll('&amp;', '&');
      expect(html).toMatch(/<meta property="og:title" content="Warm Stone &amp; Naval[^"]*"/);
      expect(image).toMatch(new RegExp(`^${t.baseUrl}/api/renders/[0-9a-f-]{36}/image\\?`));
      const served = await fetch(image!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|webp)$/);
    });

    it('deletes the render after a confirmation; the link then says Paint Visualization Not Found and its images are gone', async () => {
      const card = page.getByRole('article', { name: 'Warm Stone & Naval' });
      await card.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this visualization?' });
      expect(await dialog.innerText()).toContain('This cannot be undone.');

      await dialog.getByRole('button', { name: 'Delete' }).click();

      await page.getByText('Render deleted').waitFor();
      await page.getByText('No Visualizations Yet').waitFor();
      const guest = await visitor.newPage();
      await guest.goto(link);
      await guest.getByRole('heading', { name: 'Paint Visualization Not Found' }).waitFor();
      expect(await guest.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe(
        '/',
      );
      expect(await seriousA11yFindings(guest)).toEqual([]);
      await guest.close();
      for (const url of sharedImages) expect((await fetch(url)).status).toBe(404);
    });
  },
);
