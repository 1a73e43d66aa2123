import { expect, it } from 'vitest';
import * as primitives from './index';

it('pins the public API', () => {
  expect(Object.keys(primitives).sort()).toMatchInlineSnapshot(`
    [
      "DexError",
      "addGasMargin",
      "browserStorage",
      "consoleLogger",
      "createListeners",
      "createMemoryStorage",
      "createPersistedValue",
      "decodeAnswer",
      "errorCodeOf",
      "isAddress",
      "sameAddress",
      "shortenAddress",
      "silentLogger",
      "toQuantity",
      "walletTransaction",
    ]
  `);
});
