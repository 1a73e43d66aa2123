import type { Address } from '@dex/chains';
import type { Eip1193Provider, ProviderListener, RequestArguments, Timers } from '../src';
import { EIP6963_ANNOUNCE_EVENT, EIP6963_REQUEST_EVENT } from '../src';

export const ACCOUNT_A: Address = '0x1111111111111111111111111111111111111111';
export const ACCOUNT_B: Address = '0x2222222222222222222222222222222222222222';

export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

type Handler = (params: unknown) => unknown;

/** An in-memory EIP-1193 wallet: accounts, a chain, authorisation, and scripted answers. */
export class FakeWallet implements Eip1193Provider {
  accounts: Address[];
  chainId: number;
  authorized: boolean;
  /** Chains the wallet knows; switching to others fails with 4902. */
  knownChains: Set<number>;
  readonly calls: RequestArguments[] = [];
  readonly overrides = new Map<string, Handler>();
  private readonly listeners = new Map<string, Set<ProviderListener>>();

  constructor(
    options: {
      accounts?: Address[];
      chainId?: number;
      authorized?: boolean;
      knownChains?: number[];
    } = {},
  ) {
    this.accounts = options.accounts ?? [ACCOUNT_A];
    this.chainId = options.chainId ?? 1;
    this.authorized = options.authorized ?? false;
    this.knownChains = new Set(options.knownChains ?? [1, this.chainId]);
  }

  async request(args: RequestArguments): Promise<unknown> {
    this.calls.push(args);
    const override = this.overrides.get(args.method);
    if (override) return override(args.params);
    const [first] = (args.params ?? []) as { chainId?: string }[];
    switch (args.method) {
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : [];
      case 'eth_requestAccounts':
        this.authorized = true;
        return [...this.accounts];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const target = Number.parseInt(first?.chainId ?? '', 16);
        if (!this.knownChains.has(target)) throw new RpcError('Unrecognized chain', 4902);
        this.setChain(target);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const target = Number.parseInt(first?.chainId ?? '', 16);
        this.knownChains.add(target);
        this.setChain(target);
        return null;
      }
      default:
        throw new RpcError(`Method ${args.method} not supported`, 4200);
    }
  }

  on(event: string, listener: ProviderListener): void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  removeListener(event: string, listener: ProviderListener): void {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  setChain(chainId: number): void {
    this.chainId = chainId;
    this.emit('chainChanged', `0x${chainId.toString(16)}`);
  }

  setAccounts(accounts: Address[]): void {
    this.accounts = accounts;
    this.emit('accountsChanged', accounts);
  }

  rejectNext(method: string): void {
    this.overrides.set(method, () => {
      this.overrides.delete(method);
      throw new RpcError('User rejected the request.', 4001);
    });
  }
}

export const PNG_ICON = 'data:image/png;base64,iVBORw0KGgo=';

export interface AnnouncedWallet {
  uuid?: string;
  name: string;
  rdns: string;
  icon?: string;
  provider: Eip1193Provider;
}

/** A `window` stand-in whose wallets answer `eip6963:requestProvider` like real extensions. */
export class FakeWindow extends EventTarget {
  ethereum: unknown;
  readonly wallets: AnnouncedWallet[];

  constructor(wallets: AnnouncedWallet[] = [], ethereum?: unknown) {
    super();
    this.wallets = wallets;
    this.ethereum = ethereum;
    this.addEventListener(EIP6963_REQUEST_EVENT, () => {
      for (const wallet of this.wallets) this.announce(wallet);
    });
  }

  announce(wallet: AnnouncedWallet): void {
    const info = {
      uuid: wallet.uuid ?? `uuid-${wallet.rdns}`,
      name: wallet.name,
      rdns: wallet.rdns,
      icon: wallet.icon ?? PNG_ICON,
    };
    this.dispatchEvent(
      new CustomEvent(EIP6963_ANNOUNCE_EVENT, {
        detail: Object.freeze({ info: Object.freeze(info), provider: wallet.provider }),
      }),
    );
  }
}

/** Timers driven by hand, so the 600 ms loader is tested without waiting. */
export class ManualTimers implements Timers {
  private now = 0;
  private next = 1;
  private readonly scheduled = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.scheduled.set(id, { at: this.now + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.scheduled.delete(handle as number);
  }

  advance(ms: number): void {
    this.now += ms;
    for (const [id, timer] of [...this.scheduled]) {
      if (timer.at <= this.now) {
        this.scheduled.delete(id);
        timer.callback();
      }
    }
  }
}

/** Lets pending promise callbacks run. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
