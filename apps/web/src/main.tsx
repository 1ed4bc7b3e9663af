import './app/bootstrap.scss';
import './app/styles.css';
import { startApp } from './app/start';

// The landing page's few icons, after the first paint; other screens load every icon's rules
// (app/icon-font.ts, app/landing-icons.ts).
void import('virtual:landing-icons.css');

const root = document.getElementById('root');
if (root) void startApp(root);
