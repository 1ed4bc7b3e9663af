import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for every running CSS transition or animation that ends (a nav link fading to its
 * active colour, a dialog fading in) so axe measures the colours a person finally sees, not a
 * frame in between. Endless animations (spinners) are left alone.
 */
export const settleTransitions = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/**
 * One screen of a journey, checked and kept for a human to look at: axe finds no serious or
 * critical violation, and at 1280 and at 375 px the page is never wider than the window (no
 * sideways scrolling on a phone) and is photographed as `<dir>/<name>-<width>.png`.
 */
export const snapScreen = async (page: Page, dir: string, name: string) => {
  await settleTransitions(page);
  const audit = await new AxeBuilder({ page }).analyze();
  expect(
    audit.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.html}`),
    name,
  ).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Let resize observers (charts) lay out at the new width before measuring.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};
