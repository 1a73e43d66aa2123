// Setup file of the `shared` vitest project: test files share a worker, its environment and the
// packages loaded from node_modules, but each file gets fresh copies of our own modules, so no
// module-level state (a cached reader, a store) passes from one file to the next.
import { vi } from 'vitest';

vi.resetModules();
