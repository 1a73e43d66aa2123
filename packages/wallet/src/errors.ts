import type { ProviderRpcErrorLike } from './eip1193';

/** Base class of every error this package throws, so callers can tell them from others. */
export class WalletError extends Error {
  /** The EIP-1193 / JSON-RPC error code when the error came from a provider. */
  readonly code: number | undefined;

  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code;
  }
}

/** The user declined in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends WalletError {
  constructor(cause?: unknown) {
    super('Transaction rejected.', { code: 4001, cause });
  }
}

/** Activating a connector failed for a reason other than the network. */
export class ConnectionError extends WalletError {
  constructor(cause?: unknown) {
    super('Error connecting.', { cause });
  }
}

/** The wallet is on a chain the app does not support. */
export class WrongNetworkError extends WalletError {
  readonly chainId: number;

  constructor(chainId: number) {
    super('Please connect to the appropriate Ethereum network.');
    this.chainId = chainId;
  }
}

/** A hosted wallet (WalletConnect, Coinbase Wallet) was asked for a chain it was not set up with. */
export class UnsupportedNetworkIdError extends WalletError {
  readonly chainId: number;

  constructor(chainId: number) {
    super(`Unsupported network ID: ${chainId}`);
    this.chainId = chainId;
  }
}

/** The wallet does not know the chain yet (code 4902); add it with `wallet_addEthereumChain`. */
export class ChainNotAddedError extends WalletError {
  readonly chainId: number;

  constructor(chainId: number, cause?: unknown) {
    super(`Unrecognized chain ID: ${chainId}`, { code: 4902, cause });
    this.chainId = chainId;
  }
}

/** `disconnect()` was called for a connector that cannot disconnect (injected wallets). */
export class DisconnectUnsupportedError extends WalletError {
  readonly connectorId: string;

  constructor(connectorId: string) {
    super(`Connector ${connectorId} does not support disconnecting`);
    this.connectorId = connectorId;
  }
}

/** A JSON-RPC error passed on from a provider with its own message, code and data. */
export class ProviderRpcError extends WalletError {
  readonly data: unknown;

  constructor(message: string, code: number | undefined, data?: unknown) {
    super(message, { code });
    this.data = data;
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

/** WalletConnect relays a rejection as 5000 ("User rejected."); treat it like 4001. */
const REJECTION_CODES = new Set([4001, 5000]);

/** True when the user declined the request in the wallet. */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true;
  const code = getProviderErrorCode(error);
  return code !== undefined && REJECTION_CODES.has(code);
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
