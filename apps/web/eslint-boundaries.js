import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * The web app's layers (docs/architecture.md, "Web layers"), kept by the linter as bulletproof-react
 * does: shared code (components, hooks, lib, api, session, config, test) -> features -> app.
 * A feature never imports another feature; what two features share moves to a shared folder, and
 * a screen that joins features is composed in src/app.
 */
const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['components', 'hooks', 'lib', 'api', 'session', 'config', 'test'];

export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x must parse the TypeScript files an import leads to, or it sees no cycle (the
      // parser it uses for them is set in eslint.config.js, countTypeOnlyCycles).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: src,
          zones: [
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: share through src/components, src/hooks or src/lib, or compose them in src/app.',
            })),
            { target: './features', from: './app', message: 'Features do not import the app.' },
            {
              target: shared.map((folder) => `./${folder}`),
              from: ['./features', './app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
];
