// What crosses the bridge between the page-side provider and the Node-side wallet. Only plain JSON
// crosses it: Playwright's exposed functions lose an Error's extra fields (like `code`), so failures
// travel as data and the page turns them back into EIP-1193 errors.

import type { Eip1193Provider, ProviderListener } from '@dex/primitives';

/** EIP-1193 / EIP-1474 error codes the wallet produces. */
export const WalletErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

export interface WalletRequest {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

export interface WalletFailure {
  code: number;
  message: string;
  data?: unknown;
}

export type WalletResponse = { result: unknown } | { error: WalletFailure };

/** EIP-6963 provider info; `icon` must be a data URI. */
export interface WalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface InjectedWalletConfig {
  info: WalletInfo;
  /** Name of the function exposed on window that forwards a request to Node. */
  bridgeName: string;
  /** Name of the window property through which Node emits provider events into the page. */
  emitterName: string;
  /** Also install the provider as window.ethereum (legacy discovery). */
  legacyGlobal: boolean;
}

export type WalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect';

export const WALLET_BRIDGE_NAME = '__dexDevnetWalletRequest';
export const WALLET_EMITTER_NAME = '__dexDevnetWallet';

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1b5e20"/><path d="M9 10h8a6 6 0 0 1 0 12H9z" fill="#fff"/></svg>';

export const DEVNET_WALLET_INFO: Omit<WalletInfo, 'uuid'> = {
  name: 'Devnet Wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`,
  rdns: 'org.dex.devnet-wallet',
};

/** The injected provider as page code sees it: an EIP-1193 provider whose events always exist. */
export interface EIP1193Provider extends Eip1193Provider {
  on(event: string, listener: ProviderListener): EIP1193Provider;
  removeListener(event: string, listener: ProviderListener): EIP1193Provider;
}

/** An EIP-1193 error as it reaches page code. */
export interface ProviderRpcError extends Error {
  code: number;
  data?: unknown;
}
