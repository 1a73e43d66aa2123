import { expect, it } from 'vitest';
import * as primitives from './index';

it('pins the public API', () => {
  expect(Object.keys(primitives).sort()).toMatchInlineSnapshot(`
    [
      "DexError",
      "HIDDEN_CHARACTER_REPLACEMENT",
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
      "sanitizeDisplayText",
      "shortenAddress",
      "silentLogger",
      "toQuantity",
      "walletTransaction",
    ]
  `);
});
