import { TokenListError } from './errors';

/**
 * The most decimals a usable token may declare. `decimals()` is a uint8 and the token-lists
 * schema allows 255, but @uniswap/sdk-core (every amount, price and trade) refuses 255 and up,
 * so such a token is shown as unusable instead of being built.
 */
export const MAX_TOKEN_DECIMALS = 254;

/** True for an integer from 0 to `MAX_TOKEN_DECIMALS`; anything else (255, 1.5, -1, NaN) is not usable. */
export function isUsableTokenDecimals(decimals: unknown): decimals is number {
  return (
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= MAX_TOKEN_DECIMALS
  );
}

/** A token (from a list, storage or its own `decimals()` answer) declares decimals no trade can use. */
export class InvalidTokenDecimalsError extends TokenListError {
  override readonly errorCode = 'token-lists/invalid-decimals';
  readonly address: string;
  /** As declared; a bigint when the on-chain answer does not even fit a number. */
  readonly decimals: number | bigint;
  constructor(address: string, decimals: number | bigint) {
    super(
      `Token ${address} declares ${String(decimals)} decimals; at most ${MAX_TOKEN_DECIMALS} are supported`,
    );
    this.address = address;
    this.decimals = decimals;
  }
}

/** Null when `decimals` is usable, else the error that says why the token is not. */
export function tokenDecimalsError(
  address: string,
  decimals: number | bigint,
): InvalidTokenDecimalsError | null {
  const usable =
    typeof decimals === 'bigint'
      ? decimals >= 0n && decimals <= BigInt(MAX_TOKEN_DECIMALS)
      : isUsableTokenDecimals(decimals);
  return usable ? null : new InvalidTokenDecimalsError(address, decimals);
}
