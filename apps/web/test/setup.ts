import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages load their route chunks on demand; on a busy two-core machine the first render of a lazy
// page can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// No test reaches a real node: the block watcher's fetch fails unless a test stubs it.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('network disabled in tests')));
});

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Node-environment tests (the devnet ones) have no DOM.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});
