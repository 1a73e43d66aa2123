// Test-only: an EIP-1193 wallet answering per method through its own function (any other method
// throws), recording every request with its first parameter.
import { type Eip1193Provider, type RequestArguments, toQuantity } from '@dex/primitives';

export type Params = Record<string, string>;
type Answers = Partial<Record<string, (params: Params, all: readonly unknown[]) => unknown>>;

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

/** A wallet on `account` (lower case, as injected wallets give it) whose next nonce is `nonce`. */
export function walletOn(account: string, nonce = 7): Answers {
  return {
    eth_accounts: () => [account.toLowerCase()],
    eth_getTransactionCount: () => toQuantity(nonce),
  };
}
