import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_A, FakeWallet, FakeWindow, PNG_ICON } from '../test/fakes';
import { createInjectedDiscovery, EIP6963_ANNOUNCE_EVENT, LEGACY_INJECTED_ID } from './injected';

describe('EIP-6963 discovery', () => {
  it('offers each announced wallet as its own connector with its name, icon and rdns', () => {
    const target = new FakeWindow([
      { name: 'MetaMask', rdns: 'io.metamask', provider: new FakeWallet() },
      { name: 'Rabby Wallet', rdns: 'io.rabby', provider: new FakeWallet() },
    ]);
    const discovery = createInjectedDiscovery(target);
    discovery.start();
    const connectors = discovery.getSnapshot();
    expect(connectors.map((c) => [c.id, c.name, c.rdns, c.kind, c.icon])).toEqual([
      ['eip6963:io.metamask', 'MetaMask', 'io.metamask', 'injected', PNG_ICON],
      ['eip6963:io.rabby', 'Rabby Wallet', 'io.rabby', 'injected', PNG_ICON],
    ]);
    expect(connectors.every((c) => c.supportsDisconnect === false)).toBe(true);
  });

  it('falls back to window.ethereum when nothing announced it', () => {
    const legacy = Object.assign(new FakeWallet(), { isMetaMask: true });
    const discovery = createInjectedDiscovery(new FakeWindow([], legacy));
    discovery.start();
    expect(discovery.getSnapshot().map((c) => [c.id, c.name])).toEqual([
      [LEGACY_INJECTED_ID, 'MetaMask'],
    ]);
  });

  it('drops the legacy entry once a wallet announces the same provider', () => {
    const provider = new FakeWallet();
    const target = new FakeWindow([], provider);
    const discovery = createInjectedDiscovery(target);
    const listener = vi.fn();
    discovery.subscribe(listener);
    discovery.start();
    expect(discovery.getSnapshot().map((c) => c.id)).toEqual([LEGACY_INJECTED_ID]);
    target.announce({ name: 'Late Wallet', rdns: 'com.late', provider });
    expect(discovery.getSnapshot().map((c) => c.id)).toEqual(['eip6963:com.late']);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps window.ethereum when it is a different provider from the announced ones', () => {
    const target = new FakeWindow(
      [{ name: 'Rabby Wallet', rdns: 'io.rabby', provider: new FakeWallet() }],
      new FakeWallet(),
    );
    const discovery = createInjectedDiscovery(target);
    discovery.start();
    expect(discovery.getSnapshot().map((c) => c.id)).toEqual(['eip6963:io.rabby', 'injected']);
  });

  it.each([
    ['a remote URL', 'https://evil.example/icon.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['a non-image data URI', 'data:text/html;base64,PHNjcmlwdD4='],
    ['markup breaking out of an attribute', 'data:image/svg+xml,"><script>alert(1)</script>'],
  ])('rejects a hostile icon (%s) but keeps the wallet', (_label, icon) => {
    const target = new FakeWindow([
      { name: 'Shady', rdns: 'com.shady', icon, provider: new FakeWallet() },
    ]);
    const discovery = createInjectedDiscovery(target);
    discovery.start();
    const [connector] = discovery.getSnapshot();
    expect(connector?.name).toBe('Shady');
    expect(connector?.icon).toBeUndefined();
  });

  it('ignores malformed announcements', () => {
    const target = new FakeWindow();
    const discovery = createInjectedDiscovery(target);
    discovery.start();
    for (const detail of [
      null,
      { info: { uuid: 'x', name: 'No provider', rdns: 'a.b', icon: PNG_ICON } },
      { info: { uuid: 'x', name: '', rdns: 'a.b', icon: PNG_ICON }, provider: new FakeWallet() },
      { info: { name: 'No uuid', rdns: 'a.b' }, provider: new FakeWallet() },
      { info: { uuid: 'x', name: 'Bad provider', rdns: 'a.b' }, provider: { request: 'no' } },
    ]) {
      target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail }));
    }
    expect(discovery.getSnapshot()).toEqual([]);
  });

  it('does not duplicate a wallet that announces again', () => {
    const target = new FakeWindow([
      { name: 'MetaMask', rdns: 'io.metamask', provider: new FakeWallet() },
    ]);
    const discovery = createInjectedDiscovery(target);
    discovery.start();
    const first = discovery.getSnapshot();
    discovery.refresh();
    expect(discovery.getSnapshot()).toBe(first);
  });

  it('stops listening after stop()', () => {
    const target = new FakeWindow();
    const discovery = createInjectedDiscovery(target);
    discovery.start();
    discovery.stop();
    target.announce({ name: 'After', rdns: 'com.after', provider: new FakeWallet() });
    expect(discovery.getSnapshot()).toEqual([]);
  });

  it('connects through the announced provider', async () => {
    const wallet = new FakeWallet({ chainId: 31337 });
    const discovery = createInjectedDiscovery(
      new FakeWindow([{ name: 'MetaMask', rdns: 'io.metamask', provider: wallet }]),
    );
    discovery.start();
    const [connector] = discovery.getSnapshot();
    await expect(connector?.connect()).resolves.toEqual({ accounts: [ACCOUNT_A], chainId: 31337 });
    expect(wallet.calls.map((c) => c.method)).toContain('eth_requestAccounts');
  });
});
