import { coinbaseWalletDappLink } from './coinbaseWallet';
import type { Connector, ConnectorKind } from './connector';

// @spec 000 §3.13 Wallet option
/** One row of the options view (spec §3 "Wallet option"). Either `connectorId` or `href` is set. */
export interface WalletOption {
  readonly id: string;
  readonly name: string;
  /** `link`: the mobile "Open in Coinbase Wallet"; `install`: get a browser-extension wallet. */
  readonly kind: ConnectorKind | 'link' | 'install';
  /** Connect through this connector when chosen. */
  readonly connectorId: string | undefined;
  /** A link to follow instead (mobile "Open in Coinbase Wallet", the extension's install page). */
  readonly href: string | undefined;
  /** The wallet's own icon (`data:` URI); otherwise the app shows its icon for `kind`. */
  readonly icon: string | undefined;
  readonly color: string;
  readonly primary: boolean;
  /** Offered on mobile browsers. */
  readonly mobile: boolean;
  /** Offered only on mobile browsers. */
  readonly mobileOnly: boolean;
}

/** Brand colours and flags per kind; the list itself is data, so wallets are added here only. */
const PRESENTATION: Readonly<
  Record<WalletOption['kind'], Pick<WalletOption, 'color' | 'primary' | 'mobile' | 'mobileOnly'>>
> = {
  injected: { color: '#E8831D', primary: true, mobile: true, mobileOnly: false },
  walletConnect: { color: '#4196FC', primary: false, mobile: true, mobileOnly: false },
  coinbaseWallet: { color: '#315CF5', primary: false, mobile: false, mobileOnly: false },
  // The hosted wallets work in any browser, phones included (e-mail login, passkeys).
  smartWallet: { color: '#0052FF', primary: false, mobile: true, mobileOnly: false },
  magic: { color: '#6851FF', primary: false, mobile: true, mobileOnly: false },
  network: { color: '#888D9B', primary: false, mobile: false, mobileOnly: false },
  link: { color: '#315CF5', primary: false, mobile: true, mobileOnly: true },
  install: { color: '#E8831D', primary: true, mobile: false, mobileOnly: false },
};

export const COINBASE_LINK_OPTION_ID = 'coinbaseWalletLink';
export const INSTALL_WALLET_OPTION_ID = 'installWallet';

/** The browser-extension wallet offered for installing when none is present (spec §2). */
export const DEFAULT_INSTALL_WALLET = {
  name: 'Install MetaMask',
  href: 'https://metamask.io/download/',
} as const;

/** rdns of the Coinbase Wallet extension; when it is announced the SDK option would duplicate it. */
const COINBASE_EXTENSION_RDNS = 'com.coinbase.wallet';

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod/i;

/** Whether a browser's user agent (`navigator.userAgent`; undefined outside one) is a phone's or tablet's. */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && MOBILE_USER_AGENT.test(userAgent);
}

export interface WalletOptionsContext {
  readonly isMobile: boolean;
  /** The page's URL; on mobile it becomes the "Open in Coinbase Wallet" link. */
  readonly dappUrl?: string;
  /** Offer the mobile "Open in Coinbase Wallet" link (default true). */
  readonly coinbaseLink?: boolean;
  /**
   * On desktop without any injected wallet, a link to install this browser-extension wallet
   * (default MetaMask's download page); false offers none.
   */
  readonly installWallet?: { readonly name: string; readonly href: string } | false;
}

/**
 * The options view's list. On mobile inside a wallet's browser only the injected wallet is
 * offered; on other mobile browsers the mobile-capable connectors plus the Coinbase link; on
 * desktop every connector, led by an install link for a browser-extension wallet when no injected
 * wallet is present. The network connector is never an option.
 * @spec 000 §2.12 Wallet options
 */
export function getWalletOptions(
  connectors: readonly Connector[],
  context: WalletOptionsContext,
): WalletOption[] {
  const wallets = connectors.filter((connector) => connector.kind !== 'network');
  const injected = wallets.filter((connector) => connector.kind === 'injected');
  const fromConnector = (connector: Connector): WalletOption => ({
    id: connector.id,
    name: connector.name,
    kind: connector.kind,
    connectorId: connector.id,
    href: undefined,
    icon: connector.icon,
    ...PRESENTATION[connector.kind],
  });

  if (context.isMobile) {
    if (injected.length > 0) return injected.map(fromConnector);
    const options = wallets
      .filter((connector) => PRESENTATION[connector.kind].mobile)
      .map(fromConnector);
    if (context.coinbaseLink !== false && context.dappUrl) {
      options.push({
        id: COINBASE_LINK_OPTION_ID,
        name: 'Open in Coinbase Wallet',
        kind: 'link',
        connectorId: undefined,
        href: coinbaseWalletDappLink(context.dappUrl),
        icon: undefined,
        ...PRESENTATION.link,
      });
    }
    return options;
  }

  const hasCoinbaseExtension = injected.some((c) => c.rdns === COINBASE_EXTENSION_RDNS);
  const options = wallets
    .filter((connector) => !(connector.kind === 'coinbaseWallet' && hasCoinbaseExtension))
    .map(fromConnector);
  const install = context.installWallet ?? DEFAULT_INSTALL_WALLET;
  if (injected.length === 0 && install) {
    options.unshift({
      id: INSTALL_WALLET_OPTION_ID,
      name: install.name,
      kind: 'install',
      connectorId: undefined,
      href: install.href,
      icon: undefined,
      ...PRESENTATION.install,
    });
  }
  return options;
}
