// Spec 001 §2 "Max keeps a reserve of native coin for gas", one rule for every Max button
// (/add, /add/v2, /increase and /swap, issue #38): a token's Max is its whole balance; the native
// coin's keeps enough to pay for the write itself and one more (an approval, a retry).

/** The reserve while the chain's gas price is unknown: 0.01 of an 18-decimal coin. */
export const NATIVE_GAS_RESERVE = 10n ** 16n;

/** Gas the reserve pays for: a split swap or a V3 mint with its +10% margin, and one more write. */
export const GAS_RESERVE_UNITS = 1_000_000n;

/**
 * The reserve sized to the chain's current gas price (`eth_gasPrice`, wei): GAS_RESERVE_UNITS at
 * twice that price, since wallets offer up to about twice the base fee and check the balance
 * against it before sending. Without a usable price (unknown, or zero from a node that says
 * nothing about what the wallet will pay) it is NATIVE_GAS_RESERVE.
 */
export function nativeGasReserve(gasPriceWei?: bigint): bigint {
  if (gasPriceWei === undefined || gasPriceWei <= 0n) return NATIVE_GAS_RESERVE;
  return gasPriceWei * 2n * GAS_RESERVE_UNITS;
}

/**
 * What Max fills in, in raw units: the whole `balance` of a token; for the native coin the balance
 * less `nativeGasReserve(gasPriceWei)`, zero when the balance does not cover the reserve.
 * @spec 001 §2.6 Max keeps a reserve of native
 */
export function maxSpendable(
  balance: bigint,
  currency: { readonly isNative: boolean },
  gasPriceWei?: bigint,
): bigint {
  if (!currency.isNative) return balance;
  const reserve = nativeGasReserve(gasPriceWei);
  return balance > reserve ? balance - reserve : 0n;
}
