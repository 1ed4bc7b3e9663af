import './app/bootstrap.scss';
import './app/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// The landing page's few icons, after the first paint; other screens load every icon's rules
// (app/icon-font.ts, app/landing-icons.ts).
void import('virtual:landing-icons.css');

const root = document.getElementById('root');
// A transition renders in slices that give the browser its turn every few milliseconds, so the
// first render (hidden behind the build-time landing page) does not block a tap or a scroll
// (docs/performance.md).
if (root) startTransition(() => createRoot(root).render(<App />));
