// Typed errors carrying the spec's exact messages, so callers branch on the class, not the text;
// each has a stable `errorCode` (see @dex/primitives' DexError).
import { DexError } from '@dex/primitives';

/** A JSON-RPC failure: a node error passed on as is, or one raised by the batch transport. */
export class RpcError extends DexError {
  override name = 'RpcError';
  /** The JSON-RPC error code, when there is one. */
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, code?: number, data?: unknown) {
    super('multicall/rpc', message);
    this.code = code;
    this.data = data;
  }
}

/** A JSON-RPC error answer (`{ message, code, data }`) as an RpcError; an Error is kept as is. */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof Error) {
    const wrapped = new RpcError(error.message);
    Object.defineProperty(wrapped, 'cause', { value: error });
    return wrapped;
  }
  const answer =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const message = typeof answer.message === 'string' ? answer.message : 'Unknown JSON-RPC error';
  const code = typeof answer.code === 'number' ? answer.code : undefined;
  return new RpcError(message, code, answer.data);
}

/** The HTTP request itself failed (network down, CORS, aborted); every queued request gets it. */
export class BatchSendError extends RpcError {
  override name = 'BatchSendError';
  override readonly errorCode = 'multicall/batch-send-failed';
  constructor(cause?: unknown) {
    super('Failed to send batch call');
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause });
  }
}

/** The node answered with a non-ok HTTP status. */
export class HttpStatusError extends RpcError {
  override name = 'HttpStatusError';
  override readonly errorCode = 'multicall/http-status';
  readonly status: number;
  constructor(status: number, statusText: string) {
    super(`${status}: ${statusText}`, -32000);
    this.status = status;
  }
}

/** The node gave no complete answer in time; the request was aborted. */
export class RequestTimeoutError extends RpcError {
  override name = 'RequestTimeoutError';
  override readonly errorCode = 'multicall/request-timeout';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The node did not answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The response body was larger than the transport accepts. */
export class ResponseTooLargeError extends RpcError {
  override name = 'ResponseTooLargeError';
  override readonly errorCode = 'multicall/response-too-large';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The node's response is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/** The node serves another chain than the one it was configured for; nothing is read from it. */
export class ChainIdMismatchError extends RpcError {
  override name = 'ChainIdMismatchError';
  override readonly errorCode = 'multicall/chain-id-mismatch';
  /** The node's URL, when the reader knows it (a plain EIP-1193 provider has none). */
  readonly url: string | undefined;
  readonly expectedChainId: number;
  readonly actualChainId: number;
  constructor(url: string | undefined, expectedChainId: number, actualChainId: number) {
    super(
      `The node${url ? ` at ${url}` : ''} serves chain ${actualChainId}, not chain ${expectedChainId}`,
    );
    this.url = url;
    this.expectedChainId = expectedChainId;
    this.actualChainId = actualChainId;
  }
}

/**
 * The node's chain could not be checked: its `eth_chainId` answer was an error, missing or not a
 * hex number. Nothing it answered alongside is used; the check is asked again with the next request.
 */
export class ChainIdUnverifiedError extends RpcError {
  override name = 'ChainIdUnverifiedError';
  override readonly errorCode = 'multicall/chain-id-unverified';
  /** The node's URL, when the reader knows it. */
  readonly url: string | undefined;
  readonly expectedChainId: number;
  constructor(url: string | undefined, expectedChainId: number, cause?: unknown) {
    super(
      `Could not verify that the node${url ? ` at ${url}` : ''} serves chain ${expectedChainId}`,
    );
    this.url = url;
    this.expectedChainId = expectedChainId;
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause });
  }
}

/**
 * The multicall address holds no contract on this chain (the eth_call answered `0x` and the
 * address has no code): deploy one (see deployMulticall) or pass the right `multicallAddress`.
 */
export class MissingMulticallContractError extends RpcError {
  override name = 'MissingMulticallContractError';
  override readonly errorCode = 'multicall/no-contract';
  readonly address: string;
  readonly chainId: number;
  constructor(address: string, chainId: number) {
    super(`No contract at ${address} on chain ${chainId}`);
    this.address = address;
    this.chainId = chainId;
  }
}

/** The response body was not JSON. */
export class JsonParseError extends RpcError {
  override name = 'JsonParseError';
  override readonly errorCode = 'multicall/json-parse';
  constructor() {
    super('Failed to parse JSON response');
  }
}

/** The batch response had no usable answer for one request. */
export class UnexpectedResponseError extends RpcError {
  override name = 'UnexpectedResponseError';
  override readonly errorCode = 'multicall/unexpected-response';
  readonly method: string;
  constructor(method: string) {
    super(`Received unexpected JSON-RPC response to ${method} request.`, -32000);
    this.method = method;
  }
}

/** Base class of the input validation errors. */
export class ValidationError extends DexError {
  override name = 'ValidationError';
  constructor(message: string) {
    super('multicall/validation', message);
  }
}

export class InvalidAddressError extends ValidationError {
  override name = 'InvalidAddressError';
  override readonly errorCode = 'multicall/invalid-address';
  constructor(value: unknown) {
    super(`Invalid address: ${String(value)}`);
  }
}

export class InvalidHexError extends ValidationError {
  override name = 'InvalidHexError';
  override readonly errorCode = 'multicall/invalid-hex';
  constructor(value: unknown) {
    super(`Invalid hex: ${String(value)}`);
  }
}

export class InvalidNumberError extends ValidationError {
  override name = 'InvalidNumberError';
  override readonly errorCode = 'multicall/invalid-number';
  constructor(value: unknown) {
    super(`Invalid number: ${String(value)}`);
  }
}

export class InvalidCallKeyError extends ValidationError {
  override name = 'InvalidCallKeyError';
  override readonly errorCode = 'multicall/invalid-call-key';
  constructor(value: unknown) {
    super(`Invalid call key: ${String(value)}`);
  }
}

/** A call's return data was empty or could not be decoded with the given ABI. */
export class ResultParsingError extends DexError {
  override name = 'ResultParsingError';
  constructor(cause?: unknown) {
    super('multicall/result-parsing', 'Result data parsing failed');
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause });
  }
}

/** Rejection of a retry loop that was cancelled (a newer block made it moot). */
export class CancelledError extends DexError {
  override name = 'CancelledError';
  constructor() {
    super('multicall/cancelled', 'Cancelled');
  }
}

/** Thrown inside a retried function to ask for another attempt after a wait. */
export class RetryableError extends DexError {
  override name = 'RetryableError';
  constructor(message: string) {
    super('multicall/retryable', message);
  }
}
