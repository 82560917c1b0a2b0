import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { preloadPagesFor } from './app/router';
import { initI18n } from './i18n/i18n';
import { captureInstallPrompt } from './shared/pwa/install-event';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Before anything lazy: the browser offers installing once, maybe before the first render.
captureInstallPrompt();
const i18nReady = initI18n();
// The first screen's page code and texts start downloading now, not once React reaches its route.
preloadPagesFor(location.pathname);
void i18nReady.then(() => {
  // A transition lets React yield to the browser while it builds the first screen, instead of one
  // long task that blocks input (Lighthouse: total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
registerServiceWorker();
