import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_A, FakeWallet } from '../test/fakes';
import { UnsupportedNetworkIdError } from './errors';
import {
  createMagicConnector,
  isMagicConfigured,
  MAGIC_OVERLAY_POLL_MS,
  type MagicModule,
  type MagicSdk,
  type MagicSdkOptions,
} from './magic';

/** Stands in for the `magic-sdk` module: the overlay gets ready `readyAfterMs` after loading starts. */
function fakeMagicModule(readyAfterMs: number) {
  const created: { apiKey: string; options: MagicSdkOptions }[] = [];
  const calls: string[] = [];
  const provider = new FakeWallet({ chainId: 1 });
  class FakeMagic implements MagicSdk {
    readonly rpcProvider = provider;
    readonly overlay = { isReadyForRequest: false };
    readonly wallet = {
      connectWithUI: async () => {
        calls.push('connectWithUI');
        provider.authorized = true;
        return [...provider.accounts];
      },
    };
    readonly user = {
      logout: async () => {
        calls.push('logout');
        provider.authorized = false;
        return true;
      },
    };
    constructor(apiKey: string, options: MagicSdkOptions) {
      created.push({ apiKey, options });
    }
    async preload() {
      calls.push('preload');
      setTimeout(() => {
        this.overlay.isReadyForRequest = true;
      }, readyAfterMs);
    }
  }
  const module: MagicModule = { Magic: FakeMagic };
  return { created, calls, loadModule: vi.fn(async () => module) };
}

describe('Magic connector', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is offered only with an API key', () => {
    expect(isMagicConfigured('pk_live_1')).toBe(true);
    expect(isMagicConfigured(' ')).toBe(false);
    expect(isMagicConfigured(undefined)).toBe(false);
    expect(() => createMagicConnector({ apiKey: '', chainId: 1, rpcUrl: 'https://rpc' })).toThrow();
  });

  it('loads the SDK on first use, polls the overlay every 200 ms until ready, then asks for the account', async () => {
    const { created, calls, loadModule } = fakeMagicModule(450);
    const connector = createMagicConnector({
      apiKey: ' pk_live_1 ',
      chainId: 1,
      rpcUrl: 'https://rpc.example',
      loadModule,
    });
    expect(loadModule).not.toHaveBeenCalled();
    expect(connector).toMatchObject({ id: 'magic', kind: 'magic', supportsDisconnect: true });

    const connecting = connector.connect({ chainId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toEqual([
      { apiKey: 'pk_live_1', options: { network: { rpcUrl: 'https://rpc.example', chainId: 1 } } },
    ]);
    expect(calls).toEqual(['preload']);
    // Ready at 450 ms: the polls at 200 and 400 ms find it loading, the one at 600 ms ready.
    await vi.advanceTimersByTimeAsync(2 * MAGIC_OVERLAY_POLL_MS);
    expect(calls).toEqual(['preload']);
    await vi.advanceTimersByTimeAsync(MAGIC_OVERLAY_POLL_MS);
    expect(calls).toEqual(['preload', 'connectWithUI']);
    await expect(connecting).resolves.toEqual({ accounts: [ACCOUNT_A], chainId: 1 });

    await connector.disconnect();
    expect(calls).toContain('logout');
  });

  it('refuses a chain it does not serve with "Unsupported network ID: {id}"', async () => {
    const { calls, loadModule } = fakeMagicModule(0);
    const connector = createMagicConnector({
      apiKey: 'pk_live_1',
      chainId: 1,
      rpcUrl: 'https://rpc.example',
      loadModule,
    });
    const error = await connector.connect({ chainId: 31337 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedNetworkIdError);
    expect((error as Error).message).toBe('Unsupported network ID: 31337');
    expect(calls).not.toContain('connectWithUI');
  });

  it('gives up with "Error connecting." when the overlay never gets ready', async () => {
    const { calls, loadModule } = fakeMagicModule(10 ** 9);
    const connector = createMagicConnector({
      apiKey: 'pk_live_1',
      chainId: 1,
      rpcUrl: 'https://rpc.example',
      overlayTimeoutMs: 1000,
      loadModule,
    });
    const result = connector.connect().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await result) as Error).message).toBe('Error connecting.');
    expect(calls).not.toContain('connectWithUI');
  });
});

describe('the real magic-sdk', () => {
  it('imports on Node 20 with the constructor, preload and the overlay getter the connector uses', async () => {
    const { Magic } = await import('magic-sdk');
    expect(typeof Magic).toBe('function');
    expect(typeof Magic.prototype.preload).toBe('function');
    // `overlay` is a getter on the SDK's base class (protected in its types).
    let proto: object | null = Magic.prototype;
    let hasOverlay = false;
    while (proto && !hasOverlay) {
      hasOverlay = Object.getOwnPropertyDescriptor(proto, 'overlay')?.get !== undefined;
      proto = Object.getPrototypeOf(proto);
    }
    expect(hasOverlay).toBe(true);
  });
});
