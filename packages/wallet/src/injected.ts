import { createListeners } from '@dex/primitives';
import type { Connector } from './connector';
import type { Eip1193Provider } from './eip1193';
import { createProviderConnector } from './providerConnector';
import { sanitizeWalletIcon } from './walletIcon';

/** EIP-6963 `EIP6963ProviderInfo`. */
export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: string;
  readonly rdns: string;
}

/** EIP-6963 `EIP6963ProviderDetail`, the payload of `eip6963:announceProvider`. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

/** The legacy injected provider's self-identification flags. */
interface LegacyInjectedProvider extends Eip1193Provider {
  readonly isMetaMask?: unknown;
  readonly isCoinbaseWallet?: unknown;
}

/** What discovery needs from `window`: events, plus the legacy `ethereum` property. */
export interface InjectedWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  readonly ethereum?: unknown;
}

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider';

/** Connector id of the legacy `window.ethereum` wallet. */
export const LEGACY_INJECTED_ID = 'injected';

export function eip6963ConnectorId(rdns: string): string {
  return `eip6963:${rdns}`;
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** Validates an announcement; anything malformed is dropped (any script can dispatch these). */
export function parseAnnouncement(detail: unknown): Eip6963ProviderDetail | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null || !isProvider(provider)) return undefined;
  const { uuid, name, icon, rdns } = info as Record<string, unknown>;
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof rdns !== 'string') {
    return undefined;
  }
  const trimmedName = name.trim();
  if (!uuid || !trimmedName || !rdns) return undefined;
  return {
    info: { uuid, name: trimmedName, rdns, icon: typeof icon === 'string' ? icon : '' },
    provider,
  };
}

export interface InjectedConnectorOptions {
  readonly provider: Eip1193Provider;
  readonly id: string;
  readonly name: string;
  readonly icon?: string | undefined;
  readonly rdns?: string | undefined;
}

/** A browser wallet already present in the page; its provider is used directly. */
export function createInjectedConnector(options: InjectedConnectorOptions): Connector {
  return createProviderConnector({
    id: options.id,
    name: options.name,
    icon: sanitizeWalletIcon(options.icon),
    kind: 'injected',
    rdns: options.rdns,
    supportsDisconnect: false,
    loadProvider: async () => options.provider,
  });
}

function legacyName(provider: LegacyInjectedProvider): string {
  if (provider.isCoinbaseWallet === true) return 'Coinbase Wallet';
  if (provider.isMetaMask === true) return 'MetaMask';
  return 'Browser Wallet';
}

/** A live list of injected wallets; subscribe/getSnapshot so any framework can render it. */
export interface InjectedDiscovery {
  /** Starts listening and asks wallets to announce themselves. Safe to call again. */
  start(): void;
  /** Asks wallets to announce again (for example after an extension was installed). */
  refresh(): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
  /** Announced wallets in announcement order, then the legacy wallet if nothing announced it. */
  getSnapshot(): readonly Connector[];
}

/**
 * EIP-6963 discovery over an injected `window` (a fake in tests). Each announced wallet is its own
 * connector keyed by rdns; `window.ethereum` is added only when no announced wallet owns it.
 */
export function createInjectedDiscovery(target: InjectedWindow): InjectedDiscovery {
  const announced = new Map<string, { detail: Eip6963ProviderDetail; connector: Connector }>();
  const listeners = createListeners();
  let legacy: { provider: Eip1193Provider; connector: Connector } | undefined;
  let snapshot: readonly Connector[] = [];
  let started = false;

  const rebuild = () => {
    const list = [...announced.values()].map((entry) => entry.connector);
    const ethereum = target.ethereum;
    const ownedByAnnounced =
      isProvider(ethereum) &&
      [...announced.values()].some((entry) => entry.detail.provider === ethereum);
    if (isProvider(ethereum) && !ownedByAnnounced) {
      if (legacy?.provider !== ethereum) {
        legacy = {
          provider: ethereum,
          connector: createInjectedConnector({
            provider: ethereum,
            id: LEGACY_INJECTED_ID,
            name: legacyName(ethereum),
          }),
        };
      }
      list.push(legacy.connector);
    }
    const changed =
      list.length !== snapshot.length || list.some((connector, i) => connector !== snapshot[i]);
    if (changed) {
      snapshot = list;
      listeners.notify();
    }
  };

  const onAnnounce = (event: Event) => {
    const detail = parseAnnouncement((event as CustomEvent<unknown>).detail);
    if (!detail) return;
    const key = detail.info.rdns;
    const existing = announced.get(key);
    // Wallets re-announce on every request; keep the connector so its state and listeners survive.
    if (existing && existing.detail.provider === detail.provider) return;
    announced.set(key, {
      detail,
      connector: createInjectedConnector({
        provider: detail.provider,
        id: eip6963ConnectorId(detail.info.rdns),
        name: detail.info.name,
        icon: detail.info.icon,
        rdns: detail.info.rdns,
      }),
    });
    rebuild();
  };

  const refresh = () => {
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
    rebuild();
  };

  return {
    start() {
      if (started) return;
      started = true;
      target.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
      refresh();
    },
    refresh,
    stop() {
      if (!started) return;
      started = false;
      target.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
    },
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
  };
}
