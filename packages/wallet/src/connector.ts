import type { Address } from '@dex/chains';
import type { Eip1193Provider } from './eip1193';

/**
 * `injected`: a browser wallet (EIP-6963 or legacy `window.ethereum`); `walletConnect`: WalletConnect v2;
 * `coinbaseWallet`: the Coinbase Wallet SDK; `smartWallet`: Coinbase Smart Wallet (passkeys, the
 * hosted key-custody wallet); `magic`: Magic (the hosted e-mail wallet); `network`: the read-only
 * RPC fallback (no account).
 */
export type ConnectorKind =
  | 'injected'
  | 'walletConnect'
  | 'coinbaseWallet'
  | 'smartWallet'
  | 'magic'
  | 'network';

export interface ConnectOptions {
  /** The chain to ask for. Hosted wallets start their session on it; injected wallets ignore it. */
  readonly chainId?: number;
  /** Only take up accounts the wallet already authorised (`eth_accounts`); never prompt. */
  readonly silent?: boolean;
}

/** What a successful `connect` returns. */
export interface Connection {
  readonly accounts: readonly Address[];
  readonly chainId: number;
}

export interface ConnectorEvents {
  /** New accounts, the selected one first; empty when the wallet was locked or the dapp removed. */
  accountsChanged: readonly Address[];
  chainChanged: number;
  /** The wallet ended the session. */
  disconnect: undefined;
}

/** One way to reach a wallet, with an EIP-1193 provider underneath. */
export interface Connector {
  /** Stable across page loads, so it can be persisted (`eip6963:<rdns>`, `injected`, `walletConnect`, ...). */
  readonly id: string;
  readonly name: string;
  /** A `data:image/` URI for announced wallets; otherwise undefined (the app picks an icon by `kind`). */
  readonly icon: string | undefined;
  readonly kind: ConnectorKind;
  /** Reverse-DNS id announced over EIP-6963 (for example `io.metamask`). */
  readonly rdns: string | undefined;
  // @spec 000 §2.13 Account view
  /** False for injected wallets: they cannot be disconnected from the page, only from the wallet. */
  readonly supportsDisconnect: boolean;
  /** Asks the wallet for access (may prompt the user) and resolves with the accounts and chain. */
  connect(options?: ConnectOptions): Promise<Connection>;
  /** Ends the session where supported; otherwise only stops listening to the provider. */
  disconnect(): Promise<void>;
  /** Loads (lazily, for SDK-backed connectors) and returns the provider. */
  getProvider(): Promise<Eip1193Provider>;
  /** Accounts already authorised, without prompting. */
  getAccounts(): Promise<readonly Address[]>;
  getChainId(): Promise<number>;
  /** True when connecting would not prompt (the wallet already authorised this site). */
  isAuthorized(): Promise<boolean>;
  on<K extends keyof ConnectorEvents>(
    event: K,
    listener: (payload: ConnectorEvents[K]) => void,
  ): () => void;
}
