// Publishes the connected wallet's EIP-1193 provider (null while no wallet is connected), which
// features send transactions through, guarded by @dex/write's chain check so a write built for
// the app's chain never reaches another. The read-only network fallback is never published.
import type { Eip1193Provider, WalletManager } from '@dex/wallet';
import { withChainCheck } from '@dex/write';

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
