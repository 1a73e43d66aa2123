import type { Connector, ConnectorEvents } from './connector';
import { type Eip1193Provider, parseChainId } from './eip1193';
import { Emitter } from './emitter';
import { WrongNetworkError } from './errors';
import { createJsonRpcProvider, type FetchLike } from './jsonRpcProvider';

export const NETWORK_CONNECTOR_ID = 'network';

export interface NetworkConnectorOptions {
  /** The configured read-only RPC URL. */
  readonly url: string;
  /** The chain the URL must serve; connecting fails if the node reports another. */
  readonly chainId: number;
  readonly fetch?: FetchLike;
  /** Use this provider instead of one built from `url` (for example a batching transport). */
  readonly provider?: Eip1193Provider;
}

/**
 * The read-only fallback: reads the chain through a configured RPC URL, has no account and is
 * never offered as a wallet option.
 */
export function createNetworkConnector(options: NetworkConnectorOptions): Connector {
  const provider =
    options.provider ?? createJsonRpcProvider({ url: options.url, fetch: options.fetch });
  const emitter = new Emitter<ConnectorEvents>();
  const getChainId = async () => parseChainId(await provider.request({ method: 'eth_chainId' }));
  return {
    id: NETWORK_CONNECTOR_ID,
    name: 'Network',
    icon: undefined,
    kind: 'network',
    rdns: undefined,
    supportsDisconnect: false,
    async connect() {
      const chainId = await getChainId();
      if (chainId !== options.chainId) throw new WrongNetworkError(chainId);
      return { accounts: [], chainId };
    },
    async disconnect() {},
    getProvider: async () => provider,
    getAccounts: async () => [],
    getChainId,
    isAuthorized: async () => false,
    on: (event, listener) => emitter.on(event, listener),
  };
}
