import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './root/App';
import { initI18n } from './app/i18n';
import './app/global.css';

void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
