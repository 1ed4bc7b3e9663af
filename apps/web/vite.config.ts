import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingIcons } from './scripts/landing-icons-plugin';
import { LANDING_ICONS } from './src/app/landing-icons';

export default defineConfig({
  plugins: [react(), landingIcons(LANDING_ICONS)],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions; its warnings are not ours.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  // The build-time render of the landing page (src/prerender.tsx) runs in Node, which cannot
  // load react-bootstrap's directory imports as ESM: bundle everything into it.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: true,
  },
});
