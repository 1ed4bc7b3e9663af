import { expect, expectAccessible, test } from './support/fixtures';
import {
  activeAccount,
  adminLogin,
  apiCall,
  apiLogin,
  loginInBrowser,
  uniqueEmail,
} from './support/session';

/**
 * Live updates (docs/rules/live-updates.md): the bell changes the moment a notification is
 * written, without a reload and long before its 60-second poll would ask.
 */
/**
 * One happening per width: similar headlines in one country form one news event, and a watch
 * tells its reader once per event (docs/rules/news.md, "Events").
 */
const HAPPENING: Record<number, string> = {
  1280: 'Mogadishu port closed after clashes',
  375: 'Drought displaces herders near Baidoa',
};

test('the bell counts a new notification without a reload', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const reader = await activeAccount(request, {
    firstName: 'Lena',
    email: uniqueEmail('live'),
    password: 'Live#12345',
  });
  const token = await apiLogin(request, reader.email, reader.password);
  await apiCall(request, 'watch/insert', { country: 'SO', minLevel: 'High Risk' }, token);

  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const streamOpened = page.waitForResponse((response) =>
      response.url().includes('/api/events/stream'),
    );
    await loginInBrowser(page, reader.email, reader.password);
    const bell = page.getByRole('link', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const before = Number(
      /(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );
    expect((await streamOpened).status()).toBe(200);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    const admin = await adminLogin(request);
    await apiCall(
      request,
      'articles/insert',
      {
        title: `${HAPPENING[width]} (${Date.now()})`,
        url: `https://news.example/mogadishu-${width}-${Date.now()}`,
        publishedAt: new Date().toISOString(),
        sourceName: 'Journey Wire',
        riskLevel: 'High Risk',
        content: 'The port authority closed the port after clashes.',
        is_active: true,
        countries: ['SO'],
      },
      admin,
    );
    // Well under the bell's 60-second poll: only the stream can have told it.
    await expect(
      page.getByRole('link', { name: `Notifications, ${before + 1} unread` }),
    ).toBeVisible({
      timeout: 20_000,
    });
    expect(navigations, 'no reload').toEqual([]);
    await page.screenshot({ path: `test-results/live-updates-bell-${width}.png` });
    await expectAccessible(page, `dashboard with the live bell at ${width} px`);
    await context.close();
  }
});
