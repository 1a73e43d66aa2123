// The Node side of the devnet wallet: its state (account, chain, authorisation) and how it answers
// each EIP-1193 request. Signing and sending go to anvil, whose dev accounts are unlocked. It knows
// nothing about Playwright: events leave through the `emit` callback, so it can serve any transport.
import { getAddress, isAddress } from 'ethers';
import {
  WalletErrorCode,
  type WalletEvent,
  type WalletFailure,
  type WalletRequest,
  type WalletResponse,
} from './protocol';

export interface DevnetWalletOptions {
  /** The devnet's JSON-RPC endpoint; every request the wallet does not answer itself goes there. */
  rpcUrl: string;
  /** The devnet's chain id (the wallet's starting chain). */
  devnetChainId: number;
  /** anvil's unlocked dev accounts, in order; account #0 is the starting account. */
  accounts: readonly string[];
  /** Chains the wallet can switch to without wallet_addEthereumChain. Default: the devnet and 1. */
  knownChainIds?: readonly number[];
  /**
   * More chains with a node behind them (the devnet's fast chain: chain id -> JSON-RPC URL): while
   * the wallet is on one of them, it sends, signs and reads there. They still need switching to
   * (wallet_addEthereumChain first, as a real wallet that does not know them).
   */
  otherNodes?: Readonly<Record<number, string>>;
  /** Delivers a provider event to the page(s). */
  emit: (event: WalletEvent, payload: unknown) => Promise<void>;
  fetch?: typeof fetch;
}

export interface RecordedRequest {
  method: string;
  params: unknown;
}

/** Requests a real wallet shows the user a prompt for: these are what rejectNext() rejects. */
const PROMPTING_METHODS = new Set([
  'eth_requestAccounts',
  'eth_sendTransaction',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
]);

const USER_REJECTED: WalletFailure = {
  code: WalletErrorCode.userRejected,
  message: 'User rejected the request.',
};

const SIGNING_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const toHex = (value: number) => `0x${value.toString(16)}`;

function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value) || /^0x0\d/i.test(value)) {
    throw new WalletError(
      WalletErrorCode.invalidParams,
      `Expected a 0x-prefixed hexadecimal chain id without leading zeros, received ${String(value)}.`,
    );
  }
  return Number.parseInt(value, 16);
}

function firstParam(params: WalletRequest['params']): Record<string, unknown> {
  const first = Array.isArray(params) ? params[0] : undefined;
  if (typeof first !== 'object' || first === null) {
    throw new WalletError(
      WalletErrorCode.invalidParams,
      'Expected an object as the first parameter.',
    );
  }
  return first as Record<string, unknown>;
}

export class DevnetWallet {
  private readonly options: DevnetWalletOptions;
  private readonly fetch: typeof fetch;
  private readonly knownChains: Set<number>;
  private currentChainId: number;
  private currentAccount: string;
  private authorized = true;
  private connected = true;
  /** How the next prompts fail, oldest first (see rejectNext). */
  private readonly rejections: WalletFailure[] = [];
  private readonly log: RecordedRequest[] = [];
  private readonly watchedAssets: unknown[] = [];
  private rpcId = 0;

  constructor(options: DevnetWalletOptions) {
    const first = options.accounts[0];
    if (!first) throw new Error('The devnet wallet needs at least one dev account.');
    this.options = options;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.currentChainId = options.devnetChainId;
    this.currentAccount = getAddress(first);
    this.knownChains = new Set(options.knownChainIds ?? [options.devnetChainId, 1]);
    this.knownChains.add(options.devnetChainId);
  }

  get chainId(): number {
    return this.currentChainId;
  }

  /** The selected account (checksummed), whether or not the page is authorised to see it. */
  get account(): string {
    return this.currentAccount;
  }

  /** Whether the site may see the account (`eth_accounts` answers it): false after lockAccounts(). */
  get authorised(): boolean {
    return this.authorized;
  }

  /** Every request the page made, oldest first (optionally only one method). */
  requests(method?: string): RecordedRequest[] {
    return this.log.filter((entry) => method === undefined || entry.method === method);
  }

  /** Assets the page asked to track with wallet_watchAsset (all accepted). */
  get watchAssetRequests(): readonly unknown[] {
    return [...this.watchedAssets];
  }

