// bindWalletProvider: publishes the connected wallet's EIP-1193 provider (null while no wallet is
// connected), which an app sends its writes through. The writes check the wallet's chain against
// the chain each was built for before they estimate, sign or send. A chain answer that is not the
// one the wallet manager knows (a wallet that moved without telling the page) is handed to the
// manager, so the app can show where the wallet is. The read-only network fallback is never
// published.
import { type Eip1193Provider, parseChainId, type WalletManager } from '@dex/wallet';

/** Whether an `eth_chainId` answer names another chain than `known` (an unreadable one does not). */
function namesOtherChain(answer: unknown, known: number): boolean {
  try {
    return parseChainId(answer) !== known;
  } catch {
    return false;
  }
}

/**
 * Calls `publish` with the provider of the manager's connection, again on every new connection
 * (account, chain or connector) and with null once disconnected; returns the unsubscribe.
 */
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
    // The chain the manager knows the wallet on while this provider is published.
    const { chainId } = connection;
    manager.getProvider().then(
      // A newer connection may have arrived while this one's provider loaded.
      (provider) => {
        if (current !== key) return;
        if (!provider) {
          publish(null);
          return;
        }
        const published: Eip1193Provider = {
          async request(args) {
            const answer = await provider.request(args);
            if (args.method === 'eth_chainId' && namesOtherChain(answer, chainId)) {
              // requireChain asks again and records the wallet's chain; its refusal is expected.
              manager.requireChain(chainId).catch(() => {});
            }
            return answer;
          },
        };
        if (provider.on) published.on = provider.on.bind(provider);
        if (provider.removeListener) {
          published.removeListener = provider.removeListener.bind(provider);
        }
        publish(published);
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
