// Publishes the connected wallet's EIP-1193 provider (null while no wallet is connected), which
// features send transactions through. The read-only network fallback is never published.
import type { Eip1193Provider, WalletManager } from '@dex/wallet';

export function bindWalletProvider(
  manager: Pick<WalletManager, 'subscribe' | 'getSnapshot' | 'getProvider'>,
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
    manager.getProvider().then(
      // A newer connection may have arrived while this one's provider loaded.
      (provider) => {
        if (current === key) publish(provider ?? null);
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
