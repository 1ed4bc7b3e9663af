import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Its package.json points Node at a UMD build under "type": "module"; Vite's own resolution
    // (as in the app's build) takes the ES module instead.
    server: { deps: { inline: ['@panzoom/panzoom'] } },
    // A hang guard for a loaded machine, not a speed check.
    testTimeout: 20_000,
  },
});
