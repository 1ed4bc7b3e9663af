// Prints what the landing page loads (entry chunk + its static imports, and their CSS), gzipped,
// and fails the build when a budget of docs/performance.md is exceeded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { js: 150, css: 40 };
const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const js = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  (chunk.css ?? []).forEach((file) => css.add(file));
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);

// The landing page's icon rules, imported from main.tsx after the first paint
// (scripts/landing-icons-plugin.ts); they count towards the CSS budget too. The full icon set
// is loaded by the other screens only.
const deferredCss = Object.entries(manifest)
  .filter(([key]) => key.endsWith('?landing-subset'))
  .map(([, chunk]) => chunk.file);
if (deferredCss.length !== 1) throw new Error('the landing icon stylesheet is missing');

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const sizes = { js: total(js), css: total(css) + total(deferredCss) };

console.log('\nLanding page budget (gzipped):');
for (const kind of ['js', 'css']) {
  const ok = sizes[kind] <= BUDGET_KB[kind];
  console.log(
    `  ${kind.toUpperCase().padEnd(4)} ${sizes[kind].toFixed(1).padStart(6)} KB of ${BUDGET_KB[kind]} KB ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
console.log(
  `  of which CSS loaded after the first paint: ${total(deferredCss).toFixed(1)} KB (landing icons)`,
);
if (sizes.js > BUDGET_KB.js || sizes.css > BUDGET_KB.css) process.exit(1);
