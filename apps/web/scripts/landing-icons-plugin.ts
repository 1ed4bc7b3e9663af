import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ID = 'virtual:landing-icons.css';
const ICONS_CSS = createRequire(import.meta.url).resolve(
  'bootstrap-icons/font/bootstrap-icons.min.css',
);
// The stylesheet keeps the real file's path, so its font url() resolves as the full one does.
const SUBSET = `${ICONS_CSS}?landing-subset`;

/**
 * `import 'virtual:landing-icons.css'`: Bootstrap Icons' own stylesheet cut down to the font face,
 * the shared `.bi` rule and the glyph rules of the icons named. Its rules are flat (`selector{...}`),
 * so a split on `}` walks them in one linear pass.
 */
export const landingIcons = (names: readonly string[]): Plugin => {
  const wanted = new Set(names.map((name) => `.bi-${name}::before`));
  return {
    name: 'landing-icons',
    enforce: 'pre',
    resolveId: (id) => (id === ID ? SUBSET : undefined),
    load(id) {
      if (id !== SUBSET) return undefined;
      const rules = readFileSync(ICONS_CSS, 'utf8')
        .split('}')
        .filter((rule) => {
          const selector = rule.slice(0, rule.indexOf('{')).replace(/^\s*\/\*[\s\S]*?\*\//, '');
          return !selector.startsWith('.bi-') || wanted.has(selector);
        });
      const kept = rules.filter((rule) => rule.includes('.bi-') && rule.includes('content:'));
      if (kept.length !== wanted.size) {
        this.error(`landing icons: found ${kept.length} of ${wanted.size} (${names.join(', ')})`);
      }
      return rules.join('}');
    },
  };
};
