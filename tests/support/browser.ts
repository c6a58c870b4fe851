import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH or /usr/bin/chromium. */
export const chromiumPath = (): string | undefined =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string =>
    Boolean(p && fs.existsSync(p)),
  );

/**
 * Whether browser tests can run here. Without Chromium they are skipped with a printed reason,
 * unless REQUIRE_BROWSER_TESTS is set (CI), where that is a failure.
 */
export const browserAvailable = (): boolean => {
  if (chromiumPath()) return true;
  const reason =
    'Browser tests skipped: no Chromium at CHROMIUM_PATH or /usr/bin/chromium. Install it with `apt-get install chromium`.';
  if (process.env.REQUIRE_BROWSER_TESTS) throw new Error(reason.replace('skipped', 'cannot run'));
  console.log(reason);
  return false;
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath()!,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const viewports = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

/** A browser and one page at the viewport's size (touch on phones), for one test file. */
export const openPage = async (viewport: { width: number; height: number; isMobile: boolean }) => {
  const browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    acceptDownloads: true,
  });
  return { browser, page: await context.newPage() };
};
