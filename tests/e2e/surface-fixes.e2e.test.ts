/// <reference lib="dom" />
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, openPage, viewports } from '../support/browser.ts';
import { houseJpeg } from '../support/house-image.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const phone = viewports.find((v) => v.name === 'phone')!;

/** Places of the generated 960×640 house (tests/support/house-image.ts). */
const ROOF = { x: 480, y: 190 };
const SHUTTER = { x: 249, y: 371 };
/** The roof's inside, well away from its edges: these pixels must come out as the photo's. */
const ROOF_BOX = { left: 420, top: 160, width: 120, height: 50 };

describe.skipIf(!browserAvailable())('fixing the surfaces on a phone', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    t = await startTestApp({}, { staticDir: DIST });
    ({ browser, page } = await openPage(phone));
    await page.goto(`${t.baseUrl}/auth/google?login_hint=fixer-phone@example.com`);
    await page.waitForURL(`${t.baseUrl}/onboarding`);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  const overlay = () => page.getByTestId('surface-overlay');
  /** Taps the photo at a point given in the photo's pixels. */
  const tapPhoto = async (p: { x: number; y: number }) => {
    const box = (await page.getByRole('img', { name: 'Uploaded house photo' }).boundingBox())!;
    await page.touchscreen.tap(box.x + (p.x / 960) * box.width, box.y + (p.y / 640) * box.height);
  };
  /** The overlay's RGBA at a photo point, read from the overlay image the page shows. */
  const overlayAt = (p: { x: number; y: number }) =>
    overlay().evaluate(
      (img: HTMLImageElement, { x, y }) =>
        img.decode().then(() => {
          const canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          const px = Math.floor((x / 960) * img.naturalWidth);
          const py = Math.floor((y / 640) * img.naturalHeight);
          return [...ctx.getImageData(px, py, 1, 1).data];
        }),
      p,
    );
  const waitForFixes = (n: number) =>
    page.locator(`[data-testid="surface-overlay"][data-fixes="${n}"]`).waitFor();

  it('uploads a photo and sees the surfaces tinted, with a legend and a toggle', async () => {
    await page.goto(`${t.baseUrl}/visualizer`);
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'house.jpg', mimeType: 'image/jpeg', buffer: await houseJpeg() });
    await page.getByRole('region', { name: 'AI Analysis Complete' }).waitFor({ timeout: 0 });
    await waitForFixes(0);

    const legend = page.getByRole('list', { name: 'Legend' });
    expect(await legend.innerText()).toMatch(/Body[\s\S]*Trim[\s\S]*Accents/);
    const toggle = page.getByRole('switch', { name: 'Show surfaces' });
    await page.getByText('Show surfaces').click();
    await overlay().waitFor({ state: 'detached' });
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText('Show surfaces').click();
    await overlay().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it("taps the roof with 'Not paint' and sees it leave the overlay", async () => {
    const toolbar = page.getByRole('toolbar', { name: 'Fix the surfaces' });
    await toolbar.getByRole('button', { name: 'Body' }).click();
    await tapPhoto(ROOF);
    await waitForFixes(1);
    expect((await overlayAt(ROOF))[3]).toBeGreaterThan(0);

    await toolbar.getByRole('button', { name: 'Not paint' }).click();
    await tapPhoto(ROOF);
    await waitForFixes(2);

    expect((await overlayAt(ROOF))[3]).toBe(0);
  });

  it("taps a shutter with 'Accents', then takes it back with Undo", async () => {
    const toolbar = page.getByRole('toolbar', { name: 'Fix the surfaces' });
    await toolbar.getByRole('button', { name: 'Accents' }).click();
    await tapPhoto(SHUTTER);
    await waitForFixes(3);
    expect((await overlayAt(SHUTTER)).slice(0, 3)).toEqual([0xab, 0x47, 0xbc]);

    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await waitForFixes(2);
    expect((await overlayAt(ROOF))[3]).toBe(0);
  });

  it('renders, and the roof in the after image is the photo’s own pixels', async () => {
    await page.getByRole('button', { name: 'Repose Gray Classic' }).first().click();
    await page.getByRole('button', { name: 'Apply Color Scheme' }).click();
    const preview = page.getByRole('region', { name: 'After Preview' });
    await preview.waitFor({ timeout: 0 });
    const afterUrl = await preview.getByRole('img', { name: 'After painting' }).getAttribute('src');
    const photoUrl = await page
      .getByRole('img', { name: 'Uploaded house photo' })
      .getAttribute('src');

    const roof = async (url: string) =>
      sharp(await (await page.request.get(new URL(url, t.baseUrl).href)).body())
        .extract(ROOF_BOX)
        .raw()
        .toBuffer();
    const [before, after] = await Promise.all([roof(photoUrl!), roof(afterUrl!)]);
    let worst = 0;
    for (let i = 0; i < before.length; i++)
      worst = Math.max(worst, Math.abs(before[i]! - after[i]!));
    expect(worst).toBeLessThanOrEqual(8); // JPEG rounding
  });

  it('draws the stroke on the photo while dragging, and sends it when lifted', async () => {
    const toolbar = page.getByRole('toolbar', { name: 'Fix the surfaces' });
    await toolbar.getByRole('button', { name: 'Trim' }).click();
    const box = (await page.getByRole('img', { name: 'Uploaded house photo' }).boundingBox())!;
    const at = (x: number, y: number) =>
      [box.x + (x / 960) * box.width, box.y + (y / 640) * box.height] as const;
    const preview = page.getByTestId('stroke-preview');
    await page.mouse.move(...at(300, 500));
    await page.mouse.down();
    for (let x = 320; x <= 600; x += 20) await page.mouse.move(...at(x, 500));
    await preview.waitFor();
    const line = preview.locator('polyline');
    expect(await line.getAttribute('stroke')).toBe('#29b6f6');
    const points = ((await line.getAttribute('points')) ?? '').split(' ');
    expect(points.length).toBeGreaterThan(5);
    const last = points.at(-1)!.split(',').map(Number);
    expect(Math.abs(last[0]! - 600)).toBeLessThanOrEqual(2);
    expect(Math.abs(last[1]! - 500)).toBeLessThanOrEqual(2);
    await page.mouse.up();
    await preview.waitFor({ state: 'detached' });
    await waitForFixes(3);
  });
});
