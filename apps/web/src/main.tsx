import './app/bootstrap.scss';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
