/// <reference lib="dom" />
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNoHorizontalScroll, seriousA11yFindings } from '../support/axe.ts';
import { browserAvailable, openPage, viewports } from '../support/browser.ts';
import { palettePdf, PALETTE } from '../support/hoa-documents.ts';
import { houseJpeg } from '../support/house-image.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const shots = path.resolve(import.meta.dirname, '../../test-results');

/** The screen fits the phone or desktop and axe finds nothing serious on it. */
const expectUsable = async (page: Page) => {
  expect(await hasNoHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yFindings(page)).toEqual([]);
};

describe.skipIf(!browserAvailable()).each(viewports)(
  'HOA colours, from a document to a render, on a $name',
  (viewport) => {
    let t: TestApp;
    let browser: Browser;
    let page: Page;
    const schemeName = `Willow Creek ${viewport.name}`;

    beforeAll(async () => {
      t = await startTestApp({}, { staticDir: DIST });
      ({ browser, page } = await openPage(viewport));
      await page.goto(`${t.baseUrl}/auth/google?login_hint=${viewport.name}-hoa@example.com`);
      await page.waitForURL(`${t.baseUrl}/onboarding`);
    });
    afterAll(async () => {
      await browser?.close();
      await t?.stop();
    });

    it('uploads a PDF of the HOA palette, starts processing and sees it completed', async () => {
      await page.goto(`${t.baseUrl}/hoa`);
      await page.getByRole('heading', { name: 'HOA Document Manager' }).waitFor();
      await page.getByRole('heading', { name: 'How It Works' }).waitFor();

      await page.getByTestId('hoa-input').setInputFiles({
        name: 'willow-creek-colors.pdf',
        mimeType: 'application/pdf',
        buffer: await palettePdf(),
      });

      const documents = page.getByRole('region', { name: 'Your Documents' });
      const item = documents.getByRole('listitem', { name: 'willow-creek-colors.pdf' });
      await item.getByText('Pending').waitFor();
      await item.getByRole('button', { name: 'Start Processing' }).click();
      await page.getByText('Parsing Started').waitFor();
      // The list polls while the document is processing, until it is completed.
      await item.getByRole('link', { name: 'View Color Schemes' }).waitFor({ timeout: 60_000 });
      expect(await item.innerText()).toContain(`${PALETTE.length} colors found`);
      await expectUsable(page);
      await page.screenshot({ path: `${shots}/hoa-manager-${viewport.name}.png`, fullPage: true });
    });

    it('shows the colour cards with their equivalents in other brands', async () => {
      await page.getByRole('link', { name: 'View Color Schemes' }).click();
      await page.getByRole('heading', { name: 'Document Processing Results' }).waitFor();
      expect(
        await page
          .getByRole('progressbar', { name: 'Processing progress' })
          .getAttribute('aria-valuenow'),
      ).toBe('100');
      await page.getByText('Completed', { exact: true }).waitFor();

      for (const colour of PALETTE) {
        const card = page.getByRole('article', { name: colour.name });
        await card.waitFor();
        const text = await card.innerText();
        expect(text).toContain(colour.code);
        expect(text).toContain('Closest in other brands');
        expect(text).toMatch(/ΔE \d+\.\d/);
      }
      await expectUsable(page);
      await page.screenshot({ path: `${shots}/hoa-colors-${viewport.name}.png`, fullPage: true });
    });

    it('builds a custom scheme from those colours and lands on the dashboard', async () => {
      await page.getByRole('link', { name: 'Create Custom Paint Scheme' }).click();
      await page.getByRole('heading', { name: 'Create Custom Paint Scheme' }).waitFor();
      await page.getByText(`${PALETTE.length} HOA colors available`).waitFor();

      const form = page.getByRole('form', { name: 'Custom scheme' });
      await form.getByRole('textbox', { name: 'Scheme Name' }).fill(schemeName);
      const choose = async (label: string, option: string) => {
        await form.getByRole('combobox', { name: label }).click();
        await page.getByRole('option', { name: option }).click();
      };
      await choose('Paint Manufacturer', 'Sherwin-Williams');
      await choose('Main Body Color', 'Repose Gray (SW 7015)');
      await choose('Trim Color', 'Alabaster (SW 7008)');
      await choose('Accent Color', 'Tricorn Black (SW 6258)');
      const preview = page.getByRole('region', { name: 'Live Preview' });
      expect(await preview.innerText()).toContain('Sherwin-Williams • Custom HOA Scheme');
      await expectUsable(page);
      await page.screenshot({ path: `${shots}/hoa-builder-${viewport.name}.png`, fullPage: true });

      await form.getByRole('button', { name: 'Save Custom Scheme' }).click();
      await page.waitForURL(`${t.baseUrl}/dashboard`);
      await page.getByText('Custom Scheme Created').waitFor();
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    });

    it("finds the scheme under 'Your HOA Schemes' in the visualizer and renders with it", async () => {
      await page.goto(`${t.baseUrl}/visualizer`);
      const banner = page.getByRole('region', { name: 'HOA documents' });
      await banner.getByText('Your HOA colors are ready').waitFor();

      await page.getByTestId('photo-input').setInputFiles({
        name: 'house.jpg',
        mimeType: 'image/jpeg',
        buffer: await houseJpeg(),
      });
      await page.getByRole('region', { name: 'AI Analysis Complete' }).waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: 'HOA Approved' }).click();
      const group = page.getByRole('region', { name: 'Your HOA Schemes' });
      await group.getByRole('button', { name: schemeName }).first().click();
      await page.getByRole('button', { name: 'Apply Color Scheme' }).click();

      const preview = page.getByRole('region', { name: 'After Preview' });
      await preview.waitFor({ timeout: 60_000 });
      await preview.getByRole('img', { name: 'After painting' }).waitFor();
      await expectUsable(page);
      await page.screenshot({ path: `${shots}/hoa-render-${viewport.name}.png`, fullPage: true });
    });
  },
);
