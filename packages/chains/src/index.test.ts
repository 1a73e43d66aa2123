import { expect, it } from 'vitest';
import * as chains from './index';

it('pins the public API', () => {
  expect(Object.keys(chains).sort()).toMatchInlineSnapshot(`
    [
      "BALANCE_READ_GAS",
      "CHAINS",
      "CHAIN_FEATURES",
      "CONTRACT_NAMES",
      "ChainId",
      "DEFAULT_CHAIN_ID",
      "DEFAULT_CONTENT_GATEWAYS",
      "ENS_REGISTRY_ADDRESS",
      "LIVE_CHAIN_IDS",
      "SUPPORTED_CHAIN_IDS",
      "chainForFeature",
      "chainHasCapability",
      "chainIdFromSlug",
      "chainSlug",
      "chooseActiveChainId",
      "chosenChainAfterWalletMove",
      "decodeNativeBalance",
      "decodeTokenBalance",
      "getChainInfo",
      "getExplorerLink",
      "getFactory",
      "getTokenLogoUrl",
      "isSupportedChainId",
      "migrationExchanges",
      "nativeBalanceCall",
      "tokenBalanceCalls",
    ]
  `);
});
