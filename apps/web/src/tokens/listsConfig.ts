// Which token lists the app starts with. On the devnet (VITE_DEVNET_SERVICES_URL set) that is the
// devnet's own list, plus its unsupported-assets list; elsewhere the spec's default lists.
import {
  DEFAULT_ACTIVE_LIST_URLS,
  DEFAULT_GATEWAYS,
  DEFAULT_LIST_OF_LISTS,
  type GatewayConfig,
  type ListsConfig,
  UNSUPPORTED_LIST_URLS,
} from '@dex/token-lists';

export interface AppListsConfig extends ListsConfig {
  /** Lists of tokens the interface refuses to trade. */
  readonly unsupportedListUrls: readonly string[];
  /** IPFS/IPNS gateways for list locations (the devnet serves its own). */
  readonly gateways: GatewayConfig;
}

export function listsConfigFor(devnetServicesUrl: string | undefined): AppListsConfig {
  const services = devnetServicesUrl?.trim().replace(/\/+$/, '');
  if (services) {
    const devnetList = `${services}/lists/devnet.tokenlist.json`;
    const unsupported = `${services}/lists/unsupported.tokenlist.json`;
    return {
      defaultListUrls: [devnetList, unsupported],
      defaultActiveListUrls: [devnetList],
      unsupportedListUrls: [unsupported],
      gateways: {
        ipfs: [`${services}/gateway-a/ipfs/`, `${services}/gateway-b/ipfs/`],
        ipns: [`${services}/gateway-a/ipns/`, `${services}/gateway-b/ipns/`],
      },
    };
  }
  return {
    defaultListUrls: DEFAULT_LIST_OF_LISTS,
    defaultActiveListUrls: DEFAULT_ACTIVE_LIST_URLS,
    unsupportedListUrls: UNSUPPORTED_LIST_URLS,
    gateways: DEFAULT_GATEWAYS,
  };
}
