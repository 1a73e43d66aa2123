import { describe, expect, it } from 'vitest';
import {
  COINBASE_WALLET_SOURCES,
  MAGIC_SOURCES,
  WALLETCONNECT_SOURCES,
  walletSdkSources,
} from './sdkSources';

const none = { walletConnect: false, coinbaseWallet: false, magic: false };

describe('what the offered wallet SDKs load', () => {
  it("adds WalletConnect's relays, modal API, frames and fonts only when it is offered", () => {
    const sources = walletSdkSources({ ...none, walletConnect: true });
    expect(sources.connect).toEqual(
      expect.arrayContaining(['wss://relay.walletconnect.org', 'wss://relay.walletconnect.com']),
    );
    expect(sources.connect).toEqual([
      ...WALLETCONNECT_SOURCES.connect,
      ...WALLETCONNECT_SOURCES.api,
    ]);
    expect(sources.frame).toEqual([...WALLETCONNECT_SOURCES.frame]);
    expect(sources.style).toEqual([...WALLETCONNECT_SOURCES.style]);
    expect(sources.font).toEqual([...WALLETCONNECT_SOURCES.font]);
    expect(JSON.stringify(walletSdkSources(none))).not.toContain('walletconnect');
  });

  it("frames Magic's login only when Magic is offered, after WalletConnect's frames", () => {
    expect(walletSdkSources({ ...none, magic: true }).frame).toEqual([...MAGIC_SOURCES.frame]);
    expect(walletSdkSources({ ...none, walletConnect: true, magic: true }).frame).toEqual([
      ...WALLETCONNECT_SOURCES.frame,
      ...MAGIC_SOURCES.frame,
    ]);
    expect(JSON.stringify(walletSdkSources(none))).not.toContain('magic');
  });

  it('allows inline styles only for the Coinbase Wallet SDK, which injects them', () => {
    const coinbase = walletSdkSources({ ...none, coinbaseWallet: true });
    expect(coinbase.style).toEqual(["'unsafe-inline'"]);
    expect(coinbase.connect).toEqual([...COINBASE_WALLET_SOURCES.connect]);
    expect(
      walletSdkSources({ walletConnect: true, coinbaseWallet: true, magic: false }).style,
    ).toEqual(["'unsafe-inline'", ...WALLETCONNECT_SOURCES.style]);
    expect(walletSdkSources(none)).toEqual({ connect: [], style: [], frame: [], font: [] });
  });
});
