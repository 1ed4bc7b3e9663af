import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, expectAccessible, test } from './support/fixtures';
import { loginInBrowser, uniqueEmail } from './support/session';
import { companyOwner } from './support/companies';

/**
 * Issue 24 "done when" (docs/rules/webhooks.md): a company's owner adds a webhook on the
 * Integrations screen pointing at a receiver this test runs on 127.0.0.1 (the journeys' server
 * has FEEDS_ALLOW_PRIVATE=true), sends a test from the screen; the receiver checks the signature
 * with the Standard Webhooks reference library, and the delivery log on the screen says it was
 * delivered. At 1280 and 375 px, axe clean.
 */

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** A receiver that answers 204 to every POST and keeps what it got. */
const startReceiver = async () => {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ body, headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/georisk`, received, close: () => server.close() };
};

const headerOf = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '');

for (const width of [1280, 375]) {
  test(`a company owner adds a webhook, sends a test, and sees it delivered at ${width} px`, async ({
    page,
    request,
  }) => {
    const receiver = await startReceiver();
    try {
      const owner = await companyOwner(
        request,
        {
          firstName: 'Wendy',
          email: uniqueEmail(`webhook-owner-${width}`),
          password: 'Owner#Pass1',
        },
        `Hook Risk ${width}`,
      );

      await page.setViewportSize({ width, height: 900 });
      await loginInBrowser(page, owner.email, owner.password);
      await page.goto('/menu');
      if (width < 992) await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('link', { name: 'Integrations' }).click();
      await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
      await expect(page.getByText('No webhooks yet.')).toBeVisible();
      await expectAccessible(page, `Integrations, empty, at ${width} px`);

      const form = page.getByRole('form', { name: 'Add a webhook' });
      await form.getByLabel(/^URL/).fill(receiver.url);
      await form.getByLabel('request.created').check();
      await form.getByRole('button', { name: 'Add webhook' }).click();
      const secretField = page.getByLabel('Signing secret');
      await expect(secretField).toHaveValue(/^whsec_/);
      const secret = await secretField.inputValue();
      await expectAccessible(page, `Integrations, secret shown, at ${width} px`);
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await expect(secretField).toHaveCount(0);

      const hooks = page.getByRole('list', { name: 'Webhooks' });
      await expect(hooks.getByText(receiver.url)).toBeVisible();
      await hooks.getByRole('button', { name: 'Send test' }).click();
      const log = page.getByRole('table');
      await expect(log.getByRole('cell', { name: 'webhook.test' })).toBeVisible();
      await expect(log.getByText('Delivered')).toBeVisible({ timeout: 20_000 });

      // The receiver got it, signed as the Standard Webhooks specification says.
      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received;
      const verified = new Webhook(secret).verify(delivery!.body, {
        'webhook-id': headerOf(delivery!.headers, 'webhook-id'),
        'webhook-timestamp': headerOf(delivery!.headers, 'webhook-timestamp'),
        'webhook-signature': headerOf(delivery!.headers, 'webhook-signature'),
      }) as { type: string };
      expect(verified.type).toBe('webhook.test');
      // A forged signature is refused by the same library.
      expect(() =>
        new Webhook(secret).verify(delivery!.body.replace('webhook.test', 'webhook.fake'), {
          'webhook-id': headerOf(delivery!.headers, 'webhook-id'),
          'webhook-timestamp': headerOf(delivery!.headers, 'webhook-timestamp'),
          'webhook-signature': headerOf(delivery!.headers, 'webhook-signature'),
        }),
      ).toThrow();

      await expectAccessible(page, `Integrations, delivery log, at ${width} px`);
      await page.screenshot({
        path: test.info().outputPath(`webhooks-${width}.png`),
        fullPage: true,
      });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(width);
    } finally {
      receiver.close();
    }
  });
}
