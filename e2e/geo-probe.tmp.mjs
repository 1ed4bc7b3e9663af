import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console:', m.text()));
await page.goto(process.argv[2]);
await page.waitForTimeout(3000);
console.log(
  await page.locator('#map-title').count(),
  await page.locator('.world-map path').count(),
  await page.locator('.world-map a').count(),
);
const map = page.locator('#map-title');
if (await map.count()) {
  await map.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/geo-map.png' });
}
await browser.close();
