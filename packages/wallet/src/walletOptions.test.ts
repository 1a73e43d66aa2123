import { describe, expect, it } from 'vitest';
import { FakeWallet, FakeWindow } from '../test/fakes';
import {
  createCoinbaseSmartWalletConnector,
  createCoinbaseWalletConnector,
} from './coinbaseWallet';
import { createInjectedDiscovery } from './injected';
import { createMagicConnector } from './magic';
import { createNetworkConnector } from './network';
import { createWalletConnectConnector } from './walletConnect';
import { getWalletOptions, isMobileUserAgent } from './walletOptions';

const walletConnect = createWalletConnectConnector({ projectId: 'p', chainIds: [1] });
const coinbase = createCoinbaseWalletConnector({ appName: 'DEX', chainIds: [1] });
const network = createNetworkConnector({ url: 'http://node', chainId: 1 });
const magic = createMagicConnector({ apiKey: 'pk_live_1', chainId: 1, rpcUrl: 'http://node' });
const smartWallet = createCoinbaseSmartWalletConnector({ appName: 'DEX', chainIds: [1] });

function injected(...rdns: string[]) {
  const discovery = createInjectedDiscovery(
    new FakeWindow(rdns.map((r) => ({ name: r, rdns: r, provider: new FakeWallet() }))),
  );
  discovery.start();
  return discovery.getSnapshot();
}

describe('getWalletOptions', () => {
  it('offers every wallet connector on desktop, never the network one', () => {
    const options = getWalletOptions(
      [...injected('io.metamask'), walletConnect, coinbase, network],
      {
        isMobile: false,
      },
    );
    expect(options.map((o) => o.id)).toEqual([
      'eip6963:io.metamask',
      'walletConnect',
      'coinbaseWallet',
    ]);
    expect(options[0]).toMatchObject({ primary: true, connectorId: 'eip6963:io.metamask' });
  });

  it('drops the Coinbase SDK option when the Coinbase extension is announced', () => {
    const options = getWalletOptions([...injected('com.coinbase.wallet'), coinbase], {
      isMobile: false,
    });
    expect(options.map((o) => o.id)).toEqual(['eip6963:com.coinbase.wallet']);
  });

  it('offers only the injected wallet inside a mobile wallet browser', () => {
    const options = getWalletOptions([...injected('io.metamask'), walletConnect, coinbase], {
      isMobile: true,
      dappUrl: 'https://app.example/',
    });
    expect(options.map((o) => o.id)).toEqual(['eip6963:io.metamask']);
  });

  it('offers WalletConnect and the "Open in Coinbase Wallet" link on other mobile browsers', () => {
    const options = getWalletOptions([walletConnect, coinbase], {
      isMobile: true,
      dappUrl: 'https://app.example/',
    });
    expect(options.map((o) => [o.id, o.kind, o.mobileOnly])).toEqual([
      ['walletConnect', 'walletConnect', false],
      ['coinbaseWalletLink', 'link', true],
    ]);
    expect(options[1]?.href).toBe('https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fapp.example%2F');
    expect(options[1]?.connectorId).toBeUndefined();
  });

  it('lists every kind the spec names on desktop: with no injected wallet the install link leads', () => {
    const options = getWalletOptions([walletConnect, coinbase, magic, smartWallet, network], {
      isMobile: false,
    });
    expect(options.map((o) => [o.id, o.kind, o.connectorId, o.href])).toEqual([
      ['installWallet', 'install', undefined, 'https://metamask.io/download/'],
      ['walletConnect', 'walletConnect', 'walletConnect', undefined],
      ['coinbaseWallet', 'coinbaseWallet', 'coinbaseWallet', undefined],
      ['magic', 'magic', 'magic', undefined],
      ['coinbaseSmartWallet', 'smartWallet', 'coinbaseSmartWallet', undefined],
    ]);
  });

  it('offers no install link once a browser wallet is injected, or when told not to', () => {
    const withWallet = getWalletOptions([...injected('io.metamask'), magic], { isMobile: false });
    expect(withWallet.map((o) => o.kind)).toEqual(['injected', 'magic']);
    const without = getWalletOptions([magic], { isMobile: false, installWallet: false });
    expect(without.map((o) => o.kind)).toEqual(['magic']);
    const rabby = getWalletOptions([], {
      isMobile: false,
      installWallet: { name: 'Install Rabby', href: 'https://rabby.io/' },
    });
    expect(rabby).toMatchObject([{ name: 'Install Rabby', href: 'https://rabby.io/' }]);
  });

  it('offers the hosted e-mail and key-custody wallets on mobile browsers too', () => {
    const options = getWalletOptions([walletConnect, coinbase, magic, smartWallet], {
      isMobile: true,
      dappUrl: 'https://app.example/',
    });
    expect(options.map((o) => o.id)).toEqual([
      'walletConnect',
      'magic',
      'coinbaseSmartWallet',
      'coinbaseWalletLink',
    ]);
  });
});

describe('isMobileUserAgent', () => {
  it('tells phones and tablets from desktops, and nothing outside a browser', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
