import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// Extend this package's own vitest instance. The "@testing-library/jest-dom/vitest" entry would
// import whichever vitest copy resolves from jest-dom's folder, a second instance in this
// workspace, which breaks snapshot state.
expect.extend(matchers);

// `pnpm test` runs many suites at once on two cores: a `findBy`/`waitFor` there can need more than
// Testing Library's default second. A limit, never a wait.
configure({ asyncUtilTimeout: 5_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Tell React this is a test environment so state updates wrapped in act() are flushed quietly.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
