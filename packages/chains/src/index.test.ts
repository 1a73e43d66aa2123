import { expect, it } from 'vitest';
import * as chains from './index';

it('pins the public API', () => {
  expect(Object.keys(chains).sort()).toMatchInlineSnapshot(`
    [
      "BALANCE_READ_GAS",
      "CHAINS",
      "CHAIN_FEATURES",
      "CHAIN_PARAM",
      "CONTRACT_NAMES",
      "ChainId",
      "DEFAULT_CHAIN_ID",
      "DEFAULT_CONTENT_GATEWAYS",
      "ENS_REGISTRY_ADDRESS",
      "LIVE_CHAIN_IDS",
      "SUPPORTED_CHAIN_IDS",
      "blockTimestampCall",
      "chainForFeature",
      "chainHasCapability",
      "chainIdFromSearch",
      "chainIdFromSlug",
      "chainName",
      "chainSlug",
      "chooseActiveChainId",
      "chosenChainAfterWalletMove",
      "decodeBlockTimestamp",
      "decodeNativeBalance",
      "decodeTokenBalance",
      "decodeTokenBalances",
      "getChainInfo",
      "getExplorerLink",
      "getFactory",
      "getTokenLogoUrl",
      "isSupportedChainId",
      "migrationExchanges",
      "nativeBalanceCall",
      "searchWithChain",
      "tokenBalanceCalls",
    ]
  `);
});
