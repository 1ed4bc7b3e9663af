import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { settleTransitions } from './screens';

/**
 * The journeys' `test`: every page is watched for uncaught errors, console errors (CSP
 * violations included) and, after each navigation the test makes, serious or critical axe-core
 * violations. A journey fails on any of them.
 */
export const test = base.extend<{ hygiene: void }>({
  hygiene: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A refused request is the test's own doing (4xx on bad input); its reply is checked there.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text))
          return;
        problems.push(`console: ${text}`);
      });
      await use();
      expect(problems, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe-core on the current screen, once its transitions have ended (a button just clicked fades
 * back to its colours): no serious or critical violation.
 */
export const expectAccessible = async (page: Page, screen: string) => {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility of ${screen}`).toEqual([]);
};

export { expect };
