// estimateNetworkCost: what a write will cost in the native currency, shown on a review before
// the wallet opens (issue #31 §2). The candidates are estimated exactly as `sendWrite` estimates
// them (same order, same +10% gas limit), so the review and the send agree on the call and gas,
// and only once the wallet is on the write's chain: a wallet elsewhere estimates nothing.
import { type Eip1193Provider, type Logger, silentLogger } from '@dex/primitives';
import { requireWalletChain } from '@dex/wallet';
import { type SelectedCall, type SendWriteParameters, selectCall } from './sendWrite';

export interface EstimateNetworkCostParameters
  extends Pick<SendWriteParameters, 'chainId' | 'account' | 'explainEstimateFailure'> {
  /**
   * Where the estimate and the gas price are asked: the wallet the write will go through, which
   * must be on `chainId` (else `WrongNetworkError`, nothing estimated).
   */
  readonly provider: Eip1193Provider;
  /** The candidates the send would get, in its order. */
  readonly calls: SendWriteParameters['calls'];
  /** Where estimate failures are logged; silent when omitted (a review re-estimates often). */
  readonly logger?: Logger;
}

export interface NetworkCost extends SelectedCall {
  /** Wei per gas, the node's `eth_gasPrice`. */
  readonly gasPrice: bigint;
  /** The expected cost in wei: the estimate (not the +10% limit, which is a ceiling) x gas price. */
  readonly costWei: bigint;
}

/**
 * The network cost of a write: the candidate `sendWrite` would send, its estimate and gas limit,
 * and estimate x `eth_gasPrice` in wei. The fee is `eth_gasPrice` rather than base fee + tip from
 * `eth_feeHistory`: every node answers it (legacy chains and L2s too), and on EIP-1559 nodes it is
 * the latest base fee plus the node's suggested tip, the price a wallet's default fee pays.
 * Rejects like `sendWrite`'s estimate (`GasEstimateError` or `explainEstimateFailure`'s error,
 * a rejection or wrong network as the wallet's typed error) or with the node's gas price failure;
 * a wallet on another chain than `chainId` is asked nothing else.
 */
export async function estimateNetworkCost(
  parameters: EstimateNetworkCostParameters,
): Promise<NetworkCost> {
  const { provider } = parameters;
  const calls =
    typeof parameters.calls === 'function' ? await parameters.calls() : parameters.calls;
  await requireWalletChain(provider, parameters.chainId);
  const [selected, gasPrice] = await Promise.all([
    selectCall(provider, parameters, calls, parameters.logger ?? silentLogger),
    provider.request({ method: 'eth_gasPrice' }).then((price) => BigInt(String(price))),
  ]);
  return { ...selected, gasPrice, costWei: selected.gasEstimate * gasPrice };
}
