import './app/bootstrap.scss';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// The icon font's 2 000 rules are not needed for the first paint: load them after it.
void import('bootstrap-icons/font/bootstrap-icons.min.css');

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
