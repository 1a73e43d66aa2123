// A wallet manager with the app's usual set of wallets: injected wallets discovered over EIP-6963
// (with an install link when there are none), WalletConnect when a project id is given, Coinbase
// Wallet, Magic (the hosted e-mail wallet) when an API key is given, Coinbase Smart Wallet
// (passkeys, the hosted key-custody wallet) when asked for, and the read-only network connector for
// the default chain as the fallback. Every SDK loads on first use.
import {
  createCoinbaseSmartWalletConnector,
  createCoinbaseWalletConnector,
} from './coinbaseWallet';
import type { Connector } from './connector';
import { createInjectedDiscovery, type InjectedWindow } from './injected';
import { createMagicConnector, isMagicConfigured } from './magic';
import { createNetworkConnector } from './network';
import type { KeyValueStorage } from './persistence';
import { createWalletConnectConnector, isWalletConnectConfigured } from './walletConnect';
import { createWalletManager, type WalletManager } from './walletManager';

export interface ConfiguredWalletsOptions {
  readonly window: InjectedWindow;
  /** Where the last connector id is kept; none keeps it for this page only. */
  readonly storage: KeyValueStorage | undefined;
  readonly appName: string;
  /** The chains the app works on: a wallet elsewhere gets the wrong-network view. */
  readonly chainIds: readonly number[];
  /** The chain the app reads first: the network connector's, Magic's and WalletConnect's first. */
  readonly defaultChainId: number;
  /** The RPC URL of a chain, when it has one. */
  readonly rpcUrlFor: (chainId: number) => string | undefined;
  /** WalletConnect is offered when set. */
  readonly walletConnectProjectId: string | undefined;
  /** Magic is offered when set. */
  readonly magicApiKey: string | undefined;
  /** Offer Coinbase Smart Wallet (it needs no key). */
  readonly smartWallet: boolean;
}

/**
 * Whether a configuration switch for Coinbase Smart Wallet (it needs no key, so it is on by
 * default) leaves it on: anything but `false`, `off` or `0` (any letter case) does.
 */
export function smartWalletSwitch(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase();
  return text !== 'false' && text !== 'off' && text !== '0';
}

/** The wallet connectors offered, in display order (injected wallets come from discovery). */
export function configuredConnectors(options: ConfiguredWalletsOptions): Connector[] {
  const { appName, defaultChainId, magicApiKey } = options;
  const chainIds = [...options.chainIds];
  const connectors: Connector[] = [];
  if (isWalletConnectConfigured(options.walletConnectProjectId)) {
    const rpcUrls = Object.fromEntries(
      chainIds.flatMap((chainId) => {
        const url = options.rpcUrlFor(chainId);
        return url ? [[chainId, url]] : [];
      }),
    );
    connectors.push(
      createWalletConnectConnector({
        projectId: options.walletConnectProjectId,
        chainIds: [defaultChainId, ...chainIds.filter((id) => id !== defaultChainId)],
        rpcUrls,
      }),
    );
  }
  connectors.push(createCoinbaseWalletConnector({ appName, chainIds }));
  // Magic serves the app's default chain only; asked for another it says "Unsupported network ID".
  const defaultRpcUrl = options.rpcUrlFor(defaultChainId);
  if (isMagicConfigured(magicApiKey) && defaultRpcUrl) {
    connectors.push(
      createMagicConnector({ apiKey: magicApiKey, chainId: defaultChainId, rpcUrl: defaultRpcUrl }),
    );
  }
  if (options.smartWallet) {
    connectors.push(createCoinbaseSmartWalletConnector({ appName, chainIds }));
  }
  return connectors;
}

/** The wallet manager over `configuredConnectors`, with the default chain's read-only fallback. */
export function createConfiguredWalletManager(options: ConfiguredWalletsOptions): WalletManager {
  const defaultRpcUrl = options.rpcUrlFor(options.defaultChainId);
  return createWalletManager({
    supportedChainIds: [...options.chainIds],
    discovery: createInjectedDiscovery(options.window),
    connectors: configuredConnectors(options),
    ...(defaultRpcUrl
      ? {
          networkConnector: createNetworkConnector({
            url: defaultRpcUrl,
            chainId: options.defaultChainId,
          }),
        }
      : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
}
