import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './app/boot.tsx';
import { Providers } from './app/providers.tsx';
import { captureInstallPrompt, registerServiceWorker } from './app/pwa/register-sw.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

captureInstallPrompt();

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <Boot />
    </Providers>
  </StrictMode>,
);

// Only production builds have a service worker (vite dev serves modules, not a precache).
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void registerServiceWorker();
  });
}
