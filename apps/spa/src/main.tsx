import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './services';
import './global.css';

const services = createServices();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// Parameters decide enveloping, grey release and the title; they are looked up before the first
// screen (a failed look-up resolves at once and leaves the defaults).
void services.loadParameters().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
