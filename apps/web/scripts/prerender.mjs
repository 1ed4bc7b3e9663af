// Writes dist/landing.html: index.html with the landing page rendered into it, which the server
// sends for "/" so the first paint needs no JavaScript. The app takes over when it is ready.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist = 'dist', ssrDir = 'dist-ssr'] = process.argv.slice(2);
const { renderLanding } = await import(pathToFileURL(path.resolve(ssrDir, 'prerender.js')).href);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!html.includes(marker)) throw new Error(`${dist}/index.html has no ${marker}`);
const landing = html.replace(marker, `<div id="prerendered">${renderLanding()}</div>${marker}`);
writeFileSync(path.join(dist, 'landing.html'), landing);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${dist}/landing.html (${Math.round(landing.length / 1024)} KB)`);
