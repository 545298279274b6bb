import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppServices } from './services';
import './global.css';

const services = createAppServices();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// Parameters decide enveloping, grey release and the title; they are looked up before the first
// screen (a failed look-up resolves at once and leaves the defaults).
// Embedded, the first screen also waits (briefly) for the portal's token, so the handoff logs the
// user in without showing the login page.
void Promise.allSettled([services.loadParameters(), services.embed.firstToken]).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
