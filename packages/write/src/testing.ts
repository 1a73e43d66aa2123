// @dex/write/testing: a scripted EIP-1193 wallet for testing writes without a node. Each method
// answers through its own function (any other method throws) and every request is recorded with
// its first parameter (the transaction object of eth_estimateGas / eth_sendTransaction).
import { type Eip1193Provider, type RequestArguments, toQuantity } from '@dex/primitives';

/** The first parameter of a request. */
export type Params = Record<string, string>;
/** An answer per method: gets the first parameter, and all of them. */
export type Answers = Partial<Record<string, (params: Params, all: readonly unknown[]) => unknown>>;

/**
 * What `sendWrite` asks right before `eth_sendTransaction`: the chain, the account, then the nonce.
 * It asks the chain once more before estimating.
 */
export const SEND_CHECKS = ['eth_chainId', 'eth_accounts', 'eth_getTransactionCount'] as const;

export function scriptedWallet(
  answers: Answers,
): Eip1193Provider & { calls: { method: string; params: Params }[] } {
  const calls: { method: string; params: Params }[] = [];
  return {
    calls,
    async request({ method, params }: RequestArguments) {
      const all = Array.isArray(params) ? (params as readonly unknown[]) : [];
      const first = (all[0] ?? {}) as Params;
      calls.push({ method, params: first });
      const answer = answers[method];
      if (!answer) throw new Error(`unexpected ${method}`);
      return answer(first, all);
    },
  };
}

/**
 * A wallet on `account` (lower case, as injected wallets give it) and on chain `chainId` (anvil's
 * 31337 unless given) whose next nonce is `nonce`.
 */
export function walletOn(account: string, nonce = 7, chainId = 31337): Answers {
  return {
    eth_chainId: () => toQuantity(chainId),
    eth_accounts: () => [account.toLowerCase()],
    eth_getTransactionCount: () => toQuantity(nonce),
  };
}
