// Uniswap v2 pair maths on bigints, identical to UniswapV2Library.getAmountOut/getAmountIn
// (and so to the SDK's Pair.getOutputAmount/getInputAmount for tokens without transfer fees).

/** Output for `amountIn` through a pair with the 0.3% fee; 0n when the output rounds to nothing. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const amountInWithFee = amountIn * 997n;
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee);
}

/** Input needed for `amountOut`; undefined when the pair cannot pay that much out. */
export function getAmountIn(
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
): bigint | undefined {
  if (amountOut <= 0n || reserveIn <= 0n || amountOut >= reserveOut) return undefined;
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n;
}