  /**
   * The user switches networks inside the wallet: the page sees chainChanged, unless `silent`
   * (wallets that do not tell the page, as some do over WalletConnect).
   */
  async setChain(chainId: number, options: { silent?: boolean } = {}): Promise<void> {
    this.knownChains.add(chainId);
    if (chainId === this.currentChainId) return;
    this.currentChainId = chainId;
    if (!options.silent) await this.options.emit('chainChanged', toHex(chainId));
  }

  /** Makes the wallet forget a chain, so switching to it fails with 4902 until it is added. */
  forgetChain(chainId: number): void {
    if (chainId === this.currentChainId) {
      throw new Error(
        `Cannot forget chain ${chainId}: the wallet is on it; setChain() elsewhere first.`,
      );
    }
    this.knownChains.delete(chainId);
  }

  /**
   * The user selects another account: a dev account by index, or any address (anvil impersonates
   * addresses that are not dev accounts, so they can send too). The page sees accountsChanged,
   * unless `silent` (a wallet whose event has not reached the page yet, or never does).
   */
  async setAccount(account: number | string, options: { silent?: boolean } = {}): Promise<void> {
    let address: string;
    if (typeof account === 'number') {
      const devAccount = this.options.accounts[account];
      if (!devAccount) throw new Error(`No dev account #${account}.`);
      address = getAddress(devAccount);
    } else {
      if (!isAddress(account)) throw new Error(`Not an address: ${account}`);
      address = getAddress(account);
      const isDevAccount = this.options.accounts.some(
        (a) => a.toLowerCase() === address.toLowerCase(),
      );
      if (!isDevAccount) await this.rpc('anvil_impersonateAccount', [address]);
    }
    if (address === this.currentAccount) return;
    this.currentAccount = address;
    if (this.authorized && !options.silent) {
      await this.options.emit('accountsChanged', this.exposedAccounts());
    }
  }

  /** The user locks the wallet (or revokes the site): eth_accounts returns [] until eth_requestAccounts. */
  async lockAccounts(): Promise<void> {
    if (!this.authorized) return;
    this.authorized = false;
    await this.options.emit('accountsChanged', []);
  }

  /**
   * The next `count` requests that would show the user a prompt fail as the user rejecting them:
   * by default with 4001; pass another failure for other wallets' shapes, for example WalletConnect's
   * `{ code: 5000, message: 'User rejected.' }`.
   */
  rejectNext(count = 1, failure: WalletFailure = USER_REJECTED): void {
    for (let i = 0; i < count; i++) this.rejections.push(failure);
  }

  /** The wallet loses its connection: 'disconnect' is emitted and every request fails with 4900. */
  async disconnect(): Promise<void> {
    if (!this.connected) return;
    this.connected = false;
    await this.options.emit('disconnect', {
      code: WalletErrorCode.disconnected,
      message: 'Devnet Wallet disconnected.',
    });
  }

  /** The connection comes back: 'connect' is emitted with the current chain. */
  async reconnect(): Promise<void> {
    if (this.connected) return;
    this.connected = true;
    await this.options.emit('connect', { chainId: toHex(this.currentChainId) });
  }

  /** Answers one EIP-1193 request; never throws, failures come back as `{ error }`. */
  async handle(request: WalletRequest): Promise<WalletResponse> {
    this.log.push({ method: request.method, params: request.params });
    try {
      return { result: await this.answer(request) };
    } catch (error) {
      return { error: toFailure(error) };
    }
  }

  private async answer({ method, params }: WalletRequest): Promise<unknown> {
    if (!this.connected) {
      throw new WalletError(WalletErrorCode.disconnected, 'Devnet Wallet is disconnected.');
    }
    const rejection = PROMPTING_METHODS.has(method) ? this.rejections.shift() : undefined;
    if (rejection) throw new WalletError(rejection.code, rejection.message);
    switch (method) {
      case 'eth_requestAccounts':
        if (!this.authorized) {
          this.authorized = true;
          await this.options.emit('accountsChanged', this.exposedAccounts());
        }
        return this.exposedAccounts();
      case 'eth_accounts':
        return this.authorized ? this.exposedAccounts() : [];
      case 'eth_chainId':
        return toHex(this.currentChainId);
      case 'net_version':
        return String(this.currentChainId);
      case 'wallet_switchEthereumChain':
        return this.switchChain(params);
      case 'wallet_addEthereumChain':
        return this.addChain(params);
      case 'wallet_watchAsset':
        this.watchedAssets.push(Array.isArray(params) ? params[0] : params);
        return true;
      case 'eth_sendTransaction':
        return this.sendTransaction(params);
    }
    if (SIGNING_METHODS.has(method)) return this.sign(method, params);
    if (method.startsWith('wallet_')) {
      throw new WalletError(
        WalletErrorCode.unsupportedMethod,
        `Devnet Wallet does not support ${method}.`,
      );
    }
    return this.rpc(method, Array.isArray(params) ? params : params === undefined ? [] : [params]);
  }

