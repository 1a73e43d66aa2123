// A wallet scripted per method for the tests of writes: each method answers through its own
// function, any other throws, and every request is recorded. Test-only.
import { toQuantity } from '@dex/primitives';
import type { Eip1193Provider, RequestArguments } from '@dex/wallet';

/** The first parameter of a request (the transaction object of eth_sendTransaction). */
export type Params = Record<string, string>;

type Answers = Partial<Record<string, (params: Params, all: readonly unknown[]) => unknown>>;

/**
 * A wallet scripted per method; records every request with its first parameter. An answer gets
 * that parameter, and all of them (eth_signTypedData_v4 sends the typed data second).
 */
export function fakeWallet(
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

/** What the write flow asks right before a send, answered as a wallet on `account` (lower case, as
 * injected wallets give it) whose next transaction takes `pendingNonce`. Spread into the answers. */
export function walletOn(account: string, pendingNonce = 7): Answers {
  return {
    eth_accounts: () => [account.toLowerCase()],
    eth_getTransactionCount: () => toQuantity(pendingNonce),
  };
}

/** The requests the write flow makes right before `eth_sendTransaction`. */
export const SEND_CHECKS = ['eth_accounts', 'eth_getTransactionCount'] as const;
