import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type Finding = { rule: string; impact: string; targets: string[] };

/**
 * axe-core's serious and critical findings on the page as it is now. label-content-name-mismatch
 * is one of axe's "experimental" rules, off by default: it is turned on here, because a control
 * whose name does not contain its visible words cannot be pressed by saying them.
 */
export const seriousA11yFindings = async (page: Page): Promise<Finding[]> => {
  // A menu fading out or a ripple mid-way is not the page's colours: let finite animations end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
    }));
};

/** The page fits the viewport's width: nothing to scroll sideways. */
export const hasNoHorizontalScroll = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
