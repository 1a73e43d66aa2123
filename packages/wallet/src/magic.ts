import { InvalidArgumentError } from '@dex/primitives';
import type { Connector } from './connector';
import type { Eip1193Provider } from './eip1193';
import { ConnectionError, UnsupportedNetworkIdError } from './errors';
import { createProviderConnector } from './providerConnector';
import { defaultTimers, type Timers } from './walletManager';

export const MAGIC_ID = 'magic';

/** Spec §9: the hosted wallet's overlay is polled every 200 ms until it is ready. */
export const MAGIC_OVERLAY_POLL_MS = 200;

/** The options this package passes to `new Magic(apiKey, options)`. */
export interface MagicSdkOptions {
  network: { rpcUrl: string; chainId: number };
  locale?: string;
}

/** The part of a `magic-sdk` instance this package uses. */
export interface MagicSdk {
  readonly rpcProvider: Eip1193Provider;
  readonly wallet: { connectWithUI(): PromiseLike<string[]> };
  readonly user: { logout(): PromiseLike<boolean> };
  /** Starts loading the overlay (an iframe from auth.magic.link). */
  preload(): Promise<void>;
  /** The SDK's overlay (its view controller); `isReadyForRequest` once the iframe answers. */
  readonly overlay?: { readonly isReadyForRequest: boolean };
}

/** The part of the `magic-sdk` module this package uses. */
export interface MagicModule {
  readonly Magic: new (apiKey: string, options: MagicSdkOptions) => MagicSdk;
}

export interface MagicConnectorOptions {
  /** The publishable API key (`pk_live_...`) from dashboard.magic.link. */
  readonly apiKey: string;
  /** The one chain the wallet is set up for; `connect({ chainId })` for another is refused. */
  readonly chainId: number;
  /** The RPC URL Magic's overlay uses for that chain. */
  readonly rpcUrl: string;
  /** The overlay's language (Magic's locale codes, for example `en_US`). */
  readonly locale?: string;
  readonly timers?: Timers;
  /** How long to wait for the overlay before failing with "Error connecting." (default 60 s). */
  readonly overlayTimeoutMs?: number;
  /** Replaces the dynamic import (tests, or a host that bundles the SDK differently). */
  readonly loadModule?: () => Promise<MagicModule>;
}

/** True when an API key is configured, the condition for offering Magic. */
export function isMagicConfigured(apiKey: string | null | undefined): apiKey is string {
  return typeof apiKey === 'string' && apiKey.trim().length > 0;
}

/** Imported only when the user picks Magic, so the SDK costs nothing otherwise. */
async function importMagic(): Promise<MagicModule> {
  const { Magic } = await import('magic-sdk');
  // `overlay` is protected in the SDK's types; it is the view controller whose readiness we poll.
  return { Magic: Magic as unknown as MagicModule['Magic'] };
}

/** Resolves on the first poll that finds the overlay ready; rejects after `timeoutMs`. */
function waitForOverlay(sdk: MagicSdk, timers: Timers, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let waited = 0;
    const poll = () => {
      waited += MAGIC_OVERLAY_POLL_MS;
      if (sdk.overlay?.isReadyForRequest) {
        resolve();
      } else if (waited >= timeoutMs) {
        reject(new ConnectionError(new Error('The Magic overlay did not load')));
      } else {
        timers.setTimeout(poll, MAGIC_OVERLAY_POLL_MS);
      }
    };
    timers.setTimeout(poll, MAGIC_OVERLAY_POLL_MS);
  });
}

/**
 * Magic (`magic-sdk`), the hosted e-mail wallet that succeeds the spec's Fortmatic, loaded on first
 * use. Connecting starts the overlay, polls it every 200 ms until it is ready and then asks for the
 * account (Magic's e-mail login). It serves one chain: asked for another it throws
 * `UnsupportedNetworkIdError` ("Unsupported network ID: {id}").
 * @spec 000 §9.18 Wallet settings
 */
export function createMagicConnector(options: MagicConnectorOptions): Connector {
  if (!isMagicConfigured(options.apiKey)) throw new InvalidArgumentError('Magic needs an API key');
  const loadModule = options.loadModule ?? importMagic;
  const timers = options.timers ?? defaultTimers;
  let sdk: MagicSdk | undefined;
  return createProviderConnector({
    id: MAGIC_ID,
    name: 'Magic',
    kind: 'magic',
    supportsDisconnect: true,
    async loadProvider() {
      const { Magic } = await loadModule();
      sdk = new Magic(options.apiKey.trim(), {
        network: { rpcUrl: options.rpcUrl, chainId: options.chainId },
        ...(options.locale ? { locale: options.locale } : {}),
      });
      return sdk.rpcProvider;
    },
    async requestAccounts(_provider, { chainId }) {
      if (chainId !== undefined && chainId !== options.chainId) {
        throw new UnsupportedNetworkIdError(chainId);
      }
      if (!sdk) throw new ConnectionError(new Error('Magic is not loaded'));
      const loading = sdk;
      // A failed preload shows up as an overlay that never gets ready (the timeout below).
      loading.preload().catch(() => {});
      await waitForOverlay(loading, timers, options.overlayTimeoutMs ?? 60_000);
      return loading.wallet.connectWithUI();
    },
    async endSession() {
      await sdk?.user.logout();
    },
  });
}
