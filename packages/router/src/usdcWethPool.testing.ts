// A test fixture the swap tests share: mainnet USDC and WETH, and one 0.05% pool between them
// priced at 2,000 USDC per WETH.
import { Ether, Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, FeeAmount, Pool, TickMath } from '@uniswap/v3-sdk';

export const ETHER = Ether.onChain(1);
export const WETH = ETHER.wrapped;
export const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');

/** The USDC/WETH 0.05% pool at 2,000 USDC per WETH, with 1e18 liquidity. */
export function usdcWethPool(): Pool {
  const sqrt = encodeSqrtRatioX96((2n * 10n ** 12n).toString(), (10n ** 21n).toString());
  return new Pool(
    USDC,
    WETH,
    FeeAmount.LOW,
    sqrt,
    (10n ** 18n).toString(),
    TickMath.getTickAtSqrtRatio(sqrt),
  );
}
