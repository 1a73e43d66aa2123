// Re-exported from @dex/primitives, where they live: `isAddressLike` is its `isAddress`.
export { isAddress as isAddressLike, shortenAddress } from '@dex/primitives';
export { AccountChangedError, requireAccount } from './accountCheck';
export { BLOCKED_ADDRESSES, isBlockedAddress } from './address';
export {
  type ConfiguredWalletsOptions,
  configuredConnectors,
  createConfiguredWalletManager,
  smartWalletSwitch,
} from './appWalletManager';
export { requireWalletChain } from './chainCheck';
export {
  COINBASE_SMART_WALLET_ID,
  COINBASE_WALLET_ID,
  type CoinbaseSmartWalletConnectorOptions,
  type CoinbaseWalletConnectorOptions,
  type CoinbaseWalletModule,
  type CoinbaseWalletPreference,
  type CoinbaseWalletSdkOptions,
  coinbaseWalletDappLink,
  createCoinbaseSmartWalletConnector,
  createCoinbaseWalletConnector,
} from './coinbaseWallet';
export type {
  Connection,
  ConnectOptions,
  Connector,
  ConnectorEvents,
  ConnectorKind,
} from './connector';
export {
  type Eip1193Provider,
  type ProviderListener,
  type ProviderRpcErrorLike,
  parseChainId,
  type RequestArguments,
  toHexChainId,
} from './eip1193';
export {
  ChainNotAddedError,
  ConnectionError,
  DisconnectUnsupportedError,
  getProviderErrorCode,
  isUserRejection,
  NoSignatureError,
  NoTransactionHashError,
  ProviderRpcError,
  toWalletError,
  UnsupportedNetworkIdError,
  UserRejectedRequestError,
  WalletError,
  WalletNotConnectedError,
  WrongNetworkError,
} from './errors';
export {
  createInjectedConnector,
  createInjectedDiscovery,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  eip6963ConnectorId,
  type InjectedConnectorOptions,
  type InjectedDiscovery,
  type InjectedWindow,
  LEGACY_INJECTED_ID,
} from './injected';
export {
  createJsonRpcProvider,
  type FetchLike,
  type JsonRpcProviderOptions,
} from './jsonRpcProvider';
export {
  createMagicConnector,
  isMagicConfigured,
  MAGIC_ID,
  MAGIC_OVERLAY_POLL_MS,
  type MagicConnectorOptions,
  type MagicModule,
  type MagicSdk,
  type MagicSdkOptions,
} from './magic';
export {
  createNetworkConnector,
  NETWORK_CONNECTOR_ID,
  type NetworkConnectorOptions,
} from './network';
export {
  type ConnectorPersistence,
  createConnectorPersistence,
  type KeyValueStorage,
  LAST_CONNECTOR_STORAGE_KEY,
} from './persistence';
export { createProviderConnector, type ProviderConnectorOptions } from './providerConnector';
export {
  COINBASE_WALLET_SOURCES,
  MAGIC_SOURCES,
  type OfferedWalletSdks,
  WALLETCONNECT_SOURCES,
  walletSdkSources,
} from './sdkSources';
export {
  type AddEthereumChainParameter,
  getAddChainParameters,
  type SwitchChainOptions,
  switchChain,
} from './switchChain';
export {
  createWalletConnectConnector,
  isWalletConnectConfigured,
  WALLET_CONNECT_ID,
  type WalletConnectConnectorOptions,
  type WalletConnectInitOptions,
  type WalletConnectMetadata,
  type WalletConnectModule,
  type WalletConnectProvider,
} from './walletConnect';
export {
  type WalletDialogActions,
  type WalletDialogInput,
  type WalletDialogMessage,
  walletDialogLabels,
  walletDialogView,
  walletOptionText,
} from './walletDialog';
export { MAX_WALLET_ICON_LENGTH, sanitizeWalletIcon } from './walletIcon';
export {
  createWalletManager,
  type Timers,
  type WalletConnectionState,
  type WalletErrorState,
  type WalletManager,
  type WalletManagerOptions,
  type WalletPendingState,
  type WalletSnapshot,
} from './walletManager';
export {
  COINBASE_LINK_OPTION_ID,
  DEFAULT_INSTALL_WALLET,
  getWalletOptions,
  INSTALL_WALLET_OPTION_ID,
  isMobileUserAgent,
  type WalletOption,
  type WalletOptionsContext,
} from './walletOptions';
export {
  getWalletStatus,
  NO_WALLET,
  type WalletButtonMessage,
  type WalletState,
  type WalletStatus,
  type WalletStatusInput,
  walletButtonView,
  walletChainIdOf,
} from './walletStatus';
export {
  type ConnectionGuardView,
  connectionGuardView,
  connectionKey,
  type WalletModalScreen,
  type WalletModalView,
  type WalletNetworkView,
  walletModalView,
  walletNetworkView,
} from './walletViews';
export { watchAssetRequest } from './watchAsset';
