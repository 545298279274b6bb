import { createDocumentCookieJar, JTI_KEY, TOKEN_KEY } from '@ent/core/auth';
import { cleanup, configure } from '@testing-library/react';
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

// A find or waitFor waits up to 5 s rather than 1 s: a lazily loaded part (the form renderer, a
// dialog) can take longer than a second when the suite shares a 2-core machine with Chromium.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library's automatic cleanup is registered here.
afterEach(() => {
  cleanup();
  const cookies = createDocumentCookieJar(document);
  cookies.remove(TOKEN_KEY);
  cookies.remove(JTI_KEY);
  sessionStorage.clear();
});
