// What a deposit form (v3 add and increase, v2 supply) reads besides its own atoms.
import type { Currency } from '@dex/currency';
import { useAtomValue } from 'jotai';
import { chainTimestampAtom } from '../state/chainTime';
import { gasPriceForAtom } from '../state/gasPrice';
import { activeChainIdAtom } from '../state/wallet';

/**
 * Watches the chain's clock (read before the add needs it for the deadline) and returns the gas
 * price Max sizes its reserve of the native coin to (asked only when a side is the native coin).
 */
export function useDepositGasPrice(
  currencyA: Currency | null | undefined,
  currencyB: Currency | null | undefined,
) {
  useAtomValue(chainTimestampAtom(useAtomValue(activeChainIdAtom)));
  return useAtomValue(gasPriceForAtom(Boolean(currencyA?.isNative || currencyB?.isNative)));
}
