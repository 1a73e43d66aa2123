// A devnet WETH/USDC position (id 7, 0.3%, ticks -600 to 600) for the position screens' tests;
// `t` writes each key with its values, so a test sees which text and values were asked for.
import type { Translator } from '@dex/primitives';
import { Token } from '@uniswap/sdk-core';
import type { V3Position } from '../positions';

export const t: Translator = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
export const WETH = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
export const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
export const position: V3Position = {
  tokenId: 7n,
  nonce: 0n,
  operator: '0x0000000000000000000000000000000000000000',
  token0: WETH.address,
  token1: USDC.address,
  fee: 3000,
  tickLower: -600,
  tickUpper: 600,
  liquidity: 1n,
  feeGrowthInside0LastX128: 0n,
  feeGrowthInside1LastX128: 0n,
  tokensOwed0: 0n,
  tokensOwed1: 0n,
};
