// The USDC/WETH 0.3 % pool of the unit tests: USDC sorts first, 2,000 USDC per WETH.
import { Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, FeeAmount, Pool, TickMath } from '@uniswap/v3-sdk';

export const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
export const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const sqrt = encodeSqrtRatioX96((10n ** 18n).toString(), (2000n * 10n ** 6n).toString());
export const usdcWethPool = new Pool(
  USDC,
  WETH,
  FeeAmount.MEDIUM,
  sqrt.toString(),
  '1000000000000000',
  TickMath.getTickAtSqrtRatio(sqrt),
);
