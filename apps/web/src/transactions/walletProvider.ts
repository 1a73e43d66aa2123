// Publishes the connected wallet's EIP-1193 provider (null while no wallet is connected), which
// features send transactions through. The read-only network fallback is never published.
import type { Eip1193Provider, RequestArguments, WalletManager } from '@dex/wallet';

/**
 * Wallet requests that sign, send or estimate a write. A write built for one chain must never
 * reach another, so each of them first asks the wallet for its chain.
 */
const CHAIN_CHECKED_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_estimateGas',
]);

/**
 * The wallet's provider with every write-related request preceded by `requireChain`: when that
 * throws (the wallet is not on the app's chain), the request is not made at all.
 */
export function withChainCheck(
  provider: Eip1193Provider,
  requireChain: () => Promise<void>,
): Eip1193Provider {
  const guarded: Eip1193Provider = {
    async request(args: RequestArguments) {
      if (CHAIN_CHECKED_METHODS.has(args.method)) await requireChain();
      return provider.request(args);
    },
  };
  if (provider.on) guarded.on = provider.on.bind(provider);
  if (provider.removeListener) guarded.removeListener = provider.removeListener.bind(provider);
  return guarded;
}

export function bindWalletProvider(
  manager: Pick<WalletManager, 'subscribe' | 'getSnapshot' | 'getProvider' | 'requireChain'>,
  publish: (provider: Eip1193Provider | null) => void,
): () => void {
  let current: string | undefined;
  const update = () => {
    const { connection } = manager.getSnapshot();
    const key = connection
      ? `${connection.connectorId}|${connection.account}|${connection.chainId}`
      : undefined;
    if (key === current) return;
    current = key;
    if (!connection) {
      publish(null);
      return;
    }
    // The chain the app reads and builds writes for while this provider is published.
    const { chainId } = connection;
    manager.getProvider().then(
      // A newer connection may have arrived while this one's provider loaded.
      (provider) => {
        if (current !== key) return;
        publish(provider ? withChainCheck(provider, () => manager.requireChain(chainId)) : null);
      },
      () => {
        if (current === key) publish(null);
      },
    );
  };
  const unsubscribe = manager.subscribe(update);
  update();
  return unsubscribe;
}
