import { describe, expect, it } from 'vitest';
import { FakeWallet, FakeWindow } from '../test/fakes';
import { createCoinbaseWalletConnector } from './coinbaseWallet';
import { createInjectedDiscovery } from './injected';
import { createNetworkConnector } from './network';
import { createWalletConnectConnector } from './walletConnect';
import { getWalletOptions } from './walletOptions';

const walletConnect = createWalletConnectConnector({ projectId: 'p', chainIds: [1] });
const coinbase = createCoinbaseWalletConnector({ appName: 'DEX', chainIds: [1] });
const network = createNetworkConnector({ url: 'http://node', chainId: 1 });

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
});
