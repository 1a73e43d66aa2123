// Setup file of the `shared` vitest project: test files share a worker, its environment and the
// packages loaded from node_modules, but each file starts as if it ran alone: fresh copies of our
// own modules, so no module-level state (a cached reader, a store) passes from one file to the
// next, and a clean environment, so nothing a file left in storage (expert mode, a chosen chain),
// the URL, the document's body and root attributes, stubbed globals or fake timers decides what the next file sees.
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
globalThis.localStorage?.clear?.();
globalThis.sessionStorage?.clear?.();
if (globalThis.document !== undefined) {
  globalThis.history?.replaceState?.(null, '', '/');
  // Styles in <head> stay: the shared CSS runtime injects each stylesheet once per worker.
  globalThis.document.body.replaceChildren();
  for (const { name } of [...globalThis.document.documentElement.attributes]) {
    globalThis.document.documentElement.removeAttribute(name);
  }
}
