import type { Hash } from './types';

// keccak256 of each deployment's pair/pool creation code. Internal on purpose: callers read the
// hash from the chain's factory entry, because a chain may run a factory with other bytecode.
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hash =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

export const UNISWAP_V3_POOL_INIT_CODE_HASH: Hash =
  '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54';

// SushiSwap's mainnet pair contract was recompiled, so its hash differs from Uniswap's.
export const SUSHISWAP_PAIR_INIT_CODE_HASH: Hash =
  '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303';

/** Both of Uniswap's hashes: a chain running Uniswap's own V2 and V3 factories. */
export const UNISWAP_INIT_CODE_HASHES = {
  uniswapV2: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapV3: UNISWAP_V3_POOL_INIT_CODE_HASH,
} as const;
