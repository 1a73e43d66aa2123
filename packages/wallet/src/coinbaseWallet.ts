import { InvalidArgumentError } from '@dex/primitives';
import type { Connector, ConnectorKind } from './connector';
import type { Eip1193Provider } from './eip1193';
import { UnsupportedNetworkIdError } from './errors';
import { createProviderConnector } from './providerConnector';

export const COINBASE_WALLET_ID = 'coinbaseWallet';

/** `eoaOnly` keeps the classic Coinbase Wallet (extension, or QR wallet-link to the mobile app). */
export type CoinbaseWalletPreference = 'all' | 'smartWalletOnly' | 'eoaOnly';

export interface CoinbaseWalletSdkOptions {
  appName: string;
  appLogoUrl: string | null;
  appChainIds: number[];
  preference: { options: CoinbaseWalletPreference };
}

/** The part of `@coinbase/wallet-sdk` this package uses. */
export interface CoinbaseWalletModule {
  createCoinbaseWalletSDK(options: CoinbaseWalletSdkOptions): {
    getProvider(): Eip1193Provider & { disconnect(): Promise<void> };
  };
}

export interface CoinbaseWalletConnectorOptions {
  readonly appName: string;
  readonly appLogoUrl?: string | null;
  /** Chains the app supports; `connect({ chainId })` outside them fails. */
  readonly chainIds: readonly number[];
  /** Default `eoaOnly`: extension if installed, else a QR code for the mobile app (wallet-link). */
  readonly preference?: CoinbaseWalletPreference;
  /**
   * The spec offers no Disconnect for the exchange wallet; set true to offer it anyway
   * (the SDK can end its session).
   */
  readonly supportsDisconnect?: boolean;
  /** Replaces the dynamic import (tests, or a host that bundles the SDK differently). */
  readonly loadModule?: () => Promise<CoinbaseWalletModule>;
}

async function importCoinbaseWallet(): Promise<CoinbaseWalletModule> {
  const { createCoinbaseWalletSDK } = await import('@coinbase/wallet-sdk');
  return { createCoinbaseWalletSDK };
}

/** Coinbase Wallet through `@coinbase/wallet-sdk` (needs a browser), loaded on first use. */
export function createCoinbaseWalletConnector(options: CoinbaseWalletConnectorOptions): Connector {
  return createCoinbaseSdkConnector(options, {
    id: COINBASE_WALLET_ID,
    name: 'Coinbase Wallet',
    kind: 'coinbaseWallet',
    preference: options.preference ?? 'eoaOnly',
    supportsDisconnect: options.supportsDisconnect ?? false,
  });
}

export const COINBASE_SMART_WALLET_ID = 'coinbaseSmartWallet';

export type CoinbaseSmartWalletConnectorOptions = Omit<
  CoinbaseWalletConnectorOptions,
  'preference' | 'supportsDisconnect'
>;

/**
 * Coinbase Smart Wallet: a hosted key-custody wallet (passkeys, keys held by the user's device at
 * keys.coinbase.com), the SDK with `preference: { options: 'smartWalletOnly' }`. Its own option,
 * beside the classic Coinbase Wallet; unlike that one it can end its session (Disconnect).
 */
export function createCoinbaseSmartWalletConnector(
  options: CoinbaseSmartWalletConnectorOptions,
): Connector {
  return createCoinbaseSdkConnector(options, {
    id: COINBASE_SMART_WALLET_ID,
    name: 'Coinbase Smart Wallet',
    kind: 'smartWallet',
    preference: 'smartWalletOnly',
    supportsDisconnect: true,
  });
}

function createCoinbaseSdkConnector(
  options: CoinbaseSmartWalletConnectorOptions,
  flavour: {
    id: string;
    name: string;
    kind: ConnectorKind;
    preference: CoinbaseWalletPreference;
    supportsDisconnect: boolean;
  },
): Connector {
  if (options.chainIds.length === 0)
    throw new InvalidArgumentError(`${flavour.name} needs at least one chain id`);
  const loadModule = options.loadModule ?? importCoinbaseWallet;
  let sdkProvider: (Eip1193Provider & { disconnect(): Promise<void> }) | undefined;
  return createProviderConnector({
    id: flavour.id,
    name: flavour.name,
    kind: flavour.kind,
    supportsDisconnect: flavour.supportsDisconnect,
    async loadProvider() {
      const { createCoinbaseWalletSDK } = await loadModule();
      sdkProvider = createCoinbaseWalletSDK({
        appName: options.appName,
        appLogoUrl: options.appLogoUrl ?? null,
        appChainIds: [...options.chainIds],
        preference: { options: flavour.preference },
      }).getProvider();
      return sdkProvider;
    },
    async requestAccounts(provider, { chainId }) {
      if (chainId !== undefined && !options.chainIds.includes(chainId)) {
        throw new UnsupportedNetworkIdError(chainId);
      }
      return provider.request({ method: 'eth_requestAccounts' });
    },
    async endSession() {
      await sdkProvider?.disconnect();
    },
  });
}

/**
 * "Open in Coinbase Wallet" for mobile browsers: opens `dappUrl` in the Coinbase Wallet app's
 * browser, where the wallet is injected. Only http(s) URLs are accepted.
 */
export function coinbaseWalletDappLink(dappUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(dappUrl);
  } catch {
    throw new InvalidArgumentError(`Invalid dapp URL: ${dappUrl}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new InvalidArgumentError(`Invalid dapp URL: ${dappUrl}`);
  }
  return `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(parsed.href)}`;
}
