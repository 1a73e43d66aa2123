// Basis points, the unit of the user's slippage tolerance (spec §5), in a module of their own so
// the trade maths and the split trade share them without importing each other.
import { Percent } from '@uniswap/sdk-core';
import { UnexpectedSlippageError } from './errors';

/** Slippage and fees are in basis points out of this denominator (spec §5). */
export const BIPS_BASE = 10_000;

/**
 * The user's slippage tolerance in basis points as a Percent. Throws `UnexpectedSlippageError`
 * ("Unexpected slippage") unless it is an integer from 0 to 10000.
 * @spec 000 §5.2 Slippage
 */
export function slippageToPercent(bips: number): Percent {
  if (!Number.isInteger(bips) || bips < 0 || bips > BIPS_BASE) throw new UnexpectedSlippageError();
  return new Percent(bips, BIPS_BASE);
}
