// An EIP-1193 wallet over anvil's JSON-RPC for the app's devnet tests: anvil signs and sends for
// its unlocked dev accounts. `fetch` is passed in because the unit-test setup disables the global one.
import type { Eip1193Provider } from '@dex/primitives';
import { createJsonRpcProvider } from '@dex/wallet';

export function anvilWallet(rpcUrl: string, fetchFn: typeof fetch): Eip1193Provider {
  return createJsonRpcProvider({ url: rpcUrl, fetch: fetchFn });
}
