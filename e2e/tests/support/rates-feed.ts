import { createServer } from 'node:http';

/** Where the journeys' server reads reference rates (playwright.config.ts sets RATES_FEED_URL). */
export const RATES_PORT = Number(
  process.env.E2E_RATES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000,
);

/** The ECB's daily XML format (docs/rules/purchases.md), dated 27 Nov 2026. */
export const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time='2026-11-27'>
    <Cube currency='USD' rate='1.0500'/><Cube currency='GBP' rate='0.8400'/><Cube currency='JPY' rate='161.20'/>
  </Cube></Cube>
</gesmes:Envelope>`;

/**
 * Serves the rates for the whole run, before any journey opens a screen that reads them: a fetch
 * that failed (the feed not up yet) is retried only after 15 minutes, so a journey that starts its
 * own feed after another journey visited the purchase screen would find no rate.
 */
export const startRatesFeed = async () => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' }).end(ECB_XML);
  });
  await new Promise<void>((resolve) => server.listen(RATES_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};
