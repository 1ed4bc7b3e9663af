// `npm run lighthouse`: Lighthouse on the production build (landing page), in Debian's Chromium.
// Prints the scores and fails when one is under the budget of docs/performance.md.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95 };
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3950);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'georisk-lighthouse-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const url = `http://127.0.0.1:${PORT}/`;
const waitForServer = async () => {
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited; see its output above');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
};

let chrome;
let failed = false;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const [formFactor, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BUDGET) },
      config,
    );
    if (result?.lhr.runtimeError) console.log('Lighthouse runtime error:', result.lhr.runtimeError);
    // LIGHTHOUSE_REPORT=<dir> keeps each full JSON report for a closer look.
    if (process.env.LIGHTHOUSE_REPORT && result) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT, `${formFactor}.json`), result.report);
    }
    console.log(`\nLighthouse ${formFactor} on ${url} (production build)`);
    for (const [id, min] of Object.entries(BUDGET)) {
      const category = result?.lhr.categories[id];
      const score = Math.round((category?.score ?? 0) * 100);
      failed ||= score < min;
      console.log(
        `  ${category?.title.padEnd(16)} ${String(score).padStart(3)} (budget ${min}) ${score >= min ? 'ok' : 'UNDER BUDGET'}`,
      );
    }
    console.log(
      `  ${METRICS.map((id) => `${id}: ${result?.lhr.audits[id]?.displayValue}`).join(', ')}`,
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
