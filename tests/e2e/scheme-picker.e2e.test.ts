/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCustomSchemeCommand } from '../../modules/custom-schemes/index.ts';
import { browserAvailable, openPage } from '../support/browser.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** Signs in through the local provider as `email` (the button flow itself is covered by first-visit). */
const signInAs = async (page: Page, baseUrl: string, email: string) => {
  await page.goto(`${baseUrl}/auth/google?login_hint=${encodeURIComponent(email)}`);
  await page.waitForURL((url) => url.pathname === '/onboarding' || url.pathname === '/');
};

describe.skipIf(!browserAvailable())('choosing a paint scheme on a phone', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let userId: string;
  const customId = randomUUID();

  beforeAll(async () => {
    t = await startTestApp({}, { staticDir: DIST });
    ({ browser, page } = await openPage({ width: 390, height: 844, isMobile: true }));
    await signInAs(page, t.baseUrl, 'picker@example.com');
    userId = (await t.services.db('users').where({ email: 'picker@example.com' }).first()).id;
    const created = await handleCustomSchemeCommand(
      t.services.store,
      customId,
      {
        type: 'CreateCustomScheme',
        data: {
          schemeId: customId,
          userId,
          documentId: randomUUID(),
          name: 'Westchase Sage',
          schemeCode: 'HOA-1795300000000',
          manufacturer: 'Sherwin-Williams',
          bodyColor: '#CCC9C0, #D1CBC1',
          bodyColorCode: 'SW 7015, SW 7029',
          bodyColorName: 'Repose Gray, Agreeable Gray',
          trimColor: '#EEEFEA',
          trimColorCode: 'SW 7006',
          trimColorName: 'Extra White',
          accentColor: '#54504A',
          accentColorCode: 'SW 7048',
          accentColorName: 'Urbane Bronze',
        },
        metadata: { now: new Date().toISOString(), userId },
      },
      { expectedRevision: 'no_stream' },
    );
    await t.services.runner.waitFor(created.position);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('opens the panel, switches to popular schemes, expands a group and picks options of a collection', async () => {
    await page.goto(`${t.baseUrl}/visualizer`);
    await page.getByRole('heading', { name: 'Select Color Scheme' }).waitFor();

    await page.getByRole('button', { name: 'Popular', exact: true }).click();
    await page.getByText('36 popular schemes available').waitFor();
    const group = page.getByRole('button', { name: /^Modern Farmhouse \d+ schemes?$/ });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Modern Farmhouse Collection' }).click();
    const picker = page.getByRole('region', {
      name: 'Color options for Modern Farmhouse Collection',
    });
    await picker.waitFor();
    const body = picker.getByRole('radio', { name: 'Body option SW 7674 Peppercorn' });
    await body.click();

    expect(await body.isChecked()).toBe(true);
    await picker.getByRole('button', { name: 'Apply Color Selection' }).click();
    await page.getByText('Colors Updated').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it("switches to HOA schemes, picks an option of the user's own scheme and saves it", async () => {
    await page.getByRole('button', { name: 'HOA Approved', exact: true }).click();
    const own = page.getByRole('button', { name: /^Your HOA Schemes \d+ schemes?$/ });
    expect(await own.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Westchase Sage' }).click();
    const picker = page.getByRole('region', { name: 'Color options for Westchase Sage' });
    await picker.getByRole('radio', { name: 'Body option SW 7029 Agreeable Gray' }).click();

    await picker.getByRole('button', { name: 'Apply Color Selection' }).click();

    await page.getByText('Colors Updated').waitFor();
    await expect
      .poll(
        async () =>
          (await t.services.db('custom_schemes').where({ id: customId }).first())
            .body_color_selection,
      )
      .toBe(1);
  });
});
