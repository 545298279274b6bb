import { createDocumentCookieJar, JTI_KEY, TOKEN_KEY } from '@ent/core/auth';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout engine: ResizeObserver (used by Fluent's overflow and positioning) exists
// as a no-op, since nothing ever resizes there.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Vitest runs without globals, so Testing Library's automatic cleanup is registered here.
afterEach(() => {
  cleanup();
  const cookies = createDocumentCookieJar(document);
  cookies.remove(TOKEN_KEY);
  cookies.remove(JTI_KEY);
  sessionStorage.clear();
});
