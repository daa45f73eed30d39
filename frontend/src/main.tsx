import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'virtual:theme.css';
import './index.css';
import { App } from './App';
import { embeddedConfig } from './components/ConfigProvider';
import { AppRoutes, loadPage, preloadPage } from './routes';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App config={embeddedConfig()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// The server drew the first pages (home, parents, merchants): take them over once their code is here, drawn the same,
// in a transition so that React works in short slices and the page answers a tap meanwhile (no long task).
// A failed download leaves the server's page as it is, readable, rather than replace it by an error.
if (root.firstElementChild) {
  loadPage(window.location.pathname).then(
    () => startTransition(() => void hydrateRoot(root, app)),
    () => undefined,
  );
} else {
  preloadPage(window.location.pathname);
  createRoot(root).render(app);
}