  private exposedAccounts(): string[] {
    // Injected wallets (MetaMask among them) hand out lowercase addresses; apps must not rely on checksums.
    return [this.currentAccount.toLowerCase()];
  }

  private async switchChain(params: WalletRequest['params']): Promise<null> {
    const chainId = parseChainId(firstParam(params).chainId);
    if (!this.knownChains.has(chainId)) {
      throw new WalletError(
        WalletErrorCode.unrecognizedChain,
        `Unrecognized chain ID "${toHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    await this.setChain(chainId);
    return null;
  }

  private async addChain(params: WalletRequest['params']): Promise<null> {
    const chain = firstParam(params);
    const chainId = parseChainId(chain.chainId);
    if (!Array.isArray(chain.rpcUrls) || chain.rpcUrls.length === 0) {
      throw new WalletError(
        WalletErrorCode.invalidParams,
        'wallet_addEthereumChain needs rpcUrls.',
      );
    }
    // Like MetaMask, adding a chain also offers to switch to it; the user accepts.
    this.knownChains.add(chainId);
    await this.setChain(chainId);
    return null;
  }

  private requireAuthorized(): void {
    if (!this.authorized) {
      throw new WalletError(
        WalletErrorCode.unauthorized,
        'The requested account has not been authorized by the user; call eth_requestAccounts first.',
      );
    }
  }

  private requireCurrentAccount(address: unknown): void {
    if (
      typeof address !== 'string' ||
      address.toLowerCase() !== this.currentAccount.toLowerCase()
    ) {
      throw new WalletError(
        WalletErrorCode.unauthorized,
        `Devnet Wallet can only act for its selected account ${this.currentAccount}, not ${String(address)}.`,
      );
    }
  }

  /** The node of the wallet's current chain: the devnet's, another node's, else none. */
  private currentNode(): string | undefined {
    if (this.currentChainId === this.options.devnetChainId) return this.options.rpcUrl;
    return this.options.otherNodes?.[this.currentChainId];
  }

  private async sendTransaction(params: WalletRequest['params']): Promise<unknown> {
    this.requireAuthorized();
    if (this.currentNode() === undefined) {
      // Only chains with a node behind them can send; pretending a send worked would hide bugs.
      throw new WalletError(
        WalletErrorCode.chainDisconnected,
        `Devnet Wallet has no node for chain ${this.currentChainId}; only chain ${this.options.devnetChainId} can send.`,
      );
    }
    const transaction = firstParam(params);
    if (transaction.from !== undefined) this.requireCurrentAccount(transaction.from);
    return this.rpc('eth_sendTransaction', [{ ...transaction, from: this.currentAccount }]);
  }

  private async sign(method: string, params: WalletRequest['params']): Promise<unknown> {
    this.requireAuthorized();
    const list = Array.isArray(params) ? params : [];
    // personal_sign puts the message first and the address second; the others the reverse.
    const address = method === 'personal_sign' ? list[1] : list[0];
    this.requireCurrentAccount(address);
    return this.rpc(method, list);
  }

  private async rpc(method: string, params: readonly unknown[]): Promise<unknown> {
    this.rpcId += 1;
    // Reads on a chain without a node still go to the devnet (as they always have).
    const response = await this.fetch(this.currentNode() ?? this.options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.rpcId, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: WalletFailure };
    if (body.error)
      throw Object.assign(new WalletError(body.error.code, body.error.message), body.error);
    return body.result;
  }
}

function toFailure(error: unknown): WalletFailure {
  if (error instanceof WalletError) {
    const failure: WalletFailure = { code: error.code, message: error.message };
    const data = (error as { data?: unknown }).data;
    return data === undefined ? failure : { ...failure, data };
  }
  return {
    code: WalletErrorCode.internal,
    message: error instanceof Error ? error.message : String(error),
  };
}
