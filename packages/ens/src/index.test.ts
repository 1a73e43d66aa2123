import { expect, it } from 'vitest';
import * as ens from './index';

it('pins the public API', () => {
  expect(Object.keys(ens).sort()).toMatchInlineSnapshot(`
    [
      "ENS_REGISTRY_ADDRESS",
      "ENS_SELECTORS",
      "hasEnsNameShape",
      "isEnsName",
      "lookupEnsName",
      "lookupRecipient",
      "recipientWithoutEns",
      "resolveEnsAddress",
      "resolveEnsContenthash",
      "typedRecipient",
    ]
  `);
});
