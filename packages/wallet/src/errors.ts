import { DexError, nestedErrors } from '@dex/primitives';
import type { ProviderRpcErrorLike } from './eip1193';

/**
 * Base class of every error this package throws, so callers can tell them from others. Each
 * subclass has its stable `errorCode` (`wallet/...`); `code` stays the provider's numeric one.
 */
export class WalletError extends DexError {
  /** The EIP-1193 / JSON-RPC error code when the error came from a provider. */
  readonly code: number | undefined;

  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super('wallet/error', message, { cause: options.cause });
    this.code = options.code;
  }
}

/** The user declined in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends WalletError {
  override readonly errorCode = 'wallet/user-rejected';

  constructor(cause?: unknown) {
    super('Transaction rejected.', { code: 4001, cause });
  }
}

/** Activating a connector failed for a reason other than the network. */
export class ConnectionError extends WalletError {
  override readonly errorCode = 'wallet/connection-failed';

  constructor(cause?: unknown) {
    super('Error connecting.', { cause });
  }
}

/** The wallet is on a chain the app does not support. */
export class WrongNetworkError extends WalletError {
  override readonly errorCode = 'wallet/wrong-network';

  readonly chainId: number;

  constructor(chainId: number) {
    super('Please connect to the appropriate Ethereum network.');
    this.chainId = chainId;
  }
}

/** A hosted wallet (WalletConnect, Coinbase Wallet) was asked for a chain it was not set up with. */
export class UnsupportedNetworkIdError extends WalletError {
  override readonly errorCode = 'wallet/unsupported-network-id';

  readonly chainId: number;

  constructor(chainId: number) {
    super(`Unsupported network ID: ${chainId}`);
    this.chainId = chainId;
  }
}

/** The wallet does not know the chain yet (code 4902); add it with `wallet_addEthereumChain`. */
export class ChainNotAddedError extends WalletError {
  override readonly errorCode = 'wallet/chain-not-added';

  readonly chainId: number;

  constructor(chainId: number, cause?: unknown) {
    super(`Unrecognized chain ID: ${chainId}`, { code: 4902, cause });
    this.chainId = chainId;
  }
}

/** `disconnect()` was called for a connector that cannot disconnect (injected wallets). */
export class DisconnectUnsupportedError extends WalletError {
  override readonly errorCode = 'wallet/disconnect-unsupported';

  readonly connectorId: string;

  constructor(connectorId: string) {
    super(`Connector ${connectorId} does not support disconnecting`);
    this.connectorId = connectorId;
  }
}

/** A JSON-RPC error passed on from a provider with its own message, code and data. */
export class ProviderRpcError extends WalletError {
  override readonly errorCode = 'wallet/provider-rpc';

  readonly data: unknown;

  constructor(message: string, code: number | undefined, data?: unknown) {
    super(message, { code });
    this.data = data;
  }
}

/** Spec §8, "sending": the wallet answered a send without a transaction hash. */
export class NoTransactionHashError extends WalletError {
  override readonly errorCode = 'wallet/no-transaction-hash';

  /** What the wallet answered instead. */
  readonly result: unknown;

  constructor(result?: unknown) {
    super('No transaction hash found.');
    this.result = result;
  }
}

/** The wallet answered a signature request (a permit) without a signature. */
export class NoSignatureError extends WalletError {
  override readonly errorCode = 'wallet/no-signature';

  constructor() {
    super('The wallet returned no signature.');
  }
}

/** A write was started while no wallet is connected. */
export class WalletNotConnectedError extends WalletError {
  override readonly errorCode = 'wallet/not-connected';

  constructor() {
    super('No wallet is connected.');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The provider error code, looking inside `data.originalError` too: some mobile wallets wrap
 * the real error (for example 4902) that way.
 */
export function getProviderErrorCode(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  const { code, data } = error as ProviderRpcErrorLike;
  if (isRecord(data) && isRecord(data.originalError)) {
    const inner = data.originalError.code;
    if (typeof inner === 'number') return inner;
  }
  return typeof code === 'number' ? code : undefined;
}

/**
 * Codes that mean "the user declined": EIP-1193's 4001, WalletConnect's 5000 ("User rejected."),
 * and ethers' `ACTION_REJECTED` when a library wrapped the wallet's answer.
 */
const REJECTION_CODES: ReadonlySet<unknown> = new Set([4001, 5000, 'ACTION_REJECTED']);

/** Some wallets (over WalletConnect especially) say it only in words, under another code. */
const REJECTION_MESSAGE = /\buser (?:rejected|denied|cancell?ed)\b|\brejected by (?:the )?user\b/i;

/**
 * The one rule for "the user rejected it", used by every write: true for `UserRejectedRequestError`,
 * a rejection code (4001, 5000, `ACTION_REJECTED`) or a "User rejected"/"User denied" message
 * (or bare string), on the error itself or nested in its `cause`, `error`, `data`, `data.originalError` or
 * `info.error`.
 */
export function isUserRejection(error: unknown): boolean {
  for (const current of nestedErrors(error)) {
    // A few wallets reject with a bare string.
    if (typeof current === 'string') {
      if (REJECTION_MESSAGE.test(current)) return true;
      continue;
    }
    if (current instanceof UserRejectedRequestError) return true;
    if (REJECTION_CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && REJECTION_MESSAGE.test(current.message)) return true;
  }
  return false;
}

/** Turns whatever a provider threw into a typed error, keeping typed errors as they are. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  if (isUserRejection(error)) return new UserRejectedRequestError(error);
  if (isRecord(error)) {
    const { message, data } = error as ProviderRpcErrorLike;
    const code = getProviderErrorCode(error);
    if (typeof message === 'string') {
      const wrapped = new ProviderRpcError(message, code, data);
      return wrapped;
    }
  }
  return new WalletError(typeof error === 'string' ? error : 'Unknown error', { cause: error });
}
