import { expect, it } from 'vitest';
import * as wallet from './index';

it('pins the public API', () => {
  expect(Object.keys(wallet).sort()).toMatchInlineSnapshot(`
    [
      "BLOCKED_ADDRESSES",
      "COINBASE_LINK_OPTION_ID",
      "COINBASE_WALLET_ID",
      "ChainNotAddedError",
      "ConnectionError",
      "DisconnectUnsupportedError",
      "EIP6963_ANNOUNCE_EVENT",
      "EIP6963_REQUEST_EVENT",
      "LAST_CONNECTOR_STORAGE_KEY",
      "LEGACY_INJECTED_ID",
      "MAX_WALLET_ICON_LENGTH",
      "NETWORK_CONNECTOR_ID",
      "ProviderRpcError",
      "UnsupportedNetworkIdError",
      "UserRejectedRequestError",
      "WALLET_CONNECT_ID",
      "WalletError",
      "WrongNetworkError",
      "coinbaseWalletDappLink",
      "createCoinbaseWalletConnector",
      "createConnectorPersistence",
      "createInjectedConnector",
      "createInjectedDiscovery",
      "createJsonRpcProvider",
      "createNetworkConnector",
      "createWalletConnectConnector",
      "createWalletManager",
      "eip6963ConnectorId",
      "getAddChainParameters",
      "getProviderErrorCode",
      "getWalletOptions",
      "getWalletStatus",
      "isAddressLike",
      "isBlockedAddress",
      "isUserRejection",
      "isWalletConnectConfigured",
      "parseChainId",
      "sanitizeWalletIcon",
      "shortenAddress",
      "switchChain",
      "toHexChainId",
      "toWalletError",
    ]
  `);
});

it("pins the manager's methods and snapshot: the connection only, no modal navigation", () => {
  const manager = wallet.createWalletManager({ supportedChainIds: [1] });
  expect(Object.keys(manager).sort()).toEqual([
    'connect',
    'destroy',
    'disconnect',
    'getProvider',
    'getSnapshot',
    'requireChain',
    'retry',
    'start',
    'subscribe',
    'switchChain',
  ]);
  expect(Object.keys(manager.getSnapshot()).sort()).toEqual([
    'blocked',
    'connection',
    'connectors',
    'error',
    'network',
    'pending',
    'showLoader',
    'status',
  ]);
  manager.destroy();
});
